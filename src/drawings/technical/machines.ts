/**
 * Roller-making machines as schematics: the machine bed with its working units labelled, in
 * elevation and in plan with the footprint the spec gives. The production line is one plan of
 * its stations in flow order.
 */
import { Canvas } from './canvas.ts'
import { Figures } from '../figures.ts'
import { labelRows, type RowLabel } from './label-rows.ts'
import { arrow, circle, dimH, dimV, n, rect, text, type Cls } from './svg-kit.ts'
import type { View } from './view.ts'

type UnitKind =
  'rack' | 'head' | 'chuck' | 'cylinder' | 'vblock' | 'blade' | 'torch' | 'cabinet' | 'gauge' | 'wheel' | 'rollers' | 'stop' | 'cutter'

export interface Unit {
  kind: UnitKind
  /** Left end and length along the machine, mm. */
  x: number
  w: number
  label: string
  /** Which way a head, cylinder or torch faces: 1 towards +x. */
  facing?: 1 | -1
}

export interface Machine {
  workpiece: 'tube' | 'roll' | 'shaft'
  /** Workpiece ends along the machine, mm. */
  from: number
  to: number
  units: Unit[]
  /** Length of a loading rack or magazine beyond the footprint, mm. */
  rack?: number
}

export const axis = 1050
export const bedTop = 850

/** A unit as [kind, start, length, label, facing], start and length as fractions of the machine length. */
type UnitRow = [UnitKind, number, number, string, (1 | -1)?]

interface MachineRow {
  /** A word of the machine's name. */
  name: string
  workpiece: Machine['workpiece']
  /** Workpiece ends as fractions of the length; a negative start is mm before the bed (fed from a rack). */
  from: number
  to: number
  rack?: boolean
  units: UnitRow[]
}

/** The working units of each machine; the last row is the testing machine. */
const machineRows: MachineRow[] = [
  {
    name: 'tube cutting',
    workpiece: 'tube',
    from: -600,
    to: 0.88,
    rack: true,
    units: [
      ['rollers', 0.04, 0.14, 'feed rollers'],
      ['head', 0.22, 0.18, 'servo feed', 1],
      ['chuck', 0.42, 0.12, '3-jaw chuck'],
      ['cutter', 0.58, 0.1, 'parting tool slide'],
      ['stop', 0.86, 0.04, 'length stop'],
      ['cabinet', 0.92, 0.08, 'control cabinet'],
    ],
  },
  {
    name: 'boring',
    workpiece: 'tube',
    from: 0.3,
    to: 0.7,
    units: [
      ['head', 0.04, 0.22, 'boring head', 1],
      ['vblock', 0.36, 0.06, 'hydraulic V-block'],
      ['vblock', 0.58, 0.06, 'V-block'],
      ['head', 0.74, 0.22, 'boring head', -1],
    ],
  },
  {
    name: 'press',
    workpiece: 'tube',
    from: 0.3,
    to: 0.7,
    units: [
      ['cylinder', 0.04, 0.24, '100 kN cylinder', 1],
      ['vblock', 0.46, 0.08, 'pneumatic V-jaw clamp'],
      ['cylinder', 0.72, 0.24, 'cylinder', -1],
      ['cabinet', 0.62, 0.16, 'hydraulic pump unit'],
    ],
  },
  {
    name: 'welding',
    workpiece: 'tube',
    from: 0.26,
    to: 0.74,
    units: [
      ['head', 0.04, 0.18, 'servo rotation drive', 1],
      ['torch', 0.24, 0.06, 'MAG torch', 1],
      ['torch', 0.7, 0.06, 'MAG torch', -1],
      ['head', 0.78, 0.18, 'tailstock, mandrel', -1],
      ['cabinet', 0.36, 0.12, 'welding source 1'],
      ['cabinet', 0.52, 0.12, 'welding source 2'],
    ],
  },
  {
    name: 'shaft cutting',
    workpiece: 'shaft',
    from: -600,
    to: 0.86,
    rack: true,
    units: [
      ['rollers', 0.04, 0.14, 'servo feed'],
      ['vblock', 0.36, 0.08, 'hydraulic vice'],
      ['blade', 0.46, 0.12, 'TCT saw blade'],
      ['vblock', 0.6, 0.08, 'vice'],
      ['stop', 0.84, 0.04, 'length stop'],
      ['cabinet', 0.9, 0.1, 'control cabinet'],
    ],
  },
  {
    name: 'milling',
    workpiece: 'shaft',
    from: 0.24,
    to: 0.76,
    units: [
      ['cutter', 0.04, 0.16, 'milling head (flats)'],
      ['blade', 0.27, 0.07, 'grooving unit'],
      ['vblock', 0.46, 0.08, 'pneumatic V-block'],
      ['blade', 0.66, 0.07, 'grooving unit'],
      ['cutter', 0.8, 0.16, 'milling head'],
    ],
  },
  {
    name: 'assembly',
    workpiece: 'roll',
    from: 0.3,
    to: 0.7,
    units: [
      ['cylinder', 0.04, 0.24, '50 kN press', 1],
      ['rack', 0.26, 0.08, 'bearing and seal feed'],
      ['vblock', 0.46, 0.08, 'V-cradle'],
      ['cylinder', 0.72, 0.24, 'press', -1],
      ['cabinet', 0.56, 0.14, 'hydraulic pump unit'],
    ],
  },
  {
    name: 'testing',
    workpiece: 'roll',
    from: 0.22,
    to: 0.78,
    units: [
      ['cylinder', 0.02, 0.16, 'axial load 500 N', 1],
      ['vblock', 0.2, 0.05, 'V-support'],
      ['gauge', 0.36, 0.06, 'TIR dial gauge'],
      ['wheel', 0.45, 0.1, 'drive wheel (VFD)'],
      ['gauge', 0.6, 0.06, 'rim force sensor'],
      ['vblock', 0.75, 0.05, 'V-support'],
      ['cabinet', 0.84, 0.14, 'control and display'],
    ],
  },
]

