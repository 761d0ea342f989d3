/**
 * From a buyer's duty to a bill of our conveyor components: idler sets that carry the load at the
 * belt speed, pulleys at least the belt's minimum diameter that carry their resultant, and the
 * loading-point and cleaning components for the width. Pure: the page renders what this returns.
 *
 * Rules of our own (not a standard's), stated on the page: spacings of domain facts section 4
 * (carrying 1.2 m, impact 0.6 m, return 3 m); a lump factor rising with lump size (the idler-load
 * calculator's 1.0-1.3); an impact bed in place of impact sets for lumps over 150 mm; a gravity
 * take-up behind the drive from 100 m, a screw take-up at the tail below; a 210 degree wrap with a
 * snub on a rubber-lagged drive.
 */
import { bearingOf, dynamicRating } from '@/engineering/bearings'
import { beltSection, volumeFlow } from '@/engineering/belt-capacity'
import { beltTensions, pulleyResultant, type BeltTensions, type TakeUpPlace } from '@/engineering/belt-tension'
import { pulleyRatingAt, ratedSizeAt } from '@/engineering/catalogue-figures'
import { gravity } from '@/engineering/idler-load'
import { driveFriction, shaftLimits } from '@/engineering/pulley-shaft'
import {
  minimumPulleyDiameters,
  steelCordCarcassThickness,
  tensionUtilisation,
  textileCarcassThickness,
  type PulleyDiameters,
  type PulleyGroup,
} from '@/engineering/pulley-diameter'
import { ratingLifeHours } from '@/engineering/speed-and-life'
import type { ComponentOffer, ComponentRole, PulleyOffer, PulleyRole, SelectionOffers, SetOffer } from '@/content/selection-offers'

export interface Material {
  name: string
  /** Bulk density, t/m3, and surcharge angle, degrees. */
  density: number
  surcharge: number
}

/**
 * Typical bulk densities and surcharge angles [T: handbook figures, for a first choice only; the
 * buyer's own figure wins]. Run-of-mine coal 0.8-0.9 t/m3, iron ore 2.0-2.4, crushed limestone
 * 1.4-1.6, dry sand 1.5-1.7, cement clinker 1.2-1.5, wheat 0.75-0.8.
 */
export const materials: readonly Material[] = [
  { name: 'Coal', density: 0.85, surcharge: 20 },
  { name: 'Iron ore', density: 2.2, surcharge: 20 },
  { name: 'Crushed limestone', density: 1.5, surcharge: 20 },
  { name: 'Sand, dry', density: 1.6, surcharge: 15 },
  { name: 'Cement clinker', density: 1.35, surcharge: 20 },
  { name: 'Wheat', density: 0.78, surcharge: 10 },
]

export interface Duty {
  /** mm */
  belt: number
  /** t/h */
  capacity: number
  /** m/s */
  speed: number
  material: Material
  /** Largest lump, mm. */
  lump: number
  /** Centre distance along the belt and lift from tail to head, m. */
  length: number
  lift: number
  /** Trough angle of the carrying sets, degrees. */
  angle: number
}

export const spacings = { carrying: 1.2, impact: 0.6, return: 3 } as const
/** Length of belt under one loading point's skirts: where impact sets or beds go, m [T]. */
export const loadingZone = 2.4

/** Lump factor on the carrying and impact load: 1 for fines, up to 1.3 for large lumps (our rule). */
export function lumpFactor(lump: number): number {
  return lump <= 50 ? 1 : lump <= 150 ? 1.1 : lump <= 300 ? 1.2 : 1.3
}

/**
 * Belt mass per metre when the belt is not yet chosen: a textile belt about 12 mm thick
 * (a 4-ply carcass with 6 + 2 mm covers) of rubber at about 1.15 t/m3 [T: our estimate].
 */
export const beltMassEstimate = (belt: number) => (belt / 1000) * 12 * 1.15

export interface BeltChoice {
  carcass: 'EP' | 'ST'
  /** Nominal strength, N/mm, and plies (textile). */
  strength: number
  plies?: number
  name: string
  /** Nominal strength the tensions need at the safety factor, N/mm. */
  needed: number
  safetyFactor: number
  utilisation: number
  diameters: PulleyDiameters
}

