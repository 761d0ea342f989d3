/**
 * A view as the CAD writer takes it: lines, circles and words in millimetres of the part (x to the
 * right, y up), each on its layer. Views of a modelled product are projected from its geometry
 * (model-views.ts); the others are read from their drawing sheets (sheet-geometry.ts).
 */

export type CadLayer = 'outline' | 'hidden' | 'centre' | 'dimensions' | 'text'
export type CadPoint = readonly [number, number]

export type CadEntity =
  | { kind: 'polyline'; layer: CadLayer; points: CadPoint[]; closed: boolean }
  | { kind: 'circle'; layer: CadLayer; centre: CadPoint; radius: number }
  | { kind: 'text'; layer: CadLayer; at: CadPoint; height: number; rotation: number; text: string; align: 'left' | 'center' | 'right' }

export interface CadView {
  /** e.g. "front elevation along the belt". */
  name: string
  /** False for a diagram not to scale (a conveyor layout), which the file says so. */
  toScale: boolean
  entities: CadEntity[]
}

/** The extent of a view's entities. */
export function cadBounds(entities: readonly CadEntity[]): { left: number; right: number; bottom: number; top: number } {
  const xs: number[] = []
  const ys: number[] = []
  const add = ([x, y]: CadPoint, r = 0) => {
    xs.push(x - r, x + r)
    ys.push(y - r, y + r)
  }
  for (const e of entities) {
    if (e.kind === 'polyline') e.points.forEach((p) => add(p))
    else if (e.kind === 'circle') add(e.centre, e.radius)
    else {
      // A word's run along its baseline, about 0.6 of its height a character.
      const run = e.text.length * e.height * 0.6
      const start = e.align === 'center' ? -run / 2 : e.align === 'right' ? -run : 0
      const a = (e.rotation * Math.PI) / 180
      add([e.at[0] + Math.cos(a) * start, e.at[1] + Math.sin(a) * start])
      add([e.at[0] + Math.cos(a) * (start + run), e.at[1] + Math.sin(a) * (start + run)])
    }
  }
  if (xs.length === 0) return { left: 0, right: 0, bottom: 0, top: 0 }
  return { left: Math.min(...xs), right: Math.max(...xs), bottom: Math.min(...ys), top: Math.max(...ys) }
}