/** The machine's units laid out along its own footprint length. */
export function machineFor(f: Figures, length: number): Machine {
  const name = f.name.toLowerCase()
  const row = machineRows.find((m) => name.includes(m.name)) ?? (machineRows[machineRows.length - 1] as MachineRow)
  const at = (fraction: number) => Math.round(length * fraction)
  return {
    workpiece: row.workpiece,
    from: row.from < 0 ? row.from : at(row.from),
    to: at(row.to),
    rack: row.rack ? 6500 : undefined,
    units: row.units.map(([kind, x, w, label, facing]) => ({ kind, x: at(x), w: at(w), label, facing })),
  }
}

/**
 * A unit drawn in elevation: its body, the height of its top and the x of its working edge, and
 * where its label's leader lands (sheet px) when that is not the middle of its top.
 */
interface UnitDrawing {
  body: string
  top: number
  edge: number
  labelAt?: [number, number]
}

/** A unit's drawing, its top (mm) and the x (mm) of its top's right-hand edge, where a height is measured. */
function unitElevation(c: Canvas, unit: Unit, piece: number, cabinetTop = bedTop - 80): UnitDrawing {
  const { x, w } = unit
  const mid = x + w / 2
  const face = unit.facing ?? 1
  switch (unit.kind) {
    case 'rack':
      return {
        body:
          c.shape(
            [
              [x, bedTop + 250],
              [x + w, bedTop + 120],
              [x + w, bedTop + 150],
              [x, bedTop + 280],
            ],
            'sd',
          ) + circle(c.X(x + w * 0.3), c.Y(bedTop + 280), 40 * c.s, 'st'),
        top: bedTop + 320,
        edge: x + w,
      }
    case 'head': {
      const nose = face > 0 ? x + w : x
      return {
        body:
          c.box(x, bedTop, x + w, axis + 260, 'st') +
          c.box(x + w * 0.2, axis + 260, x + w * 0.8, axis + 420, 'sd') +
          c.box(nose - face * 0, axis - 60, nose + face * 120, axis + 60, 'sd'),
        top: axis + 420,
        edge: x + w * 0.8,
      }
    }
    case 'chuck':
      return {
        body:
          c.box(x, bedTop, x + w, axis + 300, 'st') +
          c.box(x + w, axis - 180, x + w + 90, axis + 180, 'sd') +
          c.box(x + w + 90, axis + 60, x + w + 150, axis + 120, 'sd'),
        top: axis + 300,
        edge: x + w,
      }
    case 'cylinder': {
      const body = face > 0 ? [x, x + w * 0.7] : [x + w * 0.3, x + w]
      const rod = face > 0 ? [x + w * 0.7, x + w] : [x, x + w * 0.3]
      return {
        body:
          c.box(body[0] as number, axis - 130, body[1] as number, axis + 130, 'st') +
          c.box(rod[0] as number, axis - 40, rod[1] as number, axis + 40, 'sd') +
          c.box(x, bedTop, x + w, axis - 130, 'sd'),
        top: axis + 130,
        edge: body[1] as number,
      }
    }
    case 'vblock':
      return {
        body: c.shape(
          [
            [x, bedTop],
            [x + w, bedTop],
            [x + w, axis - piece / 2 + 40],
            [mid + 20, axis - piece / 2],
            [mid - 20, axis - piece / 2],
            [x, axis - piece / 2 + 40],
          ],
          'sd',
        ),
        top: axis - piece / 2 + 40,
        edge: x + w,
      }
    case 'blade':
      // The blade is a true circle (heights may be stretched, its radius is not): the leader lands on its rim.
      return {
        body:
          c.box(x, bedTop, x + w, axis - 200, 'st') +
          circle(c.X(mid), c.Y(axis), 180 * c.s, 'tk') +
          circle(c.X(mid), c.Y(axis), 40 * c.s, 'sd'),
        top: axis + 180,
        edge: mid,
        labelAt: [c.X(mid), c.Y(axis) - 180 * c.s],
      }
    case 'cutter':
      return {
        body:
          c.box(x, bedTop, x + w, axis + 100, 'st') +
          c.box(x + w * 0.3, axis + 100, x + w * 0.7, axis + 380, 'sd') +
          c.box(mid - 60, axis - 20, mid + 60, axis + 100, 'tl'),
        top: axis + 380,
        edge: x + w * 0.7,
      }
    case 'torch': {
      const tip = face > 0 ? x : x + w
      // The torch slants: its leader lands on its upper end.
      return {
        body: `<path class="ln" style="stroke-width:${n(Math.max(5, 40 * c.s))}px;stroke-linecap:round" d="M${n(c.X(tip))} ${n(c.Y(axis + piece / 2 + 20))}L${n(c.X(tip + face * 260))} ${n(c.Y(axis + piece / 2 + 420))}"/>`,
        top: axis + piece / 2 + 420,
        edge: tip + face * 260,
        labelAt: [c.X(tip + face * 260), c.Y(axis + piece / 2 + 420)],
      }
    }
    case 'cabinet':
      return { body: c.box(x, 0, x + w, cabinetTop, 'pl'), top: cabinetTop, edge: x + w }
    case 'gauge':
      return {
        body:
          c.box(mid - 15, axis + piece / 2 + 20, mid + 15, axis + piece / 2 + 320, 'sd') +
          circle(c.X(mid), c.Y(axis + piece / 2 + 380), 70 * c.s, 'st'),
        top: axis + piece / 2 + 450,
        edge: mid,
      }
    case 'wheel':
      return {
        body:
          circle(c.X(mid), c.Y(axis - piece / 2 - 110), 110 * c.s, 'sd') + c.box(mid - 30, bedTop, mid + 30, axis - piece / 2 - 110, 'st'),
        top: axis - piece / 2,
        edge: mid,
      }
    case 'rollers':
      return {
        body:
          [0.2, 0.5, 0.8].map((k) => circle(c.X(x + w * k), c.Y(axis - piece / 2 - 40), 40 * c.s, 'sd')).join('') +
          c.box(x, bedTop, x + w, axis - piece / 2 - 80, 'st'),
        top: axis - piece / 2,
        edge: mid,
      }
    case 'stop':
      return { body: c.box(x, bedTop, x + w, axis + 150, 'sd'), top: axis + 150, edge: x + w }
  }
}

