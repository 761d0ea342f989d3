/**
 * Idler sets in three-quarter view, laid out by the same figures and roll layout as their
 * drawings: troughing sets with their rolls at the trough angle on a base and brackets (offset,
 * impact, picking and five-roll sets too), self-aligning sets on a pivot with guide rolls, flat and
 * V return sets under stub stringers, garlands hanging on links, guide rolls, and frames alone.
 * x runs across the belt, y along it, z up.
 */
import { bearingSize, type Figures } from '../figures.ts'
import { layout } from '../../geometry/idler-layout.ts'
import { idlerSet, type IdlerSet } from '../technical/idlers.ts'
import type { Roller } from '../technical/rollers.ts'
import type { Illustration } from './illustration.ts'
import { drawRoller } from './rollers.ts'
import { materials, Scene, vec, type Vec3 } from './scene.ts'

const view = { yaw: -22, elevation: 24 } as const
const gap = 50
type P = readonly [number, number]

function rollOf(set: IdlerSet, length: number): Roller {
  const bearing = set.bearing ?? bearingSize('6204')
  if (!bearing) throw new Error('bearing 6204 is missing from the bearing table')
  return {
    tube: set.diameter,
    tubeEnd: set.diameter,
    wall: Math.max(3, set.diameter * 0.035),
    length,
    lengthText: '',
    tubeStated: true,
    bearing,
    shaft: bearing.bore,
    surface: set.rings ? { kind: 'rings', outside: set.rings, width: 30 } : { kind: 'steel' },
  }
}

/** A roll between two points of the layout (x across, z up) at y along the belt. */
function roll(scene: Scene, set: IdlerSet, a: P, b: P, y = 0): void {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1])
  drawRoller(scene, rollOf(set, length), [(a[0] + b[0]) / 2, y, (a[1] + b[1]) / 2], [b[0] - a[0], 0, b[1] - a[1]])
}

/** A bracket plate standing from z0 up to just above the shaft at (x, z), `depth` along the belt. */
function bracket(scene: Scene, x: number, z0: number, z: number, y = 0, depth = 70, shaft = 25): void {
  scene.box([x - 5, y - depth / 2, Math.min(z0, z)], [10, depth, Math.abs(z - z0) + shaft * 1.4], materials.frame)
}

/** A channel along x (flanges up), as the base of a set. */
function channel(scene: Scene, x0: number, x1: number, zTop: number, y0 = -50, y1 = 50, height = 60): void {
  const w = y1 - y0
  const t = 6
  scene.prism(
    [x0, y0, zTop - height],
    [1, 0, 0],
    x1 - x0,
    [0, 1, 0],
    [0, 0, 1],
    [
      [0, 0],
      [w, 0],
      [w, height],
      [w - t, height],
      [w - t, t],
      [t, t],
      [t, height],
      [0, height],
    ],
    materials.frame,
  )
}

/** A stub of stringer channel along the belt, seen cut at both ends. */
function stringer(scene: Scene, x: number, z: number, side: 1 | -1, length = 420): void {
  const w = 75 * side
  const t = 8 * side
  const profile: Array<[number, number]> = [
    [0, 0],
    [w, 0],
    [w, 10],
    [t, 10],
    [t, 190],
    [w, 190],
    [w, 200],
    [0, 200],
  ]
  scene.prism(
    [x, -length / 2, z],
    [0, 1, 0],
    length,
    [1, 0, 0],
    [0, 0, 1],
    profile.map(([a, b]) => [a, b]),
    materials.paint,
  )
}

