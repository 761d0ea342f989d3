/**
 * Roller parts in three-quarter view, sized from their spec rows like their drawings: housings
 * shown exploded from the bearing and seal they carry, seals and dust covers, a flatted shaft, a
 * tube with its bore, a ball bearing with its balls between the rings, and a circlip.
 */
import { bearingSize, middle, type BearingSize, type Figures } from '../figures.ts'
import type { Illustration } from './illustration.ts'
import { shaftEnds } from './rollers.ts'
import { materials, Scene, type Material, type Segment } from './scene.ts'

const view = { yaw: -38, elevation: 22 } as const
const fallback = bearingSize('6204') as BearingSize

function housingSizes(f: Figures): { tube: number; bearing: BearingSize } {
  const code = middle([...f.words.matchAll(/tk(6\d{3})-(\d+)/g)])
  if (code) return { tube: Number(code[2]), bearing: bearingSize(code[1] as string) ?? fallback }
  const tube = f.diameter(/tube outside diameter|stock tube|polymer tube od|tube od/i) ?? { value: 108, index: 0, of: 1 }
  return { tube: tube.value, bearing: f.bearing(tube.index, tube.of) ?? fallback }
}

/** A ball bearing about `at` mm along the x axis, its balls showing on the face towards the viewer. */
function bearing(scene: Scene, b: BearingSize, at: number, z: number): void {
  const R = b.outside / 2
  const r = b.bore / 2
  const ring = (R - r) * 0.3
  const depth = scene.coaxial(
    [at, 0, z],
    [1, 0, 0],
    [
      {
        from: 0,
        to: b.width,
        radius: R,
        material: materials.stainless,
        face: [
          { radius: R - ring, material: materials.seal },
          { radius: r + ring, material: materials.stainless },
          { radius: r, material: materials.ink },
        ],
      },
    ],
  )
  // Balls in the gap between the rings, on the face towards the viewer (the -x side).
  const pitch = (R + r) / 2
  const ball = (R - r) * 0.36
  const count = Math.max(7, Math.floor((Math.PI * 2 * pitch) / (ball * 2.3)))
  for (let i = 0; i < count; i += 1) {
    const t = (i / count) * 2 * Math.PI
    // All on the near face, so all drawn over the rings.
    scene.sphere([at - 0.5, Math.cos(t) * pitch, z + Math.sin(t) * pitch], ball * 0.62, materials.steel, { depth: depth - 1e-3 })
  }
}

type HousingType = 'stamped' | 'flanged' | 'cast' | 'nylon' | 'assembly'

/** A housing's cup: its outside and the bearing seat, seen from the open side. */
function housing(scene: Scene, type: HousingType, tube: number, b: BearingSize, at: number, z: number): void {
  const R = tube / 2 - 4
  const material: Material = type === 'cast' ? materials.castIron : type === 'nylon' ? materials.nylon : materials.housing
  const depth = b.width + 14
  const segments: Segment[] = [
    {
      from: 0,
      to: depth,
      radius: R,
      material,
      face: [
        { radius: b.outside / 2 + 6, material },
        { radius: b.outside / 2, material: materials.ink },
      ],
    },
  ]
  if (type === 'flanged' || type === 'stamped' || type === 'assembly')
    segments.push({ from: depth, to: depth + 4, radius: R * 0.72, material })
  if (type === 'flanged') segments.push({ from: -4, to: 0, radius: tube / 2, material, face: [{ radius: R, material }] })
  scene.coaxial([at, 0, z], [1, 0, 0], segments)
}

function seal(scene: Scene, b: BearingSize, at: number, z: number, cover: boolean): void {
  const R = b.outside / 2 + 2
  const r = b.bore / 2
  if (cover) {
    scene.coaxial(
      [at, 0, z],
      [1, 0, 0],
      [
        {
          from: 0,
          to: 8,
          radius: R + 6,
          material: materials.seal,
          face: [
            { radius: r + 6, material: materials.seal },
            { radius: r, material: materials.ink },
          ],
        },
      ],
    )
    return
  }
  // A labyrinth: inner and outer rings with their interlocking lips, shown apart.
  scene.coaxial(
    [at, 0, z],
    [1, 0, 0],
    [
      {
        from: 0,
        to: 7,
        radius: R,
        material: materials.seal,
        face: [
          { radius: R - 5, material: materials.hdpe },
          { radius: R - 9, material: materials.seal },
          { radius: r + 4, material: materials.hdpe },
          { radius: r, material: materials.ink },
        ],
      },
    ],
  )
  scene.coaxial(
    [at - 20, 0, z],
    [1, 0, 0],
    [
      {
        from: 0,
        to: 7,
        radius: R - 3,
        material: materials.seal,
        face: [
          { radius: R - 8, material: materials.hdpe },
          { radius: r + 3, material: materials.seal },
          { radius: r, material: materials.ink },
        ],
      },
    ],
  )
}

