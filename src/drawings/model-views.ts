/**
 * The orthographic views of a product's geometry, full size in millimetres: each solid projected
 * on the view's plane, its dimensions drawn where the view shows them at their true length, its
 * centre lines, hidden lines and callouts. Rolls and pulleys: an elevation with the upper half in
 * section and an end view; idler sets: a front elevation along the belt, a plan and a side view.
 *
 * Solids turning about one axis are drawn together, as a single body seen from outside: where one
 * of them stands out further at a point along the axis, it hides the others there.
 */
import type { BlockSolid, HelixSolid, ModelDimension, ProductGeometry, RevolvedSolid, Solid, Vec2, Vec3 } from '../geometry/model.ts'
import { cadBounds, type CadEntity, type CadLayer, type CadPoint, type CadView } from './cad-view.ts'

interface ViewSpec {
  name: string
  /** Right and up on the sheet, as directions in the model. */
  h: Vec3
  v: Vec3
  /** Cut the upper half through the axis to show what is inside. */
  section?: boolean
  /** Hidden lines and callouts, which the model gives for the view along z. */
  main?: boolean
}

const viewsOf: Record<ProductGeometry['model'], ViewSpec[]> = {
  roll: [
    { name: 'elevation, upper half in section', h: [1, 0, 0], v: [0, 1, 0], section: true, main: true },
    { name: 'end view', h: [0, 0, -1], v: [0, 1, 0] },
  ],
  pulley: [
    { name: 'elevation, upper half in section', h: [1, 0, 0], v: [0, 1, 0], section: true, main: true },
    { name: 'end view', h: [0, 0, -1], v: [0, 1, 0] },
  ],
  'idler-set': [
    { name: 'front elevation along the belt', h: [1, 0, 0], v: [0, 1, 0], main: true },
    { name: 'plan view from above', h: [1, 0, 0], v: [0, 0, -1] },
    { name: 'side view', h: [0, 0, -1], v: [0, 1, 0] },
  ],
}

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
const round = (value: number) => Math.round(value * 1000) / 1000

class Projector {
  readonly out: CadEntity[] = []
  constructor(readonly view: ViewSpec) {}

  at(p: Vec3): CadPoint {
    return [round(dot(p, this.view.h)), round(dot(p, this.view.v))]
  }

  line(layer: CadLayer, points: CadPoint[], closed = false) {
    if (points.length > 1) this.out.push({ kind: 'polyline', layer, points, closed })
  }

  circle(layer: CadLayer, centre: CadPoint, radius: number) {
    this.out.push({ kind: 'circle', layer, centre, radius: round(radius) })
  }

  text(
    at: CadPoint,
    height: number,
    text: string,
    options: { rotation?: number; align?: 'left' | 'center' | 'right'; layer?: CadLayer } = {},
  ) {
    this.out.push({
      kind: 'text',
      layer: options.layer ?? 'text',
      at,
      height: round(height),
      rotation: round(options.rotation ?? 0),
      text,
      align: options.align ?? 'left',
    })
  }
}

/** The largest radius a profile reaches at u, or 0 where it does not reach u. */
function radiusAt(profile: Vec2[], u: number): number {
  let best = 0
  profile.forEach((a, i) => {
    const b = profile[(i + 1) % profile.length] as Vec2
    const [lo, hi] = a[0] <= b[0] ? [a, b] : [b, a]
    if (u < lo[0] || u > hi[0] || hi[0] === lo[0]) return
    best = Math.max(best, lo[1] + ((hi[1] - lo[1]) * (u - lo[0])) / (hi[0] - lo[0]))
  })
  return best
}

/** The outside of bodies turning about one axis: (u, r) along it, in runs where something reaches. */
function envelope(profiles: Vec2[][]): Vec2[][] {
  const us = [...new Set(profiles.flatMap((p) => p.map(([u]) => round(u))))].sort((a, b) => a - b)
  const reach = (u: number) => Math.max(0, ...profiles.map((p) => radiusAt(p, u)))
  const runs: Vec2[][] = []
  let run: Vec2[] = []
  for (let i = 0; i + 1 < us.length; i++) {
    const [u1, u2] = [us[i] as number, us[i + 1] as number]
    const e = Math.min(1e-4, (u2 - u1) / 4)
    const [r1, r2] = [reach(u1 + e), reach(u2 - e)]
    if (r1 <= 0 && r2 <= 0) {
      if (run.length > 0) runs.push(run)
      run = []
      continue
    }
    run.push([u1, r1], [u2, r2])
  }
  if (run.length > 0) runs.push(run)
  // Drop points in the middle of a straight, level stretch.
  return runs.map((points) =>
    points.filter((p, i) => i === 0 || i === points.length - 1 || !(points[i - 1]?.[1] === p[1] && points[i + 1]?.[1] === p[1])),
  )
}

