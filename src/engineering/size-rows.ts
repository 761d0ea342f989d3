/**
 * The sizes a product is offered in, as its content file types them: only what cannot be
 * computed. Weights, ratings, speed limits and part numbers come from these (catalogue-figures.ts).
 * Lengths in mm, belt speeds in m/s, masses in kg.
 */
import type { BearingSteel } from './bearings.ts'

export const standardCodes = ['din', 'jis', 'sans', 'gb', 'iso', 'cema-b', 'cema-c', 'cema-d', 'cema-e', 'cema-f', 'own'] as const
export type StandardCode = (typeof standardCodes)[number]

/** The family a standard letter stands for; the document that applies depends on the product (standardFor). */
export const standardNames: Record<StandardCode, string> = {
  din: 'DIN (DIN 15207-1 rolls, DIN 22107 idler sets, DIN 471 circlips)',
  jis: 'JIS B 8803',
  sans: 'SANS 1313',
  iso: 'ISO 1537',
  gb: 'GB (GB/T 990 idlers and rolls, GB/T 988 pulleys, GB/T 894 circlips, GB/T 13793 tubes)',
  'cema-b': 'CEMA B',
  'cema-c': 'CEMA C',
  'cema-d': 'CEMA D',
  'cema-e': 'CEMA E',
  'cema-f': 'CEMA F',
  own: 'our own dimensions',
}

/** What a standard has to cover: a product's kind, read from its sizes. */
export type StandardSubject = 'roll' | 'idler-set' | 'pulley' | 'circlip' | 'tube' | 'bearing' | 'roll-part'

export function standardSubjectOf(type: ProductSizes['type'], part?: PartKind): StandardSubject | undefined {
  switch (type) {
    case 'roller':
      return 'roll'
    case 'idler-set':
      return 'idler-set'
    case 'pulley':
      return 'pulley'
    case 'part':
      return part === 'circlip' || part === 'tube' || part === 'bearing' ? part : 'roll-part'
    case 'component':
    case 'machine':
      return undefined
  }
}

/**
 * Which products each standard covers (domain facts sections 1 and 13): GB/T 990 idlers (rolls
 * and sets), GB/T 988 pulleys, GB/T 894 and DIN 471 circlips, GB/T 13793 welded steel tube
 * (tagged U in the facts: to verify), DIN 15207-1 rolls, DIN 22107 sets, and the idler standards
 * JIS B 8803, SANS 1313, ISO 1537 and CEMA 502. Bearings are to ISO 15 boundary dimensions.
 */
export const standardCoverage: Record<string, readonly StandardSubject[]> = {
  'GB/T 990': ['roll', 'idler-set', 'roll-part'],
  'GB/T 988': ['pulley'],
  'GB/T 894': ['circlip'],
  'GB/T 13793': ['tube'],
  'DIN 15207-1': ['roll', 'roll-part'],
  'DIN 22107': ['idler-set'],
  'DIN 471': ['circlip'],
  'JIS B 8803': ['roll', 'idler-set'],
  'SANS 1313': ['roll', 'idler-set'],
  'ISO 1537': ['roll', 'idler-set'],
  'CEMA 502': ['roll', 'idler-set'],
  'ISO 15': ['bearing'],
}

const byStandard: Record<StandardCode, Partial<Record<StandardSubject, string>> & { other: string }> = {
  gb: {
    roll: 'GB/T 990',
    'idler-set': 'GB/T 990',
    'roll-part': 'GB/T 990',
    pulley: 'GB/T 988',
    circlip: 'GB/T 894',
    tube: 'GB/T 13793',
    bearing: 'ISO 15',
    other: 'GB/T 990',
  },
  din: {
    roll: 'DIN 15207-1',
    'roll-part': 'DIN 15207-1',
    'idler-set': 'DIN 22107',
    circlip: 'DIN 471',
    bearing: 'ISO 15',
    other: 'DIN 15207-1',
  },
  jis: { other: 'JIS B 8803' },
  sans: { other: 'SANS 1313' },
  iso: { other: 'ISO 1537' },
  'cema-b': { other: 'CEMA 502' },
  'cema-c': { other: 'CEMA 502' },
  'cema-d': { other: 'CEMA 502' },
  'cema-e': { other: 'CEMA 502' },
  'cema-f': { other: 'CEMA 502' },
  own: { other: 'our own dimensions' },
}

