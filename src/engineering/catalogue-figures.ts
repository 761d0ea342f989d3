/**
 * The figures a catalogue prints for each size row, computed from the row: part number,
 * lettered dimensions, mass, rotating mass, load ratings at the product's belt speeds and the
 * highest belt speed within the roll speed limit.
 */
import { bearingName, bearingOf, bearingTable, dynamicRating, type Bearing, type BearingSteel } from './bearings.ts'
import { cemaRatingKn, nominalBeltInches, type CemaClass } from './cema-ratings.ts'
import { loadShare } from './idler-load.ts'
import {
  annulusMass,
  circlipMass,
  circlipThickness,
  housingSheet,
  mouldedHousingMass,
  pressedHousingMass,
  sealSetMass,
  shaftMass,
  tubeMass,
  type Material,
} from './masses.ts'
import { partNumberOf } from './part-numbers.ts'
import { isPolymerShell, polymerGrades, polymerShellLimit, polyurethaneCoverTemperature, temperatureText } from './polymer-shell.ts'
import { driveFriction, effectiveTensionShare, shaftLimitNames, shaftLimits, type PulleyShaft, type ShaftLimit } from './pulley-shaft.ts'
import { pulleyHubSeat, rollShaftLength } from './shaft-layout.ts'
import { roundTo } from './units.ts'
import type {
  CoveringMaterial,
  IdlerSetRow,
  IdlerSetSizes,
  PartRow,
  PartSizes,
  ProductSizes,
  PulleyRow,
  PulleySizes,
  RollerRow,
  RollerSizes,
  RollPosition,
  StandardCode,
} from './size-rows.ts'
import { beltSpeedAt, loadForLife, ratingLifeHours as lifeAt, rollSpeed } from './speed-and-life.ts'

/** Life the load ratings are given for: the CEMA 502 basis. */
export const ratingLifeHours = 30_000
/** Highest roll speed we sell a troughing roll for: the SANS 1313-1 ceiling for troughed idlers. */
export const rollSpeedLimit = 750

/** Return rolls (flat and V) are not troughed idlers, so the troughed-idler speed ceiling does not bind them. */
export const isReturnPosition = (position: RollPosition) => position === 'flat' || position === 'v-return'

export interface LetteredDimension {
  letter: string
  label: string
  mm: number
}

export interface RatingAtSpeed {
  beltSpeed: number
  rpm: number
  /** Load the roll, set or pulley carries for the rating life at this speed, kN. */
  load: number
  /** What sets the load where more than the bearings limit it (pulleys). */
  governing?: string
}

export interface SizeFigures {
  partNumber: string
  dimensions: LetteredDimension[]
  /** Shown as columns next to the dimensions, e.g. bearing, trough angle. */
  details: Array<{ label: string; value: string }>
  mass: number
  rotatingMass?: number
  ratings: RatingAtSpeed[]
  /** What the rating means, e.g. "radial load on the roll, L10 30,000 h". */
  ratingBasis?: string
  maxBeltSpeed?: number
  bearing?: Bearing
  /**
   * CEMA products: the CEMA 502 class rating is the row's load rating (kN; undefined where the
   * class table lists none for its width), with the bearing L10 life at that load at each belt speed.
   * A CEMA row prints no bearing-based `ratings`.
   */
  cema?: CemaFigures
}

export interface CemaFigures {
  rating: number | undefined
  /** Bearing L10 hours at the rating load, one per belt speed of the product. */
  lifeHours: number[]
}

/** The CEMA class of a CEMA standard code ("cema-c" is C). */
export function cemaClassOf(standard: StandardCode): CemaClass | undefined {
  const letter = standard.startsWith('cema-') ? standard.slice(5).toUpperCase() : ''
  return letter === 'B' || letter === 'C' || letter === 'D' || letter === 'E' || letter === 'F' ? letter : undefined
}

/**
 * The CEMA 502 rating of one roll: a return roll is its own idler; a troughing roll is the centre
 * roll of a set at the lowest of the set's 20, 35 and 45 degree ratings, carrying 70 % of it, so
 * the figure holds in any CEMA set of its class and width.
 */