/** Solids turning about the same axis, drawn as one body. */
function coaxialGroups(solids: Solid[]): Array<Array<RevolvedSolid | HelixSolid>> {
  const groups = new Map<string, Array<RevolvedSolid | HelixSolid>>()
  for (const solid of solids) {
    if (solid.shape === 'block') continue
    const key = [...solid.origin, ...solid.axis].map((x) => x.toFixed(3)).join(',')
    groups.set(key, [...(groups.get(key) ?? []), solid])
  }
  return [...groups.values()]
}

function drawGroup(p: Projector, group: Array<RevolvedSolid | HelixSolid>) {
  const { origin, axis } = group[0] as RevolvedSolid | HelixSolid
  const o = p.at(origin)
  const a: CadPoint = [dot(axis, p.view.h), dot(axis, p.view.v)]
  const k = Math.hypot(a[0], a[1])
  const revolvedSolids = group.filter((s): s is RevolvedSolid => s.shape === 'revolved')
  const outside = revolvedSolids.filter((s) => !s.inside)
  if (k < 0.05) {
    // Seen end-on: the circles of what shows from outside, the inside parts dashed.
    const shown = new Set<number>()
    const ring = (layer: CadLayer, r: number) => {
      if (r > 0 && !shown.has(round(r))) p.circle(layer, o, r)
      shown.add(round(r))
    }
    for (const solid of outside) ring('outline', Math.max(...solid.profile.map(([, r]) => r)))
    for (const solid of group) if (solid.shape === 'helix') ring('outline', solid.outer)
    return
  }
  const t: CadPoint = [a[0] / k, a[1] / k]
  const n: CadPoint = [-t[1], t[0]]
  const map = ([u, r]: Vec2): CadPoint => [round(o[0] + t[0] * u * k + n[0] * r), round(o[1] + t[1] * u * k + n[1] * r)]
  const runs = envelope(outside.map((s) => s.profile))
  if (p.view.section) {
    // Upper half: every part cut through the axis; lower half: the body from outside.
    for (const solid of revolvedSolids) p.line('outline', solid.profile.map(map), true)
    for (const run of runs)
      p.line('outline', [
        map([run[0]?.[0] ?? 0, 0]),
        ...run.map(([u, r]): CadPoint => map([u, -r])),
        map([run[run.length - 1]?.[0] ?? 0, 0]),
      ])
  } else {
    for (const run of runs) p.line('outline', [...run.map(map), ...[...run].reverse().map(([u, r]): CadPoint => map([u, -r]))], true)
  }
  for (const solid of group) if (solid.shape === 'helix') drawHelix(p, solid, map, p.view.section === true)
}

/** A spiral bar's two edges where they pass in front of the roll (the lower half only, in a half section). */
function drawHelix(p: Projector, helix: HelixSolid, map: (point: Vec2) => CadPoint, lowerOnly: boolean) {
  const middle = (helix.from + helix.to) / 2
  for (const edge of [-helix.width / 2, helix.width / 2]) {
    let run: CadPoint[] = []
    for (let u = helix.from; u <= helix.to; u += helix.pitch / 36) {
      const turns = (helix.mirrored && u > middle ? 2 * middle - u : u) / helix.pitch
      const angle = 2 * Math.PI * turns
      const facing = Math.sin(angle) >= 0 && (!lowerOnly || Math.cos(angle) <= 0)
      if (facing) run.push(map([u + edge, helix.outer * Math.cos(angle)]))
      else {
        p.line('outline', run)
        run = []
      }
    }
    p.line('outline', run)
  }
}

