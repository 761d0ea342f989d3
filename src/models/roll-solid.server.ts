/**
 * A conveyor roll as solids, from its size row: the shell (a tapered one from its small to its
 * large end), a covering where the row gives an outside diameter, the through shaft with its
 * stubs, and at each end a bearing housing pressed into the tube carrying its bearing.
 * Centred on the origin, the shaft along X.
 */
import type { Shape3D } from 'replicad'
import { bearingOf } from '../engineering/bearings.ts'
import { rollShaftLength } from '../engineering/shaft-layout.ts'
import type { ModelPart } from './model-parts.ts'
import { tube, turned } from './turned-solid.server.ts'

/** The figures of a roll that the solids read: a roller row, or one roll of an idler set's row. */
export interface RollFigures {
  d: number
  l: number
  wall: number
  shaft: number
  bearing: string
  outside?: number
  end?: number
}

/** How far the housing sits inside the tube end, and how much wider it is than its bearing (seal and lip). */
const housingSetBack = 3
const housingOverBearing = 6

export function rollParts(roll: RollFigures): ModelPart<Shape3D>[] {
  const { d, l, wall, shaft } = roll
  const bearing = bearingOf(roll.bearing)
  const half = l / 2
  const large = roll.end ?? d
  const shell = turned([
    [-half, d / 2 - wall],
    [half, large / 2 - wall],
    [half, large / 2],
    [-half, d / 2],
  ])
  const bore = d - 2 * wall
  if (bore <= bearing.outside)
    throw new Error(
      `the tube bore Ø${bore} (Ø${d} less two ${wall} mm walls) leaves no room for a housing round bearing ${roll.bearing} (Ø${bearing.outside})`,
    )
  if (bearing.bore !== shaft) throw new Error(`bearing ${roll.bearing} has a ${bearing.bore} mm bore, the shaft is Ø${shaft}`)
  const shaftHalf = rollShaftLength(l, shaft) / 2
  const parts: ModelPart<Shape3D>[] = [
    { name: 'shell', finish: 'shell', solid: shell },
    { name: 'shaft', finish: 'shaft', solid: tube(shaft, 0, -shaftHalf, shaftHalf) },
  ]
  if (roll.outside && roll.outside > large)
    parts.push({ name: 'covering', finish: 'covering', solid: tube(roll.outside, large, -half, half) })
  const housingWidth = bearing.width + housingOverBearing
  for (const [side, x] of [
    ['left', -1],
    ['right', 1],
  ] as const) {
    const outer = half - housingSetBack
    const inner = outer - housingWidth
    const [h0, h1] = x < 0 ? [-outer, -inner] : [inner, outer]
    parts.push({ name: `housing ${side}`, finish: 'housing', solid: tube(bore, bearing.outside, h0, h1) })
    const b0 = h0 + housingOverBearing / 2
    parts.push({ name: `bearing ${side}`, finish: 'bearing', solid: tube(bearing.outside, bearing.bore, b0, b0 + bearing.width) })
  }
  return parts
}
