/**
 * One bearing end of a roll in our standard layout, in the half plane of its axis (u from the
 * tube end inwards, r from the axis): the pressed housing welded in the tube, the labyrinth seal
 * in front of the bearing and the circlip outside it. Sizes follow the bearing and the tube bore.
 */
import type { Vec2 } from './model.ts'

export interface RollEndInput {
  /** Outside radius of the tube at this end. */
  radius: number
  /** Tube (or polymer shell) wall. */
  wall: number
  bearing: { outside: number; width: number }
  shaft: number
}

export interface EndGeometry {
  /** Tube outside and inside radius. */
  R: number
  Ri: number
  /** Bearing seat radius. */
  Rb: number
  /** Shaft radius. */
  rs: number
  /** Housing sheet thickness. */
  h: number
  /** Axial room of the seal in front of the bearing. */
  seal: number
  /** Axial depth of the housing's lip in the tube. */
  lip: number
  /** Bearing width. */
  bw: number
}

export function rollEndGeometry({ radius, wall, bearing, shaft }: RollEndInput): EndGeometry {
  const Ri = radius - wall
  const Rb = bearing.outside / 2
  const h = Math.max(1.5, Math.min(4, (Ri - Rb) / 3))
  const seal = Math.max(9, bearing.width * 0.85)
  return { R: radius, Ri, Rb, rs: shaft / 2, h, seal, lip: seal * 0.55 + h, bw: bearing.width }
}

/** The pressed housing's profile. */
export function housingProfile(g: EndGeometry): Vec2[] {
  const { Ri, Rb, h, seal, lip, bw } = g
  const back = seal + bw
  return [
    [0, Ri],
    [lip, Ri],
    [lip, Rb + h],
    [back + h, Rb + h],
    [back + h, Rb - 2.5],
    [back, Rb - 2.5],
    [back, Rb],
    [lip - h, Rb],
    [lip - h, Ri - h],
    [0, Ri - h],
  ]
}

/** The labyrinth seal's body: from the tube end to the bearing, shaft to housing. */
export function sealProfile(g: EndGeometry): Vec2[] {
  const { rs, Ri, Rb, h, seal, lip } = g
  return [
    [1.5, rs + 0.4],
    [1.5, Ri - h],
    [lip - h, Ri - h],
    [lip - h, Rb],
    [seal - 0.5, Rb],
    [seal - 0.5, rs + 0.4],
  ]
}

/** The bearing's section: its rings from bore to outside, across its width. */
export function bearingProfile(g: EndGeometry): Vec2[] {
  return rectangle(g.seal, g.seal + g.bw, g.rs, g.Rb)
}

/** The circlip in its groove just outside the seal. */
export function circlipProfile(g: EndGeometry): Vec2[] {
  return rectangle(-1.8, -0.4, g.rs - 1.2, g.rs + 2.2)
}

/** A rectangle of the half plane from u1 to u2 and r1 to r2. */
export function rectangle(u1: number, u2: number, r1: number, r2: number): Vec2[] {
  return [
    [u1, r1],
    [u2, r1],
    [u2, r2],
    [u1, r2],
  ]
}