function troughing(
  scene: Scene,
  set: IdlerSet,
  options: { pivot?: boolean; frameOnly?: boolean; jacking?: boolean; holes?: number; y?: number },
): void {
  const outside = set.rings ?? set.diameter
  const axis = outside / 2 + 90
  const { rolls, brackets } = layout(set, axis, gap)
  const shaft = set.bearing?.bore ?? 25
  const offsetY = set.offset ? outside * 1.25 : 0
  const half = Math.max(...brackets.map(([x]) => Math.abs(x))) + 20
  const y0 = -50 + Math.min(0, -offsetY / 2)
  const y1 = 50 + Math.max(0, offsetY / 2)
  const at = options.y ?? 0
  channel(scene, -half, half, 0, at + y0, at + y1)
  for (const [x, z] of brackets) {
    // Brackets of the centre roll move with it on an offset set.
    const centreBracket = Math.abs(x) < set.length / 2 + gap && set.rolls % 2 === 1
    bracket(scene, x, 0, z, at + (centreBracket ? offsetY / 2 : -offsetY / 2), 70, shaft)
    // Holes for the other wing angles in the outer brackets of an adjustable set.
    if (options.holes && Math.abs(x) === half - 20) {
      const holes: Vec3[][] = Array.from({ length: options.holes }, (_, i) => [
        [x - Math.sign(x) * 6, at - 36, z - 40 - i * 34],
        [x - Math.sign(x) * 6, at - 36, z - 40 - i * 34 + 0.1],
      ])
      scene.overlay(holes, '#15202b', 12, scene.depth([x, at - 36, z]) - 1)
    }
  }
  if (options.jacking) {
    // Jacking bolts under each end of the base set its height to the scale's line.
    for (const x of [-half + 40, half - 40]) {
      for (const y of [at - 30, at + 30])
        scene.coaxial(
          [x, y, -60],
          [0, 0, -1],
          [
            { from: 0, to: 70, radius: 9, material: materials.steel },
            { from: 70, to: 80, radius: 16, material: materials.steel },
          ],
        )
    }
  }
  if (!options.frameOnly) {
    for (const place of rolls)
      roll(scene, set, place.a, place.b, at + (place.angle === 0 && set.rolls % 2 === 1 ? offsetY / 2 : -offsetY / 2))
  }
  if (options.pivot) {
    // A centre pivot under the base turns the set; guide rolls at the belt edges steer it.
    scene.coaxial(
      [0, 0, -60],
      [0, 0, -1],
      [
        { from: 0, to: 90, radius: 40, material: materials.steel },
        { from: 90, to: 110, radius: 70, material: materials.frame },
      ],
    )
    channel(scene, -half * 0.8, half * 0.8, -170, -60, 60, 50)
    for (const side of [-1, 1]) {
      const x = side * (half + 70)
      scene.box([Math.min(side * half, x) - 10, -30, -60], [Math.abs(x - side * half) + 20, 60, 12], materials.frame)
      const guide = rollOf({ ...set, diameter: 70, rings: undefined, bearing: bearingSize('6203') }, 200)
      drawRoller(scene, guide, [x, 0, 40 + 100], [0, 0, 1])
    }
  }
}

/** Rolls hanging under stub stringers: flat, V and self-aligning return sets. */
function hanging(scene: Scene, set: IdlerSet, kind: 'flat' | 'v', frameOnly = false): void {
  const { rolls } = layout(set, 0, gap)
  const highest = Math.max(...rolls.map((r) => Math.max(r.a[1], r.b[1])))
  const span = Math.max(...rolls.map((r) => Math.max(Math.abs(r.a[0]), Math.abs(r.b[0])))) + gap / 2
  const top = highest + set.diameter / 2 + 180
  stringer(scene, -span - 40, top, -1)
  stringer(scene, span + 40, top, 1)
  const ends = rolls.flatMap((r) => [r.a, r.b])
  const left = ends.reduce((p, q) => (q[0] < p[0] ? q : p))
  const right = ends.reduce((p, q) => (q[0] > p[0] ? q : p))
  const shaft = set.bearing?.bore ?? 20
  if (kind === 'v') {
    scene.box([-span - 40, -40, top - 60], [2 * span + 80, 80, 60], materials.frame)
    bracket(scene, 0, top - 60, -35, 0, 60, shaft)
    for (const end of [left, right]) bracket(scene, end[0] + Math.sign(end[0]) * (gap / 2), top - 60, end[1] - 35, 0, 60, shaft)
  } else {
    for (const end of [left, right]) bracket(scene, end[0] + Math.sign(end[0]) * (gap / 2), top + 20, end[1] - 35, 0, 60, shaft)
  }
  if (!frameOnly) for (const place of rolls) roll(scene, set, place.a, place.b)
}

