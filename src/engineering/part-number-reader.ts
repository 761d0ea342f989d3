/**
 * Reading part numbers (part-numbers.ts writes them): a code as a buyer typed it, segment by
 * segment in words, and whether it is a size we make. Kept apart so that pages which only print
 * part numbers (the calculators) do not download the reader.
 */
import { bearingTable } from './bearings.ts'
import {
  crownLetters,
  laggingLetters,
  laggingNames,
  seriesPattern,
  shaftEnds,
  standardLetters,
  type SeriesEntry,
  type ShaftEnd,
} from './part-numbers.ts'
import type { LaggingKind, PartKind, StandardCode } from './size-rows.ts'
import { standardFor, standardSubjectOf } from './size-rows.ts'

export interface DecodedSegment {
  text: string
  meaning: string
}

export type DecodeResult =
  | {
      ok: true
      series: string
      segments: DecodedSegment[]
      fields: Record<string, string | number>
      /** It lacks segments a full code of its family may carry (wall, shaft, crown; a bed's angle or bars): if not in the catalogue, it is looked up as a shorter form. */
      short: boolean
    }
  | { ok: false; segment: number; text: string; error: string; segments: DecodedSegment[] }

const num = '\\d+(?:\\.\\d+)?'
const sizePatterns = {
  roll: new RegExp(`^(${num})(?:/(${num}))?(?:T(${num}))?x(${num})(?:x(${num}))?$`),
  rollShaft: new RegExp(`^S(${num})x(${num})([A-Z][A-Z0-9]?)$`),
  pulleyShaft: new RegExp(`^S(${num})/(${num})$`),
  set: new RegExp(`^(${num})x(${num})x([1235])$`),
  pulley: new RegExp(`^(${num})x(${num})$`),
  lagging: /^([PDHC])(\d+)$/,
}

function bearingMeaning(text: string): string | undefined {
  const b = bearingTable.get(text)
  return b && `bearing ${b.designation} (${b.bore} x ${b.outside} x ${b.width} mm), on a ${b.bore} mm shaft`
}

/**
 * A part number as the catalogue writes it, from what a buyer typed: letters in capitals, the
 * "x" between two figures in lower case, segments joined by hyphens. Spaces around hyphens go;
 * spaces between segments ("CR D 108x380 6204") stand for hyphens.
 */
export function normalizePartNumber(code: string): string {
  return code
    .trim()
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, '-')
    .toUpperCase()
    .replace(/(?<=\d)X(?=\d)/g, 'x')
}

const sizeNumbers = (code: string) => (code.match(/\d+(?:\.\d+)?/g) ?? []).map(Number)

/**
 * The catalogued codes nearest to `code`: the same series first, then by how far their figures
 * lie from the typed ones (relative differences summed, figure by figure).
 */
export function nearestPartNumbers(code: string, catalogue: readonly string[], count = 3): string[] {
  const typed = normalizePartNumber(code)
  const seriesOf = (c: string) => c.split('-')[0] ?? ''
  const sameSeries = catalogue.filter((c) => seriesOf(c) === seriesOf(typed))
  const pool = sameSeries.length > 0 ? sameSeries : catalogue
  const figures = sizeNumbers(typed)
  const distance = (candidate: string) => {
    const other = sizeNumbers(candidate)
    const length = Math.max(figures.length, other.length)
    let total = 0
    for (let i = 0; i < length; i++) {
      const a = figures[i]
      const b = other[i]
      total += a === undefined || b === undefined ? 1 : Math.abs(a - b) / Math.max(a, b, 1)
    }
    return total + (candidate.split('-')[1] === typed.split('-')[1] ? 0 : 0.5)
  }
  return [...pool].sort((a, b) => distance(a) - distance(b) || a.localeCompare(b)).slice(0, count)
}

export type CatalogueLookup =
  | { made: true; code: string; /** The shorter form the buyer typed, when the code was found by it. */ shortForm?: string }
  | {
      made: false
      code: string
      nearest: string[]
      /** Several sizes fit the shorter form typed: `nearest` lists them. */
      ambiguous?: boolean
      /** A listed size with another trough angle or bar height, which we build to order: `nearest` holds the listed one. */
      toOrder?: boolean
    }

