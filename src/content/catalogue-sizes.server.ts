/**
 * A product's size rows as its page shows them: the catalogue figures of src/engineering turned
 * into table cells (metric first, inch and pound where the standard is CEMA), with the notes
 * that say how each figure was found.
 */
import {
  catalogueFigures,
  cemaClassOf,
  isReturnPosition,
  ratingLifeHours,
  rollSpeedLimit,
  setPositionOf,
  type RatedSize,
  type SizeFigures,
} from '../engineering/catalogue-figures.ts'
import { stainlessLoadFactor } from '../engineering/bearings.ts'
import { isPolymerShell, polymerGrades, polymerShellLimit, temperatureText } from '../engineering/polymer-shell.ts'
import { driveFriction, hubSlopeLimitMinutes, shaftAllowableStress } from '../engineering/pulley-shaft.ts'
import { loadShare } from '../engineering/idler-load.ts'
import { leadRowIndex } from '../engineering/lead-row.ts'
import { pulleyHubSeat } from '../engineering/shaft-layout.ts'
import { partNumberOf, type SeriesEntry } from '../engineering/part-numbers.ts'
import type { PlacedSize } from '../engineering/size-fits.ts'
import { captionStandard, isCema, type ProductSizes } from '../engineering/size-rows.ts'
import { inchesText, kilogramsText, kNToLbf, poundsText, roundTo } from '../engineering/units.ts'
import type { ProductRecord } from './schemas.ts'

export interface SizeCell {
  text: string
  /** Inch-pound equivalent, shown under the metric figure on CEMA products. */
  imperial?: string
}

export interface SizeColumn {
  label: string
  /** The dimension's letter on the technical drawing. */
  letter?: string
  unit?: string
}

export interface SizeTableRow {
  partNumber: string
  cells: SizeCell[]
}

export interface SizeTable {
  kind: 'sizes' | 'models'
  standard?: string
  columns: SizeColumn[]
  rows: SizeTableRow[]
  notes: string[]
}

const fixed = (value: number, step: number) => String(roundTo(value, step))
const gramsText = (kg: number) => fixed(kg * 1000, kg < 0.01 ? 0.1 : 1)

function speedNote(figures: SizeFigures[]): string | undefined {
  return figures.some((f) => f.maxBeltSpeed !== undefined)
    ? `Highest belt speed: the speed at which the roll reaches ${rollSpeedLimit} rpm, the SANS 1313-1 ceiling for troughed idlers (n = v x 60 / (pi x D)).${figures.some((f) => f.maxBeltSpeed === undefined) ? ' Return rolls are not troughed idlers and are not held to it ("-"): their load rating at each belt speed is their limit.' : ''}`
    : undefined
}

