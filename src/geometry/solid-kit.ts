/**
 * Small pure helpers the geometry modules share: vectors, solids of revolution about an axis,
 * oriented blocks, and the letters a size table gives a model's dimensions.
 */
import type { LetteredDimension } from '../engineering/catalogue-figures.ts'
import type { BlockSolid, ModelDimension, RevolvedSolid, SolidMaterial, Vec2, Vec3 } from './model.ts'

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k]
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const length = (a: Vec3): number => Math.hypot(a[0], a[1], a[2])
export const unit = (a: Vec3): Vec3 => scale(a, 1 / length(a))
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]

/** A point on an axis: `u` along it from `origin`, `r` out along `radial` (a unit vector square to the axis). */
export const onAxis = (origin: Vec3, axis: Vec3, u: number, radial: Vec3 = [0, 1, 0], r = 0): Vec3 =>
  add(add(origin, scale(axis, u)), scale(radial, r))

/** The direction square to an axis in the x-y plane, turned 90 degrees anticlockwise from it (up, for a horizontal axis). */
export const upFrom = (axis: Vec3): Vec3 => unit([-axis[1], axis[0], 0])

/** An axis placed in a product: where u = 0 is and which way u runs. */
export interface Placement {
  origin: Vec3
  axis: Vec3
}

export function revolved(
  name: string,
  material: SolidMaterial,
  at: Placement,
  profile: Vec2[],
  extra: Pick<RevolvedSolid, 'flats' | 'inside'> = {},
): RevolvedSolid {
  return { shape: 'revolved', name, material, origin: at.origin, axis: at.axis, profile, ...extra }
}

/** A tube (or ring, disc, hub) from u1 to u2, bore radius r1, outside radius r2. */
export function annulus(u1: number, u2: number, r1: number, r2: number): Vec2[] {
  return [
    [u1, r1],
    [u2, r1],
    [u2, r2],
    [u1, r2],
  ]
}

/** A profile turned end for end about u = 0: the other end of a symmetric part. */
export const mirrorProfile = (profile: Vec2[], about = 0): Vec2[] => profile.map(([u, r]): Vec2 => [2 * about - u, r])

/** A profile given from an end at `end` inwards (u grows into the part), in the part's u. */
export const fromEnd = (profile: Vec2[], end: number, inwards: 1 | -1): Vec2[] => profile.map(([u, r]): Vec2 => [end + inwards * u, r])

export function block(
  name: string,
  material: SolidMaterial,
  centre: Vec3,
  size: Vec3,
  axes: { xAxis?: Vec3; yAxis?: Vec3; inside?: boolean } = {},
): BlockSolid {
  return {
    shape: 'block',
    name,
    material,
    centre,
    size,
    xAxis: axes.xAxis ?? [1, 0, 0],
    yAxis: axes.yAxis ?? [0, 1, 0],
    ...(axes.inside ? { inside: true } : {}),
  }
}

/** A block between two corners, square to the frame. */
export function boxBetween(name: string, material: SolidMaterial, a: Vec3, b: Vec3): BlockSolid {
  return block(name, material, scale(add(a, b), 0.5), [Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]), Math.abs(b[2] - a[2])])
}

/** A dimension the model can place, keyed by the label the size table's figures give it. */
export type PlacedDimension = Omit<ModelDimension, 'letter'>

/**
 * The model's dimensions with the size table's letters: every lettered dimension of the row's
 * figures must be one the model placed, at the same length, or the model and its table disagree.
 */
export function letterDimensions(what: string, placed: PlacedDimension[], lettered: readonly LetteredDimension[]): ModelDimension[] {
  for (const dimension of lettered) {
    const match = placed.find((p) => p.label === dimension.label)
    if (!match)
      throw new Error(`${what}: the size table letters "${dimension.label}" (${dimension.letter}), which the geometry does not place`)
    if (Math.abs(match.mm - dimension.mm) > 0.05)
      throw new Error(
        `${what}: ${dimension.letter} (${dimension.label}) is ${dimension.mm} mm in the table and ${match.mm} mm in the geometry`,
      )
  }
  return placed.map((p) => {
    const letter = lettered.find((d) => d.label === p.label)?.letter
    return letter ? { ...p, letter } : p
  })
}

/** The extent of a profile in r, for a solid's outside and bore. */
export const radii = (profile: Vec2[]): { inner: number; outer: number } => ({
  inner: Math.min(...profile.map(([, r]) => r)),
  outer: Math.max(...profile.map(([, r]) => r)),
})