export function cemaRollRating(cemaClass: CemaClass, beltMm: number, position: RollPosition): number | undefined {
  const inches = nominalBeltInches(beltMm)
  if (position === 'flat') return cemaRatingKn(cemaClass, inches, 0, 'return')
  const byAngle = ([20, 35, 45] as const).map((angle) => cemaRatingKn(cemaClass, inches, angle, 'troughing'))
  if (byAngle.some((rating) => rating === undefined)) return undefined
  return Math.min(...(byAngle as number[])) * loadShare[3]
}

/** The CEMA 502 rating of an idler set: a one-roll flat set reads the return table. */
export function cemaSetRating(cemaClass: CemaClass, row: Pick<IdlerSetRow, 'belt' | 'angle' | 'rolls'>): number | undefined {
  const inches = nominalBeltInches(row.belt)
  if (row.rolls === 1 && row.angle === 0) return cemaRatingKn(cemaClass, inches, 0, 'return')
  return row.rolls === 3 ? cemaRatingKn(cemaClass, inches, row.angle, 'troughing') : undefined
}

function cemaFigures(
  rating: number | undefined,
  rollShare: number,
  speeds: readonly number[],
  diameter: number,
  bearing: Bearing,
  steel?: BearingSteel,
): CemaFigures {
  // Two bearings share the most loaded roll's part of the rating.
  const perBearing = rating === undefined ? 0 : (rating * rollShare) / 2
  return {
    rating,
    lifeHours: rating === undefined ? [] : speeds.map((v) => lifeAt(dynamicRating(bearing, steel), perBearing, rollSpeed(v, diameter))),
  }
}

/** One roll or idler-set size as the calculators test it against a load and a speed. */
export interface RatedSize {
  partNumber: string
  product: string
  path: string
  slug: string
  /** Diameter the belt runs on, mm. */
  diameter: number
  bearing: string
  /** Share of a set's load its most loaded roll takes; 1 for a single roll. */
  share: number
  belt?: number
  set: boolean
  /** The row's own limit whatever the speed, kN (a CEMA class rating, a polymer shell): the rating never exceeds it. */
  limit?: number
  /** Stainless bearings, rated at `stainlessLoadFactor` of the chrome-steel C. */
  stainless?: boolean
  /** A return roll or set: not held to the troughed-idler speed ceiling. */
  returnRoll?: boolean
  /** Where the roll runs (a set: where its rolls run, from their count and angle). */
  position: RollPosition
  /** Rolls in a set and their trough angle, degrees; a single roll is 1 roll at 0. */
  rolls: number
  angle: number
  /** Length of each roll, mm. */
  length: number
  /** Turning mass of the roll or of the whole set, kg: what the belt drives round. */
  rotatingMass: number
  /** Rings, discs or cover over the tube (rubber rings make an impact roll or set). */
  covering?: CoveringMaterial
  /** Shapes that serve special belts only: tapered rolls for curves, pipe-conveyor rolls. */
  special?: 'tapered' | 'pipe'
}

/**
 * What a rated size carries at a belt speed, on the basis its table prints: two bearings for
 * L10 30,000 h (per set: over the most loaded roll's share), capped at the row's own limit, and
 * whether the roll speed is within the ceiling that binds it.
 */
export function ratedSizeAt(size: RatedSize, beltSpeed: number): { rpm: number; rating: number; withinSpeed: boolean } {
  const rpm = rollSpeed(beltSpeed, size.diameter)
  const bearing = bearingTable.get(size.bearing)
  const rollRating = bearing ? 2 * loadForLife(dynamicRating(bearing, size.stainless ? 'stainless' : 'chrome'), ratingLifeHours, rpm) : 0
  const rating = Math.min(size.set ? rollRating / size.share : rollRating, size.limit ?? Number.POSITIVE_INFINITY)
  return { rpm, rating, withinSpeed: size.returnRoll === true || rpm <= rollSpeedLimit }
}

/** The position of the rolls of an idler set from its roll count and angle. */
export function setPositionOf(rolls: 1 | 2 | 3 | 5, angle: number): RollPosition {
  if (rolls === 1) return 'flat'
  if (rolls === 2) return angle <= 15 ? 'v-return' : 'trough-2'
  return rolls === 3 ? 'trough' : 'trough-5'
}