/** Common textile belts (strength/plies) and steel-cord grades [T: the usual ranges of DIN 22102 and DIN 22131 makers]. */
const textileBelts: ReadonlyArray<readonly [number, number]> = [
  [400, 3],
  [500, 3],
  [630, 4],
  [800, 4],
  [1000, 5],
  [1250, 5],
  [1600, 5],
]
const steelCordBelts = [1000, 1250, 1600, 2000, 2500, 3150, 4000]
/** Safety factors on the nominal strength, splices included [T]: 10 textile, 7 steel cord. */
const safety = { EP: 10, ST: 7 } as const

/** The lightest common belt whose working strength covers the highest tension (kN), with its minimum pulley diameters. */
export function chooseBelt(belt: number, maxTension: number, runningTension: number): BeltChoice | undefined {
  const needed = (strengthFactor: number) => (maxTension * 1000 * strengthFactor) / belt
  const textile = textileBelts.find(([strength]) => strength >= needed(safety.EP))
  if (textile) {
    const [strength, plies] = textile
    const utilisation = tensionUtilisation(runningTension, belt, strength, safety.EP)
    return {
      carcass: 'EP',
      strength,
      plies,
      name: `EP ${strength}/${plies}`,
      needed: needed(safety.EP),
      safetyFactor: safety.EP,
      utilisation,
      diameters: minimumPulleyDiameters('EP', textileCarcassThickness(strength, plies), utilisation),
    }
  }
  const cord = steelCordBelts.find((strength) => strength >= needed(safety.ST))
  if (cord === undefined) return undefined
  const utilisation = tensionUtilisation(runningTension, belt, cord, safety.ST)
  return {
    carcass: 'ST',
    strength: cord,
    name: `ST ${cord}`,
    needed: needed(safety.ST),
    safetyFactor: safety.ST,
    utilisation,
    diameters: minimumPulleyDiameters('ST', steelCordCarcassThickness(cord), utilisation),
  }
}

export type LineRole = 'carrying' | 'impact' | 'return' | PulleyRole | ComponentRole

export interface BillOffer {
  partNumber: string
  product: string
  path: string
  slug: string
}

export interface BillLine {
  role: LineRole
  /** What the line is for, in words. */
  title: string
  count: number
  unit: 'sets' | 'pieces'
  /** The chosen size, or undefined when none of ours fits (the line then says what to ask for). */
  offer?: BillOffer
  /** Demand and what the size gives: the reason it was chosen. */
  facts: string[]
  /** Other sizes that also fit, lightest first. */
  alternatives: BillOffer[]
}

export interface Selection {
  duty: Duty
  /** Volume the duty needs and the belt section carries, m3/h. */
  volumeNeeded: number
  volumeCarried: number
  beltMass: number
  tensions: BeltTensions
  takeUp: TakeUpPlace
  belt?: BeltChoice
  lines: BillLine[]
}