/**
 * The standard document a product is built to, as its caption, decoder and datasheet name it:
 * the standard letter read for the product's kind ("GB/T 988" for a GB pulley). A kind the
 * family has no document for falls back to the family's main one, which the coverage rule then rejects.
 */
export function standardDocument(standard: StandardCode, subject: StandardSubject | undefined): string {
  const names = byStandard[standard]
  return (subject && names[subject]) || names.other
}

/** The caption text: the document, with the CEMA class where there is one ("CEMA 502 class C"). */
export function standardFor(standard: StandardCode, subject: StandardSubject | undefined): string {
  const document = standardDocument(standard, subject)
  if (standard.startsWith('cema-')) return `${document} class ${standard.slice(5).toUpperCase()}`
  return document
}

/** Whether the standard a product is built to covers its kind; products built to our own dimensions always pass. */
export function standardCovers(standard: StandardCode, subject: StandardSubject | undefined): boolean {
  if (standard === 'own' || subject === undefined) return true
  return standardCoverage[standardDocument(standard, subject)]?.includes(subject) ?? false
}

export const isCema = (standard: StandardCode) => standard.startsWith('cema-')

/** Where a roll runs, which decides the lengths that can serve a belt width. */
export const rollPositions = ['trough', 'trough-2', 'trough-5', 'flat', 'v-return', 'guide', 'any'] as const
export type RollPosition = (typeof rollPositions)[number]

export const shellMaterials = ['steel', 'stainless', 'hdpe', 'uhmwpe', 'nylon'] as const
export type ShellMaterial = (typeof shellMaterials)[number]

export const coveringMaterials = ['rubber', 'polyurethane', 'ceramicLagging'] as const
export type CoveringMaterial = (typeof coveringMaterials)[number]

export interface RollerRow {
  /** Tube (or polymer shell) outside diameter. */
  d: number
  /** Shell length, end to end of the tube. */
  l: number
  /** Shaft diameter at the bearing seat. */
  shaft: number
  /** Bearing designation, e.g. "6205". */
  bearing: string
  /** Tube or shell wall. */
  wall: number
  /** Belt width the roll serves (not for guide rolls). */
  belt?: number
  /** Outside diameter over rings, discs, spiral or cover, where the roll has them. */
  outside?: number
  /** Large-end diameter of a tapered shell (for curves); `d` is then its small end. */
  end?: number
  /** Where this size runs, when it differs from the product's position (a carrying and a return roll of one range). */
  position?: RollPosition
  /** Pipe conveyors: the diameter of the closed belt tube the roll serves, which is how such a roll is ordered. */
  pipe?: number
}

export interface RollerSizes {
  type: 'roller'
  series: string
  standard: StandardCode
  position: RollPosition
  /** The two belt speeds the product is offered for; ratings are given at each. */
  beltSpeeds: [number, number]
  shell?: ShellMaterial
  /** Stainless for an all-stainless roll (S62xx bearings, rated lower); chrome steel when absent. */
  bearingSteel?: BearingSteel
  /** Rings, discs, spiral or cover over the tube: material and the share of the length it fills. */
  covering?: { material: CoveringMaterial; fill: number }
  rows: RollerRow[]
}

export interface IdlerSetRow {
  belt: number
  /** Trough angle in degrees; 0 for a flat set. */
  angle: number
  rolls: 1 | 2 | 3 | 5
  d: number
  /** Length of each roll. */
  l: number
  shaft: number
  bearing: string
  wall: number
  /** Frame mass: not computable from the roll figures, so typed from our frame drawings. */
  frameMass: number
  /** Outside diameter over the rings of this row's rolls, where the range's sizes differ (impact sets on several cores). */
  outside?: number
}

