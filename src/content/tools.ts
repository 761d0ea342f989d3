/**
 * The calculators under /tools: their addresses, titles and the explanation each page carries
 * in its HTML (what it computes, the formula, and a worked example), in our own words.
 */
export const toolSlugs = ['roll-speed', 'bearing-life', 'idler-load', 'belt-capacity'] as const
export type ToolSlug = (typeof toolSlugs)[number]

export interface ToolPage {
  slug: ToolSlug
  title: string
  summary: string
  /** Paragraphs of the explanation, in reading order. */
  explanation: string[]
  formula: string
  /** Knowledge articles that go deeper (root-relative paths). */
  related: string[]
}

export const toolPages: Record<ToolSlug, ToolPage> = {
  'roll-speed': {
    slug: 'roll-speed',
    title: 'Roll speed calculator: rpm from belt speed and roll diameter',
    summary: 'How fast a conveyor roll turns for a belt speed and roll diameter, and which of our roll diameters stay within 750 rpm.',
    formula: 'n = v x 60 / (pi x D)    n in rpm, v belt speed in m/s, D roll diameter in m',
    explanation: [
      'A roll under a belt turns as fast as the belt moves its rim. The smaller the roll, the more turns it makes for each metre of belt, and the harder its bearings and seals work. Bearing life is counted in revolutions, so roll speed decides how many hours a roll lasts as much as the load does.',
      'We keep every roll we sell at or under 750 rpm, the ceiling SANS 1313-1 sets for troughed idlers. Above it the grease runs hot, labyrinth seals wear faster and noise rises.',
      'Worked example: a 133 mm roll under a belt at 2.5 m/s. One turn moves pi x 0.133 = 0.418 m of belt; the belt moves 150 m a minute, so the roll turns 150 / 0.418 = 359 rpm. At 5 m/s the same roll would turn 718 rpm, close to the limit; a 159 mm roll would turn 601 rpm.',
    ],
    related: ['/knowledge/calculate-conveyor-roller-rpm', '/knowledge/speed-limits-conveyor-rollers', '/knowledge/how-to-choose-roller-diameter'],
  },
  'bearing-life': {
    slug: 'bearing-life',
    title: 'Bearing life calculator for conveyor rolls (L10 hours)',
    summary: 'The basic rating life of a conveyor roll\'s bearings from the load on the roll, the belt speed and the roll diameter, in hours and in years of running.',
    formula: 'L10h = (10^6 / (60 x n)) x (C / P)^3    C dynamic load rating, P load on one bearing, n roll speed in rpm',
    explanation: [
      'The basic rating life L10 of ISO 281 is the number of hours that 90 % of a group of identical bearings reach or exceed under the same load and speed. A roll has two bearings that share the load on the roll, so each carries half of it.',
      'The calculator takes the load on the roll, turns the belt speed and roll diameter into rpm, and gives the L10 life of the bearing you choose, with its dynamic rating from the maker\'s catalogue. CEMA 502 rates idlers for 30,000 hours at 500 rpm, which is 900 million revolutions.',
      'Worked example: a roll on two 6204 bearings (C = 13.5 kN) carries 3 kN, so 1.5 kN per bearing, and turns at 500 rpm. C / P = 9; 9 cubed is 729 million revolutions; at 500 rpm that is 729 x 10^6 / 30,000 = 24,300 hours, about 2.8 years of running day and night.',
      'L10 is a statistical life for clean, well-sealed bearings. Dirt, water, misalignment and poor grease shorten it; a good seal is worth as much as a larger bearing.',
    ],
    related: ['/knowledge/roller-bearing-l10-life-worked-calculation'],
  },
  'idler-load': {
    slug: 'idler-load',
    title: 'Idler load calculator: load per roll and idler spacing',
    summary: 'The load on the most loaded roll of an idler set from belt width, belt and material mass, trough and spacing, and which of our sizes carry it for 30,000 hours.',
    formula: 'P = (m_belt + m_material) x g x a x share x f_impact x f_service    m in kg/m, g 9.81 m/s2, a idler spacing in m',
    explanation: [
      'Each idler set carries the belt and the material over half the distance to the set before it and half to the set after it: one spacing in all. The load is the mass per metre of belt and material, times gravity, times the spacing.',
      'The set does not share that load evenly. With three equal rolls, the centre roll takes about 70 % of it (the share CEMA 502 uses for its ratings); a flat return roll takes all of the belt\'s weight; the two rolls of a V set take half each. Lumpy material and a dirty, poorly kept line add to it through the impact and service factors.',
      'Material mass per metre comes from capacity and speed: q = Q / (3.6 x v). 900 t/h on a belt at 2.5 m/s puts 100 kg on each metre.',
      'Worked example: a 15 kg/m belt with 100 kg/m of ore on 3-roll sets at 1.2 m spacing. The set carries (15 + 100) x 9.81 x 1.2 = 1354 N; the centre roll 70 % of it, 948 N. The calculator then lists our sizes whose load rating at your belt speed is at least that figure.',
    ],
    related: ['/knowledge/how-choose-carrying-idler-spacing', '/knowledge/idler-spacing-loading-points-return-run'],
  },
  'belt-capacity': {
    slug: 'belt-capacity',
    title: 'Belt conveyor capacity calculator (troughed belt)',
    summary: 'Volume and tonnage a troughed belt carries from its width, trough angle, surcharge angle, speed and the material\'s bulk density.',
    formula: 'Q = 3600 x A x v    A = A1 + A2 (ISO 5048 section of a 3-roll trough), v belt speed in m/s',
    explanation: [
      'The load on a troughed belt has two parts: the trough, the area below the line across the wing rolls\' tops, and the surcharge, the heap above that line whose slope is the material\'s surcharge angle (about 20 degrees for most run-of-mine ores, less for fine or wet material).',
      'The belt is not filled to its edges. ISO 5048 takes a usable width b = 0.9 B - 0.05 m for belts up to 2 m wide. With a centre roll of length l3 and wing rolls at the trough angle, the surcharge is A1 = [l3 + (b - l3) cos(lambda)]^2 tan(theta) / 6 and the trough A2 = [l3 + (b - l3)/2 cos(lambda)] x [(b - l3)/2 sin(lambda)].',
      'Worked example: a 1000 mm belt, 35 degree trough, 20 degree surcharge, 380 mm centre roll. b = 0.85 m; A1 = 0.0355 m2, A2 = 0.0772 m2, A = 0.1127 m2. At 2.5 m/s that is 3600 x 0.1127 x 2.5 = 1014 m3/h; with ore at 1.6 t/m3, 1622 t/h. Plan to run at 75-80 % of this figure on a belt that is fed unevenly.',
    ],
    related: ['/knowledge/idler-trough-angle-belt-capacity-q-3600-a-v'],
  },
}