const offerOf = (o: { partNumber: string; product: string; path: string; slug: string }): BillOffer => ({
  partNumber: o.partNumber,
  product: o.product,
  path: o.path,
  slug: o.slug,
})
const kN = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} kN`
const hours = (h: number) => (h >= 1e6 ? 'over 1,000,000 h' : `${(Math.round(h / 1000) * 1000).toLocaleString('en-GB')} h`)

interface SetChoice {
  size: SetOffer
  rating: number
  life: number
}

/** Sets that carry `demand` (kN on the set) at the speed, lightest rating first, with the L10 life of their bearings at the demand. */
function fittingSets(sets: readonly SetOffer[], pick: (size: SetOffer) => boolean, demand: number, speed: number): SetChoice[] {
  return sets
    .filter(pick)
    .map((size) => {
      const { rating, withinSpeed, rpm } = ratedSizeAt(size, speed)
      const bearing = bearingOf(size.bearing)
      const perBearing = (demand * size.share) / 2
      return {
        size,
        rating,
        withinSpeed,
        life: ratingLifeHours(dynamicRating(bearing, size.stainless ? 'stainless' : 'chrome'), perBearing, rpm),
      }
    })
    .filter((c) => c.withinSpeed && c.rating >= demand)
    .sort((a, b) => a.rating - b.rating || a.size.rotatingMass - b.size.rotatingMass)
}

function setLine(
  role: 'carrying' | 'impact' | 'return',
  title: string,
  count: number,
  spacing: number,
  demand: number,
  choices: SetChoice[],
): BillLine {
  const [best, ...rest] = choices
  return {
    role,
    title,
    count,
    unit: 'sets',
    ...(best ? { offer: offerOf(best.size) } : {}),
    facts: [
      `${count} sets at ${spacing} m`,
      `load on a set ${kN(demand)}`,
      ...(best
        ? [`rated ${kN(best.rating)} at this speed`, `bearing life at this load ${hours(best.life)}`]
        : ['none of our listed sets carries it: ask our engineers for a heavier series or a closer spacing']),
    ],
    alternatives: rest.map((c) => offerOf(c.size)),
  }
}

interface PulleyNeed {
  role: PulleyRole
  title: string
  count: number
  resultant: number
  /** Effective tension the pulley drives, kN (the drive only). */
  torque?: number
  group: PulleyGroup
}

function pulleyLine(need: PulleyNeed, pulleys: readonly PulleyOffer[], duty: Duty, minimum: number | undefined): BillLine {
  // A drive's shaft also carries the duty's torque: the effective tension at the shell's radius.
  const torqueShare = need.torque === undefined || need.resultant === 0 ? undefined : need.torque / need.resultant
  const fits = pulleys
    .filter((p) => p.role === need.role && p.belt === duty.belt && (minimum === undefined || p.diameter >= minimum))
    .map((p) => ({
      p,
      rating: pulleyRatingAt(
        bearingOf(p.bearing),
        shaftLimits({ ...p.shaft, ...(torqueShare === undefined ? {} : { torqueArm: (torqueShare * p.outside) / 2 }) }),
        p.outside,
        duty.speed,
      ),
    }))
    .filter(({ rating }) => rating.load >= need.resultant)
    .sort((a, b) => a.p.diameter - b.p.diameter || a.p.rank - b.p.rank || a.rating.load - b.rating.load)
  const [best, ...rest] = fits
  return {
    role: need.role,
    title: need.title,
    count: need.count,
    unit: 'pieces',
    ...(best ? { offer: offerOf(best.p) } : {}),
    facts: [
      `resultant belt load ${kN(need.resultant)}`,
      ...(minimum === undefined ? [] : [`belt needs at least ${minimum} mm (group ${need.group})`]),
      ...(best
        ? [`${best.p.diameter} mm shell, rated ${kN(best.rating.load)} (${best.rating.governing})`]
        : ['none of our listed pulleys for this belt width carries it: ask for a pulley designed to the duty']),
    ],
    alternatives: rest.map(({ p }) => offerOf(p)),
  }
}

function componentLine(
  role: ComponentRole,
  title: string,
  count: number,
  components: readonly ComponentOffer[],
  duty: Duty,
  note: string,
): BillLine {
  const fits = components
    .filter((c) => c.role === role && c.belt === duty.belt && (c.angle === undefined || c.angle === duty.angle))
    .sort((a, b) => (a.length ?? 0) - (b.length ?? 0))
  const [best, ...rest] = fits
  return {
    role,
    title,
    count,
    unit: 'pieces',
    ...(best ? { offer: offerOf(best) } : {}),
    facts: [
      note,
      ...(best
        ? []
        : [`none listed for a ${duty.belt} mm belt${role === 'impact-bed' ? ` at ${duty.angle}°` : ''}: ask for one built to it`]),
    ],
    alternatives: rest.map(offerOf),
  }
}

/** The bill of components for a duty, and the working behind it. */
export function selectComponents(duty: Duty, offers: SelectionOffers): Selection {
  const section = beltSection(duty.belt, duty.angle, duty.material.surcharge)
  const volumeCarried = volumeFlow(section.area, duty.speed)
  const volumeNeeded = duty.capacity / duty.material.density
  const beltMass = beltMassEstimate(duty.belt)
  const materialMass = duty.capacity / (3.6 * duty.speed)
  const factor = lumpFactor(duty.lump)
  const impactBed = duty.lump > 150

  const troughRolls = (s: SetOffer) => s.belt === duty.belt && s.rolls === 3 && s.angle === duty.angle
  const carryingDemand = ((beltMass + materialMass) * gravity * spacings.carrying * factor) / 1000
  const impactDemand = ((beltMass + materialMass) * gravity * spacings.impact * factor) / 1000
  const returnDemand = (beltMass * gravity * spacings.return) / 1000
  const carrying = fittingSets(offers.sets, (s) => s.role === 'carrying' && troughRolls(s), carryingDemand, duty.speed)
  const impact = fittingSets(offers.sets, (s) => s.role === 'impact' && troughRolls(s), impactDemand, duty.speed)
  const returns = fittingSets(offers.sets, (s) => s.role === 'return' && s.belt === duty.belt, returnDemand, duty.speed)

  const carryingSet = carrying[0]?.size
  const returnSet = returns[0]?.size
  const takeUp: TakeUpPlace = duty.length >= 100 ? 'drive' : 'tail'
  const wrap = 210
  const tensions = beltTensions({
    length: duty.length,
    lift: duty.lift,
    beltSpeed: duty.speed,
    capacity: duty.capacity,
    beltMass,
    // With no set of ours chosen, the mass of a set of three 133 mm rolls stands in [T].
    carryingSetMass: carryingSet?.rotatingMass ?? 20,
    carryingSpacing: spacings.carrying,
    returnSetMass: returnSet?.rotatingMass ?? 15,
    returnSpacing: spacings.return,
    friction: 0.02,
    special: 0,
    wrap,
    driveFriction: driveFriction.rubber,
    startFactor: 1.5,
    sagCarrying: 0.015,
    sagReturn: 0.02,
    driveEfficiency: 0.9,
    takeUp,
  })
  const belt = chooseBelt(duty.belt, tensions.tightSideAtStart, tensions.tightSide)
  const minimum = (group: PulleyGroup) => belt?.diameters.groups[group]

  const zoneSets = Math.ceil(loadingZone / spacings.impact)
  const carryingCount = Math.ceil((duty.length - loadingZone) / spacings.carrying)
  const returnCount = Math.ceil(duty.length / spacings.return)
  const { tightSide: t1, slackSide: t2, tail: t3 } = tensions
  const needs: PulleyNeed[] = [
    { role: 'drive', title: 'Drive pulley, lagged', count: 1, resultant: pulleyResultant(t1, t2, wrap), torque: t1 - t2, group: 'A' },
    { role: 'snub', title: 'Snub pulley behind the drive', count: 1, resultant: pulleyResultant(t2, t2, wrap - 180), group: 'C' },
    {
      role: 'tail',
      title: takeUp === 'tail' ? 'Tail pulley, on the screw take-up' : 'Tail pulley',
      count: 1,
      resultant: 2 * t3,
      group: 'B',
    },
    ...(takeUp === 'drive'
      ? [
          { role: 'take-up' as const, title: 'Take-up pulley of the gravity take-up', count: 1, resultant: 2 * t2, group: 'B' as const },
          {
            role: 'bend' as const,
            title: 'Bend pulleys either side of the take-up',
            count: 2,
            resultant: pulleyResultant(t2, t2, 90),
            group: 'B' as const,
          },
        ]
      : []),
  ]

  const lines: BillLine[] = [
    setLine('carrying', `Carrying idler sets, 3 rolls at ${duty.angle}°`, carryingCount, spacings.carrying, carryingDemand, carrying),
    ...(impactBed
      ? [
          componentLine(
            'impact-bed',
            'Impact bed under the loading point',
            1,
            offers.components,
            duty,
            `lumps up to ${duty.lump} mm: a bed of impact bars takes the blows the rolls would`,
          ),
        ]
      : [setLine('impact', 'Impact idler sets under the loading point', zoneSets, spacings.impact, impactDemand, impact)]),
    setLine('return', 'Return idler sets', returnCount, spacings.return, returnDemand, returns),
    ...needs.map((need) => pulleyLine(need, offers.pulleys, duty, minimum(need.group))),
    componentLine(
      'primary-cleaner',
      'Primary belt cleaner at the head pulley',
      1,
      offers.components,
      duty,
      'scrapes the carry-back off at the discharge',
    ),
    componentLine('secondary-cleaner', 'Secondary belt cleaner', 1, offers.components, duty, 'takes the fines the primary leaves'),
    componentLine(
      'plough',
      'V-plough before the tail pulley',
      1,
      offers.components,
      duty,
      'keeps lumps on the return belt off the tail pulley',
    ),
  ]
  return { duty, volumeNeeded, volumeCarried, beltMass, tensions, takeUp, ...(belt ? { belt } : {}), lines }
}