/** The "Sizes and ratings" table of a product, or undefined when it lists no sizes. */
export function sizeTableOf(product: Pick<ProductRecord, 'name' | 'sizes'>): SizeTable | undefined {
  const sizes = product.sizes
  if (!sizes) return undefined
  const figures = catalogueFigures(sizes)
  const first = figures[0]
  if (!first) return undefined
  if (sizes.type === 'machine') {
    return {
      kind: 'models',
      columns: [...first.details.map((d) => ({ label: d.label })), { label: 'Machine mass', unit: 'kg' }],
      rows: figures.map((f) => ({
        partNumber: f.partNumber,
        cells: [...f.details.map((d) => ({ text: d.value })), { text: kilogramsText(f.mass) }],
      })),
      notes: ['Output per 8-hour shift with one operator on the common roll sizes; figures for your sizes with the quotation.'],
    }
  }
  const cema = 'standard' in sizes && isCema(sizes.standard)
  const lengthCell = (mm: number): SizeCell => ({
    text: fixed(mm, mm < 100 ? 0.1 : 1),
    imperial: cema ? `${inchesText(mm)} in` : undefined,
  })
  const speeds = 'beltSpeeds' in sizes ? sizes.beltSpeeds : undefined
  // Small parts are weighed in grams: a ring of 14 g never reads "0.01 kg", nor "0 kg".
  const speedLimited = figures.some((f) => f.maxBeltSpeed !== undefined)
  const grams = Math.min(...figures.map((f) => f.mass)) < 0.1
  const columns: SizeColumn[] = [
    ...first.dimensions.map((d) => ({ label: d.label, letter: d.letter, unit: 'mm' })),
    ...first.details.map((d) => ({ label: d.label })),
    { label: 'Mass', unit: grams ? 'g' : 'kg' },
    ...(first.rotatingMass !== undefined && sizes.type !== 'pulley' ? [{ label: 'Rotating mass', unit: 'kg' }] : []),
    ...(speeds && first.ratings.length > 0 ? speeds.map((v) => ({ label: `Load rating at ${v} m/s`, unit: 'kN' })) : []),
    ...(speeds && first.cema
      ? [
          { label: 'CEMA 502 load rating', unit: 'kN' },
          ...speeds.map((v) => ({ label: `Bearing L10 life at that load, ${v} m/s`, unit: 'h' })),
        ]
      : []),
    ...(speedLimited ? [{ label: 'Highest belt speed', unit: 'm/s' }] : []),
  ]
  const rows = figures.map((f): SizeTableRow => ({
    partNumber: f.partNumber,
    cells: [
      ...f.dimensions.map((d) => lengthCell(d.mm)),
      ...f.details.map((d) => ({ text: d.value })),
      { text: grams ? gramsText(f.mass) : kilogramsText(f.mass), imperial: cema ? `${poundsText(f.mass)} lb` : undefined },
      ...(f.rotatingMass !== undefined && sizes.type !== 'pulley'
        ? [{ text: kilogramsText(f.rotatingMass), imperial: cema ? `${poundsText(f.rotatingMass)} lb` : undefined }]
        : []),
      ...(speeds && f.ratings.length > 0
        ? f.ratings.map((r) => ({
            text: fixed(r.load, r.load < 10 ? 0.01 : 0.1),
            imperial: cema ? `${fixed(kNToLbf(r.load), 10)} lbf` : undefined,
          }))
        : []),
      ...(speeds && f.cema ? cemaCells(f.cema, speeds.length) : []),
      ...(speedLimited ? [{ text: f.maxBeltSpeed?.toFixed(1) ?? '-' }] : []),
    ],
  }))
  const ratingNote = ratingNoteOf(sizes, first)
  return {
    kind: 'sizes',
    standard: captionStandard(sizes),
    columns,
    rows,
    notes: [drawnRowNote(sizes, figures), ratingNote, speedNote(figures), shaftNote(sizes), massNote(sizes)].filter(
      (note): note is string => Boolean(note),
    ),
  }
}

/** Which row the drawings show: the lead row, for the products drawn from their size rows. */
function drawnRowNote(sizes: ProductSizes, figures: readonly SizeFigures[]): string {
  const letters = 'Letters A, B, C... are the dimensions marked on the technical drawing'
  const drawn = sizes.type === 'roller' || sizes.type === 'idler-set' || sizes.type === 'pulley' ? figures[leadRowIndex(sizes)] : undefined
  return drawn ? `${letters}, which shows ${drawn.partNumber}.` : `${letters}.`
}

/** A CEMA row's rating (kN over lb) and the bearing life at it; a width the class table does not list is quoted on request. */
function cemaCells(cema: NonNullable<SizeFigures['cema']>, speeds: number): SizeCell[] {
  if (cema.rating === undefined) return [{ text: 'on request' }, ...Array.from({ length: speeds }, () => ({ text: '-' }))]
  const hours = (h: number) => (h >= 1e6 ? 'over 1,000,000' : roundTo(h, h < 100_000 ? 1000 : 10_000).toLocaleString('en-GB'))
  return [
    { text: cema.rating.toFixed(2), imperial: `${fixed(kNToLbf(cema.rating), 1)} lb` },
    ...cema.lifeHours.map((h) => ({ text: hours(h) })),
  ]
}

/** The one bearing basis every rated table states. */
export const bearingBasisNote =
  'Every rating assumes the premium bearing option, with the dynamic load rating C of the SKF catalogue; the standard bearings from our Chinese makers have a lower catalogue C, and the rating on them comes with the quotation.'

function ratingNoteOf(sizes: ProductSizes, first: SizeFigures): string | undefined {
  const note = ratingBasisOf(sizes, first)
  return note && (first.cema || first.ratings.length > 0) ? `${note} ${bearingBasisNote}` : note
}