/** The stretch along the machine (mm) where a unit standing above the workpiece hides its top. */
function hiddenStretch(unit: Unit): [number, number] {
  const { x, w } = unit
  const face = unit.facing ?? 1
  if (unit.kind === 'head') return face > 0 ? [x, x + w + 120] : [x - 120, x + w]
  if (unit.kind === 'chuck') return [x, x + w + 150]
  if (unit.kind === 'blade') return [x + w / 2 - 180, x + w / 2 + 180]
  return [x, x + w]
}

/**
 * The elevation's canvas: heights above the work axis stretch (or shrink) so that the tallest unit
 * reaches the machine's overall height from its footprint, and the height dimension ends on it.
 */
class MachineCanvas extends Canvas {
  constructor(
    ox: number,
    oy: number,
    s: number,
    readonly stretch: number,
  ) {
    super(ox, oy, s)
  }

  override Y(y: number): number {
    return super.Y(y <= axis ? y : axis + (y - axis) * this.stretch)
  }
}

export function footprint(f: Figures): [number, number, number] {
  const row = f.value(/footprint/i) ?? ''
  const match = row.replace(/,(?=\d{3})/g, '').match(/(\d+) x (\d+) x (\d+)/)
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [4000, 1500, 1600]
}

function machineViews(f: Figures): View[] {
  const [L, W, H] = footprint(f)
  const machine = machineFor(f, L)
  const extra = machine.rack ? 1400 : 0
  const s = Math.min(700 / (L + extra), 290 / H)
  const piece = machine.workpiece === 'shaft' ? 60 : 180
  // Heights above the work axis stretch so the tallest unit meets the overall height; when that
  // would take more than a modest stretch, the cabinet (control or hydraulic) stands to full height.
  const natural = machine.units.map((unit) => ({ unit, ...unitElevation(new Canvas(0, 0, s), unit, piece) }))
  const highest = Math.max(...natural.map((u) => u.top))
  const stretch = Math.min(1.8, Math.max(0.6, (H - axis) / (highest - axis)))
  const fullCabinet = axis + (highest - axis) * stretch < H - 1
  const cabinetTop = fullCabinet ? axis + (H - axis) / stretch : bedTop - 80
  const c = new MachineCanvas(400 - ((L - extra) / 2) * s, 478, s, stretch)
  const drawn = machine.units.map((unit) => ({ unit, ...unitElevation(c, unit, piece, cabinetTop) }))
  const tallest = drawn.reduce((a, b) => (b.top > a.top ? b : a))
  const out: string[] = [
    `<path class="hs" d="M${n(c.X(-extra - 100))} ${n(c.Y(0))}h${n((L + extra + 200) * s)}v8h${n(-(L + extra + 200) * s)}Z"/>`,
  ]
  const labels: RowLabel[] = []
  for (const { unit, body, top } of drawn.filter((u) => u.unit.kind === 'cabinet')) {
    out.push(body)
    labels.push({ x: c.X(unit.x + unit.w / 2), y: c.Y(fullCabinet ? top : bedTop - 200), label: unit.label })
  }
  // The bed: a welded frame on feet spread evenly along it.
  out.push(c.box(0, bedTop - 150, L, bedTop, 'st'))
  const legs = Math.max(2, Math.round(L / 1000) + 1)
  for (let i = 0; i < legs; i++) {
    const x = 100 + ((L - 320) * i) / (legs - 1)
    out.push(c.box(x, 0, x + 120, bedTop - 150, 'sd'))
  }
  if (machine.rack) {
    out.push(
      `<path class="hl" d="M${n(c.X(-extra))} ${n(c.Y(bedTop + 100))}H${n(c.X(0))}M${n(c.X(-extra))} ${n(c.Y(bedTop - 100))}H${n(c.X(0))}"/>`,
    )
    for (let x = -extra + 150; x < 0; x += 450) out.push(c.box(x, 0, x + 80, bedTop, 'pl'))
    labels.push({
      x: c.X(-extra / 2),
      y: c.Y(bedTop + 100),
      label: `${machine.workpiece === 'shaft' ? 'magazine' : 'loading'} rack, ${machine.rack / 1000} m`,
    })
  }
  const pieceCls: Cls = machine.workpiece === 'roll' ? 'st' : 'tk'
  out.push(c.box(machine.from, axis - piece / 2, machine.to, axis + piece / 2, pieceCls))
  for (const { unit, body, top, labelAt } of drawn.filter((u) => u.unit.kind !== 'cabinet')) {
    out.push(body)
    const [x, y] = labelAt ?? [c.X(unit.x + unit.w / 2), c.Y(top)]
    labels.push({ x, y, label: unit.label })
  }
  out.push(`<path class="cl" d="M${n(c.X(machine.from - 200))} ${n(c.Y(axis))}H${n(c.X(Math.min(L, machine.to + 300)))}"/>`)
  // The workpiece is named from the rows too: its leader lands on a stretch of its top that no unit
  // hides, clear of the units' leaders, so it passes no label on the way down.
  const pieceName = machine.workpiece === 'shaft' ? 'shaft bar' : machine.workpiece === 'roll' ? 'roll' : 'tube'
  const pieceRange = f.value(/^(tube|roll|bar|shaft) diameter/i)
  const hidden = drawn.filter((u) => u.top > axis + piece / 2).map((u) => hiddenStretch(u.unit))
  const spots: number[] = []
  for (let x = Math.max(machine.from, 0) + 40; x <= machine.to - 40; x += 10 / s) {
    const [sx] = c.at([x, axis])
    if (hidden.every(([a, b]) => x < a || x > b) && labels.every((l) => Math.abs(l.x - sx) > 12)) spots.push(sx)
  }
  const [middle] = c.at([(Math.max(machine.from, 0) + machine.to) / 2, axis])
  labels.push({
    x: middle,
    y: c.Y(axis + piece / 2),
    spots,
    label: `${pieceName}${pieceRange ? ` Ø${pieceRange.replace(/ mm.*$/, '')}` : ''}`,
  })
  out.push(labelRows(labels, c.Y(tallest.top)))
  // Overall height: from the floor to the top of the tallest unit.
  const edge = c.X(tallest.edge)
  out.push(dimV(c.Y(tallest.top), c.Y(0), Math.max(edge, c.X(L)) + 30, `${H}`, edge))
  const plan = planView(machine, L, W)
  const unitNames = [...new Set(machine.units.map((u) => u.label))].join(', ')
  return [
    {
      name: 'elevation with the working units',
      shows: `schematic elevation on the machine bed: ${unitNames}; overall height ${H} mm`,
      scale: s,
      body: out.join(''),
    },
    plan,
  ]
}