/** Fields a buyer may change on a listed size and still be quoted: an impact bed's trough angle and bar height. */
const builtToOrder = new Set(['angle', 'bar'])

/**
 * Whether a typed code is a size we make, and if not, the nearest ones that are. A shorter form
 * (without the wall, shaft or crown) finds the one full code it stands for, or lists the several.
 */
export function catalogueLookup(code: string, catalogue: readonly string[], series: ReadonlyMap<string, SeriesEntry>): CatalogueLookup {
  const typed = normalizePartNumber(code)
  if (catalogue.includes(typed)) return { made: true, code: typed }
  const decoded = decodePartNumber(typed, series)
  if (!decoded.ok) return { made: false, code: typed, nearest: nearestPartNumbers(typed, catalogue) }
  const agreeing = (skip: ReadonlySet<string>) =>
    catalogue.filter((candidate) => {
      if (!candidate.startsWith(`${decoded.series}-`)) return false
      const full = decodePartNumber(candidate, series)
      return full.ok && Object.entries(decoded.fields).every(([name, value]) => skip.has(name) || full.fields[name] === value)
    })
  if (decoded.short) {
    const fits = agreeing(new Set())
    const [only] = fits
    if (only !== undefined && fits.length === 1) return { made: true, code: only, shortForm: typed }
    if (fits.length > 1) return { made: false, code: typed, nearest: fits.slice(0, 6), ambiguous: true }
  }
  if (Object.keys(decoded.fields).some((name) => builtToOrder.has(name))) {
    const listed = agreeing(builtToOrder)
    if (listed.length > 0) return { made: false, code: typed, nearest: listed.slice(0, 3), toOrder: true }
  }
  return { made: false, code: typed, nearest: nearestPartNumbers(typed, catalogue) }
}

/**
 * Reads a part number segment by segment. `series` maps each series code of the catalogue to
 * its product; an unknown or malformed segment is named in the error.
 */
