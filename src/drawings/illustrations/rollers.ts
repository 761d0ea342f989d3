/**
 * Rollers in three-quarter view, from the same figures as their drawings: tube or shell, the
 * bearing housing, seal and shaft end with its flats at the near end; rubber rings, discs, a
 * spiral, a cover or a polymer shell where the roller has them; a taper where it is tapered.
 */
import { shaftStub } from '../../engineering/shaft-layout.ts'
import { bearingSize, type Figures } from '../figures.ts'
import { rollerFrom, type Roller } from '../technical/rollers.ts'
import { materials, Scene, vec, type Material, type Segment, type Vec3 } from './scene.ts'
import type { Illustration } from './illustration.ts'

/** Three-quarter view with the left end towards the viewer. */
export const rollerView = { yaw: -28, elevation: 20 } as const

function tubeMaterial(roller: Roller): Material {
  const s = roller.surface
  if (s.kind === 'polymer')
    return s.material.startsWith('UHMW') ? materials.uhmw : s.material.startsWith('cast nylon') ? materials.nylon : materials.hdpe
  if (s.kind === 'stainless') return materials.stainless
  if (s.kind === 'galvanised') return materials.zinc
  return materials.paint
}

interface Sleeve {
  from: number
  to: number
  radius: number
  material: Material
}

/** Rings, discs or a cover over the tube, mm from the left end of the tube. */
function sleeves(roller: Roller): Sleeve[] {
  const s = roller.surface
  const L = roller.length
  if (s.kind === 'rings' || s.kind === 'discs') {
    const gap = s.kind === 'rings' ? 5 : s.width * 1.6
    const pitch = s.width + gap
    const count = Math.max(2, Math.floor((L - 10) / pitch))
    const start = (L - (count * pitch - gap)) / 2
    return Array.from({ length: count }, (_, i) => ({
      from: start + i * pitch,
      to: start + i * pitch + s.width,
      radius: s.outside / 2,
      material: materials.rubber,
    }))
  }
  if (s.kind === 'cover') {
    const material =
      s.material === 'ceramic' ? materials.ceramic : s.material === 'polyurethane' ? materials.polyurethane : materials.rubber
    return [{ from: 6, to: L - 6, radius: roller.tubeEnd / 2 + s.thickness, material }]
  }
  return []
}

/** The tube cut into the lengths between its sleeves, so each piece is drawn once, far to near. */
function tubePieces(roller: Roller, covers: Sleeve[], material: Material, face: Segment['face']): Segment[] {
  const L = roller.length
  const radiusAt = (u: number) => roller.tube / 2 + ((roller.tubeEnd - roller.tube) / 2) * (u / L)
  const pieces: Segment[] = []
  let at = 0
  for (const sleeve of [...covers, { from: L, to: L, radius: 0, material }]) {
    if (sleeve.from > at) pieces.push({ from: at, to: sleeve.from, radius: radiusAt(at), radiusTo: radiusAt(sleeve.from), material })
    at = Math.max(at, sleeve.to)
  }
  const first = pieces[0]
  const last = pieces[pieces.length - 1]
  if (first) Object.assign(first, { face, faceAt: 'from' })
  if (last && last !== first)
    Object.assign(last, {
      face: face?.map((ring, i) => (i === 0 ? { ...ring, radius: ring.radius * (roller.tubeEnd / roller.tube) } : ring)),
      faceAt: 'to',
    })
  return pieces
}

/** Shaft ends with their flats, both sides of the tube. */
export function shaftEnds(L: number, shaft: number, steel: Material = materials.steel): Segment[] {
  const stub = shaftStub(shaft)
  const flat = stub * 0.55
  const across = (shaft * 0.7) / 2
  const r = shaft / 2
  return [
    { from: -stub, to: -stub + flat, radius: r, material: steel, flats: across },
    { from: -stub + flat, to: 0, radius: r, material: steel },
    { from: L, to: L + stub - flat, radius: r, material: steel },
    { from: L + stub - flat, to: L + stub, radius: r, material: steel, flats: across },
  ]
}

/** Outside diameter over rings, discs or a cover. */
export function outsideOf(roller: Roller): number {
  return Math.max(roller.tube, roller.tubeEnd, ...sleeves(roller).map((s) => s.radius * 2))
}

