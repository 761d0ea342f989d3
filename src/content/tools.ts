/**
 * The calculators under /tools: their addresses, titles and the explanation each page carries
 * in its HTML (what it computes, the formula, and a worked example), in our own words.
 */
export const toolSlugs = [
  'select',
  'belt-tension',
  'pulley-diameter',
  'roll-speed',
  'bearing-life',
  'idler-load',
  'belt-capacity',
  'cema-idler-load',
  'idler-spacing',
  'transition-distance',
] as const
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
    summary:
      'Enter the belt width, tonnage, speed, material and length of your conveyor; get the idler sets, pulleys and cleaners from our catalogue that carry it, with counts, ready for a quotation.',
    formula:
      'load on a set = (q_B + q_G) x g x spacing x lump factor;  F_U = C f L g [q_RO + q_RU + (2 q_B + q_G) cos delta] + q_G H g;  pulley load R = sqrt(T1^2 + T2^2 - 2 T1 T2 cos wrap)',
    explanation: [
      "The selection works the conveyor out the way our engineers do for a first offer. The material per metre of belt comes from the tonnage and the speed; with the belt's own mass and the idler spacing it gives the load on each carrying, impact and return set. Each line then takes the lightest set of ours whose rating at your belt speed covers that load, with its bearing life at your load.",
      "The tensions follow ISO 5048: the belt's resistance to motion, the lift and the secondary resistances give the peripheral force at the drive, hence the power. The slack side must be tight enough for the drive to grip at start-up and for the belt not to sag between idlers; the tight side adds the peripheral force. The tensions give the belt strength it needs, the smallest pulley that belt may bend round (DIN 22101 method), and the load on every pulley.",
      'Worked example: a 1200 mm belt at 35 degrees carrying 800 t/h of coal at 2.5 m/s over 300 m, level. The coal puts 89 kg on each metre; with a 16.6 kg/m belt a carrying set at 1.2 m carries 1.37 kN with a lump factor of 1.1, well within a 133 mm DIN set. The peripheral force is about 11.2 kN, 28 kW at the drum and 31 kW at the motor; sag at the tail sets the slack side at 9.0 kN, so T1 is 20.2 kN and the drive pulley, with the belt round 210 degrees of it, carries about 28 kN.',
      'The result is a first choice, not a design: belt makers, site conditions and your standards may change it. Send it with your enquiry and our engineers check every line before they quote.',
    ],
    related: [
      '/knowledge/selecting-idler-set-step-by-step',
      '/knowledge/idler-spacing-loading-points-return-run',
      '/knowledge/how-to-choose-conveyor-pulley-diameter',
    ],
  },
  'belt-tension': {
    slug: 'belt-tension',
    title: 'Belt tension and power calculator (ISO 5048 / DIN 22101)',
    summary:
      'Peripheral force, drive power, tight and slack side tensions, take-up pull and sag of a belt conveyor by the ISO 5048 method, with every resistance shown.',
    formula:
      'F_U = C f L g [q_RO + q_RU + (2 q_B + q_G) cos delta] + q_G H g + F_S;  T2 >= xi F_U / (e^(mu theta) - 1);  T1 = T2 + F_U;  P = F_U v',
    explanation: [
      'ISO 5048 (and DIN 22101, which works the same way) adds up what holds a belt back. The main resistance is the rolling of the belt and material over the idlers, counted as an artificial friction factor f times the weight of everything that moves. The secondary resistances (accelerating the material at the loading point, skirt friction, bending round the pulleys) are taken as a share of it through the coefficient C, which falls as the conveyor gets longer. The lift and any special resistances, such as cleaners and ploughs, are added.',
      'The drive pulley passes that force, the peripheral force F_U, to the belt by friction. By the Euler-Eytelwein rule the tight side T1 may be at most e^(mu theta) times the slack side T2, so the slack side must be tight enough for the grip at start-up, when the pull is higher than running. It must also keep the sag between idlers small: a belt sags a x q x g / (8 T) over a spacing a. The take-up provides that tension; its pull is twice the tension where it sits.',
      'Worked example: 300 m, 15 m lift, 800 t/h at 2.5 m/s, a 17 kg/m belt, 22 kg carrying sets at 1.2 m and 17 kg return sets at 3 m, f = 0.020. The coal is 88.9 kg/m; F_H = 0.02 x 300 x 9.81 x (18.3 + 5.7 + 122.7) = 8.64 kN; with C = 1.31 the secondary resistances add 2.68 kN, and lifting the coal 13.08 kN, so F_U = 24.4 kN and the drum needs 61 kW, 68 kW at the motor. With a rubber-lagged drive at 210 degrees e^(mu theta) = 3.61, and a start-up factor of 1.5 needs T2 = 14.0 kN; T1 = 38.4 kN. A gravity take-up behind the drive pulls 28.1 kN: a counterweight of about 2,860 kg.',
      'The method is for conveyors from about 80 m; shorter ones need their secondary resistances listed one by one. A conveyor that runs downhill loaded may drive its motor: its brakes and tensions need a closer look.',
    ],
    related: [
      '/knowledge/belt-sag-between-idlers-limits-worked-example',
      '/knowledge/bend-pulleys-where-they-go-how-sized',
      '/knowledge/how-to-choose-conveyor-pulley-diameter',
    ],
  },
  'pulley-diameter': {
    slug: 'pulley-diameter',
    title: 'Minimum pulley diameter calculator by belt carcass and tension',
    summary:
      'The smallest drive, tail, take-up, bend and snub pulleys a textile or steel-cord belt may run round, by the DIN 22101 method, and our pulleys of at least that size.',
    formula: 'D_min = C_Tr x d_carcass, raised to the pulley series, then 0-3 series steps smaller by pulley group and tension utilisation',
    explanation: [
      'A belt bends every time it runs round a pulley. On a pulley too small the outer layers of the carcass stretch and the inner ones crush, and the carcass and its splices fail early. DIN 22101 (and ISO 3684, which works alike) take the base diameter as the carcass thickness times a factor for its material: about 108 for a polyester-nylon EP carcass, 90 for nylon and 145 for steel cord. The result is raised to the next diameter of the pulley series.',
      'Not every pulley needs that diameter. Group A pulleys (the drive and bends on the tight side) see the highest tension; group B (tail, take-up, bends on the slack side) less; group C (snubs with 30 degrees of wrap or less) little bending at all. The less of its working strength the belt uses, the further each group may step down the series.',
      'Worked example: an EP 800/4 belt, 1200 mm wide, with 38.4 kN on the tight side. Each ply carries 200 N/mm and is about 1.13 mm thick, so the carcass is 4.53 mm and 108 x 4.53 = 490 mm, raised to 500 mm. At a safety factor of 10 the belt may work at 96 kN, so it is used at 40 %: the drive may be one step smaller, 400 mm, the tail and take-up 315 mm and a snub 250 mm.',
      "These factors and steps are the method as commonly quoted, and the ply thicknesses between the two we could check are estimates: the belt maker's own table always wins. Send us the belt's data sheet with your enquiry and we size the pulleys to it.",
    ],
    related: [
      '/knowledge/how-to-choose-conveyor-pulley-diameter',
      '/knowledge/standard-pulley-diameter-series-and-rpm',
      '/knowledge/ep-vs-nn-conveyor-belt-carcass-ply-thickness',
    ],
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
    related: [
      '/knowledge/calculate-conveyor-roller-rpm',
      '/knowledge/speed-limits-conveyor-rollers',
      '/knowledge/how-to-choose-roller-diameter',
    ],
  },
  'bearing-life': {
    slug: 'bearing-life',
    title: 'Bearing life calculator for conveyor rolls (L10 hours)',
    summary:
      "The basic rating life of a conveyor roll's bearings from the load on the roll, the belt speed and the roll diameter, in hours and in years of running.",
    formula: 'L10h = (10^6 / (60 x n)) x (C / P)^3    C dynamic load rating, P load on one bearing, n roll speed in rpm',
    explanation: [
      'The basic rating life L10 of ISO 281 is the number of hours that 90 % of a group of identical bearings reach or exceed under the same load and speed. A roll has two bearings that share the load on the roll, so each carries half of it.',
      "The calculator takes the load on the roll, turns the belt speed and roll diameter into rpm, and gives the L10 life of the bearing you choose, with its dynamic rating from the maker's catalogue. CEMA 502 rates idlers for 30,000 hours at 500 rpm, which is 900 million revolutions.",
      'Worked example: a roll on two 6204 bearings (C = 13.5 kN) carries 3 kN, so 1.5 kN per bearing, and turns at 500 rpm. C / P = 9; 9 cubed is 729 million revolutions; at 500 rpm that is 729 x 10^6 / 30,000 = 24,300 hours, about 2.8 years of running day and night.',
      'L10 is a statistical life for clean, well-sealed bearings. Dirt, water, misalignment and poor grease shorten it; a good seal is worth as much as a larger bearing.',
    ],
    related: ['/knowledge/roller-bearing-l10-life-worked-calculation'],
  },
  'idler-load': {
    slug: 'idler-load',
    title: 'Idler load calculator: load per roll and idler spacing',
    summary:
      'The load on the most loaded roll of an idler set from belt width, belt and material mass, trough and spacing, and which of our sizes carry it for 30,000 hours.',
    formula: 'P = (m_belt + m_material) x g x a x share x f_impact x f_service    m in kg/m, g 9.81 m/s2, a idler spacing in m',
    explanation: [
      'Each idler set carries the belt and the material over half the distance to the set before it and half to the set after it: one spacing in all. The load is the mass per metre of belt and material, times gravity, times the spacing.',
      "The set does not share that load evenly. With three equal rolls, the centre roll takes about 70 % of it (the share CEMA 502 uses for its ratings); a flat return roll takes all of the belt's weight; the two rolls of a V set take half each. Lumpy material and a dirty, poorly kept line add to it through the impact and service factors.",
      'Material mass per metre comes from capacity and speed: q = Q / (3.6 x v). 900 t/h on a belt at 2.5 m/s puts 100 kg on each metre.',
      'Worked example: a 15 kg/m belt with 100 kg/m of ore on 3-roll sets at 1.2 m spacing. The set carries (15 + 100) x 9.81 x 1.2 = 1354 N; the centre roll 70 % of it, 948 N. The calculator then lists our sizes whose load rating at your belt speed is at least that figure.',
    ],
    related: ['/knowledge/how-choose-carrying-idler-spacing', '/knowledge/idler-spacing-loading-points-return-run'],
  },
  'belt-capacity': {
    slug: 'belt-capacity',
    title: 'Belt conveyor capacity calculator (troughed belt)',
    summary:
      "Volume and tonnage a troughed belt carries from its width, trough angle, surcharge angle, speed and the material's bulk density.",
    formula: 'Q = 3600 x A x v    A = A1 + A2 (ISO 5048 section of a 3-roll trough), v belt speed in m/s',
    explanation: [
      "The load on a troughed belt has two parts: the trough, the area below the line across the wing rolls' tops, and the surcharge, the heap above that line whose slope is the material's surcharge angle (about 20 degrees for most run-of-mine ores, less for fine or wet material).",
      'The belt is not filled to its edges. ISO 5048 takes a usable width b = 0.9 B - 0.05 m for belts up to 2 m wide. With a centre roll of length l3 and wing rolls at the trough angle, the surcharge is A1 = [l3 + (b - l3) cos(lambda)]^2 tan(theta) / 6 and the trough A2 = [l3 + (b - l3)/2 cos(lambda)] x [(b - l3)/2 sin(lambda)].',
      'Worked example: a 1000 mm belt, 35 degree trough, 20 degree surcharge, 380 mm centre roll. b = 0.85 m; A1 = 0.0355 m2, A2 = 0.0772 m2, A = 0.1127 m2. At 2.5 m/s that is 3600 x 0.1127 x 2.5 = 1014 m3/h; with ore at 1.6 t/m3, 1622 t/h. Plan to run at 75-80 % of this figure on a belt that is fed unevenly.',
    ],
    related: ['/knowledge/idler-trough-angle-belt-capacity-q-3600-a-v'],
  },
  'cema-idler-load': {
    slug: 'cema-idler-load',
    title: 'CEMA idler load and life calculator: CIL, class and L10 hours',
    summary:
      "The load on one CEMA idler set by CEMA's own method, the lightest class B to F whose rating carries it, and the L10 life of that class at your belt speed, roll size and upkeep.",
    formula: 'CIL = (Wb + Wm x K1) x Si + IML    Wm = 2000 x Q / (60 x V)    IML = D x T / (6 x Si)    L10 = 30,000 h x K2 x K3 x K4',
    explanation: [
      "CEMA sizes idlers in pounds and feet. The calculated idler load CIL is what one set carries: the belt weight Wb and the material weight Wm over one idler spacing Si, plus a misalignment load IML. Wm in pounds per foot comes from capacity Q in short tons an hour and belt speed V in feet a minute: 2000 Q / (60 V), the 33.3 Q / V of CEMA's tables. K1 adds to the material weight for lumps: 1.0 for fines, rising to 1.5 as lumps get bigger and heavier. CEMA gives K1 in a table by lump size and density; we do not copy that table, so enter the figure from your own design.",
      'IML covers a roll that stands higher than the rolls before and after it. The belt tension T bends over it and presses it down with D x T / (6 x Si), where D is the height difference in inches. No line is built perfectly, so we take 0.25 in as a default. That is our assumption, not a measured figure: use your own survey if you have one. At high tension IML can be larger than the weight of the material.',
      'Each CEMA class has a load rating for a belt width and trough angle, given for an L10 of 30,000 hours at 500 rpm. The calculator reads the rating of every class at your width and angle and names the lightest one at or above the CIL. Life then follows from three factors. K2 = (rating / CIL) cubed, because the life of a ball bearing goes with the cube of its load. K3 = 500 / roll rpm: CEMA tabulates it as K3A for belt speed and K3B for roll diameter, and the two together are this ratio. K4 multiplies maintenance (0.75 for good to fair upkeep), environment (0.5 for dirty or wet sites) and temperature (1.0 below 120 °F).',
      'Worked example: a 36 in belt weighing 9 lb/ft carries 1,200 st/h at 500 ft/min on 35° sets every 4 ft, with K1 = 1.1, T = 6,000 lb and D = 0.25 in. Wm = 2000 x 1200 / (60 x 500) = 80 lb/ft. (9 + 80 x 1.1) x 4 = 388 lb; IML = 0.25 x 6000 / (6 x 4) = 62.5 lb; CIL = 450.5 lb. Class B, rated about 400 lb at this width, is too light; class C, 900 lb, carries it. K2 = (900 / 450.5) cubed = 7.97. A 5 in roll at 500 ft/min turns 12 x 500 / (pi x 5) = 382 rpm, so K3 = 1.309. With good to fair upkeep on a clean site, K4 = 0.75. L10 = 30,000 x 7.97 x 1.309 x 0.75, about 234,800 hours.',
      'The class ratings come from a public reproduction of the CEMA 502 table; between listed widths we interpolate, and where a class lists no rating for a width we say so rather than guess. The answer ends with our CEMA sets and rolls for that width whose class rating covers the CIL, each with its L10 life at your duty.',
    ],
    related: [
      '/knowledge/how-to-read-cema-idler-load-ratings',
      '/knowledge/cema-idler-classes-b-to-f-explained',
      '/knowledge/roller-bearing-l10-life-worked-calculation',
      '/knowledge/selecting-idler-set-step-by-step',
    ],
  },
  'idler-spacing': {
    slug: 'idler-spacing',
    title: 'Idler spacing calculator: largest spacing for an allowed belt sag',
    summary:
      'The widest idler spacing that keeps belt sag within a limit at your belt tension, the spacing to build on the carrying side, the return or under a chute, its sag and the load each set then carries.',
    formula: 'h / a = a x (qB + qG) x g / (8 T)    so    a_max = 8 x T x (h/a) / ((qB + qG) x g)    qB, qG in kg/m, T in N, a in m',
    explanation: [
      'Between two idler sets the belt hangs in a shallow curve. Its sag h grows with the square of the spacing a and with the weight of belt and load, and falls as the belt tension T rises: h = a² x (qB + qG) x g / (8 T). Divided by the spacing, this gives the sag as a share of it, and turned round, the largest spacing for an allowed share.',
      'A common rule keeps sag near 1.5 % of the spacing on the carrying side, so the load does not heave and spill at every set, and at 2 to 3 % on the return, where there is no load to disturb. The same rules of thumb put carrying sets 1.0 to 1.5 m apart, return sets 2 to 3 m apart and impact sets under a chute 0.6 to 0.9 m apart. The calculator takes the shorter of the sag limit and the top of that range, rounds it down to 0.1 m, and says which of the two decided.',
      'Tension is lowest on the carrying side just after the tail pulley, so check the sag there. If the sag limit asks for a spacing below the usual range, the belt is slack for its load: more take-up tension is the cure, not ever closer sets.',
      'Worked example: a 15 kg/m belt carries 900 t/h at 2.5 m/s, so qG = 900 / (3.6 x 2.5) = 100 kg/m, at a tension of 12 kN. For 1.5 % sag, a_max = 8 x 12,000 x 0.015 / (115 x 9.81) = 1440 / 1128 = 1.28 m. That is below the 1.5 m top of the carrying range, so sag decides: build at 1.2 m. There the sag is 1.2 x 1128 / 96,000 = 1.41 % of the spacing, 17 mm, and each set carries 1128 x 1.2 = 1354 N.',
      'The load at that spacing then picks the idlers: the answer lists our sets and rolls for the belt width and side whose rating at your belt speed carries it for 30,000 hours.',
    ],
    related: [
      '/knowledge/belt-sag-between-idlers-limits-worked-example',
      '/knowledge/how-choose-carrying-idler-spacing',
      '/knowledge/idler-spacing-loading-points-return-run',
    ],
  },
  'transition-distance': {
    slug: 'transition-distance',
    title: 'Transition distance calculator: pulley to first full trough idler',
    summary:
      'The shortest distance between a terminal pulley and the first fully troughed idler for your belt width, trough angle, belt carcass and tension, the trough depth, and our reduced-angle sets for the gap.',
    formula:
      'transition distance = factor x belt width    factor from CEMA (7th edition) Table 7.29 by trough angle, carcass and tension as % of rated',
    explanation: [
      "At a head or tail pulley the belt is flat; on the carrying idlers it is troughed. Its edges ride up the wing rolls and so travel further than its centre. Over too short a distance the edges are stretched past what the belt can take and the centre can go slack and buckle. The transition distance is the length, from the pulley's centre line to the first idler at the full trough angle, over which that change is spread.",
      "CEMA gives the minimum distance as a multiple of the belt width. It grows with the trough angle, is about twice as long for steel-cord belts, which stretch very little, as for fabric ones, and is longer where the belt runs near its rated tension. The tables here are CEMA's for a pulley whose top is level with the centre roll, and a public design note's for a pulley raised half the trough depth, which halves how far the edges must drop and so shortens the distance.",
      "Trough depth here is the height of the wing roll's outer end above the centre roll's top: the roll length times the sine of the trough angle, with DIN 22107 roll lengths for three equal rolls.",
      'Worked example: a 1000 mm fabric belt on 35° idlers, running at 70 % of its rated tension at the head pulley, with the pulley top level with the centre roll. 70 % is in the 60 to 90 % band, factor 2.4, so the first full 35° set stands at least 2.4 x 1000 = 2400 mm from the pulley. With 380 mm rolls the trough depth is 380 x sin 35° = 218 mm; a pulley raised 109 mm would need only 1.2 x 1000 = 1200 mm.',
      'One figure is uncertain: for a steel-cord belt at 20° under 60 % of rated tension, one public copy of the CEMA table reads 2.8 and another 2.0. We use 2.8, the longer. The public note also places one to four transition idlers at fractions of a distance without saying where it is measured from, so we leave those positions out: the belt maker sets them. The answer lists our sets at lower angles for the gap.',
    ],
    related: ['/knowledge/what-is-transition-idler-near-pulleys', '/knowledge/troughing-idler-angle-20-35-45-degrees'],
  },
}
