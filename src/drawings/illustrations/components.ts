/**
 * Conveyor components in three-quarter view, simplified but to their spec sizes: impact beds with
 * their bars in the trough, belt cleaners (blade segments on a cross pipe, tensioner at one end),
 * the V plough over a belt, a length of belt cut to show its plies, and the machines that make
 * rollers: bed on evenly spaced legs, working units, workpiece and control cabinet.
 */
import { degrees, type Figures } from '../figures.ts'
import { axis, bedTop, footprint, machineFor, type Unit } from '../technical/machines.ts'
import type { Illustration } from './illustration.ts'
import { materials, Scene, type Material, type Vec3 } from './scene.ts'

const view = { yaw: -26, elevation: 26 } as const

/** A bar along y (the belt's run) on a wing tilted `angle` degrees, from x0 outwards. */
function tiltedBar(scene: Scene, x: number, z: number, angle: number, width: number, height: number, length: number, m: Material): void {
  const a = (angle * Math.PI) / 180
  const across: Vec3 = [Math.cos(a), 0, Math.sin(a)]
  const up: Vec3 = [-Math.sin(a), 0, Math.cos(a)]
  // A rubber base under the wearing top.
  const base = height * 0.6
  scene.prism(
    [x, -length / 2, z],
    [0, 1, 0],
    length,
    across,
    up,
    [
      [0, 0],
      [width, 0],
      [width, base],
      [0, base],
    ],
    materials.rubber,
    { depthBias: -1e5 },
  )
  scene.prism(
    [x + up[0] * base, -length / 2, z + up[2] * base],
    [0, 1, 0],
    length,
    across,
    up,
    [
      [0, 0],
      [width, 0],
      [width, height - base],
      [0, height - base],
    ],
    m,
    { depthBias: -1e5 },
  )
}

/** Impact bars on their own: UHMW-PE wear layer on a rubber cushion over an aluminium T-slot base. */
function impactBars(f: Figures): Illustration {
  const length = f.figure(/^length$/i) ?? 1220
  const height = f.figure(/^height$/i) ?? 75
  const width = f.figure(/^width$/i) ?? 100
  const wear = f.figure(/wear layer/i) ?? 19
  const scene = new Scene({ yaw: -32, elevation: 28 })
  for (let i = 0; i < 3; i += 1) {
    const x = i * (width + 30)
    const slot = 12
    scene.box([x, 0, 0], [width, length, slot], materials.zinc)
    scene.box([x, 0, slot], [width, length, height - wear - slot], materials.rubber)
    scene.box([x, 0, height - wear], [width, length, wear], materials.uhmw)
  }
  return {
    scene,
    shows: `three impact bars ${width} mm wide, ${height} mm high and ${length} mm long: a ${wear} mm UHMW-PE wear layer on a rubber cushion over an aluminium T-slot base`,
  }
}

function impactBed(f: Figures): Illustration {
  if (/impact bar/i.test(f.name)) return impactBars(f)
  const belt = f.beltWidth() ?? 1000
  const angle = degrees(f.value(/trough angle/i))[0] ?? 35
  const length = f.figure(/bed length|length/i, (low, high) => Math.min(high, Math.max(low, 1200))) ?? 1200
  const scene = new Scene(view)
  const bar = 100
  const barHeight = 75
  const centre = Math.round(belt * 0.38)
  const a = (angle * Math.PI) / 180
  const base = 420
  // Bars: UHMW-PE top on rubber, three across the centre, two on each wing.
  const bars = Math.max(2, Math.floor(centre / (bar + 10)))
  for (let i = 0; i < bars; i += 1) tiltedBar(scene, -centre / 2 + i * (centre / bars), base, 0, bar, barHeight, length, materials.uhmw)
  for (const side of [-1, 1]) {
    for (let i = 0; i < 2; i += 1) {
      const s = 20 + i * (bar + 20)
      const x = side * (centre / 2 + Math.cos(a) * s)
      const z = base + Math.sin(a) * s
      tiltedBar(
        scene,
        side > 0 ? x : x - Math.cos(a) * bar,
        side > 0 ? z : z + Math.sin(a) * bar,
        side * angle,
        bar,
        barHeight,
        length,
        materials.uhmw,
      )
    }
  }
  // Support frame: cross beams under each end and the middle, on a base channel.
  const reach = centre / 2 + Math.cos(a) * 2.2 * (bar + 20)
  for (const y of [-length / 2 + 60, 0, length / 2 - 60]) {
    scene.box([-reach, y - 40, base - 80], [2 * reach, 80, 80], materials.frame)
    for (const side of [-1, 1]) scene.box([side * reach - 40, y - 40, 0], [80, 80, base - 80], materials.frame)
  }
  return {
    scene,
    shows: `impact bed for a ${belt} mm belt: impact bars along the belt's run, flat in the centre and at ${angle}° on the wings, on a steel support frame`,
  }
}

