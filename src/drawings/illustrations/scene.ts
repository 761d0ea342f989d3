/**
 * A small 3-D kit for the product illustrations: millimetre geometry (x along the product, y away
 * from the viewer, z up) seen in an axonometric view, lit from the upper left, and written as SVG
 * with gradients. Cylinders are shaded across their axis from the light that falls on them, their
 * ends drawn as ellipses; prisms (plates, boxes, flats, angle sections) are shaded face by face;
 * a soft shadow lies under everything. The picture is scaled to fit its frame at one scale, so
 * the proportions are the product's own.
 */
export type Vec3 = readonly [number, number, number]
type P2 = readonly [number, number]

export interface Material {
  /** Base colour, 0-255 per channel. */
  rgb: readonly [number, number, number]
  /** Strength of the highlight, 0-1, and how tight it is. */
  spec: number
  shine: number
}

const hex = (value: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number]
const material = (colour: string, spec: number, shine: number): Material => ({ rgb: hex(colour), spec, shine })

/** The site's palette (src/styles/global.css) for paint, with steels, rubber and plastics beside it. */
export const materials = {
  paint: material('#1f62a3', 0.35, 18),
  frame: material('#f5a623', 0.3, 14),
  steel: material('#b4bec8', 0.75, 40),
  zinc: material('#aab4bc', 0.4, 10),
  stainless: material('#ccd4db', 0.8, 60),
  housing: material('#8f9aa5', 0.5, 20),
  castIron: material('#59636d', 0.3, 10),
  rubber: material('#2f3439', 0.18, 8),
  seal: material('#23272b', 0.2, 10),
  polyurethane: material('#e99a1c', 0.35, 16),
  ceramic: material('#e6e1d6', 0.35, 20),
  hdpe: material('#3c434b', 0.25, 12),
  uhmw: material('#e9edf0', 0.3, 14),
  nylon: material('#efe2bf', 0.3, 14),
  brass: material('#c9a43a', 0.6, 30),
  belt: material('#2a2e33', 0.1, 6),
  ink: material('#15202b', 0.1, 6),
} satisfies Record<string, Material>

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k]
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
const unit = (a: Vec3): Vec3 => scale(a, 1 / Math.hypot(...a))
export const vec = { sub, add, scale, dot, cross, unit }

