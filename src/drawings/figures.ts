/**
 * Reads a product's own figures from its spec rows, so each drawing is dimensioned and
 * proportioned from the data the page publishes. Lists give their middle value; ranges a value
 * inside them; inch rows their millimetre figures.
 */
import { bearingTable, type Bearing } from '../engineering/bearings.ts'
import { catalogueFigures, type SizeFigures } from '../engineering/catalogue-figures.ts'
import { leadRowIndex } from '../engineering/lead-row.ts'
import { nearestListedBelt } from '../engineering/roll-lengths.ts'
import type { IdlerSetSizes, PulleySizes, RollerSizes } from '../engineering/size-rows.ts'
import type { DrawnProduct } from '../geometry/drawing-spec.ts'

/** The size row a drawing shows, with the figures (and dimension letters) its table prints. */
export interface DrawnSize<Sizes extends RollerSizes | IdlerSetSizes | PulleySizes> {
  sizes: Sizes
  row: Sizes['rows'][number]
  figures: SizeFigures
}

const numberPattern = /\d+(?:\.\d+)?/g

/** The text that holds a value's millimetres: "4, 5 in (101.6, 127 mm)" gives "101.6, 127 ". */
function metricText(value: string): string {
  const metric = [...value.matchAll(/\(([^()]*?)mm\)/g)].map((m) => m[1] ?? '')
  if (/\bin\s*\(/.test(value) && metric.length > 0) return metric.join(' ')
  // Other bracketed notes ("(4 ft)", "(650 belt)", "(18-72 in)") are not this row's millimetres.
  return value.replace(/\((?![^()]*mm\))[^()]*\)/g, ' ').replace(/,(?=\d{3}\b)/g, '')
}

/** Millimetre figures of a value. */
export function millimetres(value: string): number[] {
  return [...metricText(value).matchAll(numberPattern)].map((m) => Number(m[0]))
}

/** "a-b" or "a to b" with nothing else numeric: a range rather than a list. */
function isRange(value: string): boolean {
  return /\d(?:\s*mm)?\s*(?:[-–]|to)\s*\d/.test(metricText(value)) && millimetres(value).length === 2
}

/** The part before the first ";": later clauses are variants or other cases. */
function firstClause(value: string | undefined): string | undefined {
  return value?.split(';')[0]
}