function cleaner(f: Figures): Illustration {
  const belt = f.beltWidth() ?? 1000
  const secondary = f.has(/secondary/)
  const scene = new Scene({ yaw: -24, elevation: 30 })
  const width = belt - 150
  const pipe = 60
  const zPipe = 300
  scene.coaxial([-width / 2 - 220, 0, zPipe], [1, 0, 0], [{ from: 0, to: width + 440, radius: pipe / 2, material: materials.zinc }])
  const segment = 150
  const count = Math.max(2, Math.floor(width / segment))
  const bladeMaterial = secondary ? materials.steel : materials.polyurethane
  for (let i = 0; i < count; i += 1) {
    const x = -width / 2 + i * (width / count) + 4
    scene.box([x, -20, zPipe + pipe / 2 - 10], [width / count - 8, 40, secondary ? 120 : 170], bladeMaterial)
    if (secondary) scene.box([x + 10, -12, zPipe + pipe / 2 + 110], [width / count - 28, 24, 20], materials.castIron)
  }
  // Mounting plates and a spring tensioner at one end.
  for (const side of [-1, 1]) scene.box([side * (width / 2 + 160) - 10, -90, 0], [20, 180, zPipe + 80], materials.frame)
  scene.coaxial(
    [width / 2 + 240, 0, zPipe],
    [1, 0, 0],
    [
      { from: 0, to: 140, radius: 45, material: materials.frame },
      { from: 140, to: 180, radius: 22, material: materials.steel },
    ],
  )
  return {
    scene,
    shows: `${secondary ? 'secondary belt cleaner with tungsten-tipped steel blades' : 'primary belt cleaner with polyurethane blade segments'} on a cross pipe for a ${belt} mm belt, with mounting plates and a tensioner`,
  }
}

function plough(f: Figures): Illustration {
  const belt = f.beltWidth() ?? 1000
  const scene = new Scene({ yaw: -30, elevation: 34 })
  const length = belt * 1.6
  scene.box([-belt / 2, -length / 2, 0], [belt, length, 14], materials.belt, { depthBias: 1e5 })
  const blade = belt * 0.6
  for (const side of [-1, 1]) {
    const a = Math.atan2(belt / 2, blade)
    const across: Vec3 = [side * Math.sin(a), -Math.cos(a), 0]
    scene.prism(
      [0, blade / 2, 14],
      across,
      Math.hypot(belt / 2, blade),
      [Math.cos(a), side * Math.sin(a), 0],
      [0, 0, 1],
      [
        [0, 0],
        [20, 0],
        [20, 150],
        [0, 150],
      ],
      materials.rubber,
    )
    scene.prism(
      [0, blade / 2, 164],
      across,
      Math.hypot(belt / 2, blade),
      [Math.cos(a), side * Math.sin(a), 0],
      [0, 0, 1],
      [
        [-6, 0],
        [18, 0],
        [18, 60],
        [-6, 60],
      ],
      materials.frame,
    )
  }
  for (const side of [-1, 1]) scene.box([side * (belt / 2 + 60) - 30, blade / 2 - 30, 0], [60, 60, 330], materials.frame)
  scene.box([-belt / 2 - 90, blade / 2 - 30, 270], [belt + 180, 60, 60], materials.frame)
  return { scene, shows: `V plough on a ${belt} mm belt: two rubber-edged blades meeting at the point, hung from a frame across the belt` }
}