function ratingBasisOf(sizes: ProductSizes, first: SizeFigures): string | undefined {
  if (first.cema) {
    const set = sizes.type === 'idler-set'
    return `Load rating: the CEMA 502 class rating for the class, belt width and trough angle (${set ? 'per idler set, 70 % of it on the centre roll; a flat one-roll set reads the return table' : 'per roll: 70 % of the lowest set rating at 20, 35 and 45 deg for a troughing roll, the return idler rating for a flat roll'}), on CEMA's basis of L10 30,000 h at 500 rpm. Beside it, the L10 life (ISO 281) of our bearings at that load at each belt speed, from the SKF catalogue C. Belt widths the class table does not list are rated on request.`
  }
  if (first.ratings.length === 0)
    return sizes.type === 'part' && sizes.part === 'bearing'
      ? 'C and C0: basic dynamic and static load ratings from the SKF catalogue, the premium option; bearings from our Chinese makers are rated lower in their own catalogues.'
      : undefined
  const life = ratingLifeHours.toLocaleString('en-GB')
  const maker = 'dynamic load rating C from the SKF catalogue'
  if (sizes.type === 'pulley') {
    const torque = sizes.drive
      ? `; as a drive pulley its shaft also carries the torque of the effective tension at the traction limit T1/T2 = e^(mu x 180 deg), mu ${sizes.lagging?.kind === 'ceramic' ? driveFriction.ceramic : sizes.lagging ? driveFriction.rubber : driveFriction.bare}`
      : ''
    return `Load rating: the ${first.ratingBasis}, the smallest of three limits, the one that governs named in each row: the two bearings for a basic rating life L10 of ${life} h (ISO 281, exponent 10/3) at the pulley's speed, from the bearing's ${maker}; shaft bending stress at the journal and at the hub within ${shaftAllowableStress} MPa, a fatigue allowable for C45 quenched and tempered steel${torque}; shaft slope at the hub within ${hubSlopeLimitMinutes} arc-minutes (CEMA B105.1 practice). The shaft is taken simply supported at the bearing centres with half the load at each hub.`
  }
  const steel =
    sizes.type === 'roller' && sizes.bearingSteel === 'stainless'
      ? `, taken at ${stainlessLoadFactor * 100} % for the stainless bearing`
      : ''
  const grade = sizes.type === 'roller' && isPolymerShell(sizes.shell) ? polymerGrades[sizes.shell] : undefined
  const shell = grade
    ? ` Where it is lower, the ${grade.name} shell's own limit: the shell creeps under a steady load, so it is held to a long-term bending stress of ${grade.allowableStress} MPa at the top of its ${temperatureText(grade.temperature)} range, as a tube carrying the load along its length between its two housings; each row names the limit that governs.`
    : ''
  return `Load rating: the ${first.ratingBasis} for a basic rating life L10 of ${life} h (ISO 281) at the roll speed each belt speed gives, from the bearing's ${maker}${steel}; two bearings per roll share the load.${shell}`
}

/** How a roll's or pulley's shaft reads in its part number, where the table cannot show it all. */
function shaftNote(sizes: ProductSizes): string | undefined {
  if (sizes.type === 'roller')
    return 'Shaft: B is its overall length; both ends have two milled flats (F in the part number, after S, the shaft diameter and B), the width across them set to your brackets.'
  const pulley = sizes.type === 'pulley' ? sizes.rows[0] : undefined
  if (pulley)
    return `Shaft: S in the part number gives its diameter at the bearings, then through the hubs (S${pulley.shaft}/${pulleyHubSeat(pulley.shaft)}: ${pulley.shaft} mm and ${pulleyHubSeat(pulley.shaft)} mm). Shaft-end lengths and keyways are not listed here: ask for them with the quotation.`
  return undefined
}

function massNote(sizes: ProductSizes): string {
  if (sizes.type === 'component') {
    const built = sizes.rows.some((row) => row.angle !== undefined || row.bar !== undefined)
    // The rows are the builds we list; the specification's other angles and bar heights are made to order.
    return built
      ? 'Masses from our assembly drawings, for the trough angle and bar height each row lists. Other angles and bar heights in the specification are built to order; their part numbers carry them (T20, H100).'
      : 'Masses from our assembly drawings.'
  }
  if (sizes.type === 'idler-set' && sizes.frameOnly)
    return 'Mass: the frame alone, without rolls, from our drawings. Roll length, diameter and shaft are those of the rolls the frame takes.'
  if (sizes.type === 'idler-set')
    return 'Mass: the rolls calculated from their dimensions (steel 7850 kg/m3) plus the frame from our drawings. Rotating mass: one roll.'
  if (sizes.type === 'pulley')
    return 'Mass calculated from the dimensions (steel 7850 kg/m3): shell, end discs, hubs, lagging, shaft and bearings, without plummer blocks.'
  if (sizes.type === 'part' && sizes.part === 'bearing') return 'Bearing masses from the SKF catalogue.'
  if (sizes.type === 'part' && sizes.part === 'circlip')
    return 'Masses calculated from the DIN 471 ring thickness and section in spring steel (7850 kg/m3).'
  if (sizes.type === 'roller' && isPolymerShell(sizes.shell))
    return 'Masses calculated from the dimensions at handbook densities: the polymer shell, two moulded glass-filled nylon housings, seals, bearings and the steel shaft.'
  return 'Masses calculated from the dimensions: steel 7850 kg/m3, polymers and rubber at their handbook densities.'
}