/** A roller about its centre, its axis along `axis`. */
export function drawRoller(
  scene: Scene,
  roller: Roller,
  centre: Vec3,
  axis: Vec3 = [1, 0, 0],
  end: { cover?: boolean; polymerEnds?: boolean } = {},
): void {
  const L = roller.length
  const wall = roller.surface.kind === 'polymer' ? roller.surface.wall : roller.wall
  const R = roller.tube / 2
  const Rb = roller.bearing.outside / 2
  const housing = roller.surface.kind === 'polymer' ? tubeMaterial(roller) : end.polymerEnds ? materials.seal : materials.housing
  const face: Segment['face'] = [
    { radius: R - wall, material: housing },
    { radius: Math.min(R - wall - 2, Rb + 3), material: end.polymerEnds ? materials.hdpe : materials.seal },
    { radius: roller.shaft / 2 + 4, material: end.polymerEnds ? materials.seal : materials.housing },
  ]
  const covers = sleeves(roller)
  const material = tubeMaterial(roller)
  const start: Vec3 = vec.sub(centre, vec.scale(vec.unit(axis), L / 2))
  // An outer cover: a pressed cap over the seal, standing proud of the tube end on the shaft.
  const caps: Segment[] = end.cover
    ? [
        { from: -6, to: 0, radius: Math.min(R - wall - 1, Rb + 4), material: materials.seal },
        { from: L, to: L + 6, radius: Math.min(R - wall - 1, Rb + 4), material: materials.seal },
      ]
    : []
  scene.coaxial(start, axis, [...shaftEnds(L, roller.shaft), ...caps, ...tubePieces(roller, covers, material, face), ...covers])
  const s = roller.surface
  if (s.kind === 'spiral') {
    const pitch = Math.max(s.bar * 3, 90)
    const radius = (R + s.outside / 2) / 2
    const bar = roller.surface.kind === 'spiral' && s.rubber ? materials.rubber : materials.steel
    // Two hands that meet in the middle and push the belt's edges outwards to centre it.
    scene.helix(start, axis, 8, L / 2 - 4, radius, pitch, 1, s.bar, bar)
    scene.helix(start, axis, L / 2 + 4, L - 8, radius, pitch, -1, s.bar, bar, Math.PI)
  }
}

/** The smallest and largest sizes of a plain roller's size table, beside the drawn one. */
function rangeEnds(f: Figures, roller: Roller): Roller[] {
  const drawn = f.rollerSize()
  const plain = ['steel', 'stainless', 'galvanised', 'fras', 'polymer'].includes(roller.surface.kind)
  if (!drawn || !plain) return []
  const rows = [...drawn.sizes.rows].sort((a, b) => a.d - b.d || a.l - b.l)
  const ends = [rows[0], rows[rows.length - 1]].filter((row) => row && row.d !== roller.tube)
  return ends.flatMap((row) => {
    const bearing = row && bearingSize(row.bearing)
    if (!row || !bearing) return []
    const surface = roller.surface.kind === 'polymer' ? { ...roller.surface, wall: row.wall } : roller.surface
    return [{ ...roller, tube: row.d, tubeEnd: row.end ?? row.d, wall: row.wall, length: row.l, bearing, shaft: row.shaft, surface }]
  })
}

/** The finish a roller's spec gives first, where it changes how the tube looks. */
function finished(f: Figures, roller: Roller): Roller {
  const finish = f.value(/^(finish|surface)$/i)?.split(/[;,]/)[0] ?? ''
  return roller.surface.kind === 'steel' && /^(hot-dip )?galvani[sz]ed/i.test(finish)
    ? { ...roller, surface: { kind: 'galvanised' } }
    : roller
}

export function rollerIllustration(f: Figures): Illustration {
  const roller = finished(f, rollerFrom(f))
  const scene = new Scene(rollerView)
  const end = { cover: f.has(/outer cover|dust cover/), polymerEnds: roller.surface.kind === 'fras' }
  const packed = f.value(/^(packing|pack size)$/i) !== undefined
  const others = packed ? [] : rangeEnds(f, roller)
  const d = outsideOf(roller)
  let extra = ''
  if (packed) {
    // Rolls as they are packed: three side by side with two on top.
    const gap = 6
    for (const [x, y, z] of [
      [0, 0, 0],
      [0, 1, 0],
      [0, 2, 0],
      [0, 0.5, 1],
      [0, 1.5, 1],
    ] as const) {
      drawRoller(scene, roller, [x, y * (d + gap), d / 2 + z * (d + gap) * 0.866], [1, 0, 0], end)
    }
    extra = ', packed five to a layer as they are shipped'
  } else {
    drawRoller(scene, roller, [0, 0, d / 2], [1, 0, 0], end)
    let y = d / 2
    for (const other of others) {
      const od = outsideOf(other)
      y += od / 2 + 60
      drawRoller(scene, other, [(other.length - roller.length) / 2, y, od / 2], [1, 0, 0], end)
      y += od / 2
    }
    if (others.length > 0) extra = `, in front of the ${others.map((o) => `${o.tube} × ${o.length} mm`).join(' and ')} sizes of its range`
  }
  const s = roller.surface
  const outer =
    s.kind === 'rings'
      ? `, rubber impact rings ${s.outside} mm across`
      : s.kind === 'discs'
        ? `, rubber discs ${s.outside} mm across spaced along the tube`
        : s.kind === 'spiral'
          ? `, ${s.rubber ? 'rubber' : 'steel'} spiral of two hands meeting in the middle`
          : s.kind === 'cover'
            ? `, ${s.material} cover ${s.thickness} mm thick`
            : s.kind === 'polymer'
              ? `, ${s.material}`
              : s.kind === 'stainless'
                ? ', stainless steel tube'
                : s.kind === 'galvanised'
                  ? ', galvanised tube'
                  : s.kind === 'fras'
                    ? ', painted tube with fire-resistant antistatic polymer end parts'
                    : ', painted steel tube'
  const taper = roller.tubeEnd !== roller.tube ? `, tapering from ${roller.tube} to ${roller.tubeEnd} mm` : ''
  const cover = end.cover ? ' under an outer cover' : ''
  return {
    scene,
    shows: `a ${roller.tube} mm roller ${roller.length} mm long${taper}${outer}, with its bearing housing, seal${cover} and flatted ${roller.shaft} mm shaft end${extra}`,
  }
}