/** "a/b", "a x b", "a mm on b mm" and "a (b" pairs in a value. */
export function pairsIn(value: string): Array<[number, number]> {
  const pattern = /(\d+(?:\.\d+)?)\s*(?:mm)?\s*(?:\/|x|on|\()\s*(\d+(?:\.\d+)?)/g
  return [...value.matchAll(pattern)].map((m) => [Number(m[1]), Number(m[2])])
}

/** The middle of a list (the lower one of two middles). */
export function middle<T>(list: readonly T[]): T | undefined {
  return list[Math.floor((list.length - 1) / 2)]
}

/** The item at the same relative place in `list` as `index` is in a list of `of` items. */
export function aligned<T>(list: readonly T[], index: number, of: number): T | undefined {
  if (list.length === 0) return undefined
  if (of <= 1) return middle(list)
  return list[Math.round((index / (of - 1)) * (list.length - 1))]
}

/** A bearing's boundary dimensions as the drawings use them, from src/engineering's bearing table. */
export interface BearingSize extends Pick<Bearing, 'bore' | 'outside' | 'width'> {
  code: string
}

export function bearingSize(code: string): BearingSize | undefined {
  const bearing = bearingTable.get(code)
  return bearing && { code, bore: bearing.bore, outside: bearing.outside, width: bearing.width }
}

type DrawnRow = { sizes: RollerSizes | IdlerSetSizes | PulleySizes; index: number; figures: SizeFigures }

/** A row of a roller, idler-set or pulley size table (the lead row unless one is asked for), with its catalogue figures. */
function drawnRow(sizes: DrawnProduct['sizes'], row: number | undefined): DrawnRow | undefined {
  if (!sizes || (sizes.type !== 'roller' && sizes.type !== 'idler-set' && sizes.type !== 'pulley')) return undefined
  const index = row ?? leadRowIndex(sizes)
  if (!sizes.rows[index]) throw new Error(`No size row ${index + 1} to draw: the table has ${sizes.rows.length}`)
  const figures = catalogueFigures(sizes)[index]
  return figures && { sizes, index, figures }
}

/** A product's spec rows with the look-ups the drawings need. */
export class Figures {
  /** Name and spec values, lower case: for attribute words such as "hdpe" or "offset". */
  readonly words: string

  /** `row`: the size row to draw, by index; the table's lead row when absent. */
  constructor(
    readonly product: DrawnProduct,
    readonly row?: number,
  ) {
    this.words = [product.name, ...product.specs.map((row) => `${row.label}: ${row.value}`)].join('\n').toLowerCase()
  }

  private drawnSize?: DrawnRow | null

  /** The size its drawings show, worked out once per product. */
  private drawn(): DrawnRow | undefined {
    if (this.drawnSize === undefined) this.drawnSize = drawnRow(this.product.sizes, this.row) ?? null
    return this.drawnSize ?? undefined
  }

  rollerSize(): DrawnSize<RollerSizes> | undefined {
    const drawn = this.drawn()
    return drawn?.sizes.type === 'roller'
      ? { sizes: drawn.sizes, row: drawn.sizes.rows[drawn.index] as RollerSizes['rows'][number], figures: drawn.figures }
      : undefined
  }

  idlerSetSize(): DrawnSize<IdlerSetSizes> | undefined {
    const drawn = this.drawn()
    return drawn?.sizes.type === 'idler-set'
      ? { sizes: drawn.sizes, row: drawn.sizes.rows[drawn.index] as IdlerSetSizes['rows'][number], figures: drawn.figures }
      : undefined
  }

  pulleySize(): DrawnSize<PulleySizes> | undefined {
    const drawn = this.drawn()
    return drawn?.sizes.type === 'pulley'
      ? { sizes: drawn.sizes, row: drawn.sizes.rows[drawn.index] as PulleySizes['rows'][number], figures: drawn.figures }
      : undefined
  }

  /**
   * A dimension's text with the letter the size table gives it ("A = 465"); as it is without sizes,
   * or when `mm`, the figure drawn, is not the table's (a view drawn from the spec rows).
   */
  lettered(label: string, text: string, mm?: number): string {
    // A product drawn from its spec rows still names a dimension by its table's letter, which every row shares.
    const dimensions =
      this.drawn()?.figures.dimensions ?? (this.product.sizes ? catalogueFigures(this.product.sizes)[0]?.dimensions : undefined)
    const dimension = dimensions?.find((d) => d.label === label)
    if (!dimension || (mm !== undefined && Math.abs(dimension.mm - mm) > 0.05)) return text
    return `${dimension.letter} = ${text}`
  }

  get name(): string {
    return this.product.name
  }

  /** The value of the first row whose label matches. */
  value(label: RegExp): string | undefined {
    return this.product.specs.find((row) => label.test(row.label))?.value
  }

  /** Millimetre figures of the first row whose label matches. */
  numbers(label: RegExp): number[] {
    const value = this.value(label)
    return value === undefined ? [] : millimetres(value)
  }

  /** One figure from a row's first clause: the middle of a list, or for a range the value `inRange` picks. */
  figure(label: RegExp, inRange?: (low: number, high: number) => number): number | undefined {
    const value = firstClause(this.value(label))
    if (value === undefined) return undefined
    const list = millimetres(value)
    if (isRange(value) && list.length === 2) {
      const [low, high] = list as [number, number]
      return inRange ? inRange(low, high) : low
    }
    return middle(list)
  }

  /** The range a row gives as text, e.g. "190–2200", or undefined when the row is a list. */
  range(label: RegExp): string | undefined {
    const value = firstClause(this.value(label))
    if (value === undefined || !isRange(value)) return undefined
    const [low, high] = millimetres(value)
    return `${low}–${high}`
  }

  /** "a/b", "a x b" or "a mm on b mm" pairs of the first matching row. */
  pairs(label: RegExp): Array<[number, number]> {
    return pairsIn(this.value(label) ?? '')
  }

  has(word: RegExp): boolean {
    return word.test(this.words)
  }

  /** Bearing designations in the order the specs give them (bearing rows first). */
  bearingCodes(): string[] {
    const rows = [...this.product.specs].sort((a, b) => Number(/bearing/i.test(b.label)) - Number(/bearing/i.test(a.label)))
    for (const row of rows) {
      const value = /^[A-Z]\s+\d/.test(row.value) ? (firstClause(row.value) ?? '') : row.value
      const codes = [...new Set([...value.matchAll(/\bS?(6[23](?:0\d|1[02]))\b/g)].map((m) => m[1] as string))]
      const known = codes.filter((code) => bearingTable.has(code))
      if (known.length > 0) return known
    }
    return []
  }

  /** The bearing at the same place in its list as the chosen size is in its own. */
  bearing(index = 0, of = 1): BearingSize | undefined {
    const code = aligned(this.bearingCodes(), index, of)
    return code ? bearingSize(code) : undefined
  }

  /** A belt width from the spec: the middle of a list, or the standard width in the middle of a range. */
  beltWidth(): number | undefined {
    const paired = this.value(/belt width ?\/|\/ ?belt width/i)
    if (paired !== undefined) {
      const pairs = this.pairs(/belt width ?\/|\/ ?belt width/i)
      const beltFirst = /^belt/i.test(this.product.specs.find((row) => row.value === paired)?.label ?? '')
      const belts = pairs.map(([a, b]) => (beltFirst ? a : b))
      if (belts.length > 0) return middle(belts)
    }
    return this.figure(/belt width/i, (low, high) => nearestListedBelt(Math.sqrt(low * high)))
  }

  /** Face width that pairs with the belt width, where the spec gives "belt/face" pairs. */
  faceWidth(belt: number | undefined): number | undefined {
    const pairs = this.pairs(/face width/i)
    const match = pairs.find(([b]) => b === belt) ?? middle(pairs)
    if (match) return match[1]
    return belt === undefined ? undefined : belt + 150
  }

  /** A roll diameter: the middle of the list in the first matching row, with its index. */
  diameter(label: RegExp): { value: number; index: number; of: number } | undefined {
    const whole = this.value(label)
    // Rows split by class ("B 4 or 5 in (...); C ...") describe the first class listed.
    const value = whole && /^[A-Z]\s+\d/.test(whole) ? firstClause(whole) : whole
    if (value === undefined) return undefined
    const list = /\bx\b|\/|\bon\b/.test(value) ? pairsIn(value).map(([a]) => a) : millimetres(value)
    const unique = [...new Set(list)].filter((v) => !bearingTable.has(String(v)))
    if (unique.length === 0) return undefined
    const index = isRange(value) ? 0 : Math.floor((unique.length - 1) / 2)
    return { value: unique[index] as number, index, of: unique.length }
  }
}

/** Degrees written in a value, e.g. "35 deg" or "45°". */
export function degrees(value: string | undefined): number[] {
  if (!value) return []
  return [...value.matchAll(/(\d+(?:\.\d+)?)\s*(?:,|or|and|deg|°)/g)].map((m) => Number(m[1]))
}

/** "Ø133" with the mm figure as written (no trailing zeros). */
export const dia = (value: number) => `Ø${Number(value.toFixed(1))}`