/** Two unit vectors square to an axis and to each other. */
export function basis(axis: Vec3): [Vec3, Vec3] {
  const d = unit(axis)
  const helper: Vec3 = Math.abs(d[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0]
  const u = unit(cross(d, helper))
  return [u, cross(d, u)]
}

const light = unit([-0.5, -0.45, 0.75])

/** How a painted, plated or moulded surface with this normal looks in the scene's light. */
function shade(m: Material, normal: Vec3, toViewer: Vec3): string {
  const n = unit(normal)
  const diffuse = Math.max(0, dot(n, light))
  const half = unit(add(light, toViewer))
  const highlight = m.spec * Math.pow(Math.max(0, dot(n, half)), m.shine)
  const channel = (c: number) => Math.round(Math.min(255, c * (0.42 + 0.7 * diffuse) + 255 * highlight))
  return `#${m.rgb.map((c) => channel(c).toString(16).padStart(2, '0')).join('')}`
}

const sub2 = (a: P2, b: P2): P2 => [a[0] - b[0], a[1] - b[1]]
const f1 = (v: number) => String(Math.round(v * 10) / 10)
const pt = (p: P2) => `${f1(p[0])} ${f1(p[1])}`

interface Item {
  depth: number
  /** Draws the item, given the map from projected millimetres to picture pixels. */
  draw: (at: (p: P2) => P2, k: number) => string
}

export interface View {
  /** Turn about the vertical axis, degrees: positive brings the right-hand end towards the viewer. */
  yaw: number
  /** Height of the eye, degrees above the horizon. */
  elevation: number
}

export interface Segment {
  /** From and to, mm along the axis. */
  from: number
  to: number
  radius: number
  material: Material
  /** Radius at `to` when it differs (a taper). */
  radiusTo?: number
  /** Concentric rings drawn on the end that faces the viewer: radius and material, outermost first. */
  face?: Array<{ radius: number; material: Material }>
  /** Which end carries `face`: it is drawn only when that end faces the viewer. */
  faceAt?: 'from' | 'to'
  /** Flats milled on a shaft: the distance from the axis to each of two parallel flats. */
  flats?: number
}

/** The scene: add parts, then `svg()` writes the picture. */
export class Scene {
  private readonly items: Item[] = []
  private readonly outline: P2[] = []
  private readonly ground: Vec3[] = []
  private readonly defs = new Map<string, string>()
  private readonly ca: number
  private readonly sa: number
  private readonly ce: number
  private readonly se: number
  /** Unit vector from the scene towards the viewer. */
  readonly toViewer: Vec3

  constructor(view: View) {
    const a = (view.yaw * Math.PI) / 180
    const e = (view.elevation * Math.PI) / 180
    this.ca = Math.cos(a)
    this.sa = Math.sin(a)
    this.ce = Math.cos(e)
    this.se = Math.sin(e)
    this.toViewer = [this.sa * this.ce, -this.ca * this.ce, this.se]
  }

  /** Screen position in projected mm (y down). */
  project(p: Vec3): P2 {
    const x = p[0] * this.ca + p[1] * this.sa
    const y = -p[0] * this.sa + p[1] * this.ca
    return [x, -(p[2] * this.ce + y * this.se)]
  }

  /** Distance from the viewer, larger is further. */
  depth(p: Vec3): number {
    return -dot(p, this.toViewer)
  }

  private projectVector(v: Vec3): P2 {
    const o = this.project([0, 0, 0])
    const p = this.project(v)
    return [p[0] - o[0], p[1] - o[1]]
  }

  private gradientId = 0
  private readonly materialIds = new Map<Material, number>()

  /** A short name for a material, for the ids of the gradients made from it. */
  private materialId(m: Material): number {
    if (!this.materialIds.has(m)) this.materialIds.set(m, this.materialIds.size)
    return this.materialIds.get(m) as number
  }

  /** A gradient across a cylinder: stops from the light on its surface, shared by parallel cylinders. */
  private stopsFor(m: Material, u: Vec3, v: Vec3, start: number, sweep: number): string {
    const key = `s${this.materialId(m)}-${[...u, ...v].map((c) => Math.round(c * 20)).join('_')}-${Math.round(start * 20)}-${Math.sign(sweep)}`
    if (!this.defs.has(key)) {
      const stops: string[] = []
      for (let i = 0; i <= 8; i += 1) {
        const t = start + (sweep * i) / 8
        const normal = add(scale(u, Math.cos(t)), scale(v, Math.sin(t)))
        stops.push(`<stop offset="${f1(((1 - Math.cos(t - start)) / 2) * 100)}%" stop-color="${shade(m, normal, this.toViewer)}"/>`)
      }
      this.defs.set(key, `<linearGradient id="${key}">${stops.join('')}</linearGradient>`)
    }
    return key
  }

  /** The screen ellipse of a circle of radius r about c in the u, v plane: centre, radii, rotation. */
  private ellipse(c: Vec3, u: Vec3, v: Vec3, r: number, at: (p: P2) => P2): { c: P2; rx: number; ry: number; angle: number } {
    const centre = at(this.project(c))
    const U = sub2(at(this.project(add(c, scale(u, r)))), centre)
    const V = sub2(at(this.project(add(c, scale(v, r)))), centre)
    const a = U[0] * U[0] + V[0] * V[0]
    const b = U[0] * U[1] + V[0] * V[1]
    const cc = U[1] * U[1] + V[1] * V[1]
    const mean = (a + cc) / 2
    const spread = Math.sqrt(((a - cc) / 2) ** 2 + b * b)
    return {
      c: centre,
      rx: Math.sqrt(mean + spread),
      ry: Math.sqrt(Math.max(0, mean - spread)),
      angle: (Math.atan2(2 * b, a - cc) / 2) * (180 / Math.PI),
    }
  }

  private ellipseSvg(e: { c: P2; rx: number; ry: number; angle: number }, attributes: string): string {
    return `<ellipse cx="${f1(e.c[0])}" cy="${f1(e.c[1])}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" transform="rotate(${f1(e.angle)} ${f1(e.c[0])} ${f1(e.c[1])})" ${attributes}/>`
  }

  private note(points: Vec3[], shadow: boolean): void {
    for (const p of points) {
      this.outline.push(this.project(p))
      if (shadow) this.ground.push(p)
    }
  }

  /**
   * Coaxial pieces on one axis (a roller, a shaft with its pulley): drawn from the far end to the
   * near one, so each piece's visible end shows round the next.
   */
  coaxial(origin: Vec3, axis: Vec3, segments: Segment[], options: { shadow?: boolean } = {}): number {
    const d = unit(axis)
    const [u, v] = basis(d)
    const towards = dot(d, this.toViewer) > 0 ? 1 : -1
    const ordered = [...segments].sort((p, q) => towards * (p.from + p.to - (q.from + q.to)))
    const at3 = (s: number): Vec3 => add(origin, scale(d, s))
    for (const seg of segments) {
      for (let i = 0; i < 16; i += 1) {
        const t = (i / 16) * Math.PI * 2
        const ring = add(scale(u, Math.cos(t)), scale(v, Math.sin(t)))
        this.note(
          [add(at3(seg.from), scale(ring, seg.radius)), add(at3(seg.to), scale(ring, seg.radiusTo ?? seg.radius))],
          options.shadow !== false,
        )
      }
    }
    const middle = at3(segments.reduce((s, g) => s + g.from + g.to, 0) / segments.length / 2)
    const depth = this.depth(middle)
    this.items.push({ depth, draw: (at) => ordered.map((seg) => this.segment(seg, at3, d, u, v, towards, at)).join('') })
    return depth
  }

  private segment(seg: Segment, at3: (s: number) => Vec3, d: Vec3, u: Vec3, v: Vec3, towards: number, at: (p: P2) => P2): string {
    const U = this.projectVector(u)
    const V = this.projectVector(v)
    const D = this.projectVector(d)
    const crossU = U[0] * D[1] - U[1] * D[0]
    const crossV = V[0] * D[1] - V[1] * D[0]
    // Silhouette: where the end circle's tangent runs along the projected axis.
    const t0 = Math.atan2(crossV, crossU)
    const facing = dot(add(scale(u, Math.cos(t0 + Math.PI / 2)), scale(v, Math.sin(t0 + Math.PI / 2))), this.toViewer) > 0 ? 1 : -1
    const near = towards > 0 ? seg.to : seg.from
    const far = towards > 0 ? seg.from : seg.to
    const rNear = towards > 0 ? (seg.radiusTo ?? seg.radius) : seg.radius
    const rFar = towards > 0 ? seg.radius : (seg.radiusTo ?? seg.radius)
    const point = (s: number, r: number, t: number) =>
      at(this.project(add(at3(s), add(scale(u, r * Math.cos(t)), scale(v, r * Math.sin(t))))))
    const out: string[] = []
    if (seg.flats && seg.flats < seg.radius) {
      out.push(this.flatShaft(seg, at3, d, u, v, towards, at))
    } else {
      const stops = this.stopsFor(seg.material, u, v, t0, facing * Math.PI)
      const id = `g${(this.gradientId += 1)}`
      const a1 = point(near, rNear, t0)
      const a2 = point(near, rNear, t0 + Math.PI)
      this.defs.set(
        id,
        `<linearGradient id="${id}" href="#${stops}" gradientUnits="userSpaceOnUse" x1="${f1(a1[0])}" y1="${f1(a1[1])}" x2="${f1(a2[0])}" y2="${f1(a2[1])}"/>`,
      )
      // Body: along one silhouette, round the far end's hidden half, back along the other.
      const nearEllipse = this.ellipse(at3(near), u, v, rNear, at)
      const farEllipse = this.ellipse(at3(far), u, v, rFar, at)
      const arc = (e: typeof nearEllipse, from: P2, via: P2, to: P2) => {
        const turn = (via[0] - from[0]) * (to[1] - via[1]) - (via[1] - from[1]) * (to[0] - via[0])
        return `A${f1(e.rx)} ${f1(e.ry)} ${f1(e.angle)} 0 ${turn > 0 ? 1 : 0} ${pt(to)}`
      }
      const b1 = point(far, rFar, t0 + Math.PI)
      const b2 = point(far, rFar, t0)
      const body = `M${pt(a1)}${arc(nearEllipse, a1, point(near, rNear, t0 - (Math.PI / 2) * facing), a2)}L${pt(b1)}${arc(farEllipse, b1, point(far, rFar, t0 + (Math.PI / 2) * facing), b2)}Z`
      out.push(`<path d="${body}" fill="url(#${id})" stroke="#15202b" stroke-opacity=".35" stroke-width=".6"/>`)
      const rings = seg.face && (seg.faceAt ?? (towards > 0 ? 'to' : 'from')) === (towards > 0 ? 'to' : 'from') ? seg.face : []
      const endNormal = scale(d, towards)
      for (const [i, ring] of [{ radius: rNear, material: seg.material }, ...rings].entries()) {
        const fill = shade(ring.material, endNormal, this.toViewer)
        const edge = i === 0 ? '#15202b" stroke-opacity=".35' : '#15202b" stroke-opacity=".25'
        out.push(this.ellipseSvg(this.ellipse(at3(near), u, v, ring.radius, at), `fill="${fill}" stroke="${edge}" stroke-width=".5"`))
      }
    }
    return out.join('')
  }

  /** A shaft end with two flats: faces shaded one by one, the end face as a D-D profile. */
  private flatShaft(seg: Segment, at3: (s: number) => Vec3, d: Vec3, u: Vec3, v: Vec3, towards: number, at: (p: P2) => P2): string {
    const r = seg.radius
    const h = seg.flats as number
    const limit = Math.acos(h / r)
    const profile: Array<[number, number]> = []
    const arc = (from: number, to: number) => {
      for (let i = 0; i <= 6; i += 1) {
        const t = from + ((to - from) * i) / 6
        profile.push([r * Math.cos(t), r * Math.sin(t)])
      }
    }
    // Flats square to v: the profile's straight edges at v = +h and v = -h.
    arc(-Math.PI / 2 + limit, Math.PI / 2 - limit)
    arc(Math.PI / 2 + limit, (3 * Math.PI) / 2 - limit)
    return this.prismFaces(profile, at3(seg.from), at3(seg.to), u, v, scale(d, towards), seg.material, at)
  }

  /** Side faces of a convex prism (profile in the u, v plane) that face the viewer, then its near end. */
  private prismFaces(
    profile: Array<[number, number]>,
    start: Vec3,
    end: Vec3,
    u: Vec3,
    v: Vec3,
    nearNormal: Vec3,
    m: Material,
    at: (p: P2) => P2,
  ): string {
    const p3 = (base: Vec3, [a, b]: [number, number]) => add(base, add(scale(u, a), scale(v, b)))
    const out: string[] = []
    const centre = profile.reduce<[number, number]>((s, p) => [s[0] + p[0] / profile.length, s[1] + p[1] / profile.length], [0, 0])
    for (let i = 0; i < profile.length; i += 1) {
      const p = profile[i] as [number, number]
      const q = profile[(i + 1) % profile.length] as [number, number]
      const mid: [number, number] = [(p[0] + q[0]) / 2 - centre[0], (p[1] + q[1]) / 2 - centre[1]]
      const edge: [number, number] = [q[0] - p[0], q[1] - p[1]]
      let normal2: [number, number] = [edge[1], -edge[0]]
      if (normal2[0] * mid[0] + normal2[1] * mid[1] < 0) normal2 = [-normal2[0], -normal2[1]]
      const normal = add(scale(u, normal2[0]), scale(v, normal2[1]))
      if (dot(normal, this.toViewer) <= 0) continue
      const fill = shade(m, normal, this.toViewer)
      const quad = [p3(start, p), p3(start, q), p3(end, q), p3(end, p)].map((x) => at(this.project(x)))
      out.push(`<path d="M${quad.map(pt).join('L')}Z" fill="${fill}" stroke="${fill}" stroke-width=".6"/>`)
    }
    const nearBase = dot(sub(end, start), nearNormal) > 0 ? end : start
    const cap = profile.map((p) => at(this.project(p3(nearBase, p))))
    out.push(
      `<path d="M${cap.map(pt).join('L')}Z" fill="${shade(m, nearNormal, this.toViewer)}" stroke="#15202b" stroke-opacity=".35" stroke-width=".6"/>`,
    )
    return out.join('')
  }

  /**
   * A straight prism: a convex or concave profile (mm, in the plane of `across` and `up`) swept
   * from `start` along `along` for `length`. Concave profiles are drawn face by face, far faces first.
   */
  prism(
    start: Vec3,
    along: Vec3,
    length: number,
    across: Vec3,
    up: Vec3,
    profile: Array<[number, number]>,
    m: Material,
    options: { shadow?: boolean; depthBias?: number } = {},
  ): void {
    const d = unit(along)
    const u = unit(across)
    const v = unit(up)
    const end = add(start, scale(d, length))
    const p3 = (base: Vec3, [a, b]: [number, number]) => add(base, add(scale(u, a), scale(v, b)))
    const corners = profile.flatMap((p) => [p3(start, p), p3(end, p)])
    this.note(corners, options.shadow !== false)
    const middle = scale(
      corners.reduce<Vec3>((s, c) => add(s, c), [0, 0, 0]),
      1 / corners.length,
    )
    const nearNormal = dot(d, this.toViewer) > 0 ? d : scale(d, -1)
    this.items.push({
      depth: this.depth(middle) + (options.depthBias ?? 0),
      draw: (at) => {
        const faces: Array<{ depth: number; svg: string }> = []
        const signedArea = profile.reduce((s, p, i) => {
          const q = profile[(i + 1) % profile.length] as [number, number]
          return s + p[0] * q[1] - q[0] * p[1]
        }, 0)
        for (let i = 0; i < profile.length; i += 1) {
          const p = profile[i] as [number, number]
          const q = profile[(i + 1) % profile.length] as [number, number]
          // Outward normal of a counter-clockwise profile edge.
          const sign = signedArea > 0 ? 1 : -1
          const normal = unit(add(scale(u, sign * (q[1] - p[1])), scale(v, -sign * (q[0] - p[0]))))
          if (dot(normal, this.toViewer) <= 0) continue
          const quad = [p3(start, p), p3(start, q), p3(end, q), p3(end, p)]
          const fill = shade(m, normal, this.toViewer)
          const centre = scale(
            quad.reduce<Vec3>((s, c) => add(s, c), [0, 0, 0]),
            0.25,
          )
          faces.push({
            depth: this.depth(centre),
            svg: `<path d="M${quad.map((x) => pt(at(this.project(x)))).join('L')}Z" fill="${fill}" stroke="#15202b" stroke-opacity=".3" stroke-width=".6" stroke-linejoin="round"/>`,
          })
        }
        const base = nearNormal === d ? end : start
        const cap = profile.map((p) => pt(at(this.project(p3(base, p)))))
        faces.sort((a, b) => b.depth - a.depth)
        return `${faces.map((f) => f.svg).join('')}<path d="M${cap.join('L')}Z" fill="${shade(m, nearNormal, this.toViewer)}" stroke="#15202b" stroke-opacity=".35" stroke-width=".6" stroke-linejoin="round"/>`
      },
    })
  }

  /** A box from its lowest corner and its sizes along x, y and z. */
  box(corner: Vec3, size: Vec3, m: Material, options: { shadow?: boolean; depthBias?: number } = {}): void {
    const [sx, sy, sz] = size
    this.prism(
      corner,
      [1, 0, 0],
      sx,
      [0, 1, 0],
      [0, 0, 1],
      [
        [0, 0],
        [sy, 0],
        [sy, sz],
        [0, sz],
      ],
      m,
      options,
    )
  }

  /** A flat polygon in 3-D (a plate seen on its face, a belt surface), shaded by its normal. */
  polygon(points: Vec3[], m: Material, options: { shadow?: boolean; depthBias?: number; opacity?: number } = {}): void {
    this.note(points, options.shadow !== false)
    const normal0 = unit(cross(sub(points[1] as Vec3, points[0] as Vec3), sub(points[2] as Vec3, points[0] as Vec3)))
    const normal = dot(normal0, this.toViewer) >= 0 ? normal0 : scale(normal0, -1)
    const middle = scale(
      points.reduce<Vec3>((s, c) => add(s, c), [0, 0, 0]),
      1 / points.length,
    )
    const fill = shade(m, normal, this.toViewer)
    const opacity = options.opacity === undefined ? '' : ` fill-opacity="${options.opacity}"`
    this.items.push({
      depth: this.depth(middle) + (options.depthBias ?? 0),
      draw: (at) =>
        `<path d="M${points.map((p) => pt(at(this.project(p)))).join('L')}Z" fill="${fill}"${opacity} stroke="#15202b" stroke-opacity=".3" stroke-width=".6" stroke-linejoin="round"/>`,
    })
  }

  /**
   * A bar wound round an axis (a spiral roller's spiral): `radius` to the bar's middle, `width` its
   * width across. The half behind the axis is drawn before `behind`'s depth, the rest after.
   */
  helix(
    origin: Vec3,
    axis: Vec3,
    from: number,
    to: number,
    radius: number,
    pitch: number,
    hand: 1 | -1,
    width: number,
    m: Material,
    phase = 0,
  ): void {
    const d = unit(axis)
    const [u, v] = basis(d)
    const steps = Math.max(8, Math.ceil((Math.abs(to - from) / pitch) * 36))
    const points: Array<{ p: Vec3; front: boolean; normal: Vec3 }> = []
    for (let i = 0; i <= steps; i += 1) {
      const s = from + ((to - from) * i) / steps
      const t = phase + (hand * 2 * Math.PI * (s - from)) / pitch
      const normal = add(scale(u, Math.cos(t)), scale(v, Math.sin(t)))
      points.push({ p: add(add(origin, scale(d, s)), scale(normal, radius)), front: dot(normal, this.toViewer) > 0, normal })
    }
    this.note(
      points.map((x) => x.p),
      true,
    )
    const middle = add(origin, scale(d, (from + to) / 2))
    const runs: Array<typeof points> = []
    for (const point of points) {
      const last = runs[runs.length - 1]
      if (last && last[last.length - 1]?.front === point.front) last.push(point)
      else runs.push(last ? [last[last.length - 1] as (typeof points)[number], point] : [point])
    }
    for (const run of runs) {
      const front = run[run.length - 1]?.front ?? false
      const normal = run[Math.floor(run.length / 2)]?.normal ?? v
      this.items.push({
        depth: this.depth(middle) + (front ? -1e-3 : 1e-3),
        draw: (at, k) => {
          const path = `M${run.map((x) => pt(at(this.project(x.p)))).join('L')}`
          const base = front ? shade(m, normal, this.toViewer) : shade(m, scale(normal, -1), this.toViewer)
          const lit = shade(m, [normal[0] * 0.3 + light[0], normal[1] * 0.3 + light[1], normal[2] * 0.3 + light[2]], this.toViewer)
          const edge = `<path d="${path}" fill="none" stroke="#15202b" stroke-opacity=".45" stroke-width="${f1(width * k + 1.2)}" stroke-linejoin="round"/>`
          const face = `<path d="${path}" fill="none" stroke="${base}" stroke-width="${f1(width * k)}" stroke-linejoin="round"/>`
          const shine = front
            ? `<path d="${path}" fill="none" stroke="${lit}" stroke-opacity=".55" stroke-width="${f1(width * k * 0.3)}" stroke-linejoin="round"/>`
            : ''
          return edge + face + shine
        },
      })
    }
  }

  /** A ball, lit like the rest (a bearing's balls); `depth` places it against the part it sits in. */
  sphere(centre: Vec3, radius: number, m: Material, options: { depth?: number } = {}): void {
    this.note([add(centre, [0, 0, -radius]), add(centre, [radius, 0, 0]), add(centre, [-radius, 0, 0])], true)
    const id = `b${this.materialId(m)}`
    this.defs.set(
      id,
      `<radialGradient id="${id}" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="${shade(m, add(light, this.toViewer), this.toViewer)}"/><stop offset=".6" stop-color="${shade(m, this.toViewer, this.toViewer)}"/><stop offset="1" stop-color="${shade(m, scale(light, -1), this.toViewer)}"/></radialGradient>`,
    )
    this.items.push({
      depth: options.depth ?? this.depth(centre),
      draw: (at, k) => {
        const c = at(this.project(centre))
        return `<circle cx="${f1(c[0])}" cy="${f1(c[1])}" r="${f1(radius * k)}" fill="url(#${id})"/>`
      },
    })
  }

  /**
   * Lines on a cylinder's surface (lagging grooves, tile joints), each given as points (mm along
   * the axis, angle round it); only the parts on the side facing the viewer are drawn, over the cylinder
   * (`over`: the depth `coaxial` returned for it).
   */
  surfaceLines(
    origin: Vec3,
    axis: Vec3,
    radius: number,
    lines: Array<Array<readonly [number, number]>>,
    over: number,
    colour: string,
    width = 1.2,
  ): void {
    const d = unit(axis)
    const [u, v] = basis(d)
    const runs: Vec3[][] = []
    for (const line of lines) {
      let run: Vec3[] = []
      for (const [s, t] of line) {
        const normal = add(scale(u, Math.cos(t)), scale(v, Math.sin(t)))
        if (dot(normal, this.toViewer) > 0.05) run.push(add(add(origin, scale(d, s)), scale(normal, radius)))
        else if (run.length > 0) {
          runs.push(run)
          run = []
        }
      }
      if (run.length > 1) runs.push(run)
    }
    this.overlay(runs, colour, width, over - 1e-3)
  }

  /** Polylines in 3-D drawn as they are at a given depth: grooves, joints, edges of a pattern. */
  overlay(runs: Vec3[][], colour: string, width: number, depth: number): void {
    this.items.push({
      depth,
      draw: (at) =>
        `<path d="${runs
          .filter((run) => run.length > 1)
          .map((run) => `M${run.map((p) => pt(at(this.project(p)))).join('L')}`)
          .join('')}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    })
  }

  /** The picture: width x height pixels, the scene fitted inside a margin, on a soft backdrop. */
  svg(title: string, width = 800, height = 600, margin = 48): string {
    const xs = this.outline.map((p) => p[0])
    const ys = this.outline.map((p) => p[1])
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
    const k = Math.min((width - 2 * margin) / (maxX - minX), (height - 2 * margin) / (maxY - minY))
    const ox = width / 2 - ((minX + maxX) / 2) * k
    const oy = height / 2 - ((minY + maxY) / 2) * k
    const at = (p: P2): P2 => [ox + p[0] * k, oy + p[1] * k]
    const body = [...this.items]
      .sort((a, b) => b.depth - a.depth)
      .map((item) => item.draw(at, k))
      .join('')
    const floor = Math.min(...this.ground.map((p) => p[2]))
    const shadow = hull(this.ground.map((p) => at(this.project([p[0] + (p[2] - floor) * 0.25, p[1] + (p[2] - floor) * 0.15, floor]))))
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
      `<title>${escape(title)}</title>`,
      '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e7edf3"/></linearGradient>',
      '<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter>',
      ...this.defs.values(),
      '</defs>',
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      shadow.length > 2 ? `<path d="M${shadow.map(pt).join('L')}Z" fill="#15202b" fill-opacity=".22" filter="url(#soft)"/>` : '',
      body,
      '</svg>',
    ].join('')
  }
}

/** Convex hull of screen points (monotone chain). */
function hull(points: P2[]): P2[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  if (sorted.length < 3) return sorted
  const turn = (o: P2, a: P2, b: P2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const lower: P2[] = []
  for (const p of sorted) {
    while (lower.length >= 2 && turn(lower[lower.length - 2] as P2, lower[lower.length - 1] as P2, p) <= 0) lower.pop()
    lower.push(p)
  }
  const upper: P2[] = []
  for (const p of [...sorted].reverse()) {
    while (upper.length >= 2 && turn(upper[upper.length - 2] as P2, upper[upper.length - 1] as P2, p) <= 0) upper.pop()
    upper.push(p)
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)]
}