function circlip(scene: Scene, shaft: number, at: number, z: number): void {
  const ri = shaft * 0.47
  const ro = shaft * 0.47 + Math.max(2, shaft * 0.1)
  const gap = 0.5
  const profile: Array<[number, number]> = []
  const steps = 28
  for (let i = 0; i <= steps; i += 1) {
    const t = gap + ((2 * Math.PI - 2 * gap) * i) / steps
    profile.push([ro * Math.cos(t), ro * Math.sin(t)])
  }
  for (let i = steps; i >= 0; i -= 1) {
    const t = gap + ((2 * Math.PI - 2 * gap) * i) / steps
    profile.push([ri * Math.cos(t), ri * Math.sin(t)])
  }
  scene.prism([at, 0, z], [1, 0, 0], Math.max(1.2, shaft * 0.05), [0, 1, 0], [0, 0, 1], profile, materials.seal)
}

export function housingIllustration(f: Figures): Illustration {
  const type: HousingType = f.has(/tk bearing housing assembly/)
    ? 'assembly'
    : f.has(/cast iron|ductile/)
      ? 'cast'
      : f.has(/nylon bearing|pa6 \+ 30/) && !f.has(/stamped|flanged/)
        ? 'nylon'
        : f.has(/flanged bearing housing/)
          ? 'flanged'
          : 'stamped'
  const { tube, bearing: b } = housingSizes(f)
  const scene = new Scene(view)
  const z = tube / 2
  const step = Math.max(40, b.width * 2.6)
  // Exploded along the axis, in the order they go into the tube end: housing, bearing, seal, circlip.
  housing(scene, type, tube, b, 0, z)
  bearing(scene, b, -step, z)
  const kit = f.has(/kit|assembly|circlip/)
  if (kit || type === 'assembly') {
    seal(scene, b, -2 * step, z, false)
    circlip(scene, b.bore, -3 * step, z)
  }
  const words: Record<HousingType, string> = {
    stamped: 'pressed steel',
    flanged: 'flanged pressed steel',
    cast: 'cast iron',
    nylon: 'nylon',
    assembly: 'TK pressed steel',
  }
  return {
    scene,
    shows: `exploded view of a ${words[type]} bearing housing for a ${tube} mm tube with its ${b.code} bearing${kit || type === 'assembly' ? ', labyrinth seal and circlip' : ''} drawn apart along the axis`,
  }
}

export function sealIllustration(f: Figures): Illustration {
  const cover = f.has(/dust cover/)
  const b = bearingSize(middle(f.bearingCodes()) ?? '6205') ?? fallback
  const scene = new Scene(view)
  seal(scene, b, 0, b.outside / 2 + 8, cover)
  return {
    scene,
    shows: cover
      ? `outer dust cover for a ${b.bore} mm shaft, seen from its outer face`
      : `labyrinth seal for a ${b.code} bearing: its inner and outer rings drawn apart to show the interlocking lips`,
  }
}

export function shaftIllustration(f: Figures): Illustration {
  const size = f.diameter(/shaft diameter/i) ?? { value: 25, index: 0, of: 1 }
  const d = size.value
  const length = f.figure(/^length/i, (low, high) => Math.round(Math.sqrt(low * high) / 10) * 10) ?? 750
  const scene = new Scene({ yaw: -24, elevation: 22 })
  const ends = shaftEnds(length - 2 * Math.max(14, Math.round(d * 0.9)), d)
  const stub = Math.max(14, Math.round(d * 0.9))
  scene.coaxial([stub, 0, d / 2], [1, 0, 0], [...ends, { from: 0, to: length - 2 * stub, radius: d / 2, material: materials.steel }])
  return { scene, shows: `bright steel roller shaft ${d} mm across and ${length} mm long with milled flats at both ends` }
}

export function tubeIllustration(f: Figures): Illustration {
  const d = f.diameter(/outside diameter/i)?.value ?? 108
  const wall = Number(f.value(/wall/i)?.match(new RegExp(`${d} mm ([\\d.]+)`))?.[1] ?? 4)
  const scene = new Scene({ yaw: -26, elevation: 20 })
  scene.coaxial(
    [0, 0, d / 2],
    [1, 0, 0],
    [{ from: 0, to: 465, radius: d / 2, material: materials.paint, face: [{ radius: d / 2 - wall, material: materials.ink }] }],
  )
  return { scene, shows: `roller tube ${d} mm across with a ${wall} mm wall, cut to length, its bore showing at the near end` }
}

export function bearingIllustration(f: Figures): Illustration {
  const b = bearingSize(middle(f.bearingCodes()) ?? '6305') ?? fallback
  const scene = new Scene({ yaw: -55, elevation: 18 })
  bearing(scene, b, 0, b.outside / 2)
  return {
    scene,
    shows: `${b.code} deep groove ball bearing, ${b.bore} mm bore and ${b.outside} mm outside, its balls showing between the rings`,
  }
}

export function circlipIllustration(f: Figures): Illustration {
  const d = f.diameter(/shaft diameter/i)?.value ?? 25
  const scene = new Scene({ yaw: -50, elevation: 30 })
  const ends = shaftEnds(60, d)
  scene.coaxial([0, 0, d / 2], [1, 0, 0], [...ends, { from: 0, to: 60, radius: d / 2, material: materials.steel }])
  circlip(scene, d * 1.02, -d * 1.6, d / 2)
  return { scene, shows: `circlip for a ${d} mm shaft beside a shaft end, its gap and ring section showing` }
}
