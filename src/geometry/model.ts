/**
 * The plain data a product's geometry is made of: solids in millimetres, the dimensions its size
 * table letters, centre lines, hidden lines and callouts. Every picture and file of a product (SVG
 * drawing, illustration, DXF, PDF, 3D model) reads these and nothing else; none of them holds SVG,
 * so a CAD kernel can build its solids from the same model.
 *
 * Frames, in mm: a roll and a pulley have x along their axis with the origin at the middle of the
 * shell, y up and z towards the viewer of the elevation. An idler set has x across the belt, y up
 * and z along the belt's travel, with the origin at the middle of the top of its base.
 */

export type Vec2 = readonly [number, number]
export type Vec3 = readonly [number, number, number]

/** What a solid is made of, for shading and for the 3D model's materials. */
export type SolidMaterial = 'steel' | 'stainless' | 'polymer' | 'rubber' | 'polyurethane' | 'ceramic' | 'bearing-steel'

/**
 * A solid of revolution: a closed profile in the half plane (u along the axis from `origin`, r from
 * the axis, r >= 0), turned once round `axis` (a unit vector). `flats` are two parallel flats milled
 * across the solid between u = from and u = to, `across` apart (a roll's shaft ends).
 */
export interface RevolvedSolid {
  shape: 'revolved'
  name: string
  material: SolidMaterial
  origin: Vec3
  axis: Vec3
  profile: Vec2[]
  flats?: Array<{ from: number; to: number; across: number }>
  /** Inside the product: drawn hidden (or cut) in an outside view. */
  inside?: boolean
}

/** A rectangular block: `size` along its own x, y and z axes (unit vectors), centred on `centre`. */
export interface BlockSolid {
  shape: 'block'
  name: string
  material: SolidMaterial
  centre: Vec3
  size: Vec3
  xAxis: Vec3
  yAxis: Vec3
  inside?: boolean
}

/**
 * A bar wound round an axis (a spiral cleaning roll): from u = from to u = to along `axis`, radius
 * `inner` to `outer`, one turn per `pitch`, the bar `width` wide along the axis; `hand` is the sense
 * of the winding, and `mirrored` winds the half past the middle the other way (a two-handed spiral).
 */
export interface HelixSolid {
  shape: 'helix'
  name: string
  material: SolidMaterial
  origin: Vec3
  axis: Vec3
  from: number
  to: number
  inner: number
  outer: number
  pitch: number
  width: number
  mirrored: boolean
  inside?: boolean
}

export type Solid = RevolvedSolid | BlockSolid | HelixSolid

/**
 * A dimension of the product between two points: its length is `mm` (a diameter: across the
 * solid, through the axis). `letter` is the letter the size table's header gives it, exactly as
 * printed there; a dimension without one is a reference figure (belt width, trough angle).
 */
export interface ModelDimension {
  label: string
  letter?: string
  mm: number
  kind: 'length' | 'diameter' | 'angle'
  from: Vec3
  to: Vec3
}

export interface ModelLine {
  name: string
  from: Vec3
  to: Vec3
}

/** A leader from a point on the part to its note. */
export interface ModelCallout {
  text: string
  at: Vec3
}

export interface ProductGeometry {
  /** The kind of model, which says which frame its coordinates are in. */
  model: 'roll' | 'idler-set' | 'pulley'
  /** The part number of the size row the model is built from. */
  partNumber: string
  solids: Solid[]
  dimensions: ModelDimension[]
  /** Axes of rolls and shafts, symmetry lines. */
  centreLines: ModelLine[]
  /** Edges inside the product that an outside view shows dashed. */
  hiddenLines: ModelLine[]
  callouts: ModelCallout[]
}

/** The extent of every solid along each axis: checks of the model and the views' sizes read it. */
export interface Bounds {
  min: Vec3
  max: Vec3
}