function planView(machine: Machine, L: number, W: number): View {
  const extra = machine.rack ? 1400 : 0
  // Room below the footprint for the operator's place.
  const s = Math.min(640 / (L + extra), 300 / (W + 900))
  const c = new Canvas(400 - ((L - extra) / 2) * s, 90 + (W / 2) * s + 40, s)
  const out: string[] = [c.box(0, -W / 2, L, W / 2, 'pl')]
  if (machine.rack) {
    out.push(`<path class="hl" d="M${n(c.X(-extra))} ${n(c.Y(W / 3))}H${n(c.X(0))}V${n(c.Y(-W / 3))}H${n(c.X(-extra))}"/>`)
    out.push(text(c.X(-extra / 2), c.Y(W / 3) - 8, `rack, ${(machine.rack ?? 0) / 1000} m`, { cls: 'lb', anchor: 'middle' }))
  }
  out.push(c.box(0, -W * 0.18, L, W * 0.18, 'st'))
  for (const unit of machine.units) {
    const depth = unit.kind === 'cabinet' ? W * 0.3 : unit.kind === 'torch' || unit.kind === 'gauge' ? W * 0.15 : W * 0.5
    const y = unit.kind === 'cabinet' ? W / 2 - depth : -depth / 2
    out.push(c.box(unit.x, y, unit.x + unit.w, y + depth, unit.kind === 'cabinet' ? 'pl' : 'sd'))
  }
  const piece = machine.workpiece === 'shaft' ? 60 : 180
  out.push(c.box(machine.from, -piece / 2, machine.to, piece / 2, machine.workpiece === 'roll' ? 'st' : 'tk'))
  out.push(
    circle(c.X(L * 0.5), c.Y(-W / 2 - 350), 220 * s, 'ln'),
    text(c.X(L * 0.5) + 220 * s + 8, c.Y(-W / 2 - 350) + 5, 'operator', { cls: 'lb' }),
  )
  out.push(dimH(c.X(0), c.X(L), c.Y(W / 2) - 30, `${L}`, c.Y(W / 2)))
  out.push(dimV(c.Y(W / 2), c.Y(-W / 2), c.X(L) + 30, `${W}`, c.X(L)))
  return {
    name: 'plan with the footprint',
    shows: `plan view: footprint ${L} × ${W} mm with the units on the bed and the operator's side${machine.rack ? ', plus the rack' : ''}`,
    scale: s,
    body: out.join(''),
  }
}