/** Bearing centres of a pulley in our standard layout: face plus the plummer blocks' set-out. */
export const pulleyBearingCentres = (face: number, bearing: Bearing) => face + 2 * (60 + 2 * bearing.width)

/** End disc thickness of a pulley in our standard layout, from its shaft. */
export const pulleyDiscThickness = (shaft: number) => Math.max(16, 2 * Math.round((shaft * 0.25) / 2))

/** The limit that sets a row's ratings: one name when it is the same at every speed, else one per speed. */
export function governingText(ratings: readonly RatingAtSpeed[]): string {
  const names = new Set(ratings.map((r) => r.governing ?? 'bearing L10'))
  return names.size === 1 ? [...names].join('') : ratings.map((r) => `${r.governing ?? 'bearing L10'} at ${r.beltSpeed} m/s`).join(', ')
}

/** Rounds down to `step` (0.1 m/s): a speed limit is never rounded up. */
function floorTo(value: number, step: number): number {
  return roundTo(Math.floor(value / step + 1e-9) * step, step)
}

function ratingsOf(speeds: readonly number[], diameter: number, perBearing: (rpm: number) => number, share = 1): RatingAtSpeed[] {
  return speeds.map((beltSpeed) => {
    const rpm = rollSpeed(beltSpeed, diameter)
    return { beltSpeed, rpm, load: (2 * perBearing(rpm)) / share }
  })
}

interface RollBuild {
  d: number
  l: number
  shaft: number
  wall: number
  bearing: Bearing
  shell: Material
  covering?: { material: Material; fill: number; outside: number }
}

/** Mass and rotating mass of one roll: tube, covering, two housings, bearings, seals and the shaft. */
export function rollMasses(roll: RollBuild): { mass: number; rotatingMass: number } {
  const { d, l, shaft, wall, bearing } = roll
  const shell = tubeMass(d, wall, l, roll.shell)
  const cover = roll.covering ? annulusMass(roll.covering.outside, d, l, roll.covering.material, roll.covering.fill) : 0
  // Steel tubes take pressed steel housings; polymer shells take moulded ones.
  const housing =
    roll.shell === 'steel' || roll.shell === 'stainless'
      ? pressedHousingMass(d - 2 * wall, bearing.outside, bearing.width, housingSheet(bearing.outside))
      : mouldedHousingMass(d - 2 * wall, bearing.outside, bearing.width)
  const seals = sealSetMass(shaft, bearing.outside, bearing.width)
  const axle = shaftMass(shaft, rollShaftLength(l, shaft))
  // Outer rings, half of each bearing's mass, turn with the shell; so does the outer half of each seal set.
  const rotatingMass = shell + cover + 2 * housing + bearing.mass + seals
  return { mass: rotatingMass + bearing.mass + seals + axle, rotatingMass }
}

