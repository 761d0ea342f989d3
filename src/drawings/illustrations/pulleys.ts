/**
 * Pulleys in three-quarter view from the figures of their drawings: shell with its lagging
 * (plain, diamond or herringbone grooves, ceramic tiles) or bare steel, end discs and hubs, the
 * shaft (longer at a drive end) in plummer blocks on pedestals; motorised drums on fixed brackets;
 * wing pulleys as plates round a hub; the lagging sheet as a sheet.
 */
import { pulleyDiscThickness } from '../../engineering/catalogue-figures.ts'
import type { Figures } from '../figures.ts'
import { pulleyFrom, type Pulley } from '../technical/pulleys.ts'
import type { Illustration } from './illustration.ts'
import { materials, Scene, type Material, type Segment, type Vec3 } from './scene.ts'

const view = { yaw: -30, elevation: 20 } as const
type Lagging = Pulley['lagging']

const laggingMaterial = (lagging: Lagging): Material =>
  lagging === 'bare' ? materials.paint : lagging === 'ceramic' ? materials.ceramic : materials.rubber

/** Groove or joint lines of a lagging pattern on a shell of radius R and face width `face`, origin at one end. */
function laggingLines(lagging: Lagging, R: number, face: number): Array<Array<readonly [number, number]>> {
  const lines: Array<Array<readonly [number, number]>> = []
  const steps = 24
  if (lagging === 'diamond' || lagging === 'herringbone') {
    const pitch = Math.max(40, R * 0.16)
    const count = Math.round((2 * Math.PI * R) / pitch)
    for (let i = 0; i < count; i += 1) {
      const t0 = (i / count) * 2 * Math.PI
      const turn = (face / 2 / R) * 0.9
      if (lagging === 'herringbone') {
        // Chevrons pointing the way the belt runs, meeting on the centre line.
        const line: Array<readonly [number, number]> = []
        for (let j = 0; j <= steps; j += 1) {
          const s = (j / steps) * face
          line.push([s, t0 + (turn * Math.abs(s - face / 2)) / (face / 2)])
        }
        lines.push(line)
      } else {
        for (const hand of [1, -1]) {
          const line: Array<readonly [number, number]> = []
          for (let j = 0; j <= steps; j += 1) line.push([(j / steps) * face, t0 + (hand * turn * 2 * j) / steps])
          lines.push(line)
        }
      }
    }
  } else if (lagging === 'ceramic') {
    const tile = 20
    const rings = Math.floor(face / (tile + 3))
    for (let i = 1; i < rings; i += 1) {
      const s = (i * face) / rings
      lines.push(Array.from({ length: 33 }, (_, j) => [s, (j / 32) * 2 * Math.PI] as const))
    }
    const around = Math.round((2 * Math.PI * R) / (tile + 3))
    for (let i = 0; i < around; i += 1) {
      const t = (i / around) * 2 * Math.PI
      lines.push([
        [0, t],
        [face, t],
      ])
    }
  }
  return lines
}

/** A plummer block: foot plate, pedestal and the housing round the shaft at height `axis`. */
function plummer(scene: Scene, x: number, axis: number, shaft: number, width: number): number {
  const h = shaft * 1.15
  const foot = axis - h
  scene.box([x - width / 2, -shaft * 2.4, foot], [width, shaft * 4.8, shaft * 0.35], materials.castIron)
  scene.box([x - width / 2 + 4, -shaft * 1.1, foot + shaft * 0.35], [width - 8, shaft * 2.2, h - shaft * 0.35], materials.castIron)
  scene.coaxial([x - width / 2, 0, axis], [1, 0, 0], [{ from: 0, to: width, radius: shaft * 1.1, material: materials.castIron }])
  return foot
}