function belt(f: Figures): Illustration {
  const width = f.beltWidth() ?? 1000
  const steel = f.has(/steel cord/)
  const plies = steel ? 0 : Math.max(2, Math.min(6, f.figure(/plies/i) ?? 4))
  const top = f.figure(/top cover/i) ?? 6
  const bottom = f.figure(/bottom cover/i) ?? 2
  const ply = 1.4
  const scene = new Scene({ yaw: -20, elevation: 24 })
  const length = width * 0.45
  const carcass = steel ? 6 : plies * ply
  const layers: Array<[number, number, Material]> = [[0, bottom, materials.belt]]
  let z = bottom
  if (steel) {
    layers.push([z, z + carcass, materials.rubber])
  } else {
    for (let i = 0; i < plies; i += 1) {
      layers.push([z, z + ply, i % 2 === 0 ? materials.nylon : materials.ceramic])
      z += ply
    }
  }
  z = bottom + carcass
  layers.push([z, z + top, materials.belt])
  // Layers drawn thick enough to read: the belt is shown at its width and 8 x its thickness.
  const k = 8
  for (const [z0, z1, m] of layers) scene.box([-width / 2, -length / 2, z0 * k], [width, length, (z1 - z0) * k], m)
  if (steel) {
    for (let x = -width / 2 + 15; x < width / 2; x += 15)
      scene.sphere([x, -length / 2 - 0.5, (bottom + carcass / 2) * k], 2.2 * k * 0.5, materials.steel)
  }
  if (f.has(/chevron/)) {
    const runs: Vec3[][] = []
    const zTop = (bottom + carcass + top) * k + 0.5
    for (let y = -length / 2 + 40; y < length / 2 - 160; y += 200)
      runs.push([
        [-width * 0.4, y, zTop],
        [0, y + 160, zTop],
        [width * 0.4, y, zTop],
      ])
    scene.overlay(runs, '#0f1215', 6, -1e9)
  }
  return {
    scene,
    shows: `a length of ${width} mm ${steel ? 'steel cord' : `${plies}-ply fabric`} belt cut across to show its ${steel ? 'cords' : 'plies'} between the covers (thickness drawn eight times over)`,
  }
}

/** A working unit of a roller-making machine as a simple block, cylinder or wheel, at x from the bed's end. */
function unit(scene: Scene, u: Unit, x0: number, piece: number): void {
  const x = x0 + u.x
  const mid = x + u.w / 2
  const frame = materials.housing
  switch (u.kind) {
    case 'head':
    case 'chuck':
    case 'cutter':
      scene.box([x, -250, bedTop], [u.w, 500, axis - bedTop + 260], frame)
      scene.coaxial(
        [u.facing === -1 ? x : x + u.w, 0, axis],
        [u.facing === -1 ? -1 : 1, 0, 0],
        [{ from: 0, to: 120, radius: u.kind === 'chuck' ? 180 : 90, material: materials.steel }],
      )
      return
    case 'cylinder':
      scene.box([x, -150, bedTop], [u.w, 300, axis - bedTop - 130], frame)
      scene.coaxial(
        [x, 0, axis],
        [1, 0, 0],
        [
          { from: 0, to: u.w * 0.7, radius: 130, material: materials.zinc },
          { from: u.w * 0.7, to: u.w, radius: 40, material: materials.stainless },
        ],
      )
      return
    case 'vblock':
    case 'stop':
    case 'rollers':
    case 'rack':
      scene.box([x, -160, bedTop], [Math.max(40, u.w), 320, Math.max(60, axis - piece / 2 - bedTop)], materials.castIron)
      return
    case 'blade':
    case 'wheel':
      scene.coaxial([mid, -200, axis], [0, 1, 0], [{ from: 0, to: 40, radius: u.kind === 'blade' ? 180 : 110, material: materials.steel }])
      scene.box([x, -120, bedTop], [u.w, 240, 150], frame)
      return
    case 'torch':
      scene.coaxial([mid, -100, axis + piece / 2 + 20], [0.4, -0.3, 1], [{ from: 0, to: 380, radius: 22, material: materials.ink }])
      return
    case 'gauge':
      scene.box([mid - 15, -15, axis + piece / 2 + 20], [30, 30, 300], materials.steel)
      scene.coaxial([mid, -15, axis + piece / 2 + 380], [0, -1, 0], [{ from: 0, to: 40, radius: 70, material: materials.uhmw }])
      return
    case 'cabinet':
      scene.box([x, 600, 0], [u.w, 500, bedTop + 900], materials.uhmw)
      return
  }
}

