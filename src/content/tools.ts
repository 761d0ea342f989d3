/**
 * The calculators under /tools: their addresses, titles and the explanation each page carries
 * in its HTML (what it computes, the formula, and a worked example), in our own words.
 */
export const toolSlugs = ['select', 'belt-tension', 'pulley-diameter', 'roll-speed', 'bearing-life', 'idler-load', 'belt-capacity'] as const
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
  select: {
    slug: 'select',
    title: 'Conveyor component selection: from your duty to idlers, pulleys and cleaners',
    summary: 'Enter the belt width, tonnage, speed, material and length of your conveyor; get the idler sets, pulleys and cleaners from our catalogue that carry it, with counts, ready for a quotation.',
    formula: 'load on a set = (q_B + q_G) x g x spacing x lump factor;  F_U = C f L g [q_RO + q_RU + (2 q_B + q_G) cos delta] + q_G H g;  pulley load R = sqrt(T1^2 + T2^2 - 2 T1 T2 cos wrap)',
    explanation: [
      'The selection works the conveyor out the way our engineers do for a first offer. The material per metre of belt comes from the tonnage and the speed; with the belt\'s own mass and the idler spacing it gives the load on each carrying, impact and return set. Each line then takes the lightest set of ours whose rating at your belt speed covers that load, with its bearing life at your load.',
      'The tensions follow ISO 5048: the belt\'s resistance to motion, the lift and the secondary resistances give the peripheral force at the drive, hence the power. The slack side must be tight enough for the drive to grip at start-up and for the belt not to sag between idlers; the tight side adds the peripheral force. The tensions give the belt strength it needs, the smallest pulley that belt may bend round (DIN 22101 method), and the load on every pulley.',
      'Worked example: a 1200 mm belt at 35 degrees carrying 800 t/h of coal at 2.5 m/s over 300 m, level. The coal puts 89 kg on each metre; with a 16.6 kg/m belt a carrying set at 1.2 m carries 1.37 kN with a lump factor of 1.1, well within a 133 mm DIN set. The peripheral force is about 11.2 kN, 28 kW at the drum and 31 kW at the motor; sag at the tail sets the slack side at 9.0 kN, so T1 is 20.2 kN and the drive pulley, with the belt round 210 degrees of it, carries about 28 kN.',
      'The result is a first choice, not a design: belt makers, site conditions and your standards may change it. Send it with your enquiry and our engineers check every line before they quote.',
    ],
    related: ['/knowledge/selecting-idler-set-step-by-step', '/knowledge/idler-spacing-loading-points-return-run', '/knowledge/how-to-choose-conveyor-pulley-diameter'],
  },
  'belt-tension': {
    slug: 'belt-tension',
    title: 'Belt tension and power calculator (ISO 5048 / DIN 22101)',
    summary: 'Peripheral force, drive power, tight and slack side tensions, take-up pull and sag of a belt conveyor by the ISO 5048 method, with every resistance shown.',
    formula: 'F_U = C f L g [q_RO + q_RU + (2 q_B + q_G) cos delta] + q_G H g + F_S;  T2 >= xi F_U / (e^(mu theta) - 1);  T1 = T2 + F_U;  P = F_U v',
    explanation: [
      'ISO 5048 (and DIN 22101, which works the same way) adds up what holds a belt back. The main resistance is the rolling of the belt and material over the idlers, counted as an artificial friction factor f times the weight of everything that moves. The secondary resistances (accelerating the material at the loading point, skirt friction, bending round the pulleys) are taken as a share of it through the coefficient C, which falls as the conveyor gets longer. The lift and any special resistances, such as cleaners and ploughs, are added.',
      'The drive pulley passes that force, the peripheral force F_U, to the belt by friction. By the Euler-Eytelwein rule the tight side T1 may be at most e^(mu theta) times the slack side T2, so the slack side must be tight enough for the grip at start-up, when the pull is higher than running. It must also keep the sag between idlers small: a belt sags a x q x g / (8 T) over a spacing a. The take-up provides that tension; its pull is twice the tension where it sits.',
      'Worked example: 300 m, 15 m lift, 800 t/h at 2.5 m/s, a 17 kg/m belt, 22 kg carrying sets at 1.2 m and 17 kg return sets at 3 m, f = 0.020. The coal is 88.9 kg/m; F_H = 0.02 x 300 x 9.81 x (18.3 + 5.7 + 122.7) = 8.64 kN; with C = 1.31 the secondary resistances add 2.68 kN, and lifting the coal 13.08 kN, so F_U = 24.4 kN and the drum needs 61 kW, 68 kW at the motor. With a rubber-lagged drive at 210 degrees e^(mu theta) = 3.61, and a start-up factor of 1.5 needs T2 = 14.0 kN; T1 = 38.4 kN. A gravity take-up behind the drive pulls 28.1 kN: a counterweight of about 2,860 kg.',
      'The method is for conveyors from about 80 m; shorter ones need their secondary resistances listed one by one. A conveyor that runs downhill loaded may drive its motor: its brakes and tensions need a closer look.',
    ],
    related: ['/knowledge/belt-sag-between-idlers-limits-worked-example', '/knowledge/bend-pulleys-where-they-go-how-sized', '/knowledge/how-to-choose-conveyor-pulley-diameter'],
  },
  'pulley-diameter': {
    slug: 'pulley-diameter',
    title: 'Minimum pulley diameter calculator by belt carcass and tension',
    summary: 'The smallest drive, tail, take-up, bend and snub pulleys a textile or steel-cord belt may run round, by the DIN 22101 method, and our pulleys of at least that size.',
    formula: 'D_min = C_Tr x d_carcass, raised to the pulley series, then 0-3 series steps smaller by pulley group and tension utilisation',
    explanation: [
      'A belt bends every time it runs round a pulley. On a pulley too small the outer layers of the carcass stretch and the inner ones crush, and the carcass and its splices fail early. DIN 22101 (and ISO 3684, which works alike) take the base diameter as the carcass thickness times a factor for its material: about 108 for a polyester-nylon EP carcass, 90 for nylon and 145 for steel cord. The result is raised to the next diameter of the pulley series.',
      'Not every pulley needs that diameter. Group A pulleys (the drive and bends on the tight side) see the highest tension; group B (tail, take-up, bends on the slack side) less; group C (snubs with 30 degrees of wrap or less) little bending at all. The less of its working strength the belt uses, the further each group may step down the series.',
      'Worked example: an EP 800/4 belt, 1200 mm wide, with 38.4 kN on the tight side. Each ply carries 200 N/mm and is about 1.13 mm thick, so the carcass is 4.53 mm and 108 x 4.53 = 490 mm, raised to 500 mm. At a safety factor of 10 the belt may work at 96 kN, so it is used at 40 %: the drive may be one step smaller, 400 mm, the tail and take-up 315 mm and a snub 250 mm.',
      'These factors and steps are the method as commonly quoted, and the ply thicknesses between the two we could check are estimates: the belt maker\'s own table always wins. Send us the belt\'s data sheet with your enquiry and we size the pulleys to it.',
    ],
    related: ['/knowledge/how-to-choose-conveyor-pulley-diameter', '/knowledge/standard-pulley-diameter-series-and-rpm', '/knowledge/ep-vs-nn-conveyor-belt-carcass-ply-thickness'],
  },
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
