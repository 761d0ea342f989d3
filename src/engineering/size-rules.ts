/**
 * Engineering rules every size row must meet. The build stops on a broken rule, naming the file,
 * the row and the rule, so the catalogue can never offer a size that cannot be made or run.
 */
import { bearingTable } from './bearings.ts'
import {
  catalogueFigures,
  cemaClassOf,
  cemaRollRating,
  cemaSetRating,
  isReturnPosition,
  pulleyShaftOf,
  rollSpeedLimit,
  setPositionOf,
  type SizeFigures,
} from './catalogue-figures.ts'
import { shaftLimitNames, shaftLimits, type ShaftLimit } from './pulley-shaft.ts'
import { kNToLbf } from './units.ts'
import { partNumberOf } from './part-numbers.ts'
import type { IdlerSetRow, ProductSizes, RollerRow, RollPosition, StandardCode } from './size-rows.ts'
import { rollSpeed } from './speed-and-life.ts'

export interface RuleBreach {
  /** 1-based row number as the content file lists it. */
  row: number
  rule: 'bearing-fit' | 'roll-speed' | 'roll-length' | 'cema-class' | 'cema-rating' | 'pulley-shaft' | 'unique-size' | 'unknown-bearing'
  message: string
}

/** Shaft bore of each CEMA class's bearing (CEMA 502 as makers build it). */
const cemaBore: Partial<Record<StandardCode, number>> = { 'cema-b': 17, 'cema-c': 20, 'cema-d': 25, 'cema-e': 40, 'cema-f': 50 }

/** Roll lengths that can serve a belt width in a position: DIN 22107 / ISO practice with our margins. */
export function rollLengthRange(position: RollPosition, belt: number): [number, number] | undefined {
  switch (position) {
    case 'trough':
      return [0.32 * belt, 0.42 * belt]
    case 'trough-2':
      return [0.5 * belt, 0.65 * belt]
    case 'trough-5':
      return [0.2 * belt, 0.3 * belt]
    case 'flat':
      return [belt + 50, belt + 400]
    case 'v-return':
      return [0.5 * belt, 0.65 * belt]
    case 'guide':
    case 'any':
      return undefined
  }
}

interface RollCheck {
  row: number
  shaft: number
  bearing: string
  outside: number
  length: number
  belt?: number
  position: RollPosition
}

function checkRoll(check: RollCheck, standard: StandardCode, speeds: readonly number[] | undefined, breaches: RuleBreach[]): void {
  const bearing = bearingTable.get(check.bearing)
  if (!bearing) {
    breaches.push({
      row: check.row,
      rule: 'unknown-bearing',
      message: `bearing ${check.bearing} is not in the bearing table of src/engineering/bearings.ts`,
    })
    return
  }
  if (bearing.bore > check.shaft) {
    breaches.push({
      row: check.row,
      rule: 'bearing-fit',
      message: `bearing ${bearing.designation} has a ${bearing.bore} mm bore, larger than the ${check.shaft} mm shaft seat`,
    })
  } else if (bearing.bore < check.shaft) {
    breaches.push({
      row: check.row,
      rule: 'bearing-fit',
      message: `bearing ${bearing.designation} has a ${bearing.bore} mm bore and cannot go on the ${check.shaft} mm shaft seat`,
    })
  }
  const classBore = cemaBore[standard]
  // A heavier bearing in a class's frame (a "mine-duty" roll) is sound; a lighter one is not that class.
  if (classBore !== undefined && bearing.bore < classBore) {
    breaches.push({
      row: check.row,
      rule: 'cema-class',
      message: `${standard.toUpperCase()} rolls take a bearing of at least ${classBore} mm bore, not ${bearing.designation}`,
    })
  }
  for (const speed of isReturnPosition(check.position) ? [] : (speeds ?? [])) {
    const rpm = rollSpeed(speed, check.outside)
    if (rpm > rollSpeedLimit) {
      breaches.push({
        row: check.row,
        rule: 'roll-speed',
        message: `a ${check.outside} mm roll turns at ${Math.round(rpm)} rpm at the listed ${speed} m/s, above the ${rollSpeedLimit} rpm limit`,
      })
    }
  }
  if (check.belt === undefined) {
    if (check.position !== 'guide' && check.position !== 'any')
      breaches.push({
        row: check.row,
        rule: 'roll-length',
        message: `a ${check.position} roll needs the belt width it serves (field "belt")`,
      })
    return
  }
  const range = rollLengthRange(check.position, check.belt)
  if (range && (check.length < range[0] || check.length > range[1])) {
    breaches.push({
      row: check.row,
      rule: 'roll-length',
      message: `a ${check.length} mm ${check.position} roll cannot serve a ${check.belt} mm belt (${Math.ceil(range[0])}-${Math.floor(range[1])} mm would)`,
    })
  }
}

/** Every load a row prints as its rating, kN. */
const printedRatings = (figures: SizeFigures) => [
  ...(figures.cema?.rating === undefined ? [] : [figures.cema.rating]),
  ...figures.ratings.map((r) => r.load),
]

/**
 * A CEMA row may print no rating above its CEMA 502 class rating for its width and angle; a row the
 * class table does not rate may print none. `figures` are the row figures the page prints.
 */
