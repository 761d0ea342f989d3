/**
 * Where the rolls of an idler set lie, seen along the belt: x across the belt, y up, origin at the
 * middle of the top of the base. The wing rolls rise from the centre roll at the trough angle (a
 * five-roll set at half and full angle), a gap between neighbouring shell ends for the brackets.
 */
import type { Vec2 } from './model.ts'

export interface RollPlace {
  /** The shell ends on the roll's axis, left to right. */
  a: Vec2
  b: Vec2
  /** The roll's slope, degrees anticlockwise from the x axis. */
  angle: number
}

/** What the layout reads of a set. */
export interface LaidOutSet {
  rolls: number
  angle: number
  /** Roll diameter the shells are raised by where they meet at an angle. */
  diameter: number
  length: number
  belt: number
  /** A picking set: a long centre roll and short wings. */
  picking?: boolean
}

/** A point `length` mm from p in the direction `degrees` (anticlockwise from the x axis). */
export function along(p: Vec2, degrees: number, length: number): Vec2 {
  const a = (degrees * Math.PI) / 180
  return [p[0] + Math.cos(a) * length, p[1] + Math.sin(a) * length]
}

/** A point offset from p by `distance` mm to the left of the direction `degrees`. */
export function normal(p: Vec2, degrees: number, distance: number): Vec2 {
  return along(p, degrees + 90, distance)
}

/** The rolls of a set, their axes `axisHeight` above the base where flat, plus the bracket positions. */
export function layout(set: LaidOutSet, axisHeight: number, gap: number): { rolls: RollPlace[]; brackets: Vec2[] } {
  const { rolls: count, angle } = set
  const r = set.diameter / 2
  const centreLength = count === 1 ? set.length : set.picking ? set.belt * 0.55 : set.length
  const wingLength = set.picking ? set.belt * 0.3 : set.length
  const wings = count === 5 ? [angle / 2, angle] : count === 1 ? [] : [angle]
  const right: RollPlace[] = []
  const brackets: Vec2[] = []
  let end: Vec2 = count === 2 ? [-gap / 2, axisHeight] : [centreLength / 2, axisHeight]
  let previous = 0
  if (count === 2) brackets.push([0, axisHeight])
  for (const wing of wings) {
    const start = along(end, previous, gap)
    const raised: Vec2 = [start[0], start[1] + r * (Math.cos((previous * Math.PI) / 180) - Math.cos((wing * Math.PI) / 180))]
    if (count !== 2 || previous !== 0) brackets.push([(end[0] + raised[0]) / 2, Math.max(end[1], raised[1])])
    const b = along(raised, wing, wing === angle ? wingLength : set.length)
    right.push({ a: raised, b, angle: wing })
    end = b
    previous = wing
  }
  const outer = along(end, previous, gap / 2)
  brackets.push([outer[0], outer[1]])
  const mirror = (p: Vec2): Vec2 => [-p[0], p[1]]
  const centre: RollPlace[] = count % 2 === 1 ? [{ a: [-centreLength / 2, axisHeight], b: [centreLength / 2, axisHeight], angle: 0 }] : []
  if (count === 1) brackets.splice(0, brackets.length, [centreLength / 2 + gap / 2, axisHeight])
  return {
    rolls: [...right.map((roll) => ({ a: mirror(roll.b), b: mirror(roll.a), angle: -roll.angle })), ...centre, ...right],
    brackets: [...brackets.map(mirror), ...brackets],
  }
}