/** Rolls joined end to end by link plates, the outer links on hooks under the stringers. */
function garland(scene: Scene, set: IdlerSet): void {
  const { rolls } = layout(set, 0, gap)
  const highest = Math.max(...rolls.map((r) => Math.max(r.a[1], r.b[1])))
  const span = Math.max(...rolls.map((r) => Math.max(Math.abs(r.a[0]), Math.abs(r.b[0])))) + gap / 2
  const top = highest + set.diameter / 2 + 90
  stringer(scene, -span - 80, top, -1)
  stringer(scene, span + 80, top, 1)
  const shaft = set.bearing?.bore ?? 20
  const link = (p: P, q: P, y: number) => {
    const along: Vec3 = [q[0] - p[0], 0, q[1] - p[1]]
    const length = Math.hypot(along[0], along[2])
    const across = vec.unit([-along[2], 0, along[0]])
    const w = Math.max(24, shaft * 1.4)
    scene.prism(
      [p[0] - (along[0] / length) * w * 0.5, y, p[1] - (along[2] / length) * w * 0.5],
      along,
      length + w,
      across,
      [0, 1, 0],
      [
        [-w / 2, 0],
        [w / 2, 0],
        [w / 2, 8],
        [-w / 2, 8],
      ],
      materials.zinc,
    )
  }
  const stub = Math.max(14, Math.round(shaft * 0.9))
  for (let i = 1; i < rolls.length; i += 1) {
    const prev = rolls[i - 1]
    const next = rolls[i]
    if (prev && next) {
      link(prev.b, next.a, -stub * 0.6)
      link(prev.b, next.a, stub * 0.2)
    }
  }
  const first = rolls[0]
  const last = rolls[rolls.length - 1]
  if (first && last) {
    link([-span - 40, top - 20], first.a, -stub * 0.6)
    link(last.b, [span + 40, top - 20], -stub * 0.6)
    for (const x of [-span - 40, span + 40]) scene.box([x - 12, -30, top - 30], [24, 60, 30], materials.steel)
  }
  for (const place of rolls) roll(scene, set, place.a, place.b)
}

function guideRoller(scene: Scene, f: Figures): { d: number; length: number } {
  const size = f.diameter(/roll diameter/i) ?? { value: 76, index: 0, of: 1 }
  const length = f.figure(/roll length/i, (low, high) => Math.round(Math.sqrt(low * high) / 10) * 10) ?? 160
  const bearing = f.bearing(size.index, size.of) ?? bearingSize('6204')
  const set = { diameter: size.value, bearing } as IdlerSet
  // Slotted base bracket, the stem, and the roll standing on it.
  scene.box([-140, -60, 0], [280, 120, 12], materials.frame)
  scene.box([-16, -16, 12], [32, 32, 50], materials.frame)
  drawRoller(scene, rollOf(set, length), [0, 0, 62 + length / 2 + 20], [0, 0, 1])
  return { d: size.value, length }
}

const rollsText = (set: IdlerSet) =>
  `${set.rolls === 1 ? 'one roll' : `${set.rolls} rolls`} ${set.diameter} mm${set.rings ? ` with rubber impact rings ${set.rings} mm` : ''}`

export function troughingIllustration(f: Figures): Illustration {
  const set = idlerSet(f, 35)
  const scene = new Scene(view)
  const jacking = f.has(/jacking bolt/)
  const angles = f.value(/transition angle/i)
  const holes = angles ? Math.max(2, angles.split(/,|or/).length) : 0
  const packed = f.value(/^packing$/i) !== undefined
  const copies = packed ? 3 : 1
  const pitch = (set.rings ?? set.diameter) + 180
  for (let i = copies - 1; i >= 0; i -= 1) troughing(scene, set, { jacking, holes, y: i * pitch })
  const kind = set.offset
    ? 'offset troughing set'
    : set.picking
      ? 'picking idler set'
      : angles
        ? 'transition set'
        : jacking
          ? 'scale idler set'
          : 'troughing set'
  const extras = [
    jacking ? 'jacking bolts under the base to set its height' : '',
    holes ? `holes in the wing brackets for the other transition angles (${angles})` : '',
    packed ? 'three sets in a row as they are stacked for shipping' : '',
  ].filter(Boolean)
  return {
    scene,
    shows: `${kind} for a ${set.belt} mm belt: ${rollsText(set)} at ${set.angle}° on brackets and a channel base${extras.length ? `; ${extras.join('; ')}` : ''}`,
  }
}

