/**
 * The CAD kernel's solid for each solid of a product's geometry (src/geometry/model.ts): a
 * revolved profile with its milled flats, an oriented block, or a helical bar. Each is built in a
 * local frame (x along its axis, y square to it) and then turned and moved into the product's frame.
 */
import { Compound, draw, makeBox, makeCompound, Solid as KernelSolid, type AnyShape, type Shape3D } from 'replicad'
import type { BlockSolid, HelixSolid, RevolvedSolid, Solid, Vec2, Vec3 } from '../geometry/model.ts'
import { dot, length, scale, sub, unit, upFrom } from '../geometry/solid-kit.ts'

const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
const degrees = (radians: number) => (radians * 180) / Math.PI

/** Rodrigues: `v` turned by `angle` radians about the unit vector `k`. */
function turn(v: Vec3, k: Vec3, angle: number): Vec3 {
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  const kv = cross(k, v)
  const kd = dot(k, v) * (1 - c)
  return [v[0] * c + kv[0] * s + k[0] * kd, v[1] * c + kv[1] * s + k[1] * kd, v[2] * c + kv[2] * s + k[2] * kd]
}

/** The square direction that is "up" for an axis: the geometry's own rule, or y for an axis along z. */
const upOf = (axis: Vec3): Vec3 => (Math.hypot(axis[0], axis[1]) < 1e-9 ? [0, 1, 0] : upFrom(axis))

/** A shape built with x along `xAxis` and y along `yAxis` of the product, its local origin at `origin`. */
function place(shape: Shape3D, origin: Vec3, xAxis: Vec3, yAxis: Vec3): Shape3D {
  const x = unit(xAxis)
  let placed = shape
  let y: Vec3 = [0, 1, 0]
  const k = cross([1, 0, 0], x)
  if (length(k) > 1e-9) {
    const angle = Math.atan2(length(k), x[0])
    placed = placed.rotate(degrees(angle), [0, 0, 0], [...unit(k)])
    y = turn(y, unit(k), angle)
  } else if (x[0] < 0) {
    placed = placed.rotate(180, [0, 0, 0], [0, 1, 0])
  }
  const target = unit(sub(yAxis, scale(x, dot(yAxis, x))))
  const spin = Math.atan2(dot(cross(y, target), x), dot(y, target))
  if (Math.abs(spin) > 1e-9) placed = placed.rotate(degrees(spin), [0, 0, 0], [...x])
  return placed.translate([...origin])
}

function solidOf(shape: AnyShape, what: string): Shape3D {
  if (!(shape instanceof KernelSolid || shape instanceof Compound)) throw new Error(`${what} did not make a solid`)
  return shape
}

/** A closed (x, r) profile turned a full turn about the x axis. */
function turned(profile: readonly Vec2[]): Shape3D {
  // A point repeated in a row is an edge of no length, which the kernel's sketcher cannot draw.
  const distinct = profile.filter((point, i) => {
    const previous = profile[(i + profile.length - 1) % profile.length] ?? point
    return Math.hypot(point[0] - previous[0], point[1] - previous[1]) > 1e-9
  })
  const [first, ...rest] = distinct
  if (!first || rest.length < 2) throw new Error(`a revolved solid needs at least three profile points, got ${profile.length}`)
  let pen = draw([...first])
  for (const point of rest) pen = pen.lineTo([...point])
  return solidOf(
    pen
      .close()
      .sketchOnPlane('XY')
      .revolve([1, 0, 0], { origin: [0, 0, 0] }),
    `the profile ${JSON.stringify(profile)}`,
  )
}

function revolvedSolid(solid: RevolvedSolid): Shape3D {
  let shape = turned(solid.profile)
  const reach = Math.max(...solid.profile.map(([, r]) => r)) + 1
  for (const flat of solid.flats ?? []) {
    for (const side of [1, -1]) {
      const near = (side * flat.across) / 2
      shape = shape.cut(makeBox([flat.from, near, -reach], [flat.to, side * reach, reach]))
    }
  }
  return place(shape, solid.origin, solid.axis, upOf(solid.axis))
}

function blockSolid(solid: BlockSolid): Shape3D {
  const [x, y, z] = solid.size
  return place(makeBox([-x / 2, -y / 2, -z / 2], [x / 2, y / 2, z / 2]), solid.centre, solid.xAxis, solid.yAxis)
}

/**
 * A helical bar: its section square to the axis is a ring sector as wide (in turn) as the bar's
 * width is of the pitch, extruded along the axis while it twists one turn per pitch.
 */
function helixSolid(solid: HelixSolid): Shape3D {
  const sweep = (360 * solid.width) / solid.pitch
  if (sweep >= 360) throw new Error(`a spiral bar ${solid.width} mm wide at a ${solid.pitch} mm pitch fills the whole turn`)
  const half = (sweep * Math.PI) / 360
  const at = (r: number, a: number): [number, number] => [r * Math.cos(a), r * Math.sin(a)]
  const section = (from: number) =>
    draw(at(solid.inner, -half))
      .lineTo(at(solid.outer, -half))
      .threePointsArcTo(at(solid.outer, half), at(solid.outer, 0))
      .lineTo(at(solid.inner, half))
      .threePointsArcTo(at(solid.inner, -half), at(solid.inner, 0))
      .close()
      .sketchOnPlane('YZ', from)
  const bar = (from: number, height: number, hand: 1 | -1) =>
    solidOf(section(from).extrude(height, { twistAngle: (hand * 360 * height) / solid.pitch }), `the spiral ${solid.name}`)
  const span = solid.to - solid.from
  let shape: Shape3D
  if (solid.mirrored) {
    const middle = solid.from + span / 2
    // Two bars meeting at the middle, kept as a compound: fusing twisted faces costs seconds a roll and changes no dimension.
    shape = solidOf(makeCompound([bar(solid.from, span / 2, 1), bar(middle, span / 2, -1)]), `the spiral ${solid.name}`)
  } else {
    shape = bar(solid.from, span, 1)
  }
  return place(shape, solid.origin, solid.axis, upOf(solid.axis))
}

export function kernelSolid(solid: Solid): Shape3D {
  switch (solid.shape) {
    case 'revolved':
      return revolvedSolid(solid)
    case 'block':
      return blockSolid(solid)
    case 'helix':
      return helixSolid(solid)
  }
}
