/**
 * What a 3D model is made of, before any kernel: named parts, each a finish (which the GLB
 * colours) and a solid. Lengths in millimetres; X is a roll's or pulley's axis, Y is up, Z runs
 * along the belt.
 */

export const finishes = ['shell', 'shaft', 'housing', 'bearing', 'covering', 'frame'] as const
export type Finish = (typeof finishes)[number]

/** Base colour of each finish in the viewer, linear RGB. */
export const finishColours: Record<Finish, [number, number, number]> = {
  shell: [0.55, 0.57, 0.6],
  shaft: [0.8, 0.8, 0.82],
  housing: [0.3, 0.32, 0.36],
  bearing: [0.9, 0.75, 0.3],
  covering: [0.06, 0.06, 0.06],
  frame: [0.05, 0.2, 0.45],
}

/** A product model's parts, by the part number of the size row it shows. */
export interface ModelPart<Solid> {
  name: string
  finish: Finish
  solid: Solid
}