export function decodePartNumber(code: string, series: ReadonlyMap<string, SeriesEntry>): DecodeResult {
  const parts = normalizePartNumber(code).split('-')
  const segments: DecodedSegment[] = []
  const fields: Record<string, string | number> = {}
  const fail = (index: number, error: string): DecodeResult => ({
    ok: false,
    segment: index + 1,
    text: parts[index] ?? '',
    error,
    segments,
  })
  const seriesCode = parts[0] ?? ''
  const entry = series.get(seriesCode)
  if (!entry)
    return fail(
      0,
      seriesPattern.test(seriesCode) ? `no product series is called ${seriesCode}` : 'a series is 2-4 capital letters, e.g. CR',
    )
  segments.push({ text: seriesCode, meaning: `series ${seriesCode}: ${entry.product}` })
  fields.series = seriesCode
  let at = 1
  if (entry.type !== 'component' && entry.type !== 'machine') {
    const letters = (parts[at] ?? '').toUpperCase()
    const standard = (Object.keys(standardLetters) as StandardCode[]).find((s) => standardLetters[s] === letters)
    if (!standard) return fail(at, `the standard is one of ${Object.values(standardLetters).join(', ')}`)
    segments.push({ text: letters, meaning: `built to ${standardFor(standard, standardSubjectOf(entry.type, entry.part))}` })
    fields.standard = standard
    at++
  }
  const next = () => parts[at] ?? ''
  let short = false
  const expectBearing = (): DecodeResult | undefined => {
    const text = next()
    const meaning = bearingMeaning(text)
    if (!meaning) return fail(at, text ? `${text} is not a bearing we fit` : 'the bearing is missing, e.g. 6205')
    segments.push({ text, meaning })
    fields.bearing = text
    at++
    return undefined
  }
  switch (entry.type) {
    case 'roller': {
      const m = sizePatterns.roll.exec(next())
      if (!m) return fail(at, 'the size reads diameter x wall x shell length in mm, e.g. 108x3.5x465 (or 89/133x3.5x465 with rings)')
      const [, d = '', outside, end, first = '', second] = m
      // Three figures are diameter, wall and length; two, the shorter form without the wall.
      const [wall, length] = second === undefined ? [undefined, first] : [first, second]
      fields.d = Number(d)
      if (outside) fields.outside = Number(outside)
      if (end) fields.end = Number(end)
      if (wall) fields.wall = Number(wall)
      fields.l = Number(length)
      const wallText = wall ? `, wall ${wall} mm` : ''
      segments.push({
        text: next(),
        meaning: outside
          ? `tube ${d} mm${wallText}, ${outside} mm over the covering, shell length ${length} mm`
          : end
            ? `tapered shell ${d} mm at the small end, ${end} mm at the large end${wallText}, ${length} mm long`
            : `roll diameter ${d} mm${wallText}, shell length ${length} mm`,
      })
      at++
      const failed = expectBearing()
      if (failed) return failed
      if (at < parts.length) {
        const shaft = sizePatterns.rollShaft.exec(next())
        if (!shaft) return fail(at, 'the shaft reads S, diameter x overall length in mm, and its end, e.g. S20x416F')
        const [, diameter = '', overall = '', shaftEnd = ''] = shaft
        if (!(shaftEnd in shaftEnds))
          return fail(at, `${shaftEnd} is not a shaft end we list: F is milled flats; name any other end in your enquiry`)
        fields.shaft = Number(diameter)
        fields.shaftLength = Number(overall)
        fields.shaftEnd = shaftEnd
        segments.push({ text: next(), meaning: `shaft ${diameter} mm, ${overall} mm overall, ${shaftEnds[shaftEnd as ShaftEnd]}` })
        at++
      }
      short = fields.wall === undefined || fields.shaft === undefined
      break
    }
    case 'idler-set': {
      const m = sizePatterns.set.exec(next())
      if (!m) return fail(at, 'the set reads belt width x trough angle x rolls, e.g. 1200x35x3')
      fields.belt = Number(m[1])
      fields.angle = Number(m[2])
      fields.rolls = Number(m[3])
      segments.push({
        text: next(),
        meaning: `${m[1]} mm belt, ${m[2] === '0' ? 'flat' : `${m[2]}° trough`}, ${m[3]} roll${m[3] === '1' ? '' : 's'}`,
      })
      at++
      const d = next()
      if (!new RegExp(`^${num}$`).test(d)) return fail(at, 'the roll diameter in mm comes next, e.g. 127')
      fields.d = Number(d)
      segments.push({ text: d, meaning: `roll diameter ${d} mm` })
      at++
      const failed = expectBearing()
      if (failed) return failed
      break
    }
    case 'pulley': {
      const m = sizePatterns.pulley.exec(next())
      if (!m) return fail(at, 'the size reads shell diameter x face width in mm, e.g. 800x1400')
      fields.d = Number(m[1])
      fields.face = Number(m[2])
      segments.push({ text: next(), meaning: `shell diameter ${m[1]} mm, face width ${m[2]} mm` })
      at++
      if (next().startsWith('S')) {
        const shaft = sizePatterns.pulleyShaft.exec(next())
        if (!shaft) return fail(at, 'the shaft reads S, diameter at the bearings / diameter at the hubs in mm, e.g. S100/120')
        fields.shaft = Number(shaft[1])
        fields.hub = Number(shaft[2])
        segments.push({ text: next(), meaning: `shaft ${shaft[1]} mm at the bearings, ${shaft[2]} mm through the hubs` })
        at++
      }
      const failed = expectBearing()
      if (failed) return failed
      if (next() === crownLetters) {
        fields.crown = 'trapezoidal'
        segments.push({ text: next(), meaning: 'crowned face (trapezoidal crown)' })
        at++
      }
      if (at < parts.length) {
        const lagging = sizePatterns.lagging.exec(next())
        if (!lagging)
          return fail(
            at,
            `the option reads lagging letter and thickness, e.g. D12 (P plain, D diamond, H herringbone, C ceramic), or ${crownLetters} for a crowned face before it`,
          )
        const kind = (Object.keys(laggingLetters) as LaggingKind[]).find((k) => laggingLetters[k] === lagging[1]) as LaggingKind
        fields.lagging = `${kind} ${lagging[2]}`
        segments.push({ text: next(), meaning: `${laggingNames[kind]}, ${lagging[2]} mm` })
        at++
      }
      short = fields.shaft === undefined
      break
    }
    case 'part': {
      const rest = parts.slice(at).join('-')
      const part = entry.part ?? 'housing'
      const patterns: Record<PartKind, [RegExp, string[], string]> = {
        housing: [new RegExp(`^(${num})-(\\d{4,5})$`), ['tube', 'bearing'], 'tube diameter and bearing, e.g. 89-6204'],
        seal: [/^(\d{4,5})$/, ['bearing'], 'the bearing it seals, e.g. 6204'],
        cover: [/^(\d{4,5})$/, ['bearing'], 'the bearing it covers, e.g. 6204'],
        bearing: [/^(\d{4,5})$/, ['bearing'], 'a bearing designation, e.g. 6205'],
        shaft: [new RegExp(`^(${num})x(${num})$`), ['shaft', 'length'], 'diameter x length, e.g. 20x466'],
        tube: [new RegExp(`^(${num})x(${num})x(${num})$`), ['tube', 'wall', 'length'], 'diameter x wall x length, e.g. 89x3.5x1000'],
        circlip: [new RegExp(`^(${num})$`), ['shaft'], 'the shaft diameter, e.g. 20'],
        ring: [new RegExp(`^(${num})/(${num})x(${num})$`), ['tube', 'outside', 'width'], 'bore/outside x width, e.g. 89/133x35'],
      }
      const [pattern, names, example] = patterns[part]
      const m = pattern.exec(rest)
      if (!m) return fail(at, `the size reads ${example}`)
      names.forEach((name, i) => {
        const text = m[i + 1] ?? ''
        fields[name] = name === 'bearing' ? text : Number(text)
      })
      if (fields.bearing !== undefined && !bearingTable.has(String(fields.bearing)))
        return fail(parts.length - 1, `${fields.bearing} is not a bearing we fit`)
      segments.push({
        text: rest,
        meaning: names
          .map((name) => (name === 'bearing' ? bearingMeaning(String(fields.bearing)) : `${name} ${fields[name]} mm`))
          .join(', '),
      })
      at = parts.length
      break
    }
    case 'component': {
      const m = new RegExp(`^(${num})(?:x(${num}))?$`).exec(next())
      if (!m) return fail(at, 'the size reads belt width (x length) in mm, e.g. 1200x1220')
      fields.belt = Number(m[1])
      if (m[2]) fields.length = Number(m[2])
      segments.push({ text: next(), meaning: `for a ${m[1]} mm belt${m[2] ? `, ${m[2]} mm long` : ''}` })
      at++
      const angle = /^T(\d+)$/.exec(next())
      if (angle) {
        fields.angle = Number(angle[1])
        segments.push({ text: next(), meaning: angle[1] === '0' ? 'flat' : `built for a ${angle[1]}° trough` })
        at++
      }
      const bar = new RegExp(`^H(${num})$`).exec(next())
      if (bar) {
        fields.bar = Number(bar[1])
        segments.push({ text: next(), meaning: `impact bars ${bar[1]} mm high` })
        at++
      }
      if (at < parts.length)
        return fail(at, 'after the size come the trough angle and the bar height, where the product has them, e.g. T35-H75')
      // Without angle or bar height a code may be the shorter form of an impact bed's or bar set's code.
      short = fields.angle === undefined || fields.bar === undefined
      break
    }
    case 'machine': {
      const model = next().toUpperCase()
      if (!/^[A-Z0-9]+$/.test(model)) return fail(at, 'the model is letters and digits, e.g. CT219')
      fields.model = model
      segments.push({ text: model, meaning: `model ${model}` })
      at++
      break
    }
  }
  if (at < parts.length) return fail(at, `nothing follows the ${segments.at(-1)?.text ?? 'code'} segment in this series`)
  return { ok: true, series: seriesCode, segments, fields, short }
}
