/**
 * CEMA 502 class load ratings: what a CEMA idler of a class, belt width and trough angle is
 * rated for, in pounds per idler (the set), on the CEMA basis of a minimum L10 of 30,000 h at
 * 500 rpm with 70 % of a three-roll set's load on its centre roll.
 *
 * Sources (docs: /work/shared/domain-facts.md sections 2 and 13):
 *   [V] B 18-30 in 410 lb; B 48 in 380/353/342 lb (20/35/45 deg); B return 220 (18 in), 165 (30 in), 125 (48 in);
 *       C 18-30 in 900 lb; C 60 in 700/650/630 lb; C return 475 (18 in), 250 (30 in); D 24-30 in 1,200 lb, return 600 lb.
 *   [U] C 35 deg 900 to 36 in, 837 (42 in), 744 (48 in), 650 (60 in); C return 475, 325, 250, 200, 150, 125 lb at
 *       18 to 48 in; D 35 deg 1,116 (48 in) and 1,070 (60 in), D 45 deg 1,035 (60 in), read from a public note that
 *       reproduces CEMA 502 and not checked against the standard itself; E about 1,800 lb, F about 3,000 lb at every
 *       width of the class, not checked.
 * Between two listed widths of one series the rating falls linearly (interpolated, so not a CEMA figure; the
 * table's own falling steps imply it). Outside a series' listed widths there is no rating: the lookup returns
 * undefined and the page asks instead of guessing.
 */
import { newtonsPerPoundForce } from './units.ts'

export const cemaClasses = ['B', 'C', 'D', 'E', 'F'] as const
export type CemaClass = (typeof cemaClasses)[number]
export type CemaAngle = 20 | 35 | 45
export type CemaIdlerKind = 'troughing' | 'return'

/** Belt width (in) and rating (lb) pairs, widest last. */
type Series = ReadonlyArray<readonly [width: number, pounds: number]>

interface ClassTable {
  troughing: Record<CemaAngle, Series>
  return: Series
}

const flat = (from: number, to: number, pounds: number): Series => [
  [from, pounds],
  [to, pounds],
]

const table: Record<CemaClass, ClassTable> = {
  B: {
    troughing: {
      20: [
        [18, 410],
        [30, 410],
        [48, 380],
      ],
      35: [
        [18, 410],
        [30, 410],
        [48, 353],
      ],
      45: [
        [18, 410],
        [30, 410],
        [48, 342],
      ],
    },
    return: [
      [18, 220],
      [30, 165],
      [48, 125],
    ],
  },
  C: {
    troughing: {
      20: [
        [18, 900],
        [30, 900],
        [60, 700],
      ],
      35: [
        [18, 900],
        [36, 900],
        [42, 837],
        [48, 744],
        [60, 650],
      ],
      45: [
        [18, 900],
        [30, 900],
        [60, 630],
      ],
    },
    // Wider than 48 in, CEMA sends a C return to class D.
    return: [
      [18, 475],
      [24, 325],
      [30, 250],
      [36, 200],
      [42, 150],
      [48, 125],
    ],
  },
  D: {
    troughing: {
      20: flat(24, 30, 1200),
      35: [
        [24, 1200],
        [30, 1200],
        [48, 1116],
        [60, 1070],
      ],
      45: [
        [24, 1200],
        [30, 1200],
        [60, 1035],
      ],
    },
    return: flat(24, 30, 600),
  },
  E: { troughing: { 20: flat(36, 96, 1800), 35: flat(36, 96, 1800), 45: flat(36, 96, 1800) }, return: [] },
  F: { troughing: { 20: flat(42, 120, 3000), 35: flat(42, 120, 3000), 45: flat(42, 120, 3000) }, return: [] },
}

function along(series: Series, width: number): number | undefined {
  for (let i = 0; i < series.length - 1; i++) {
    const [w0, p0] = series[i] as readonly [number, number]
    const [w1, p1] = series[i + 1] as readonly [number, number]
    if (width >= w0 && width <= w1) return p0 + ((p1 - p0) * (width - w0)) / (w1 - w0)
  }
  return undefined
}

/**
 * The CEMA 502 rating (lb per idler) of a class at a belt width in inches. Troughing sets take an
 * angle of 20, 35 or 45 degrees; return idlers are flat single rolls. Undefined where the class
 * table lists no rating for that width and angle.
 *
 * Where only the 35 degree series lists a width, the other angles keep the order every full row of
 * the table shows: a 20 degree set is rated at least as the 35 degree one, a 45 degree set at most.
 */
export function cemaRatingPounds(cemaClass: CemaClass, beltInches: number, angle: number, kind: CemaIdlerKind): number | undefined {
  const classTable = table[cemaClass]
  if (kind === 'return') return along(classTable.return, beltInches)
  if (angle !== 20 && angle !== 35 && angle !== 45) return undefined
  const own = along(classTable.troughing[angle], beltInches)
  const at35 = along(classTable.troughing[35], beltInches)
  if (angle === 35 || at35 === undefined) return own
  if (angle === 20) return own === undefined ? at35 : Math.max(own, at35)
  return own === undefined ? undefined : Math.min(own, at35)
}

/** The same rating in kN. */
export function cemaRatingKn(cemaClass: CemaClass, beltInches: number, angle: number, kind: CemaIdlerKind): number | undefined {
  const pounds = cemaRatingPounds(cemaClass, beltInches, angle, kind)
  return pounds === undefined ? undefined : (pounds * newtonsPerPoundForce) / 1000
}

/** A metric belt width as the nominal inch width CEMA lists it under (457 mm is 18 in, 1067 mm is 42 in). */
export const nominalBeltInches = (beltMm: number) => Math.round(beltMm / 25.4)
