/** Solids of revolution about the X axis, drawn as a profile and revolved: no boolean operations, so every roll part is exact and quick. */
import { draw, Solid, type Shape3D } from 'replicad'

/** Axial position x and radius r, mm. */
export type ProfilePoint = [x: number, r: number]

/** The closed profile (x along the axis, r >= 0) revolved a full turn about the X axis. */
export function turned(profile: ProfilePoint[]): Shape3D {
  const [first, ...rest] = profile
  if (!first || rest.length < 2) throw new Error(`A turned part needs at least three profile points, got ${profile.length}`)
  let pen = draw(first)
  for (const point of rest) pen = pen.lineTo(point)
  const solid = pen
    .close()
    .sketchOnPlane('XY')
    .revolve([1, 0, 0], { origin: [0, 0, 0] })
  if (!(solid instanceof Solid)) throw new Error(`The profile ${JSON.stringify(profile)} did not revolve into one solid`)
  return solid
}

/** A tube (or a bar when inside is 0) from x0 to x1. */
export function tube(outside: number, inside: number, x0: number, x1: number): Shape3D {
  if (!(outside > inside && inside >= 0 && x1 > x0))
    throw new Error(`A tube needs outside > inside >= 0 and a length, got Ø${outside}/Ø${inside} from ${x0} to ${x1}`)
  return turned([
    [x0, inside / 2],
    [x1, inside / 2],
    [x1, outside / 2],
    [x0, outside / 2],
  ])
}
