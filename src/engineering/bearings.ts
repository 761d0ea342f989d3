/**
 * Deep-groove ball bearings (62 and 63 series, 6201 upwards for light and gravity rolls) and spherical roller bearings (222 series) that
 * our rollers and pulleys use.
 *
 * Source of every figure: SKF, "Rolling bearings", catalogue PUB BU/P1 17000/1 EN (October 2018),
 * product tables for single row deep groove ball bearings and spherical roller bearings
 * (basic dynamic load rating C, basic static load rating C0, mass). One maker only: catalogues
 * differ by up to about 5 % for the same designation, so the table never mixes makers.
 * Dimensions d x D x B are the ISO 15 boundary dimensions and are the same for every maker.
 * Sealed (2RS) and shielded (ZZ) versions have the dimensions and load ratings of the open one.
 */

export type BearingKind = 'ball' | 'spherical-roller'

export interface Bearing {
  designation: string
  kind: BearingKind
  /** Bore d, mm. */
  bore: number
  /** Outside diameter D, mm. */
  outside: number
  /** Width B, mm. */
  width: number
  /** Basic dynamic load rating C, kN. */
  dynamic: number
  /** Basic static load rating C0, kN. */
  static: number
  /** Mass, kg. */
  mass: number
}

type Row = [designation: string, bore: number, outside: number, width: number, dynamic: number, staticRating: number, mass: number]

const ballRows: Row[] = [
  ['6201', 12, 32, 10, 7.28, 3.1, 0.037],
  ['6202', 15, 35, 11, 8.06, 3.75, 0.045],
  ['6203', 17, 40, 12, 9.95, 4.75, 0.065],
  ['6204', 20, 47, 14, 13.5, 6.55, 0.11],
  ['6205', 25, 52, 15, 14.8, 7.8, 0.13],
  ['6206', 30, 62, 16, 20.3, 11.2, 0.2],
  ['6207', 35, 72, 17, 27, 15.3, 0.29],
  ['6208', 40, 80, 18, 32.5, 19, 0.37],
  ['6209', 45, 85, 19, 35.1, 21.6, 0.41],
  ['6210', 50, 90, 20, 37.1, 23.2, 0.46],
  ['6211', 55, 100, 21, 46.2, 29, 0.61],
  ['6212', 60, 110, 22, 55.3, 36, 0.78],
  ['6303', 17, 47, 14, 14.3, 6.55, 0.12],
  ['6304', 20, 52, 15, 16.8, 7.8, 0.14],
  ['6305', 25, 62, 17, 23.4, 11.6, 0.23],
  ['6306', 30, 72, 19, 29.6, 16, 0.35],
  ['6307', 35, 80, 21, 35.1, 19, 0.46],
  ['6308', 40, 90, 23, 42.3, 24, 0.63],
  ['6309', 45, 100, 25, 55.3, 31.5, 0.83],
  ['6310', 50, 110, 27, 65, 38, 1.05],
  ['6311', 55, 120, 29, 74.1, 45, 1.35],
  ['6312', 60, 130, 31, 85.2, 52, 1.7],
]

const sphericalRows: Row[] = [
  ['22210', 50, 90, 23, 104, 108, 0.6],
  ['22211', 55, 100, 25, 125, 127, 0.8],
  ['22212', 60, 110, 28, 156, 166, 1.1],
  ['22213', 65, 120, 31, 193, 216, 1.45],
  ['22214', 70, 125, 31, 208, 228, 1.55],
  ['22215', 75, 130, 31, 212, 240, 1.6],
  ['22216', 80, 140, 33, 236, 270, 2.05],
  ['22217', 85, 150, 36, 285, 325, 2.6],
  ['22218', 90, 160, 40, 325, 375, 3.35],
  ['22220', 100, 180, 46, 425, 490, 4.95],
  ['22222', 110, 200, 53, 560, 640, 7.05],
  ['22224', 120, 215, 58, 655, 765, 8.75],
]

function toBearing(kind: BearingKind) {
  return ([designation, bore, outside, width, dynamic, staticRating, mass]: Row): Bearing => ({
    designation,
    kind,
    bore,
    outside,
    width,
    dynamic,
    static: staticRating,
    mass,
  })
}

/** Every bearing in the table, by designation without a seal suffix ("6205", "22216"). */
export const bearingTable: ReadonlyMap<string, Bearing> = new Map(
  [...ballRows.map(toBearing('ball')), ...sphericalRows.map(toBearing('spherical-roller'))].map((b) => [b.designation, b]),
)

export const sealVariants = ['open', '2rs', 'zz'] as const
export type SealVariant = (typeof sealVariants)[number]

/** "6205-2RS", "6205 2rs", "6205ZZ" and "6205" all name the 6205: its designation and seal. */
export function parseBearingCode(code: string): { bearing: Bearing; seal: SealVariant } | undefined {
  const match = /^\s*(\d{4,5})\s*[- ]?\s*(2RS1?|2RSH|ZZ|2Z)?\s*$/i.exec(code)
  if (!match) return undefined
  const bearing = bearingTable.get(match[1] ?? '')
  if (!bearing) return undefined
  const suffix = (match[2] ?? '').toUpperCase()
  const seal: SealVariant = suffix === '' ? 'open' : suffix.startsWith('2RS') ? '2rs' : 'zz'
  return { bearing, seal }
}

/** What a bearing's rings and balls are made of: chrome steel (the tables above) or stainless. */
export const bearingSteels = ['chrome', 'stainless'] as const
export type BearingSteel = (typeof bearingSteels)[number]

/**
 * The share of the chrome-steel load rating a stainless bearing of the same size carries. Makers
 * rate AISI 440C stainless bearings (S6204, S6205 ...) about 20 % below chrome-steel ones: the
 * stainless steel is hardened to 58-62 HRC against 60-64 HRC. Life at a load falls with the cube.
 */
export const stainlessLoadFactor = 0.8

/** The basic dynamic load rating C of a bearing in the given steel, kN. */
export function dynamicRating(bearing: Bearing, steel: BearingSteel = 'chrome'): number {
  return steel === 'stainless' ? bearing.dynamic * stainlessLoadFactor : bearing.dynamic
}

/** How a bearing is named in a table: "S6204" for the stainless version. */
export function bearingName(bearing: Bearing, steel: BearingSteel = 'chrome'): string {
  return steel === 'stainless' ? `S${bearing.designation}` : bearing.designation
}

/** The bearing of a designation, or an error that names it. */
export function bearingOf(designation: string): Bearing {
  const bearing = bearingTable.get(designation)
  if (!bearing) throw new Error(`bearing ${designation} is not in the bearing table (${[...bearingTable.keys()].join(', ')})`)
  return bearing
}