function machine(f: Figures): Illustration {
  const [L, W] = footprint(f)
  const scene = new Scene({ yaw: -24, elevation: 24 })
  if (/production line/i.test(f.name)) {
    // The stations where the line's plan puts them (metres): tubes along one row, shafts along
    // another, meeting at assembly and then testing. Each is a bed, a working head and a workpiece.
    const stations: Array<[number, number, 'tube' | 'shaft' | 'roll']> = [
      [2, 2.5, 'tube'],
      [10.5, 2.5, 'tube'],
      [19, 2.5, 'tube'],
      [27.5, 2.5, 'tube'],
      [2, 8.2, 'shaft'],
      [13, 8.2, 'shaft'],
      [36, 5.5, 'roll'],
      [44, 5.5, 'roll'],
    ]
    const line = new Scene({ yaw: -58, elevation: 30 })
    for (const [x, y, piece] of stations) {
      const x0 = x * 1000
      const y0 = y * 1000
      line.box([x0, y0, 500], [5000, 1400, 250], materials.paint)
      for (const lx of [150, 4700]) line.box([x0 + lx, y0 + 100, 0], [150, 1200, 500], materials.castIron)
      line.box([x0 + 200, y0 + 200, 750], [900, 1000, 900], materials.housing)
      const r = piece === 'shaft' ? 40 : piece === 'roll' ? 90 : 75
      line.coaxial(
        [x0 + 1100, y0 + 700, 750 + 300],
        [1, 0, 0],
        [{ from: 0, to: 3400, radius: r, material: piece === 'roll' ? materials.paint : materials.steel }],
      )
    }
    return {
      scene: line,
      shows: `production line of ${stations.length} stations: tube cutting, end boring, housing pressing and welding in one row, shaft cutting and milling in another, meeting at assembly and then testing`,
    }
  }
  const m = machineFor(f, L)
  const piece = m.workpiece === 'shaft' ? 60 : 180
  const depth = Math.min(W, 1200)
  // Bed on legs spaced evenly along it.
  scene.box([0, -depth / 2, bedTop - 150], [L, depth, 150], materials.paint)
  const legs = Math.max(2, Math.round(L / 1500) + 1)
  for (let i = 0; i < legs; i += 1) {
    const x = 60 + ((L - 180) * i) / (legs - 1)
    scene.box([x, -depth / 2 + 40, 0], [120, depth - 80, bedTop - 150], materials.castIron)
  }
  for (const u of m.units) unit(scene, u, 0, piece)
  const from = Math.max(0, m.from)
  scene.coaxial(
    [from, 0, axis],
    [1, 0, 0],
    [
      {
        from: 0,
        to: m.to - from,
        radius: piece / 2,
        material: m.workpiece === 'shaft' ? materials.steel : materials.zinc,
        face: m.workpiece === 'tube' ? [{ radius: piece / 2 - 5, material: materials.ink }] : undefined,
      },
    ],
  )
  const labels = m.units.filter((u) => u.kind !== 'cabinet').map((u) => u.label)
  return {
    scene,
    shows: `${f.name.toLowerCase()} on a ${L} mm bed: ${labels.join(', ')}, with the ${m.workpiece} in place and its control cabinet`,
  }
}

export const componentIllustrations = {
  'impact-bed': impactBed,
  'belt-cleaner': cleaner,
  plough,
  belt,
  machine,
} satisfies Record<string, (f: Figures) => Illustration>