function rollerFigures(sizes: RollerSizes, row: RollerRow): SizeFigures {
  const bearing = bearingOf(row.bearing)
  const outside = row.outside ?? row.d
  const covering =
    sizes.covering && row.outside ? { material: sizes.covering.material, fill: sizes.covering.fill, outside: row.outside } : undefined
  // A tapered shell weighs as a tube of its mean diameter; its small end turns fastest, so it sets the speed figures.
  const cemaClass = cemaClassOf(sizes.standard)
  const { mass, rotatingMass } = rollMasses({
    d: row.end ? (row.d + row.end) / 2 : row.d,
    l: row.l,
    shaft: row.shaft,
    wall: row.wall,
    bearing,
    shell: sizes.shell ?? 'steel',
    covering,
  })
  const polymer = isPolymerShell(sizes.shell) ? sizes.shell : undefined
  const temperature = polymer
    ? polymerGrades[polymer].temperature
    : sizes.covering?.material === 'polyurethane'
      ? polyurethaneCoverTemperature
      : undefined
  const bearingRatings = cemaClass
    ? []
    : ratingsOf(sizes.beltSpeeds, outside, (rpm) => loadForLife(dynamicRating(bearing, sizes.bearingSteel), ratingLifeHours, rpm))
  // A polymer shell creeps before its bearings wear out: the lower of the two is the rating.
  const shellLimit = polymer ? polymerShellLimit(polymer, row.d, row.wall, row.l) : undefined
  const ratings = bearingRatings.map((r): RatingAtSpeed =>
    shellLimit !== undefined && shellLimit < r.load
      ? { ...r, load: shellLimit, governing: `${polymerGrades[polymer ?? 'hdpe'].name} shell` }
      : shellLimit !== undefined
        ? { ...r, governing: 'bearing L10' }
        : r,
  )
  const dimensions: LetteredDimension[] = [
    { letter: 'A', label: 'Shell length', mm: row.l },
    { letter: 'B', label: 'Shaft length', mm: rollShaftLength(row.l, row.shaft) },
    { letter: 'C', label: row.outside ? 'Outside diameter' : row.end ? 'Small-end diameter' : 'Roll diameter', mm: outside },
    ...(row.outside ? [{ letter: 'E', label: 'Tube diameter', mm: row.d }] : []),
    ...(row.end ? [{ letter: 'E', label: 'Large-end diameter', mm: row.end }] : []),
    { letter: 'D', label: 'Shaft diameter', mm: row.shaft },
  ]
  return {
    partNumber: partNumberOf(sizes, row),
    dimensions: dimensions.sort((a, b) => a.letter.localeCompare(b.letter)),
    details: [
      ...(row.pipe ? [{ label: 'Pipe diameter', value: `${row.pipe} mm` }] : []),
      { label: 'Bearing', value: bearingName(bearing, sizes.bearingSteel) },
      { label: 'Wall', value: `${row.wall} mm` },
      ...(temperature ? [{ label: 'Working temperature', value: temperatureText(temperature) }] : []),
      ...(polymer ? [{ label: 'Rating limited by', value: governingText(ratings) }] : []),
    ],
    mass,
    rotatingMass,
    ratings,
    ratingBasis: cemaClass ? 'CEMA 502 rating of the roll' : 'radial load on the roll',
    maxBeltSpeed: isReturnPosition(row.position ?? sizes.position) ? undefined : floorTo(beltSpeedAt(rollSpeedLimit, outside), 0.1),
    bearing,
    ...(cemaClass
      ? {
          cema: cemaFigures(
            row.belt === undefined ? undefined : cemaRollRating(cemaClass, row.belt, row.position ?? sizes.position),
            1,
            sizes.beltSpeeds,
            outside,
            bearing,
            sizes.bearingSteel,
          ),
        }
      : {}),
  }
}

function idlerSetFigures(sizes: IdlerSetSizes, row: IdlerSetRow): SizeFigures {
  const bearing = bearingOf(row.bearing)
  const over = row.outside ?? sizes.outside
  const outside = over ?? row.d
  const covering = sizes.covering && over ? { material: sizes.covering.material, fill: sizes.covering.fill, outside: over } : undefined
  const roll = rollMasses({ d: row.d, l: row.l, shaft: row.shaft, wall: row.wall, bearing, shell: 'steel', covering })
  const share = loadShare[row.rolls]
  const cemaClass = cemaClassOf(sizes.standard)
  const angle = sizes.rows.every((r) => r.angle === 0) ? [] : [{ label: 'Trough angle', value: row.angle === 0 ? 'flat' : `${row.angle}°` }]
  // The set's rolls, as the drawing letters them: a frame sold alone is listed by the rolls it carries.
  const dimensions = [
    { letter: 'A', label: 'Roll length', mm: row.l },
    { letter: 'B', label: 'Roll diameter', mm: outside },
    { letter: 'C', label: 'Shaft diameter', mm: row.shaft },
  ]
  if (sizes.frameOnly) {
    // A frame has no bearing, no turning parts and no rating of its own: it is listed by the set it carries.
    return {
      partNumber: partNumberOf(sizes, row),
      dimensions,
      details: [
        { label: 'Belt width', value: `${row.belt} mm` },
        ...angle,
        { label: 'Carries', value: `${row.rolls} roll${row.rolls === 1 ? '' : 's'} of ${outside} x ${row.l} mm on ${row.shaft} mm shafts` },
      ],
      mass: row.frameMass,
      ratings: [],
    }
  }
  return {
    partNumber: partNumberOf(sizes, row),
    dimensions,
    details: [
      { label: 'Belt width', value: `${row.belt} mm` },
      // A flat set has no trough angle: the column goes when every set is flat and reads "flat" among troughed ones.
      ...angle,
      { label: 'Rolls', value: String(row.rolls) },
      { label: 'Bearing', value: bearing.designation },
    ],
    mass: row.rolls * roll.mass + row.frameMass,
    rotatingMass: roll.rotatingMass,
    ratings: cemaClass ? [] : ratingsOf(sizes.beltSpeeds, outside, (rpm) => loadForLife(bearing.dynamic, ratingLifeHours, rpm), share),
    ratingBasis: row.rolls === 1 ? 'load on the set (one roll)' : `load on the set, ${Math.round(share * 100)} % on its most loaded roll`,
    maxBeltSpeed: isReturnPosition(setPositionOf(row.rolls, row.angle)) ? undefined : floorTo(beltSpeedAt(rollSpeedLimit, outside), 0.1),
    bearing,
    ...(cemaClass ? { cema: cemaFigures(cemaSetRating(cemaClass, row), share, sizes.beltSpeeds, outside, bearing) } : {}),
  }
}