function shell(scene: Scene, p: Pulley, axis: number, extras: { driveEnd: number }): void {
  const R = p.diameter / 2
  const lag = p.lagging === 'bare' ? 0 : p.lag
  const disc = pulleyDiscThickness(p.shaft)
  const face = p.face
  const start = -face / 2
  const material = laggingMaterial(p.lagging)
  const hub = Math.max(p.shaft * 0.95, 40)
  const discFace: Segment['face'] = [
    { radius: R - 12, material: materials.paint },
    { radius: hub, material: materials.steel },
    { radius: p.shaft / 2 + 6, material: materials.castIron },
  ]
  const segments: Segment[] = [
    { from: 0, to: 12, radius: R, material: materials.paint, face: discFace, faceAt: 'from' },
    { from: face - 12, to: face, radius: R, material: materials.paint, face: discFace, faceAt: 'to' },
  ]
  const crown = p.crowned ? Math.max(1.5, face * 0.004) : 0
  if (crown > 0) {
    segments.push(
      { from: 12, to: face / 2, radius: R + lag, radiusTo: R + lag + crown, material },
      { from: face / 2, to: face - 12, radius: R + lag + crown, radiusTo: R + lag, material },
    )
  } else {
    segments.push({ from: 12, to: face - 12, radius: R + lag, material })
  }
  // The shaft runs through: between the discs it is hidden; outside them it shows.
  const outer = p.centres !== undefined ? p.centres / 2 + p.shaft * 1.2 : face / 2 + 60 + p.shaft * 2.4
  const reach = outer - face / 2
  segments.push({ from: -reach, to: 0, radius: p.shaft / 2, material: materials.steel })
  segments.push({ from: face, to: face + reach + extras.driveEnd, radius: p.shaft / 2, material: materials.steel })
  if (p.locking === 'keyless') {
    segments.push({ from: -Math.min(disc * 2, reach * 0.3), to: 0, radius: hub * 0.95, material: materials.steel })
  }
  const depth = scene.coaxial([start, 0, axis], [1, 0, 0], segments)
  const lines = laggingLines(p.lagging, R + lag, face - 24)
  if (lines.length > 0 && p.lagging === 'ceramic')
    scene.surfaceLines([start + 12, 0, axis], [1, 0, 0], R + lag + 0.5, lines, depth, '#9a948a', 1)
  else if (lines.length > 0) {
    // A groove shows as a lit edge beside a dark floor.
    scene.surfaceLines([start + 12, 0, axis], [1, 0, 0], R + lag + 0.5, lines, depth, '#7d8791', 3)
    scene.surfaceLines([start + 12, 0, axis], [1, 0, 0], R + lag + 0.5, lines, depth, '#0b0d10', 1.4)
  }
}

function mounted(scene: Scene, p: Pulley, driveEnd: number): void {
  const R = p.diameter / 2 + (p.lagging === 'bare' ? 0 : p.lag)
  const axis = R + 80
  shell(scene, p, axis, { driveEnd })
  const block = p.shaft * 1.9
  const centre = p.centres !== undefined ? p.centres / 2 : p.face / 2 + 60 + block * 1.25
  if (p.housings === 'fixed') {
    for (const side of [-1, 1]) scene.box([side * centre - 30, -p.shaft * 1.6, 0], [60, p.shaft * 3.2, axis + p.shaft], materials.frame)
    return
  }
  for (const side of [-1, 1]) {
    const foot = plummer(scene, side * centre, axis, p.shaft, Math.max(60, block * 0.9))
    // Pedestal under each block, down to the floor the shell clears.
    scene.box([side * centre - block * 0.45, -p.shaft * 1.8, 0], [block * 0.9, p.shaft * 3.6, foot], materials.frame)
  }
}

const laggingWords: Record<Lagging, string> = {
  plain: 'plain rubber lagging',
  diamond: 'diamond-grooved rubber lagging',
  herringbone: 'herringbone-grooved rubber lagging',
  ceramic: 'ceramic tile lagging',
  bare: 'a bare painted steel shell',
}

function laggingSheet(scene: Scene, f: Figures): Illustration {
  const thickness = f.figure(/thickness/i, (low, high) => (low + high) / 2) ?? 12
  const lagging: Lagging = f.has(/ceramic/) ? 'ceramic' : f.has(/herringbone/) ? 'herringbone' : f.has(/diamond/) ? 'diamond' : 'plain'
  const width = 1000
  const length = 1400
  scene.box([-width / 2, -length / 2, 0], [width, length, thickness], lagging === 'ceramic' ? materials.ceramic : materials.rubber)
  const runs: Vec3[][] = []
  const z = thickness + 0.5
  if (lagging === 'ceramic') {
    for (let x = -width / 2 + 23; x < width / 2; x += 23)
      runs.push([
        [x, -length / 2, z],
        [x, length / 2, z],
      ])
    for (let y = -length / 2 + 23; y < length / 2; y += 23)
      runs.push([
        [-width / 2, y, z],
        [width / 2, y, z],
      ])
  } else {
    for (let y = -length / 2 - width; y < length / 2 + width; y += 60) {
      const clip = (a: Vec3, b: Vec3): Vec3[] => {
        const t0 = Math.max(0, (-length / 2 - a[1]) / (b[1] - a[1]))
        const t1 = Math.min(1, (length / 2 - a[1]) / (b[1] - a[1]))
        if (t1 <= t0) return []
        const lerp = (t: number): Vec3 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, z]
        return [lerp(t0), lerp(t1)]
      }
      if (lagging === 'herringbone') {
        runs.push(clip([-width / 2, y, z], [0, y + width * 0.35, z]), clip([0, y + width * 0.35, z], [width / 2, y, z]))
      } else if (lagging === 'diamond') {
        runs.push(clip([-width / 2, y, z], [width / 2, y + width * 0.6, z]), clip([-width / 2, y + width * 0.6, z], [width / 2, y, z]))
      }
    }
  }
  if (runs.length > 0)
    scene.overlay(
      runs.filter((run) => run.length > 1),
      lagging === 'ceramic' ? '#9a948a' : '#0f1215',
      1.4,
      -1e9,
    )
  return { scene, shows: `a sheet of ${laggingWords[lagging]} ${thickness} mm thick, ready to bond to a pulley shell` }
}