export function selfAligningIllustration(f: Figures): Illustration {
  const set = idlerSet(f, 0)
  const scene = new Scene(view)
  if (set.rolls === 1) {
    hanging(scene, set, 'flat')
    scene.coaxial([0, 0, set.diameter / 2 + 120], [0, 0, 1], [{ from: 0, to: 80, radius: 35, material: materials.steel }])
    for (const side of [-1, 1])
      drawRoller(
        scene,
        rollOf({ ...set, diameter: 70, rings: undefined, bearing: bearingSize('6203') }, 200),
        [side * (set.length / 2 + 150), 0, set.diameter / 2 + 60],
        [0, 0, 1],
      )
    return {
      scene,
      shows: `self-aligning return set for a ${set.belt} mm belt: ${rollsText(set)} on a pivoting frame with a vertical guide roll at each belt edge`,
    }
  }
  troughing(scene, set, { pivot: true })
  return {
    scene,
    shows: `self-aligning troughing set for a ${set.belt} mm belt: ${rollsText(set)} at ${set.angle}° on a centre pivot, with a vertical guide roll at each belt edge`,
  }
}

export function returnIllustration(f: Figures): Illustration {
  const set = idlerSet(f, 0, 1)
  const scene = new Scene(view)
  hanging(scene, set, 'flat')
  return {
    scene,
    shows: `flat return set for a ${set.belt} mm belt: a ${set.diameter} mm roll ${set.length} mm long on drop brackets under stub stringers`,
  }
}

export function vReturnIllustration(f: Figures): Illustration {
  const set = idlerSet(f, 10, 2)
  const scene = new Scene(view)
  hanging(scene, set, 'v')
  return {
    scene,
    shows: `V return set for a ${set.belt} mm belt: two ${set.diameter} mm rolls at ${set.angle}° hanging from a cross member between stub stringers`,
  }
}

export function garlandIllustration(f: Figures): Illustration {
  const set = idlerSet(f, 0)
  set.angle = set.rolls === 5 ? 45 : 35
  set.length = set.listedLength ?? Math.round(set.belt * (set.rolls === 5 ? 0.235 : 0.38))
  const scene = new Scene(view)
  garland(scene, set)
  return {
    scene,
    shows: `garland of ${set.rolls} rolls ${set.diameter} mm joined by link plates and hanging from hooks under the stringers, for a ${set.belt} mm belt`,
  }
}

export function guideRollerIllustration(f: Figures): Illustration {
  const scene = new Scene({ yaw: -30, elevation: 18 })
  const { d, length } = guideRoller(scene, f)
  return { scene, shows: `vertical guide roll ${d} mm across and ${length} mm long on its stem and slotted base bracket` }
}

export function frameIllustration(f: Figures): Illustration {
  const scene = new Scene(view)
  if (f.has(/pipe/)) {
    const pipe = f.diameter(/pipe diameter/i)?.value ?? 300
    const d = f.diameter(/roll diameter/i)?.value ?? 108
    const R = pipe / 2 + 6 + d / 2
    const extent = pipe / 2 + d + 120
    scene.prism(
      [0, -4, 0],
      [0, 1, 0],
      8,
      [1, 0, 0],
      [0, 0, 1],
      [
        [-extent, 0],
        [extent, 0],
        [extent, extent * 1.6],
        [extent * 0.55, extent * 2],
        [-extent * 0.55, extent * 2],
        [-extent, extent * 1.6],
      ],
      materials.frame,
    )
    const side = 2 * (pipe / 2 + 6) * Math.tan(Math.PI / 6) - 24
    const set = { diameter: d, bearing: bearingSize('6204') } as IdlerSet
    for (let i = 0; i < 6; i += 1) {
      const a = ((90 + i * 60) * Math.PI) / 180
      const centre: Vec3 = [Math.cos(a) * R, i % 2 === 0 ? -d * 0.8 : d * 0.8, extent + Math.sin(a) * R]
      drawRoller(scene, rollOf(set, side), centre, [-Math.sin(a), 0, Math.cos(a)])
    }
    return { scene, shows: `pipe conveyor panel with six rolls ${d} mm set round a ${pipe} mm pipe belt, three on each face` }
  }
  if (f.has(/return idler frame/)) {
    const set = idlerSet(f, 0, 1)
    hanging(scene, set, 'flat', true)
    return { scene, shows: `return idler frame: drop brackets with shaft slots under stub stringers, for a ${set.belt} mm belt` }
  }
  const set = idlerSet(f, 35)
  troughing(scene, set, { frameOnly: true })
  return {
    scene,
    shows: `troughing idler frame for a ${set.belt} mm belt: channel base and brackets setting ${set.rolls} rolls at ${set.angle}°, without its rolls`,
  }
}