/** The shaft of a pulley row in our standard layout: journal at the bearings, hub seat 20 mm larger, hubs at the shell ends. */
export function pulleyShaftOf(sizes: PulleySizes, row: PulleyRow): PulleyShaft {
  const bearing = bearingOf(row.bearing)
  const outside = row.d + 2 * (sizes.lagging?.thickness ?? 0)
  const friction = !sizes.lagging ? driveFriction.bare : sizes.lagging.kind === 'ceramic' ? driveFriction.ceramic : driveFriction.rubber
  return {
    journal: row.shaft,
    hub: pulleyHubSeat(row.shaft),
    span: pulleyBearingCentres(row.face, bearing),
    hubSpan: row.face,
    ...(sizes.drive ? { torqueArm: (effectiveTensionShare(friction) * outside) / 2 } : {}),
  }
}

/**
 * Our trapezoidal crown: a flat centre half the face, and each outer quarter tapered so the
 * diameter falls by 1/8 in per foot of taper (about 1:96 on diameter), the figure commonly given
 * as CEMA practice for crowned pulleys [U: from memory, not checked against CEMA B105.1].
 */
export function pulleyCrown(face: number): { taper: number; drop: number } {
  const taper = face / 4
  return { taper, drop: (taper * 3.175) / 304.8 }
}

/**
 * What a pulley carries at a belt speed: the lowest of its two bearings' load for the rating life
 * at its speed and its shaft's limits (kN of resultant belt load), and which of them that is.
 */
export function pulleyRatingAt(
  bearing: Bearing,
  limits: Readonly<Record<ShaftLimit, number>>,
  outside: number,
  beltSpeed: number,
): RatingAtSpeed {
  const rpm = rollSpeed(beltSpeed, outside)
  const candidates: Array<[string, number]> = [
    ['bearing L10', 2 * loadForLife(bearing.dynamic, ratingLifeHours, rpm, 'spherical-roller')],
    ...(Object.keys(limits) as ShaftLimit[]).map((limit): [string, number] => [shaftLimitNames[limit], limits[limit]]),
  ]
  const [governing, load] = candidates.reduce((low, next) => (next[1] < low[1] ? next : low))
  return { beltSpeed, rpm, load, governing }
}