export function cemaRatingBreaches(sizes: ProductSizes, figures: readonly SizeFigures[]): RuleBreach[] {
  if (sizes.type !== 'roller' && sizes.type !== 'idler-set') return []
  const cemaClass = cemaClassOf(sizes.standard)
  if (!cemaClass) return []
  const breaches: RuleBreach[] = []
  sizes.rows.forEach((row, i) => {
    const rowFigures = figures[i]
    const printed = rowFigures ? printedRatings(rowFigures) : []
    if (printed.length === 0) return
    const belt = row.belt
    const limit =
      belt === undefined
        ? undefined
        : sizes.type === 'roller'
          ? cemaRollRating(cemaClass, belt, (row as RollerRow).position ?? sizes.position)
          : cemaSetRating(cemaClass, row as IdlerSetRow)
    const highest = Math.max(...printed)
    const what = sizes.type === 'roller' ? 'roll' : `${(row as IdlerSetRow).angle} deg set`
    if (limit === undefined) {
      breaches.push({
        row: i + 1,
        rule: 'cema-rating',
        message: `prints ${highest.toFixed(2)} kN, but CEMA 502 lists no class ${cemaClass} rating for a ${belt ?? '?'} mm belt ${what}`,
      })
    } else if (highest > limit * 1.001) {
      breaches.push({
        row: i + 1,
        rule: 'cema-rating',
        message: `prints ${highest.toFixed(2)} kN (${Math.round(kNToLbf(highest))} lb), above the CEMA 502 class ${cemaClass} rating of ${limit.toFixed(2)} kN (${Math.round(kNToLbf(limit))} lb) for a ${belt} mm belt ${what}`,
      })
    }
  })
  return breaches
}

/** A pulley row may print no rating above the load its shaft carries within its stress and slope limits. */
export function pulleyRatingBreaches(sizes: ProductSizes, figures: readonly SizeFigures[]): RuleBreach[] {
  if (sizes.type !== 'pulley') return []
  const breaches: RuleBreach[] = []
  sizes.rows.forEach((row, i) => {
    if (!bearingTable.has(row.bearing)) return
    const printed = Math.max(0, ...(figures[i]?.ratings ?? []).map((r) => r.load))
    const limits = shaftLimits(pulleyShaftOf(sizes, row))
    const exceeded = (Object.keys(limits) as ShaftLimit[]).filter((limit) => printed > limits[limit] * 1.001)
    if (exceeded.length > 0) {
      breaches.push({
        row: i + 1,
        rule: 'pulley-shaft',
        message: `prints ${printed.toFixed(1)} kN, above the ${exceeded.map((limit) => `${shaftLimitNames[limit]} limit of ${limits[limit].toFixed(1)} kN`).join(' and the ')}`,
      })
    }
  })
  return breaches
}

/** Every rule a product's size rows break; none for a sound table. */
export function sizeRuleBreaches(sizes: ProductSizes): RuleBreach[] {
  const breaches: RuleBreach[] = []
  switch (sizes.type) {
    case 'roller':
      sizes.rows.forEach((r, i) =>
        checkRoll(
          {
            row: i + 1,
            shaft: r.shaft,
            bearing: r.bearing,
            outside: r.outside ?? r.d,
            length: r.l,
            belt: r.belt,
            position: r.position ?? sizes.position,
          },
          sizes.standard,
          sizes.beltSpeeds,
          breaches,
        ),
      )
      break
    case 'idler-set':
      sizes.rows.forEach((r, i) =>
        checkRoll(
          {
            row: i + 1,
            shaft: r.shaft,
            bearing: r.bearing,
            outside: r.outside ?? sizes.outside ?? r.d,
            length: r.l,
            belt: r.belt,
            position: setPositionOf(r.rolls, r.angle),
          },
          sizes.standard,
          sizes.beltSpeeds,
          breaches,
        ),
      )
      break
    case 'pulley':
      sizes.rows.forEach((r, i) => {
        const bearing = bearingTable.get(r.bearing)
        if (!bearing)
          breaches.push({
            row: i + 1,
            rule: 'unknown-bearing',
            message: `bearing ${r.bearing} is not in the bearing table of src/engineering/bearings.ts`,
          })
        else if (bearing.bore !== r.shaft)
          breaches.push({
            row: i + 1,
            rule: 'bearing-fit',
            message: `bearing ${r.bearing} has a ${bearing.bore} mm bore; the shaft at the bearings is ${r.shaft} mm`,
          })
        if (r.face < r.belt + 100)
          breaches.push({
            row: i + 1,
            rule: 'roll-length',
            message: `a ${r.face} mm face is too narrow for a ${r.belt} mm belt (at least ${r.belt + 100} mm)`,
          })
      })
      break
    case 'part':
      sizes.rows.forEach((r, i) => {
        if (r.bearing && !bearingTable.has(r.bearing))
          breaches.push({
            row: i + 1,
            rule: 'unknown-bearing',
            message: `bearing ${r.bearing} is not in the bearing table of src/engineering/bearings.ts`,
          })
        else if (r.bearing && r.shaft !== undefined && bearingTable.get(r.bearing)?.bore !== r.shaft)
          breaches.push({ row: i + 1, rule: 'bearing-fit', message: `bearing ${r.bearing} does not fit a ${r.shaft} mm shaft` })
      })
      break
    case 'component':
    case 'machine':
      break
  }
  if (!breaches.some((b) => b.rule === 'unknown-bearing')) {
    const figures = catalogueFigures(sizes)
    breaches.push(...cemaRatingBreaches(sizes, figures), ...pulleyRatingBreaches(sizes, figures))
  }
  const rows: unknown[] = sizes.type === 'machine' ? sizes.models : sizes.rows
  const seen = new Map<string, number>()
  rows.forEach((row, i) => {
    const code = partNumberOf(sizes, row as never)
    const first = seen.get(code)
    if (first !== undefined) breaches.push({ row: i + 1, rule: 'unique-size', message: `repeats row ${first} (part number ${code})` })
    else seen.set(code, i + 1)
  })
  return breaches
}