/** The whole line in plan: the tube branch and the shaft branch meet at assembly, then testing. */
function lineView(f: Figures): View {
  const layout = f.value(/floor area/i)?.match(/(\d+) x (\d+) m/)
  const [L, W] = layout ? [Number(layout[1]), Number(layout[2])] : [50, 12]
  const s = 640 / L
  const x0 = 80
  const y0 = 200 - (W * s) / 2
  const out: string[] = [rect(x0, y0, L * s, W * s, 'pl')]
  // Stations carry a number; a key under the plan names them (the names are wider than the stations' pitch).
  const names: string[] = []
  const station = (x: number, y: number, w: number, h: number, label: string) => {
    const [sx, sy, sw, sh] = [x0 + x * s, y0 + y * s, w * s, h * s]
    names.push(label)
    return rect(sx, sy, sw, sh, 'sd') + text(sx + sw / 2, sy + sh / 2 + 8, String(names.length), { anchor: 'middle' })
  }
  const tubeRow = ['tube cutting', 'end boring', 'housing press', 'twin welding']
  const shaftRow = ['shaft cutting', 'milling, grooving']
  tubeRow.forEach((label, i) => out.push(station(2 + i * 8.5, 2.5, 5, 2.2, label)))
  shaftRow.forEach((label, i) => out.push(station(2 + i * 11, 8.2, 5, 2.2, label)))
  out.push(station(36, 5.5, 5, 2.2, 'assembly'), station(44, 5.5, 5, 2.2, 'testing'))
  names.forEach((name, i) => out.push(text(x0 + (i % 3) * 220, 372 + Math.floor(i / 3) * 34, `${i + 1} ${name}`, { cls: 'lb' })))
  for (let i = 0; i < 3; i++) out.push(arrow(x0 + (7.2 + i * 8.5) * s, y0 + 3.6 * s, x0 + (10.3 + i * 8.5) * s, y0 + 3.6 * s))
  out.push(arrow(x0 + 7.2 * s, y0 + 9.3 * s, x0 + 12.8 * s, y0 + 9.3 * s))
  out.push(arrow(x0 + 32.7 * s, y0 + 3.6 * s, x0 + 35.8 * s, y0 + 6.2 * s), arrow(x0 + 18.2 * s, y0 + 9.3 * s, x0 + 35.8 * s, y0 + 7.2 * s))
  out.push(arrow(x0 + 41.2 * s, y0 + 6.6 * s, x0 + 43.8 * s, y0 + 6.6 * s))
  out.push(dimH(x0, x0 + L * s, y0 + W * s + 40, `${L} m`, y0 + W * s), dimV(y0, y0 + W * s, x0 - 20, `${W} m`, x0))
  out.push(text(x0, 52, 'top row: tubes; bottom row: shafts', { cls: 'lb' }))
  return {
    name: 'plan of the line layout',
    shows: `plan of a ${L} × ${W} m line: tube cutting, end boring, housing press and welding in one row; shaft cutting and milling in another; both meet at assembly, then testing`,
    scale: s / 1000,
    body: out.join(''),
  }
}

export function machineDrawings(f: Figures): View[] {
  return /production line/i.test(f.name) ? [lineView(f)] : machineViews(f)
}