function pulleyFigures(sizes: PulleySizes, row: PulleyRow): SizeFigures {
  const bearing = bearingOf(row.bearing)
  const material: Material = sizes.shell ?? 'steel'
  const lagging = sizes.lagging
  const outside = row.d + 2 * (lagging?.thickness ?? 0)
  const centres = pulleyBearingCentres(row.face, bearing)
  const disc = pulleyDiscThickness(row.shaft)
  const hubBore = pulleyHubSeat(row.shaft)
  const shell = tubeMass(row.d, row.wall, row.face, material)
  const discs = 2 * annulusMass(row.d - 2 * row.wall, hubBore, disc, material)
  const hubs = 2 * annulusMass(hubBore * 1.6, hubBore, hubBore, material)
  const cover = lagging ? annulusMass(outside, row.d, row.face, lagging.kind === 'ceramic' ? 'ceramicLagging' : 'rubber') : 0
  // Shaft: the hub seats between the discs, the bearing journals and 100 mm beyond each bearing.
  const axle = shaftMass(hubBore, row.face) + shaftMass(row.shaft, centres - row.face + 200)
  const rotatingMass = shell + discs + hubs + cover + axle
  const shaft = pulleyShaftOf(sizes, row)
  const limits = shaftLimits(shaft)
  const ratings = sizes.beltSpeeds.map((beltSpeed) => pulleyRatingAt(bearing, limits, outside, beltSpeed))
  return {
    partNumber: partNumberOf(sizes, row),
    dimensions: [
      { letter: 'A', label: 'Face width', mm: row.face },
      { letter: 'B', label: 'Shell diameter', mm: row.d },
      { letter: 'C', label: 'Bearing centres', mm: centres },
      { letter: 'D', label: 'Shaft at bearings', mm: row.shaft },
    ],
    details: [
      { label: 'Belt width', value: `${row.belt} mm` },
      { label: 'Bearing', value: bearing.designation },
      { label: 'Shell wall', value: `${row.wall} mm` },
      { label: 'Rating limited by', value: governingText(ratings) },
      // The torque the drive may put through it: the effective tension at the traction limit under the lowest rated load.
      ...(shaft.torqueArm
        ? [
            {
              label: 'Drive torque built for',
              value: `${((Math.min(...ratings.map((r) => r.load)) * shaft.torqueArm) / 1000).toFixed(1)} kNm`,
            },
          ]
        : []),
      ...(sizes.crown
        ? [
            { label: 'Crown taper, each end', value: `${Math.round(pulleyCrown(row.face).taper)} mm` },
            { label: 'Crown drop on diameter', value: `${pulleyCrown(row.face).drop.toFixed(1)} mm` },
          ]
        : []),
    ],
    mass: rotatingMass + 2 * bearing.mass,
    rotatingMass,
    ratings,
    ratingBasis: 'resultant belt load on the pulley',
    bearing,
  }
}

function partFigures(sizes: PartSizes, row: PartRow): SizeFigures {
  const bearing = row.bearing ? bearingOf(row.bearing) : undefined
  const dimensions: LetteredDimension[] = []
  let mass = 0
  const letters = 'ABCDE'
  const add = (label: string, mm: number | undefined) => {
    if (mm !== undefined) dimensions.push({ letter: letters[dimensions.length] ?? '?', label, mm })
  }
  switch (sizes.part) {
    case 'housing': {
      const tube = row.tube ?? 0
      const wall = row.wall ?? 4
      const b = bearing ?? bearingOf('6204')
      const sheet = housingSheet(b.outside)
      add('Fits tube', tube)
      add('Bearing seat', b.outside)
      add('Seat depth', Math.round(b.width * 1.85))
      mass =
        sizes.material === 'nylon'
          ? mouldedHousingMass(tube - 2 * wall, b.outside, b.width)
          : sizes.material === 'cast-iron'
            ? annulusMass(tube - 2 * wall, b.outside, b.width * 1.85, 'steel', 0.45)
            : pressedHousingMass(tube - 2 * wall, b.outside, b.width, sheet)
      break
    }
    case 'seal':
    case 'cover': {
      const b = bearing ?? bearingOf('6204')
      add('Shaft', b.bore)
      add('Outside diameter', b.outside)
      mass = sealSetMass(b.bore, b.outside, b.width) / (sizes.part === 'cover' ? 2 : 1)
      break
    }
    case 'shaft':
      add('Diameter', row.shaft)
      add('Length', row.length)
      mass = shaftMass(row.shaft ?? 0, row.length ?? 0)
      break
    case 'tube':
      add('Outside diameter', row.tube)
      add('Wall', row.wall)
      add('Length', row.length)
      mass = tubeMass(row.tube ?? 0, row.wall ?? 0, row.length ?? 0)
      break
    case 'bearing': {
      const b = bearing ?? bearingOf('6204')
      add('Bore', b.bore)
      add('Outside diameter', b.outside)
      add('Width', b.width)
      mass = b.mass
      break
    }
    case 'circlip':
      add('Shaft', row.shaft)
      mass = circlipMass(row.shaft ?? 0)
      break
    case 'ring':
      add('Bore (fits tube)', row.tube)
      add('Outside diameter', row.outside)
      add('Width', row.width)
      mass = annulusMass(row.outside ?? 0, row.tube ?? 0, row.width ?? 0, 'rubber')
      break
  }
  return {
    partNumber: partNumberOf(sizes, row),
    dimensions,
    details: [
      ...(bearing ? [{ label: 'Bearing', value: bearing.designation }] : []),
      // A bearing's own load ratings, from the one bearing table every rating on the site uses.
      ...(sizes.part === 'circlip' && row.shaft !== undefined
        ? [{ label: 'Thickness (DIN 471)', value: `${circlipThickness(row.shaft)} mm` }]
        : []),
      ...(bearing && sizes.part === 'bearing'
        ? [
            { label: 'Dynamic load rating C', value: `${bearing.dynamic} kN` },
            { label: 'Static load rating C0', value: `${bearing.static} kN` },
          ]
        : []),
    ],
    mass,
    ratings: [],
    bearing,
  }
}