function drawBlock(p: Projector, block: BlockSolid) {
  const z = cross(block.xAxis, block.yAxis)
  const corners: CadPoint[] = []
  for (const i of [-0.5, 0.5])
    for (const j of [-0.5, 0.5])
      for (const l of [-0.5, 0.5]) {
        const [x, y, w] = [i * block.size[0], j * block.size[1], l * block.size[2]]
        const corner = (c: 0 | 1 | 2) => block.centre[c] + block.xAxis[c] * x + block.yAxis[c] * y + z[c] * w
        corners.push(p.at([corner(0), corner(1), corner(2)]))
      }
  p.line(block.inside ? 'hidden' : 'outline', convexHull(corners), true)
}

function convexHull(points: CadPoint[]): CadPoint[] {
  const sorted = [...new Map(points.map((q) => [`${q[0]},${q[1]}`, q])).values()].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  if (sorted.length < 3) return sorted
  const turn = (o: CadPoint, a: CadPoint, b: CadPoint) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const half = (list: CadPoint[]) => {
    const hull: CadPoint[] = []
    for (const q of list) {
      while (hull.length >= 2 && turn(hull[hull.length - 2] as CadPoint, hull[hull.length - 1] as CadPoint, q) <= 0) hull.pop()
      hull.push(q)
    }
    hull.pop()
    return hull
  }
  return [...half(sorted), ...half([...sorted].reverse())]
}

/** "A = 380", "B = Ø108", or for a reference figure "belt width 1000". */
export function dimensionText(d: ModelDimension): string {
  const figure = `${d.kind === 'diameter' ? 'Ø' : ''}${Number(d.mm.toFixed(1))}`
  return d.letter ? `${d.letter} = ${figure}` : `${d.label.toLowerCase()} ${figure}`
}

/**
 * Dimensions the view shows at their true length: extension lines out from the part, the
 * dimension line between them with its arrows, and the text over it. Each further dimension on
 * the same side stands further out.
 */
function drawDimensions(p: Projector, dimensions: ModelDimension[], body: ReturnType<typeof cadBounds>) {
  const size = Math.max(body.right - body.left, body.top - body.bottom)
  const centre: CadPoint = [(body.left + body.right) / 2, (body.top + body.bottom) / 2]
  const corners: CadPoint[] = [
    [body.left, body.bottom],
    [body.right, body.bottom],
    [body.left, body.top],
    [body.right, body.top],
  ]
  const step = size * 0.08
  const height = Math.max(2.5, size * 0.025)
  const stacks = new Map<string, number>()
  // The shorter dimensions of a side sit nearer the part.
  const bySpan = [...dimensions].sort((a, b) => a.mm - b.mm)
  for (const d of bySpan) {
    const [a, b] = [p.at(d.from), p.at(d.to)]
    const span = Math.hypot(b[0] - a[0], b[1] - a[1])
    if (d.kind === 'angle') {
      const true3d = Math.hypot(d.to[0] - d.from[0], d.to[1] - d.from[1], d.to[2] - d.from[2])
      if (Math.abs(span - true3d) > 0.01) continue
      const start = Math.atan2(b[1] - a[1], b[0] - a[0])
      const radius = span * 0.5
      const arc: CadPoint[] = Array.from({ length: 13 }, (_, i) => {
        const angle = (start * i) / 12
        return [round(a[0] + radius * Math.cos(angle)), round(a[1] + radius * Math.sin(angle))]
      })
      p.line('dimensions', [a, [round(a[0] + radius * 1.1), a[1]]])
      p.line('dimensions', arc)
      p.text([round(a[0] + radius * 1.05 * Math.cos(start / 2)), round(a[1] + radius * 1.05 * Math.sin(start / 2))], height, `${d.mm}°`, {
        layer: 'dimensions',
      })
      continue
    }
    if (span < 1e-6 || Math.abs(span - d.mm) > 0.01) continue
    const t: CadPoint = [(b[0] - a[0]) / span, (b[1] - a[1]) / span]
    let n: CadPoint = [-t[1], t[0]]
    const mid: CadPoint = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
    // Out, away from the middle of the part; a horizontal dimension through the middle goes below it.
    const side = (mid[0] - centre[0]) * n[0] + (mid[1] - centre[1]) * n[1]
    if (side < -1e-6 || (Math.abs(side) <= 1e-6 && n[1] > 0) || (Math.abs(side) <= 1e-6 && n[0] > 0)) n = [-n[0], -n[1]]
    const key = `${Math.round(Math.atan2(t[1], t[0]) * 100)} ${Math.round(n[0])} ${Math.round(n[1])}`
    const level = stacks.get(key) ?? 0
    stacks.set(key, level + 1)
    // Clear of the whole part, then one step further out for each dimension already on this side.
    const clear = Math.max(0, ...corners.map((c) => (c[0] - a[0]) * n[0] + (c[1] - a[1]) * n[1]))
    const offset = clear + step * (level + 0.8)
    const off = (q: CadPoint, by: number): CadPoint => [round(q[0] + n[0] * by), round(q[1] + n[1] * by)]
    const [qa, qb] = [off(a, offset), off(b, offset)]
    p.line('dimensions', [off(a, height * 0.3), off(a, offset + height * 0.4)])
    p.line('dimensions', [off(b, height * 0.3), off(b, offset + height * 0.4)])
    p.line('dimensions', [qa, qb])
    const arrow = Math.min(height * 0.8, span / 4)
    for (const [tip, sign] of [
      [qa, 1],
      [qb, -1],
    ] as const) {
      for (const spread of [0.3, -0.3]) {
        const back: CadPoint = [tip[0] + sign * arrow * (t[0] - spread * n[0]), tip[1] + sign * arrow * (t[1] - spread * n[1])]
        p.line('dimensions', [tip, [round(back[0]), round(back[1])]])
      }
    }
    let rotation = (Math.atan2(t[1], t[0]) * 180) / Math.PI
    if (rotation > 90.01) rotation -= 180
    if (rotation <= -90) rotation += 180
    const at = off([(qa[0] + qb[0]) / 2, (qa[1] + qb[1]) / 2], n[1] < -0.5 || n[0] < -0.5 ? -height * 0.4 - height : height * 0.4)
    p.text(at, height, dimensionText(d), { rotation, align: 'center', layer: 'dimensions' })
  }
}