/** Every series of the catalogue with what its codes mean: the part-number decoder's key. */
export function catalogueSeries(products: ReadonlyArray<Pick<ProductRecord, 'name' | 'sizes'>>): Map<string, SeriesEntry> {
  const series = new Map<string, SeriesEntry>()
  for (const product of products) {
    const sizes = product.sizes
    if (!sizes) continue
    series.set(sizes.series, { type: sizes.type, product: product.name, ...(sizes.type === 'part' ? { part: sizes.part } : {}) })
  }
  return series
}

/** Every roll and idler-set size of the catalogue, for the calculators' "which of our sizes fit"; frames and CEMA widths without a class rating are left out. */
export function ratedSizes(products: ReadonlyArray<Pick<ProductRecord, 'name' | 'sizes'> & { path: string; slug: string }>): RatedSize[] {
  return products.flatMap((product) => {
    const sizes = product.sizes
    if (!sizes || (sizes.type !== 'roller' && sizes.type !== 'idler-set') || (sizes.type === 'idler-set' && sizes.frameOnly)) return []
    const figures = catalogueFigures(sizes)
    const base = { product: product.name, path: product.path, slug: product.slug }
    if (sizes.type === 'roller') {
      return sizes.rows.flatMap((row, i): RatedSize[] => {
        const f = figures[i]
        if (!f || (f.cema && f.cema.rating === undefined)) return []
        const shell = isPolymerShell(sizes.shell) ? polymerShellLimit(sizes.shell, row.d, row.wall, row.l) : undefined
        const limit = f.cema?.rating ?? shell
        const position = row.position ?? sizes.position
        const special = row.end !== undefined ? 'tapered' : row.pipe !== undefined ? 'pipe' : undefined
        return [
          {
            ...base,
            partNumber: f.partNumber,
            diameter: row.outside ?? row.d,
            bearing: row.bearing,
            share: 1,
            belt: row.belt,
            set: false,
            position,
            rolls: 1,
            angle: 0,
            length: row.l,
            rotatingMass: roundTo(f.rotatingMass ?? 0, 0.01),
            ...(limit === undefined ? {} : { limit }),
            ...(sizes.bearingSteel === 'stainless' ? { stainless: true } : {}),
            ...(isReturnPosition(position) ? { returnRoll: true } : {}),
            ...(sizes.covering ? { covering: sizes.covering.material } : {}),
            ...(special ? { special } : {}),
          },
        ]
      })
    }
    return sizes.rows.flatMap((row, i): RatedSize[] => {
      const f = figures[i]
      if (!f || (f.cema && f.cema.rating === undefined)) return []
      const position = setPositionOf(row.rolls, row.angle)
      return [
        {
          ...base,
          partNumber: f.partNumber,
          diameter: row.outside ?? sizes.outside ?? row.d,
          bearing: row.bearing,
          share: loadShare[row.rolls],
          belt: row.belt,
          set: true,
          position,
          rolls: row.rolls,
          angle: row.angle,
          length: row.l,
          rotatingMass: roundTo(row.rolls * (f.rotatingMass ?? 0), 0.01),
          ...(f.cema?.rating === undefined ? {} : { limit: f.cema.rating }),
          ...(isReturnPosition(position) ? { returnRoll: true } : {}),
          ...(sizes.covering ? { covering: sizes.covering.material } : {}),
        },
      ]
    })
  })
}

/** The rated sizes with a CEMA row's class. */
export function placedSizes(products: ReadonlyArray<Pick<ProductRecord, 'name' | 'sizes'> & { path: string; slug: string }>): PlacedSize[] {
  const classes = new Map<string, PlacedSize['cemaClass']>()
  for (const { sizes } of products) {
    if (!sizes || (sizes.type !== 'roller' && sizes.type !== 'idler-set')) continue
    const cemaClass = cemaClassOf(sizes.standard)
    if (cemaClass) for (const row of sizes.rows) classes.set(partNumberOf(sizes, row), cemaClass)
  }
  return ratedSizes(products).map((size) => {
    const cemaClass = classes.get(size.partNumber)
    return cemaClass ? { ...size, cemaClass } : size
  })
}
