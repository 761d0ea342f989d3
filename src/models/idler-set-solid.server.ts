/**
 * An idler set as solids, from its size row: its rolls placed as the set's front drawing places
 * them (the one layout of a set's rolls), on a base with a bracket at every roll end. A frame
 * sold without rolls is the base and brackets alone. X across the belt, Y up, Z along the belt;
 * the origin is the middle of the base top.
 */
import { makeBox, type Shape3D } from 'replicad'
import type { IdlerSetRow, IdlerSetSizes } from '../engineering/size-rows.ts'
import { layout } from '../drawings/technical/idlers.ts'
import type { ModelPart } from './model-parts.ts'
import { rollParts } from './roll-solid.server.ts'

/** The front drawing's spacing (src/drawings/technical/idlers.ts): roll end gap, axis height over the roll, frame beyond the outer brackets. */
const rollGap = 50
const axisClearance = 80
const frameOverhang = 90
const baseDepth = 60
const bracketThickness = 16

export function idlerSetParts(row: IdlerSetRow, sizes: Pick<IdlerSetSizes, 'outside' | 'frameOnly'>): ModelPart<Shape3D>[] {
  const outside = row.outside ?? sizes.outside
  const overall = Math.max(row.d, outside ?? 0)
  const set = { belt: row.belt, angle: row.angle, rolls: row.rolls, diameter: row.d, length: row.l, picking: false }
  const axis = overall / 2 + axisClearance
  const { rolls, brackets } = layout({ ...set, rangeText: '', otherAngles: [], offset: false }, axis, rollGap)
  const parts: ModelPart<Shape3D>[] = []
  if (!sizes.frameOnly) {
    rolls.forEach((place, index) => {
      const [ax, ay] = place.a
      const [bx, by] = place.b
      const angle = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI
      for (const part of rollParts({ ...row, outside })) {
        parts.push({
          name: `roll ${index + 1} ${part.name}`,
          finish: part.finish,
          solid: part.solid.rotate(angle, [0, 0, 0], [0, 0, 1]).translate([(ax + bx) / 2, (ay + by) / 2, 0]),
        })
      }
    })
  }
  const depth = Math.min(baseDepth, overall) / 2
  const halfWidth = Math.max(...brackets.map(([x]) => Math.abs(x)), row.belt / 2) + frameOverhang
  parts.push({ name: 'base', finish: 'frame', solid: makeBox([-halfWidth, -baseDepth, -depth], [halfWidth, 0, depth]) })
  brackets.forEach(([x, y], index) => {
    parts.push({
      name: `bracket ${index + 1}`,
      finish: 'frame',
      solid: makeBox([x - bracketThickness / 2, 0, -depth], [x + bracketThickness / 2, y + 22, depth]),
    })
  })
  return parts
}