function drawCallouts(p: Projector, geometry: ProductGeometry, body: ReturnType<typeof cadBounds>) {
  const height = Math.max(2.5, Math.max(body.right - body.left, body.top - body.bottom) * 0.025)
  const top = cadBounds(p.out).top
  const points = geometry.callouts.map((c) => ({ text: c.text, at: p.at(c.at) })).sort((a, b) => a.at[0] - b.at[0])
  points.forEach(({ text, at }, i) => {
    const shoulder: CadPoint = [round(at[0] + height * 2), round(top + height * (2 + 1.8 * (points.length - 1 - i)))]
    p.line('dimensions', [at, shoulder, [round(shoulder[0] + height), shoulder[1]]])
    p.text([round(shoulder[0] + height * 1.3), round(shoulder[1] - height * 0.4)], height, text)
  })
}

function project(geometry: ProductGeometry, view: ViewSpec): CadView {
  const p = new Projector(view)
  for (const group of coaxialGroups(geometry.solids)) drawGroup(p, group)
  for (const solid of geometry.solids) if (solid.shape === 'block') drawBlock(p, solid)
  const body = cadBounds(p.out)
  for (const line of geometry.centreLines) {
    const [a, b] = [p.at(line.from), p.at(line.to)]
    if (Math.hypot(b[0] - a[0], b[1] - a[1]) > 1) p.line('centre', [a, b])
  }
  if (view.main) {
    // The model's hidden lines lie in the plane of the main view: a half section shows the upper ones cut.
    for (const line of geometry.hiddenLines) {
      const [a, b] = [p.at(line.from), p.at(line.to)]
      if (!view.section || (a[1] < 0 && b[1] < 0)) p.line('hidden', [a, b])
    }
  }
  drawDimensions(p, geometry.dimensions, body)
  if (view.main) drawCallouts(p, geometry, body)
  return { name: view.name, toScale: true, entities: p.out }
}

/** The views of a product's geometry, full size, in the order a drawing shows them. */
export function modelViews(geometry: ProductGeometry): CadView[] {
  return viewsOf[geometry.model].map((view) => project(geometry, view))
}