/** The one belt speed at which the finder compares the ratings of every product. */
export const comparisonBeltSpeed = 2.5

/**
 * Each row's rating on one basis for comparison across products: the load for L10 30,000 h
 * at `comparisonBeltSpeed`, never above the row's own limits (a CEMA class rating, a pulley's shaft,
 * a polymer shell). Undefined for rows without a rating.
 */
export function comparisonRatings(sizes: ProductSizes): Array<number | undefined> {
  const speeds: [number, number] = [comparisonBeltSpeed, comparisonBeltSpeed]
  const atSpeed =
    sizes.type === 'roller'
      ? catalogueFigures({ ...sizes, beltSpeeds: speeds })
      : sizes.type === 'idler-set'
        ? catalogueFigures({ ...sizes, beltSpeeds: speeds })
        : sizes.type === 'pulley'
          ? catalogueFigures({ ...sizes, beltSpeeds: speeds })
          : catalogueFigures(sizes)
  return atSpeed.map((f) => {
    if (!f.cema) return f.ratings[0]?.load
    const {
      rating,
      lifeHours: [life],
    } = f.cema
    if (rating === undefined || life === undefined) return undefined
    // Where the bearings give less than the rating life at this speed, the load for that life (ball bearings: cube law).
    return life >= ratingLifeHours ? rating : rating * (life / ratingLifeHours) ** (1 / 3)
  })
}

const workpieceNames = { roll: 'Roll', tube: 'Tube', shaft: 'Shaft' } as const

/** The catalogue figures of every size row of a product, in the order the content lists them. */
export function catalogueFigures(sizes: ProductSizes): SizeFigures[] {
  switch (sizes.type) {
    case 'roller':
      return sizes.rows.map((row) => rollerFigures(sizes, row))
    case 'idler-set':
      return sizes.rows.map((row) => idlerSetFigures(sizes, row))
    case 'pulley':
      return sizes.rows.map((row) => pulleyFigures(sizes, row))
    case 'part':
      return sizes.rows.map((row) => partFigures(sizes, row))
    case 'component':
      return sizes.rows.map((row) => ({
        partNumber: partNumberOf(sizes, row),
        dimensions: [
          { letter: 'A', label: 'Belt width', mm: row.belt },
          ...(row.length ? [{ letter: 'B', label: 'Length', mm: row.length }] : []),
        ],
        details: [
          ...(row.angle === undefined ? [] : [{ label: 'Trough angle', value: row.angle === 0 ? 'flat' : `${row.angle}°` }]),
          ...(row.bar === undefined ? [] : [{ label: 'Bar height', value: `${row.bar} mm` }]),
        ],
        mass: row.mass,
        ratings: [],
      }))
    case 'machine':
      return sizes.models.map((model) => ({
        partNumber: partNumberOf(sizes, model),
        dimensions: [],
        details: [
          { label: `${workpieceNames[sizes.workpiece ?? 'roll']} diameter`, value: `${model.diameter[0]}-${model.diameter[1]} mm` },
          { label: `${workpieceNames[sizes.workpiece ?? 'roll']} length`, value: `${model.length[0]}-${model.length[1]} mm` },
          { label: 'Output per shift', value: String(model.outputPerShift) },
          { label: 'Power', value: `${model.power} kW` },
          { label: 'Footprint', value: `${model.footprint[0]} x ${model.footprint[1]} mm` },
        ],
        mass: model.mass,
        ratings: [],
      }))
  }
}