export function laggingSheetIllustration(f: Figures): Illustration {
  return laggingSheet(new Scene(view), f)
}

export function pulleyIllustration(f: Figures): Illustration {
  const scene = new Scene(view)
  const p = pulleyFrom(f)
  const driveEnd = p.role === 'drive' ? p.shaft * 2.2 : 0
  mounted(scene, p, driveEnd)
  const roles: Record<Pulley['role'], string> = {
    drive: 'drive pulley',
    bend: 'bend pulley',
    snub: 'snub pulley',
    tail: 'tail pulley',
    'take-up': 'take-up pulley',
    motorised: 'motorised drum',
    general: 'pulley',
  }
  const mounting =
    p.housings === 'fixed'
      ? 'its shaft fixed in end brackets'
      : `its ${p.shaft} mm shaft${driveEnd ? ', with a long drive end,' : ''} in plummer blocks on pedestals`
  return {
    scene,
    shows: `${roles[p.role]} ${p.diameter} mm across with a ${p.face} mm face${p.crowned ? ', crowned' : ''}, ${laggingWords[p.lagging]}, end discs and hubs, ${mounting}`,
  }
}

export function wingPulleyIllustration(f: Figures): Illustration {
  const p = pulleyFrom(f)
  const spiral = f.has(/spiral/)
  const scene = new Scene(view)
  const R = p.diameter / 2
  const axis = R + 80
  const face = p.face
  const hub = R * 0.3
  const outer = face / 2 + Math.max(120, p.shaft * 2.2)
  const origin: Vec3 = [-face / 2, 0, axis]
  const discFace: Segment['face'] = [
    { radius: hub, material: materials.steel },
    { radius: p.shaft / 2 + 6, material: materials.castIron },
  ]
  // Discs, hub and wings are separate items so the wings sort between the two discs.
  scene.coaxial(
    origin,
    [1, 0, 0],
    [
      { from: -(outer - face / 2), to: 0, radius: p.shaft / 2, material: materials.steel },
      { from: 0, to: 14, radius: R, material: materials.paint, face: discFace },
    ],
  )
  scene.coaxial(origin, [1, 0, 0], [{ from: 14, to: face - 14, radius: hub, material: materials.paint }])
  scene.coaxial(
    origin,
    [1, 0, 0],
    [
      { from: face - 14, to: face, radius: R, material: materials.paint, face: discFace },
      { from: face, to: face + outer - face / 2, radius: p.shaft / 2, material: materials.steel },
    ],
  )
  const wings = 12
  if (spiral) {
    for (let i = 0; i < wings / 2; i += 1) {
      const phase = (i / (wings / 2)) * 2 * Math.PI
      scene.helix([-face / 2, 0, axis], [1, 0, 0], 14, face / 2, R - 8, face * 2.2, 1, 14, materials.paint, phase)
      scene.helix(
        [-face / 2, 0, axis],
        [1, 0, 0],
        face / 2,
        face - 14,
        R - 8,
        face * 2.2,
        -1,
        14,
        materials.paint,
        phase + (Math.PI * (face / 2 - 14)) / (face * 1.1),
      )
    }
  } else {
    for (let i = 0; i < wings; i += 1) {
      const a = (i / wings) * 2 * Math.PI
      const across: Vec3 = [0, -Math.sin(a), Math.cos(a)]
      const up: Vec3 = [0, Math.cos(a), Math.sin(a)]
      scene.prism(
        [-face / 2 + 14, 0, axis],
        [1, 0, 0],
        face - 28,
        across,
        up,
        [
          [-5, hub],
          [5, hub],
          [5, R],
          [-5, R],
        ],
        materials.paint,
      )
    }
  }
  const block = p.shaft * 1.9
  for (const side of [-1, 1]) {
    const foot = plummer(scene, side * (outer - Math.max(60, p.shaft)), axis, p.shaft, Math.max(60, block * 0.9))
    scene.box(
      [side * (outer - Math.max(60, p.shaft)) - block * 0.7, -p.shaft * 2.6, 0],
      [block * 1.4, p.shaft * 5.2, foot],
      materials.frame,
    )
  }
  return {
    scene,
    shows: `wing pulley ${p.diameter} mm across with a ${face} mm face: ${spiral ? 'spiral wings of opposite hand' : `${wings} wing plates`} round a hub between end discs, its shaft in plummer blocks`,
  }
}
