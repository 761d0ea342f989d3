/**
 * The sizes a product is offered in, as its content file types them: only what cannot be
 * computed. Weights, ratings, speed limits and part numbers come from these (catalogue-figures.ts).
 * Lengths in mm, belt speeds in m/s, masses in kg.
 */
import type { BearingSteel } from './bearings.ts'

export const standardCodes = ['din', 'jis', 'sans', 'gb', 'iso', 'cema-b', 'cema-c', 'cema-d', 'cema-e', 'cema-f', 'own'] as const
export type StandardCode = (typeof standardCodes)[number]

export const standardNames: Record<StandardCode, string> = {
  din: 'DIN 15207-1', jis: 'JIS B 8803', sans: 'SANS 1313', gb: 'GB/T 990', iso: 'ISO 1537',
  'cema-b': 'CEMA B', 'cema-c': 'CEMA C', 'cema-d': 'CEMA D', 'cema-e': 'CEMA E', 'cema-f': 'CEMA F',
  own: 'our own dimensions',
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
  rollDiameter: [number, number]
  rollLength: [number, number]
  /** Rolls (or parts) per 8-hour shift. */
  outputPerShift: number
  /** Installed power, kW. */
  power: number
  /** Floor space, length x width, mm. */
  footprint: [number, number]
  mass: number
}

export interface MachineSizes {
  type: 'machine'
  series: string
  models: MachineModel[]
}

export type ProductSizes = RollerSizes | IdlerSetSizes | PulleySizes | PartSizes | ComponentSizes | MachineSizes