export interface IdlerSetSizes {
  type: 'idler-set'
  series: string
  standard: StandardCode
  beltSpeeds: [number, number]
  /** Rings over the tubes (impact sets) or discs (return sets). */
  covering?: { material: CoveringMaterial; fill: number }
  /** Outside diameter over the covering for every row; a row's own `outside` overrides it. */
  outside?: number
  /** Frames sold without rolls: a row is the set the frame carries, and the frame is what is sold. */
  frameOnly?: boolean
  rows: IdlerSetRow[]
}

export const laggingKinds = ['plain', 'diamond', 'herringbone', 'ceramic'] as const
export type LaggingKind = (typeof laggingKinds)[number]

export interface PulleyRow {
  /** Shell diameter, without lagging. */
  d: number
  /** Face width of the shell. */
  face: number
  /** Shaft diameter at the bearings. */
  shaft: number
  /** Spherical roller bearing, e.g. "22216". */
  bearing: string
  /** Shell wall. */
  wall: number
  belt: number
}

export interface PulleySizes {
  type: 'pulley'
  series: string
  standard: StandardCode
  beltSpeeds: [number, number]
  lagging?: { kind: LaggingKind; thickness: number }
  shell?: 'steel' | 'stainless'
  /** A drive pulley: its shaft carries the drive torque as well as the belt load. */
  drive?: boolean
  /** A crowned face: trapezoidal, its taper set by the face width (pulleyCrown). */
  crown?: 'trapezoidal'
  rows: PulleyRow[]
}

export const partKinds = ['housing', 'seal', 'shaft', 'tube', 'bearing', 'circlip', 'ring', 'cover'] as const
export type PartKind = (typeof partKinds)[number]

export interface PartRow {
  bearing?: string
  /** Tube outside diameter the part fits (or is). */
  tube?: number
  wall?: number
  shaft?: number
  length?: number
  outside?: number
  width?: number
}

export interface PartSizes {
  type: 'part'
  series: string
  standard: StandardCode
  part: PartKind
  /** Housing material, for housings. */
  material?: 'pressed-steel' | 'cast-iron' | 'nylon'
  rows: PartRow[]
}

export interface ComponentRow {
  belt: number
  /** Length along the belt, where the component has one. */
  length?: number
  /** Trough angle the component is built to, in degrees (impact beds). */
  angle?: number
  /** Height of its impact bars, mm (impact beds and bar sets). */
  bar?: number
  /** Mass from our drawings: a component's mass is not computed from its belt width. */
  mass: number
}

export interface ComponentSizes {
  type: 'component'
  series: string
  rows: ComponentRow[]
}

export interface MachineModel {
  /** Letters and digits, e.g. "CT219". */
  model: string
  /** Diameter range of the workpiece (roll, tube or shaft), mm. */
  diameter: [number, number]
  /** Length range of the workpiece, mm. */
  length: [number, number]
  /** Rolls (or parts) per 8-hour shift. */
  outputPerShift: number
  /** Installed power, kW. */
  power: number
  /** Floor space, length x width, mm. */
  footprint: [number, number]
  mass: number
}

export const machineWorkpieces = ['roll', 'tube', 'shaft'] as const
export type MachineWorkpiece = (typeof machineWorkpieces)[number]

export interface MachineSizes {
  type: 'machine'
  series: string
  /** What the machine works on, which names its size columns; a roll when absent. */
  workpiece?: MachineWorkpiece
  models: MachineModel[]
}

export type ProductSizes = RollerSizes | IdlerSetSizes | PulleySizes | PartSizes | ComponentSizes | MachineSizes

/** The caption standard of a product's sizes; undefined for components and machines. */
export function captionStandard(sizes: ProductSizes): string | undefined {
  if (!('standard' in sizes)) return undefined
  return standardFor(sizes.standard, standardSubjectOf(sizes.type, sizes.type === 'part' ? sizes.part : undefined))
}
