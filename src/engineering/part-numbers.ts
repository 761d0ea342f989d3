/**
 * Our part numbers: one code per size row, readable by a person.
 *
 *   {series}-{standard}-{size}-[{shaft}-]{bearing}[-{options}]
 *
 *   CR-D-108x3.5x380-6204-S20x416F  roll 108 mm, 3.5 mm wall, 380 mm shell, bearing 6204,
 *                                   shaft 20 mm and 416 mm overall with milled flats (F)
 *   BIR-G-89/133x3.5x200-...        impact roll: tube 89 mm under 133 mm rings
 *   TPR-X-60T90x1.5x500-...         tapered roll: 60 mm small end, 90 mm large end, 500 mm long
 *   TI-G-1200x35x3-133-6205         idler set: 1200 mm belt, 35 degrees, 3 rolls of 133 mm
 *   DP-G-800x1400-S100/120-22220-D12 pulley 800 mm x 1400 mm face, shaft 100 mm at the bearings
 *                                   and 120 mm at the hubs, diamond lagging 12 mm (CR: crowned)
 *   CIH-G-133-6305                  part (housing) for a 133 mm tube and a 6305 bearing
 *   CBT-400x1000                    component for a 400 mm belt, 1000 mm long
 *   IBD-1200x1220-T35-H75           impact bed: 1200 mm belt, 1220 mm long, 35 degree trough, 75 mm bars
 *   HPM-HP159                       machine model HP159
 *
 * A roll's code carries what a fitter tells two rolls apart by: wall, shaft, overall shaft length
 * and shaft end; a pulley's its shaft at the bearings and the hubs, and its crown. The shorter codes
 * written before those were added (CR-D-108x380-6204, DP-G-800x1400-22220-D12) are still read,
 * and name the full code where only one size fits them (catalogueLookup).
 *
 * A code that decodes but is not in the catalogue is not a size we make (part-number-reader.ts
 * reads codes and looks them up).
 *
 * The series (2-4 capitals) belongs to one product and says how the rest reads.
 */
import type {
  ComponentRow,
  IdlerSetRow,
  LaggingKind,
  MachineModel,
  PartKind,
  PartRow,
  ProductSizes,
  PulleyRow,
  RollerRow,
  StandardCode,
} from './size-rows.ts'
import { pulleyHubSeat, rollShaftLength } from './shaft-layout.ts'

export const standardLetters: Record<StandardCode, string> = {
  din: 'D',
  jis: 'J',
  sans: 'S',
  gb: 'G',
  iso: 'I',
  'cema-b': 'CB',
  'cema-c': 'CC',
  'cema-d': 'CD',
  'cema-e': 'CE',
  'cema-f': 'CF',
  own: 'X',
}
export const laggingLetters: Record<LaggingKind, string> = { plain: 'P', diamond: 'D', herringbone: 'H', ceramic: 'C' }
export const laggingNames: Record<LaggingKind, string> = {
  plain: 'plain rubber lagging',
  diamond: 'diamond-grooved rubber lagging',
  herringbone: 'herringbone-grooved rubber lagging',
  ceramic: 'ceramic-tile lagging',
}

/**
 * Shaft ends of our rolls: F, two milled flats at each end, set across to the buyer's brackets
 * (DIN 15207-1 widened them from 14 to 15 mm in 2000, and frames of both widths are in service).
 */
export const shaftEnds = { F: 'milled flats at both ends' } as const
export type ShaftEnd = keyof typeof shaftEnds
const catalogueShaftEnd: ShaftEnd = 'F'

/** The option segment of a crowned pulley. */
export const crownLetters = 'CR'

export const seriesPattern = /^[A-Z]{2,4}$/

type AnyRow = RollerRow | IdlerSetRow | PulleyRow | PartRow | ComponentRow | MachineModel

function partSize(part: PartKind, row: PartRow): string {
  switch (part) {
    case 'housing':
      return `${row.tube}-${row.bearing}`
    case 'seal':
    case 'cover':
    case 'bearing':
      return `${row.bearing}`
    case 'shaft':
      return `${row.shaft}x${row.length}`
    case 'tube':
      return `${row.tube}x${row.wall}x${row.length}`
    case 'circlip':
      return `${row.shaft}`
    case 'ring':
      return `${row.tube}/${row.outside}x${row.width}`
  }
}

/** The part number of one size row of a product. */
export function partNumberOf(sizes: ProductSizes, row: AnyRow): string {
  switch (sizes.type) {
    case 'roller': {
      const r = row as RollerRow
      const size = `${r.d}${r.outside ? `/${r.outside}` : ''}${r.end ? `T${r.end}` : ''}x${r.wall}x${r.l}`
      const shaft = `S${r.shaft}x${rollShaftLength(r.l, r.shaft)}${catalogueShaftEnd}`
      return [sizes.series, standardLetters[sizes.standard], size, r.bearing, shaft].join('-')
    }
    case 'idler-set': {
      const r = row as IdlerSetRow
      return [sizes.series, standardLetters[sizes.standard], `${r.belt}x${r.angle}x${r.rolls}`, String(r.d), r.bearing].join('-')
    }
    case 'pulley': {
      const r = row as PulleyRow
      const crown = sizes.crown ? [crownLetters] : []
      const lagging = sizes.lagging ? [`${laggingLetters[sizes.lagging.kind]}${sizes.lagging.thickness}`] : []
      return [
        sizes.series,
        standardLetters[sizes.standard],
        `${r.d}x${r.face}`,
        `S${r.shaft}/${pulleyHubSeat(r.shaft)}`,
        r.bearing,
        ...crown,
        ...lagging,
      ].join('-')
    }
    case 'part':
      return [sizes.series, standardLetters[sizes.standard], partSize(sizes.part, row as PartRow)].join('-')
    case 'component': {
      const r = row as ComponentRow
      return [
        sizes.series,
        `${r.belt}${r.length ? `x${r.length}` : ''}`,
        ...(r.angle === undefined ? [] : [`T${r.angle}`]),
        ...(r.bar === undefined ? [] : [`H${r.bar}`]),
      ].join('-')
    }
    case 'machine':
      return [sizes.series, (row as MachineModel).model].join('-')
  }
}

/** What the decoder needs to know of a series: how its codes read, and whose it is. */
export interface SeriesEntry {
  type: ProductSizes['type']
  part?: PartKind
  /** The product's name, e.g. "Belt Conveyor Roller". */
  product: string
}
