/**
 * Idler sets: troughing (1, 2, 3 or 5 rolls at 20, 35 or 45 degrees), flat and V return, garland,
 * guide rollers and self-aligning sets. Views: a front elevation looking along the belt, then a
 * plan or a side view that shows what sets this product apart (offset rows, pivot, links).
 */
import { dinRollLength } from '../../engineering/roll-lengths.ts'
import { along, layout, normal, type RollPlace } from '../../geometry/idler-layout.ts'
import { impactRingWidth, returnDiscWidth } from '../../geometry/roll.ts'
import { Canvas } from './canvas.ts'
import { bearingSize, degrees, dia, Figures, type BearingSize } from '../figures.ts'
import { area, arrow, callout, centre, circle, dimAngle, dimH, dimV, line, n, poly, rect, ring, text, type Point } from './svg-kit.ts'
import type { View } from './view.ts'

export interface IdlerSet {
  belt: number
  angle: number
  rolls: number
  diameter: number
  /** Outside diameter of rubber impact rings, when the rolls have them. */
  rings?: number
  /** The share of a roll's length its rings or discs fill, where the size rows give it. */
  ringFill?: number
  /** Roll length as the spec lists it; undefined when only the belt width is known. */
  listedLength?: number
  /** The roll length as the spec gives it, for a dimension or a label; undefined when it gives none. */
  lengthText?: string
  /** " (range a–b)" when the length is an example inside the spec's range. */
  rangeText: string
  /** Other trough angles an adjustable set can be set to. */
  otherAngles: number[]
  length: number
  bearing?: BearingSize
  offset: boolean
  picking: boolean
}

/** The set of the size row the drawing shows: the same figures as its line in the size table. */
function idlerSetFromSize(f: Figures): IdlerSet | undefined {
  const drawn = f.idlerSetSize()
  if (!drawn) return undefined
  const { row, sizes } = drawn
  return {
    belt: row.belt,
    angle: row.angle,
    rolls: row.rolls,
    diameter: row.d,
    rings: row.outside ?? sizes.outside,
    ...(sizes.covering ? { ringFill: sizes.covering.fill } : {}),
    listedLength: row.l,
    lengthText: f.lettered('Roll length', `${row.l}`),
    rangeText: '',
    otherAngles: [],
    length: row.l,
    bearing: bearingSize(row.bearing),
    offset: f.has(/offset|staggered/),
    picking: f.has(/picking/),
  }
}

export function idlerSet(f: Figures, fallbackAngle: number, rollCount?: number): IdlerSet {
  // A sized product is drawn from its table; the roll count a view asks for still wins (guide rolls, hanging sets).
  const sized = idlerSetFromSize(f)
  if (sized && (rollCount === undefined || rollCount === sized.rolls)) return sized
  const drawing = f.product.drawing
  const belt = f.beltWidth() ?? 1000
  const angleRow = f.value(/trough angle|v angle|trough profile|^return roll$/i)
  const stated = degrees(angleRow)
  const standard = angleRow?.match(/(\d+) deg standard/)
  const angle = drawing.troughAngle ?? (standard ? Number(standard[1]) : stated[0]) ?? fallbackAngle
  const core = f.pairs(/outside diameter \/ core/i)
  const size = f.diameter(
    /^(roll|carrying roll|centre roll|carrying rolls) diameter|^roll diameter|diameter \/ wall|outside diameter \/ core|carrying rolls|^return roll diameter/i,
  ) ?? { value: 108, index: 0, of: 1 }
  const ringPair = core.find(([outside]) => outside === size.value)
  const rollRow = /roll length|rolls?: |belt width \/ roll length/i
  const pairs = f.pairs(rollRow)
  const labelBeltFirst = /^belt width \/ roll/i.test(f.product.specs.find((row) => rollRow.test(row.label))?.label ?? '')
  const paired = pairs.find((pair) => (labelBeltFirst ? pair[0] : pair[1]) === belt)
  const listedLength = paired
    ? labelBeltFirst
      ? paired[1]
      : paired[0]
    : f.value(/^roll length$/i) && !f.range(/^roll length$/i)
      ? f.figure(/^roll length$/i)
      : undefined
  const rolls = rollCount ?? drawing.rolls ?? (drawing.kind === 'v-return-idler' ? 2 : 3)
  const typical =
    rolls === 3
      ? dinRollLength('trough', belt)
      : rolls === 5
        ? Math.round(belt * 0.235)
        : rolls === 2
          ? Math.round(belt * 0.6)
          : dinRollLength('return', belt)
  const range = f.range(/^roll length/i)
  const inRange = range ? f.figure(/^roll length/i, (low, high) => Math.min(high, Math.max(low, typical))) : undefined
  const length = listedLength ?? inRange ?? typical
  const lengthText = listedLength ? `l = ${listedLength}` : range ? `l = ${length}` : undefined
  const rangeText = listedLength || !range ? '' : ` (range ${range})`
  return {
    belt,
    angle,
    rolls,
    diameter: ringPair ? ringPair[1] : size.value,
    rings: ringPair?.[0] ?? (/impact/i.test(f.name) && drawing.kind === 'troughing-idler' ? Math.round(size.value * 1.5) : undefined),
    listedLength,
    lengthText,
    rangeText,
    otherAngles: /adjustable/i.test(angleRow ?? '') ? stated.filter((a) => a !== angle && a > 0) : [],
    length,
    bearing: f.bearing(size.index, size.of),
    offset: f.has(/offset|staggered/),
    picking: f.has(/picking/),
  }
}

/** The belt's lower face over the rolls, cut to the belt width measured along it. */
function beltLine(set: IdlerSet, rolls: RollPlace[], lift: number): Point[] {
  const r = set.diameter / 2 + lift
  const right = rolls.filter((roll) => roll.b[0] > 0).sort((p, q) => p.a[0] - q.a[0])
  const points: Point[] = []
  for (const roll of right) {
    const a = roll.a[0] < 0 ? ([0, roll.a[1]] as Point) : roll.a
    points.push(normal(a, roll.angle, r), normal(roll.b, roll.angle, r))
  }
  let left = set.belt / 2
  const cut: Point[] = [[0, points[0]?.[1] ?? 0]]
  for (let i = 0; i < points.length && left > 0; i++) {
    const from = cut[cut.length - 1] as Point
    const to = points[i] as Point
    const step = Math.hypot(to[0] - from[0], to[1] - from[1])
    if (step >= left) {
      cut.push([from[0] + ((to[0] - from[0]) * left) / step, from[1] + ((to[1] - from[1]) * left) / step])
      left = 0
    } else {
      cut.push(to)
      left -= step
    }
  }
  if (left > 0) {
    const last = right[right.length - 1]
    const tail = cut[cut.length - 1] as Point
    cut.push(along(tail, last?.angle ?? 0, left))
  }
  return [
    ...cut
      .slice(1)
      .reverse()
      .map(([x, y]): Point => [-x, y]),
    ...cut.slice(1),
  ]
}

/** The trough or V angle, measured under the wing roll from a horizontal through its lower inner edge. */
function angleMark(c: Canvas, wing: RollPlace, set: IdlerSet): string {
  const r = (set.rings ?? set.diameter) / 2
  const [wx, wy] = c.at(normal(wing.a, wing.angle, -r))
  const length = Math.hypot(wing.b[0] - wing.a[0], wing.b[1] - wing.a[1]) * c.s
  const radius = Math.max(50, Math.min(120, length * 0.6))
  return (
    `<path class="cl" d="M${wx.toFixed(1)} ${wy.toFixed(1)}h${(radius + 16).toFixed(1)}"/>` +
    dimAngle(wx, wy, radius, -wing.angle, 0, `${wing.angle}°`)
  )
}

function setDescription(set: IdlerSet): string {
  const rings = set.rings ? ` with rubber impact rings ${dia(set.rings)}` : ''
  const shape = set.rolls === 1 ? 'one flat roll' : set.rolls === 2 ? `two rolls at ${set.angle}°` : `${set.rolls} rolls at ${set.angle}°`
  return `${shape}, ${dia(set.diameter)} mm${rings}, for a ${set.belt} mm belt`
}

/** Front elevation of a carrying set on its base. */
function troughFront(f: Figures, set: IdlerSet, extras: { pivot?: boolean; guides?: boolean; scale?: boolean; phantom?: boolean }): View {
  const gap = 50
  const axis = set.diameter / 2 + (set.rings ? (set.rings - set.diameter) / 2 : 0) + 80 + (extras.pivot ? 90 : 0)
  const probe = layout(set, axis, gap)
  const halfWidth = Math.max(...probe.brackets.map(([x]) => Math.abs(x)), set.belt / 2) + 90
  const top = Math.max(...probe.rolls.map((roll) => Math.max(roll.a[1], roll.b[1]))) + set.diameter / 2 + 40
  const low = extras.scale ? 140 : 70
  const s = Math.min(680 / (2 * halfWidth), 320 / (top + low))
  const c = new Canvas(400, 390 - low * s, s)
  const { rolls, brackets } = probe
  const out: string[] = []
  const baseY = extras.pivot ? 90 : 0
  // Base channel with its bolt centres; a self-aligning set turns on a pivot above a fixed base.
  if (extras.pivot) {
    out.push(
      c.box(-halfWidth + 40, -70, halfWidth - 40, 0, 'st'),
      c.box(-35, 0, 35, baseY - 20, 'sd'),
      c.box(-70, baseY - 20, 70, baseY - 8, 'st'),
    )
    out.push(c.box(-halfWidth + 60, baseY - 8, halfWidth - 60, baseY + 12, 'st'))
  } else {
    out.push(c.box(-halfWidth + 20, -70, halfWidth - 20, 0, 'st'), c.box(-halfWidth + 20, -70, halfWidth - 20, -60, 'sd'))
  }
  if (extras.scale) {
    for (const x of [-halfWidth + 70, halfWidth - 70])
      out.push(c.box(x - 30, -130, x + 30, -70, 'sd'), c.box(x - 45, -140, x + 45, -130, 'st'))
  }
  for (const [x, y] of brackets) out.push(c.box(x - 8, baseY, x + 8, y + 22, 'sd'))
  // Sets with adjustable brackets show the other stated angles in phantom.
  for (const other of set.otherAngles) {
    for (const roll of layout({ ...set, angle: other }, axis, gap).rolls.filter((r) => r.angle !== 0))
      out.push(c.roll(roll.a, roll.b, set.diameter, { phantom: true }))
  }
  for (const roll of rolls)
    out.push(c.roll(roll.a, roll.b, set.diameter, { shaft: set.bearing?.bore, rings: set.rings, phantom: extras.phantom }))
  if (extras.guides) {
    for (const side of [-1, 1]) {
      const x = side * (set.belt / 2 + 70)
      out.push(c.box(side * (halfWidth - 60), baseY + 12, x, baseY + 30, 'st'))
      out.push(c.roll([x, baseY + 30], [x, baseY + 30 + 180], 76, { shaft: 17 }))
    }
  }
  const beltPoints = beltLine(set, rolls, 7)
  if (!extras.phantom) out.push(c.belt(beltPoints, 12))
  out.push(centre(c.X(0), c.Y(-90), c.X(0), c.Y(top + 30)))
  // Trough angle at the right wing's inner end.
  const wing = rolls.filter((roll) => roll.angle > 0).sort((p, q) => q.angle - p.angle)[0]
  if (wing) out.push(angleMark(c, wing, set))
  const beltEnd = c.at(beltPoints[beltPoints.length - 1] as Point)
  out.push(
    callout(
      beltEnd[0] - 6,
      beltEnd[1],
      Math.min(beltEnd[0] + 20, 640),
      Math.max(beltEnd[1] - 40, 50),
      extras.phantom ? `for belt width ${set.belt}` : `belt width ${set.belt}`,
    ),
  )
  // A set without a flat roll (two rolls in a V) names its left roll, as the trough angle is marked
  // on the right one, unless the pivot's label holds the left.
  const flatRoll = rolls.find((roll) => roll.angle === 0)
  const rollOnLeft = !flatRoll && !extras.pivot
  const middle = flatRoll ?? (rollOnLeft ? rolls[0] : rolls[rolls.length - 1])
  if (extras.phantom) {
    const bracket = probe.brackets[probe.brackets.length - 1]
    if (bracket) out.push(callout(c.X(bracket[0]), c.Y(bracket[1]), 560, c.Y(-low) + 28, 'bracket with open slot'))
    out.push(callout(c.X(0), c.Y(-35), 240, c.Y(-low) + 28, 'base channel'))
  } else if (middle) {
    // The leader starts right of the length's label, which sits under the middle of the roll.
    const [mx, my] = c.at([(middle.a[0] + middle.b[0]) / 2 + Math.abs(middle.b[0] - middle.a[0]) * 0.3, (middle.a[1] + middle.b[1]) / 2])
    // The word leads, as on the other sets' roll labels; the size table's letter goes with the figure it names.
    const rollText = `roll ${f.lettered('Roll diameter', dia(set.rings ?? set.diameter))}${set.bearing ? `, ${set.bearing.code}` : ''}`
    out.push(callout(mx, my, rollOnLeft ? 240 : 560, c.Y(-low) + 28, rollText))
    if (set.lengthText && middle.angle === 0) {
      // The length runs between the shell's ends: extension lines start on the shell, clear of the
      // impact rings, which stop short of the ends; the dimension line passes under the rings.
      const shell = c.Y(middle.a[1] - set.diameter / 2)
      const ya = c.Y(middle.a[1] - set.diameter / 2 - (set.rings ? (set.rings - set.diameter) / 2 : 0))
      out.push(dimH(c.X(middle.a[0]), c.X(middle.b[0]), Math.min(ya + 30, c.Y(-20)), set.lengthText, shell))
    }
  }
  if (set.otherAngles.length > 0)
    out.push(
      text(40, 60, `adjustable: ${[...set.otherAngles, set.angle].sort((a, b) => a - b).join(', ')}° (others in phantom)`, { cls: 'lb' }),
    )
  if (extras.pivot) out.push(callout(c.X(-20), c.Y(baseY / 2), 240, c.Y(-low) + 28, 'pivot (kingpin)'))
  if (extras.guides) out.push(callout(c.X(-(set.belt / 2 + 70)), c.Y(baseY + 160), 110, 60, 'guide roll'))
  if (extras.scale) out.push(callout(c.X(-halfWidth + 70), c.Y(-100), 240, c.Y(-low) + 28, 'load cell'))
  // A short note of what sets this set apart: a transition set's angles, or the standard it is built to.
  const transition = f.value(/transition angle/i)
  const standard = f
    .value(/^standards?$/i)
    ?.split(/[,;]/)[0]
    ?.trim()
  const note = transition ? `transition angle ${transition}` : standard ? `built to ${standard}` : undefined
  if (note) out.push(text(area.right - 12, 496, note, { cls: 'lb', anchor: 'end' }))
  const shows = extras.phantom
    ? `front view of the frame with its rolls in phantom: ${setDescription(set)}`
    : `front view of the set: ${setDescription(set)}`
  return { name: 'front elevation along the belt', shows, scale: c.s, body: out.join('') }
}

/** Plan of the set from above: in-line or offset rows, brackets and belt edges. */
function troughPlan(f: Figures, set: IdlerSet, extras: { pivot?: boolean; scale?: boolean }): View {
  const { rolls, brackets } = layout(set, 0, 50)
  const halfWidth = Math.max(...brackets.map(([x]) => Math.abs(x)), set.belt / 2) + 90
  const rowShift = set.offset ? set.diameter + 90 : 0
  const depth = set.diameter + rowShift + 260
  const s = Math.min(680 / (2 * halfWidth), 330 / depth)
  const c = new Canvas(400, 250 + (rowShift / 2) * s, s)
  const out: string[] = []
  const baseDepth = set.offset ? rowShift + 120 : 100
  out.push(c.box(-halfWidth + 20, -baseDepth / 2 + rowShift / 2, halfWidth - 20, baseDepth / 2 + rowShift / 2, 'pl'))
  out.push(`<path class="hl" d="M${c.X(-halfWidth + 20)} ${c.Y(rowShift / 2)}H${c.X(halfWidth - 20)}"/>`)
  if (extras.pivot) out.push(circle(c.X(0), c.Y(rowShift / 2), 40 * s, 'sd'), circle(c.X(0), c.Y(rowShift / 2), 15 * s, 'st'))
  if (extras.scale) for (const x of [-halfWidth + 70, halfWidth - 70]) out.push(c.box(x - 30, -30, x + 30, 30, 'sd'))
  for (const [x] of brackets) {
    const shifted = set.offset && Math.abs(x) < set.length / 2 + 60
    const z = shifted ? rowShift : 0
    out.push(c.box(x - 8, z - 45, x + 8, z + 45, 'sd'))
  }
  for (const roll of rolls) {
    const z = set.offset && roll.angle === 0 ? rowShift : 0
    out.push(c.roll([roll.a[0], z], [roll.b[0], z], set.rings ?? set.diameter, { shaft: set.bearing?.bore }))
  }
  const edge = (set.belt / 2) * (set.rolls === 1 ? 1 : 0.86)
  for (const x of [-edge, edge])
    out.push(
      `<path class="hl" d="M${c.X(x).toFixed(1)} ${c.Y(depth / 2 + rowShift / 2 - 40).toFixed(1)}V${c.Y(-depth / 2 + rowShift / 2 + 40).toFixed(1)}"/>`,
    )
  out.push(arrow(44, c.Y(-80), 44, c.Y(140)), text(38, c.Y(30), 'belt travel', { cls: 'lb', anchor: 'middle', rotate: -90 }))
  out.push(callout(c.X(edge), c.Y(-depth / 2 + rowShift / 2 + 60), c.X(edge) + 40, c.Y(-depth / 2 + rowShift / 2 + 20), 'belt edge'))
  if (set.offset)
    out.push(callout(c.X(0), c.Y(rowShift), c.X(set.length / 2) + 30, c.Y(rowShift + set.diameter / 2 + 60), 'centre roll in its own row'))
  // The centre roll's length and its shaft, as the size table letters them: the plan shows both true.
  const centreRoll = rolls.find((roll) => roll.angle === 0)
  if (centreRoll) {
    const z = set.offset ? rowShift : 0
    const r = (set.rings ?? set.diameter) / 2
    if (set.lengthText) out.push(dimH(c.X(centreRoll.a[0]), c.X(centreRoll.b[0]), c.Y(z - r) + 40, set.lengthText, c.Y(z - r)))
    if (set.bearing)
      out.push(
        callout(
          c.X(centreRoll.a[0]) - 3,
          c.Y(z),
          c.X(centreRoll.a[0]) - 60,
          Math.max(c.Y(z - r) + 90, c.Y(-baseDepth / 2 + rowShift / 2) + 40),
          f.lettered('Shaft diameter', `shaft ${dia(set.bearing.bore)}`, set.bearing.bore),
        ),
      )
  }
  const rows = set.offset ? 'centre roll offset from the wing rolls' : 'rolls in line'
  return {
    name: 'plan view from above',
    shows: `plan from above: ${rows}, ${set.rolls === 1 ? 'flat roll' : `${set.rolls} rolls`} on the base, belt travel marked`,
    scale: c.s,
    body: out.join(''),
  }
}

/** Where each kind of idler sits along a conveyor: for products that supply the mix. */
function conveyorLayout(): View {
  const [tail, head, cy, r] = [100, 700, 250, 80]
  const [top, bottom] = [cy - r - 4, cy + r + 4]
  const training = 370
  const out: string[] = [
    circle(tail, cy, r, 'st'),
    circle(head, cy, r, 'st'),
    circle(tail, cy, 10, 'hs'),
    circle(head, cy, 10, 'hs'),
    `<path d="M${tail} ${top}H${head}M${tail} ${bottom}H${head}" fill="none" stroke="#2f3437" stroke-width="7"/>`,
    // The arrow's label ends short of the head pulley's name.
    arrow(370, top - 30, 440, top - 30),
    text(450, top - 25, 'belt travel', { cls: 'lb' }),
    rect(210, 60, 120, 46, 'pl'),
    poly(
      [
        [230, 106],
        [310, 106],
        [290, top - 14],
        [250, top - 14],
      ],
      'pl',
    ),
  ]
  // Carrying sets sit under the top strand; return rolls under the bottom strand, hung from the frame.
  const carry = (x: number, cls: 'rb' | 'st') => rect(x - 4, top + 26, 8, 30, 'sd') + circle(x, top + 15, 11, cls)
  for (let x = 232; x <= 310; x += 26) out.push(carry(x, 'rb'))
  for (let x = 370; x <= 610; x += 48) out.push(carry(x, 'st'))
  out.push(circle(training, top + 62, 7, 'sd'))
  // Short hangers keep the space between the strands clear for the carrying side's labels.
  for (const x of [210, 340, 470, 590])
    out.push(line(x, bottom - 18, x, bottom + 15, 'ln'), circle(x, bottom + 15, 11, x === 470 ? 'sd' : 'st'))
  // One label a row between the strands, each leader coming down clear of the rows above it.
  out.push(
    callout(training, top + 62, training + 12, top + 78, 'training idler'),
    callout(610, top + 56, 604, top + 108, 'troughing idlers'),
    callout(232, top + 56, 232, top + 138, 'impact idlers, close pitch'),
    callout(340, bottom + 15, 300, 405, 'flat return idlers'),
    callout(470, bottom + 15, 510, 405, 'V return idler'),
    text(220, 52, 'loading chute', { cls: 'lb' }),
    text(tail, top - 14, 'tail pulley', { cls: 'lb', anchor: 'middle' }),
    text(head, top - 14, 'head pulley', { cls: 'lb', anchor: 'middle' }),
  )
  return {
    name: 'where each idler type sits on a conveyor',
    shows:
      'side view of a conveyor: impact idlers at close pitch under the loading chute, troughing idlers along the carrying side with a training idler, flat and V return idlers under the return strand',
    scale: null,
    body: out.join(''),
  }
}

export function troughingViews(f: Figures): View[] {
  const set = idlerSet(f, 35)
  const scale = f.has(/scale/)
  if (f.has(/idler types included/)) return [conveyorLayout(), troughFront(f, set, { scale })]
  return [troughFront(f, set, { scale }), troughPlan(f, set, { scale })]
}

export function selfAligningViews(f: Figures): View[] {
  const set = idlerSet(f, 0)
  if (set.rolls === 1) {
    return [hangingFront(f, set, 'self-aligning'), troughPlan(f, set, { pivot: true })]
  }
  return [troughFront(f, set, { pivot: true, guides: true }), troughPlan(f, set, { pivot: true })]
}

type Hanging = 'flat' | 'v' | 'garland' | 'self-aligning'

/** A channel stringer cut across, flanges towards the middle of the conveyor; side -1 is the left one. */
function stringer(c: Canvas, x: number, y: number, side: 1 | -1): string {
  const w = 75 * side
  const t = 10 * side
  return c.shape(
    [
      [x, y],
      [x + w, y],
      [x + w, y + 10],
      [x + t, y + 10],
      [x + t, y + 190],
      [x + w, y + 190],
      [x + w, y + 200],
      [x, y + 200],
    ],
    'hs',
  )
}

/** Return sets hang below the stringers and carry the belt's return strand on top of the rolls. */
function hangingFront(f: Figures, set: IdlerSet, hanging: Hanging, phantom = false): View {
  const gap = 50
  const { rolls } = layout(set, 0, gap)
  const lowest = Math.min(...rolls.map((roll) => Math.min(roll.a[1], roll.b[1])))
  const highest = Math.max(...rolls.map((roll) => Math.max(roll.a[1], roll.b[1])))
  const span = Math.max(...rolls.map((roll) => Math.max(Math.abs(roll.a[0]), Math.abs(roll.b[0])))) + gap / 2
  const stringerY = highest + set.diameter / 2 + (hanging === 'garland' ? 90 : hanging === 'self-aligning' ? 340 : 180)
  const s = Math.min(640 / (2 * (span + 80)), 300 / (stringerY + 200 - lowest + set.diameter))
  const c = new Canvas(400, 100 + (stringerY + 200) * s, s)
  const out: string[] = []
  out.push(stringer(c, -span - 55, stringerY, 1), stringer(c, span + 55, stringerY, -1))
  const hangerTop = stringerY
  if (hanging === 'v' || hanging === 'self-aligning') out.push(c.box(-span - 10, stringerY - 60, span + 10, stringerY, 'st'))
  const beamBottom = hanging === 'v' || hanging === 'self-aligning' ? stringerY - 60 : hangerTop
  const ends = rolls.flatMap((roll) => [roll.a, roll.b])
  const outerLeft = ends.reduce((p, q) => (q[0] < p[0] ? q : p))
  const outerRight = ends.reduce((p, q) => (q[0] > p[0] ? q : p))
  if (hanging === 'garland') {
    // Links join the shaft ends; the outer links hang from hooks under the stringers.
    const joints = rolls.slice(1).map((roll, i) => [rolls[i]?.b ?? roll.a, roll.a] as const)
    for (const [p, q] of joints) out.push(link(c, p, q))
    for (const [end, x] of [
      [outerLeft, -span - 40],
      [outerRight, span + 40],
    ] as const)
      out.push(link(c, end, [x, stringerY - 30]), c.box(x - 12, stringerY - 30, x + 12, stringerY, 'sd'))
  } else if (hanging === 'self-aligning') {
    const pivotBottom = beamBottom - 70
    out.push(c.box(-30, pivotBottom, 30, beamBottom, 'sd'), c.box(-span - 10, pivotBottom - 20, span + 10, pivotBottom, 'st'))
    for (const end of [outerLeft, outerRight])
      out.push(c.box(end[0] + Math.sign(end[0]) * 17 - 8, end[1] - 30, end[0] + Math.sign(end[0]) * 17 + 8, pivotBottom - 20, 'sd'))
    for (const side of [-1, 1]) {
      const x = side * (set.belt / 2 + 45)
      out.push(
        c.box(x - 6, pivotBottom - 40, x + 6, pivotBottom - 20, 'sd'),
        c.roll([x, pivotBottom - 40], [x, set.diameter / 2 + 4], 70, { shaft: 17 }),
      )
    }
    out.push(
      callout(c.X(15), c.Y(beamBottom - 35), 560, 70, 'pivot'),
      callout(c.X(-(set.belt / 2 + 45)), c.Y(pivotBottom - 100), 120, 70, 'guide roll'),
    )
  } else {
    for (const end of [outerLeft, outerRight]) {
      const x = end[0] + Math.sign(end[0]) * (gap / 2)
      out.push(c.box(x - 8, end[1] - 35, x + 8, hanging === 'v' ? beamBottom : hangerTop, 'sd'))
    }
    if (hanging === 'v') out.push(c.box(-8, -35, 8, beamBottom, 'sd'))
  }
  // A return roll's discs (or an impact roll's rings) at the spacing its size rows give.
  const covering =
    set.rings && set.ringFill
      ? { rings: set.rings, ringFill: set.ringFill, ringWidth: set.ringFill < 0.5 ? returnDiscWidth : impactRingWidth }
      : {}
  for (const roll of rolls) out.push(c.roll(roll.a, roll.b, set.diameter, { shaft: set.bearing?.bore, phantom, ...covering }))
  const beltPoints = beltLine(set, rolls, 7)
  if (!phantom) out.push(c.belt(beltPoints, 12))
  out.push(centre(c.X(0), c.Y(lowest - set.diameter), c.X(0), c.Y(stringerY + 230)))
  const wing = rolls.find((roll) => roll.angle > 0)
  if (wing && hanging !== 'garland') out.push(angleMark(c, wing, set))
  const beltEnd = c.at(beltPoints[beltPoints.length - 1] as Point)
  // Label rows under the set, the roll's over the belt's: a roll label with its length runs past the
  // middle, and the belt's leader comes down at the right, clear of it. A flat set's bracket label spans
  // the sheet, so it takes the lowest row and the roll's label ends left of the middle, right of its leader.
  const flat = hanging === 'flat'
  const [rollRow, beltRow] = flat ? [368, 412] : [412, 452]
  out.push(callout(beltEnd[0] - 4, beltEnd[1], 600, beltRow, `${phantom ? 'for ' : ''}return belt width ${set.belt}`))
  const first = rolls[Math.floor(rolls.length / 2)] ?? rolls[0]
  if (first) {
    const [mx, my] = c.at([(first.a[0] + first.b[0]) / 2 - 60, (first.a[1] + first.b[1]) / 2])
    // A frame sold alone shows its roll in phantom, with nothing solid to dimension from: its length goes in the roll's label.
    const dimensioned = set.lengthText !== undefined && rolls.length === 1 && !phantom
    const each = set.lengthText && !dimensioned ? `, ${set.lengthText.replace('l = ', 'l ')}${rolls.length > 1 ? ' each' : ''}` : ''
    const rollText = `roll ${dia(set.rings ?? set.diameter)}${set.bearing && !phantom ? `, ${set.bearing.code}` : ''}${each}`
    // Without a belt the space over a phantom roll is free, and its label there stays clear of the belt's leader.
    if (phantom) {
      const [px, top] = c.at([first.a[0] * 0.6, first.a[1] + set.diameter / 2])
      out.push(callout(px, top, px + 24, top - 40, rollText))
    } else out.push(callout(mx, my + (set.diameter / 2) * s, flat ? c.X(0) - 10 : 220, rollRow, rollText))
    if (dimensioned && set.lengthText) {
      const y = c.Y(first.a[1] + set.diameter / 2)
      out.push(dimH(c.X(first.a[0]), c.X(first.b[0]), y - 40, `${set.lengthText.replace('l = ', 'L = ')}${set.rangeText}`, y))
    }
  }
  out.push(callout(c.X(span + 40), c.Y(stringerY + 100), 700, c.Y(stringerY + 100) - 50, 'stringer'))
  if (hanging === 'flat') {
    const bracket = f.value(/^brackets?$/i)?.split(/[;,]/)[0]
    // The leader starts on the bracket's foot (it reaches 35 mm below the shaft), not in the air under it.
    out.push(callout(c.X(-span), c.Y(-33), c.X(-span) + 50, beltRow + 40, bracket ? `brackets: ${bracket}` : 'drop bracket'))
  }
  const shapes: Record<Hanging, string> = {
    flat: 'a flat return roll hanging from drop brackets under the stringers',
    v: `two return rolls forming a ${set.angle}° V under a cross member`,
    garland: `${set.rolls} rolls linked into a garland hanging from the stringers`,
    'self-aligning': 'a return roll on a pivoting frame with a guide roll at each belt edge',
  }
  return {
    name: 'front elevation along the belt',
    shows: `front view: ${shapes[hanging]}${phantom ? ' (roll in phantom)' : ''}, roll ${dia(set.diameter)} mm, belt ${set.belt} mm`,
    scale: c.s,
    body: out.join(''),
  }
}

/** A flat link plate with an eye at each end, from shaft end p to q (mm). */
function link(c: Canvas, p: Point, q: Point): string {
  const [x1, y1] = c.at(p)
  const [x2, y2] = c.at(q)
  const length = Math.hypot(x2 - x1, y2 - y1)
  const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI
  const h = Math.max(8, 36 * c.s)
  return `<g transform="translate(${x1.toFixed(1)} ${y1.toFixed(1)}) rotate(${angle.toFixed(1)})"><rect class="sd" x="${(-h / 2).toFixed(1)}" y="${(-h / 2).toFixed(1)}" width="${(length + h).toFixed(1)}" height="${h.toFixed(1)}" rx="${(h / 2).toFixed(1)}"/>${circle(0, 0, h / 4, 'st')}${circle(length, 0, h / 4, 'st')}</g>`
}

/** Side view of a drop bracket: slot for the shaft flats, roll, stringer and the belt above. */
function bracketSide(f: Figures, set: IdlerSet, phantom = false): View {
  // A roll with rubber rings shows their outside in side view.
  const d = set.rings ?? set.diameter
  const s = Math.min(2.2, 330 / (d + 200))
  const c = new Canvas(400, 400 - (d / 2 + 40) * s, s)
  const plate = Math.max(80, d * 0.6)
  const shaft = set.bearing?.bore ?? 25
  const across = Math.round(shaft * 0.7)
  // The table's letter makes the label long: it then names the shaft alone, so it stays clear of the roll.
  const shaftText = f.lettered('Shaft diameter', `shaft ${dia(shaft)}`, shaft)
  const top = d / 2 + 100
  const reach = d / 2 + 130
  const out = [
    c.box(-reach, top, reach, top + 60, 'st'),
    c.shape(
      [
        [-plate / 2, top],
        [plate / 2, top],
        [plate / 2, -d * 0.3],
        [across / 2 + 2, -d * 0.3],
        [across / 2 + 2, 0],
        [-across / 2 - 2, 0],
        [-across / 2 - 2, -d * 0.3],
        [-plate / 2, -d * 0.3],
      ],
      'sd',
    ),
    circle(c.X(0), c.Y(0), (d / 2) * s, phantom ? 'hl' : 'st'),
    phantom ? '' : circle(c.X(0), c.Y(0), (d / 2 - 10) * s, 'th'),
    c.box(-across / 2, -shaft / 2, across / 2, shaft / 2, phantom ? 'hl' : 'st'),
    phantom
      ? ''
      : c.belt(
          [
            [-reach - 20, d / 2 + 7],
            [reach + 20, d / 2 + 7],
          ],
          12,
        ),
    centre(c.X(-d / 2 - 30), c.Y(0), c.X(d / 2 + 30), c.Y(0)),
    centre(c.X(0), c.Y(-d / 2 - 30), c.X(0), c.Y(top + 80)),
    arrow(c.X(-reach), c.Y(d / 2 + 40), c.X(-reach) + 110, c.Y(d / 2 + 40)),
    text(c.X(-reach), c.Y(d / 2 + 40) - 10, 'belt travel', { cls: 'lb' }),
    dimH(c.X(-d / 2), c.X(d / 2), c.Y(-d / 2) + 36, f.lettered('Roll diameter', dia(d), d), c.Y(0)),
    callout(
      c.X(across / 2),
      c.Y(-shaft / 4),
      c.X(d / 2) + 40,
      c.Y(0),
      shaftText.startsWith('shaft') ? `flats ${across} across, ${shaftText}` : shaftText,
    ),
    callout(c.X(plate / 2), c.Y(d / 2 + 60), c.X(reach) + 20, c.Y(d / 2 + 40), 'drop bracket'),
    callout(c.X(reach * 0.7), c.Y(top + 30), c.X(reach) + 20, c.Y(top + 90), 'stringer'),
  ]
  return {
    name: 'side view of the bracket',
    shows: `side view: the roll's shaft flats drop into an open slot in the bracket under the stringer, roll ${dia(d)} mm${phantom ? ' in phantom' : ''}`,
    scale: c.s,
    body: out.join(''),
  }
}

/** The joint between the centre and a wing roll and the wing roll's hanger, enlarged. */
function linkDetail(f: Figures, set: IdlerSet): View {
  const d = set.diameter
  const shaft = set.bearing?.bore ?? 25
  const rollLength = 300
  const rope = f.has(/rope/)
  const wingEnd = along([40, 0], set.angle, rollLength)
  const hanger = along(wingEnd, set.angle, 130)
  const s = Math.min(2, 640 / (rollLength + 40 + hanger[0] + 60), 300 / (hanger[1] + d))
  const c = new Canvas(400 - ((hanger[0] + 60 - rollLength - 40) / 2) * s, 320, s)
  const out = [
    c.roll([-rollLength - 40, 0], [-40, 0], d, { shaft }),
    c.roll([40, 0], wingEnd, d, { shaft }),
    link(c, [-18, 0], [18, 0]),
    link(c, along(wingEnd, set.angle, 22), hanger),
    centre(c.X(-rollLength - 80), c.Y(0), c.X(60), c.Y(0)),
  ]
  const [hx, hy] = c.at(hanger)
  if (rope) {
    out.push(
      circle(hx, hy, Math.max(8, 13 * s), 'hs'),
      callout(hx, hy - 8, hx - 80, hy - 30, `wire rope, ${f.value(/rope diameter/i) ?? 'to the buyer'}`),
    )
  } else {
    out.push(
      c.box(hanger[0] - 40, hanger[1], hanger[0] + 40, hanger[1] + 60, 'sd'),
      callout(hx, hy - 30, hx - 80, hy - 50, 'hook on the stringer'),
    )
  }
  out.push(callout(c.X(0), c.Y(0), c.X(0) + 40, Math.min(c.Y(-d / 2) + 40, 405), `link: ${f.value(/link type/i) ?? 'forged link'}`))
  out.push(
    callout(
      c.X(-rollLength / 2),
      c.Y(d / 2),
      c.X(-rollLength / 2) - 30,
      c.Y(d / 2) - 50,
      `roll ${f.lettered('Roll diameter', dia(d), d)}, ${f.lettered('Shaft diameter', `shaft ${dia(shaft)}`, shaft)}`,
    ),
  )
  out.push(text(40, 48, 'DETAIL: links of the garland, enlarged', { cls: 'lb' }))
  return {
    name: 'detail of the links',
    shows: `enlarged detail of the links joining two rolls and hanging the set${rope ? ' from the wire rope' : ' from a hook'}`,
    scale: c.s,
    body: out.join(''),
  }
}

export function returnViews(f: Figures): View[] {
  const set = idlerSet(f, 0, 1)
  return [hangingFront(f, set, 'flat'), bracketSide(f, set)]
}

export function vReturnViews(f: Figures): View[] {
  const set = idlerSet(f, 10, 2)
  return [hangingFront(f, set, 'v'), bracketSide(f, set)]
}

export function garlandViews(f: Figures): View[] {
  const set = idlerSet(f, 0)
  set.angle = set.rolls === 5 ? 45 : 35
  set.length = set.listedLength ?? Math.round(set.belt * (set.rolls === 5 ? 0.235 : 0.38))
  return [hangingFront(f, set, 'garland'), linkDetail(f, set)]
}

/** A pipe conveyor station: six rolls round the belt rolled into a tube, three on each face of the panel. */
function pipeViews(f: Figures): View[] {
  const pipe = f.diameter(/pipe diameter/i) ?? { value: 300, index: 0, of: 1 }
  const roll = f.diameter(/roll diameter/i) ?? { value: 108, index: 0, of: 1 }
  const bearing = f.bearing(roll.index, roll.of)
  const Rp = pipe.value / 2
  const d = roll.value
  const side = 2 * (Rp + 6) * Math.tan(Math.PI / 6)
  const extent = Rp + d + 160
  const s = Math.min(180 / extent, 2)
  const c = new Canvas(380, 225, s)
  const out: string[] = [
    c.shape(
      [
        [-extent, -extent],
        [extent, -extent],
        [extent, extent * 0.6],
        [extent * 0.55, extent],
        [-extent * 0.55, extent],
        [-extent, extent * 0.6],
      ],
      'pl',
    ),
  ]
  out.push(circle(c.X(0), c.Y(0), (Rp + d + 40) * s, 'pl'))
  for (let i = 0; i < 6; i++) {
    const angle = 90 + i * 60
    const a = (angle * Math.PI) / 180
    const centreX = Math.cos(a) * (Rp + 6 + d / 2)
    const centreY = Math.sin(a) * (Rp + 6 + d / 2)
    const dir = angle + 90
    const half = side / 2 - 12
    const p1: Point = along([centreX, centreY], dir, -half)
    const p2: Point = along([centreX, centreY], dir, half)
    out.push(c.roll(p1, p2, d, { shaft: bearing?.bore, phantom: i % 2 === 1 }))
  }
  out.push(ring(c.X(0), c.Y(0), Rp * s, (Rp - 10) * s, 'rb'))
  out.push(
    `<path class="th" d="M${c.X(-Rp * 0.3).toFixed(1)} ${c.Y(-Rp * 0.55).toFixed(1)}Q${c.X(0).toFixed(1)} ${c.Y(-Rp * 0.2).toFixed(1)} ${c.X(Rp * 0.3).toFixed(1)} ${c.Y(-Rp * 0.55).toFixed(1)}"/>`,
  )
  out.push(centre(c.X(-extent - 10), c.Y(0), c.X(extent + 10), c.Y(0)), centre(c.X(0), c.Y(-extent - 10), c.X(0), c.Y(extent + 10)))
  out.push(dimH(c.X(-Rp), c.X(Rp), c.Y(-extent) + 30, `pipe ${dia(pipe.value)}`, c.Y(-Rp)))
  out.push(
    callout(c.X(0), c.Y(Rp + d / 2 + 6), c.X(extent) + 20, c.Y(extent) + 10, `front roll ${dia(d)}${bearing ? `, ${bearing.code}` : ''}`),
  )
  out.push(
    callout(
      c.X(Math.cos(Math.PI / 6) * (Rp + d / 2)),
      c.Y(Math.sin(Math.PI / 6) * (Rp + d / 2)),
      c.X(extent) + 20,
      c.Y(extent * 0.3),
      'rear roll (hidden)',
    ),
  )
  out.push(callout(c.X(-extent * 0.8), c.Y(extent * 0.5), c.X(-extent) - 20, c.Y(extent) + 10, 'panel'))
  const k = Math.min(1.1, 560 / (4 * (Rp + d)))
  const p = new Canvas(400, 230, k)
  const plan: string[] = [p.box(-Rp - d - 120, -8, Rp + d + 120, 8, 'sd'), p.box(-Rp, -260, Rp, 260, 'pl')]
  plan.push(`<path class="hl" d="M${p.X(-Rp * 0.15).toFixed(1)} ${p.Y(-260).toFixed(1)}V${p.Y(260).toFixed(1)}"/>`)
  for (const [face, z] of [
    [1, 30 + d / 2],
    [-1, -30 - d / 2],
  ] as const) {
    const hidden = face < 0
    plan.push(p.roll([-side / 2 + 12, z], [side / 2 - 12, z], d, { phantom: hidden }))
    for (const sx of [-1, 1])
      plan.push(
        p.roll([sx * (Rp + d / 2 + 6), z - (side / 2 - 12) * 0.5], [sx * (Rp + d / 2 + 6), z + (side / 2 - 12) * 0.5], d, {
          phantom: hidden,
        }),
      )
  }
  plan.push(arrow(60, p.Y(-150), 60, p.Y(150)), text(52, p.Y(0), 'belt travel', { cls: 'lb', anchor: 'middle', rotate: -90 }))
  plan.push(callout(p.X(Rp + d + 80), p.Y(0), p.X(Rp + d + 80) + 20, p.Y(120), 'panel, staggered roll groups'))
  plan.push(callout(p.X(-Rp * 0.15), p.Y(200), p.X(-Rp) - 20, p.Y(240), 'belt overlap'))
  return [
    {
      name: 'front view of a station',
      shows: `front view: six rolls ${dia(d)} mm arranged round a ${pipe.value} mm pipe belt, three on each face of the panel`,
      scale: c.s,
      body: out.join(''),
    },
    {
      name: 'plan of the station',
      shows: 'plan: the two groups of three rolls either side of the panel, staggered along the belt',
      scale: p.s,
      body: plan.join(''),
    },
  ]
}

export function frameViews(f: Figures): View[] {
  if (f.has(/pipe/)) return pipeViews(f)
  if (f.has(/return idler frame/)) {
    // A frame is drawn with the rolls of the size row shown: one flat roll, or two in a V.
    const sized = idlerSet(f, 0)
    const set = sized.rolls === 2 ? sized : idlerSet(f, 0, 1)
    return [hangingFront(f, set, set.rolls === 2 ? 'v' : 'flat', true), bracketSide(f, set, true)]
  }
  const set = idlerSet(f, 35)
  return [troughFront(f, set, { phantom: true }), bracketSide(f, set, true)]
}

/** A vertical guide roll standing at the belt edge beside a troughing wing. */
export function guideRollerViews(f: Figures): View[] {
  const size = f.diameter(/roll diameter/i) ?? { value: 76, index: 0, of: 1 }
  const d = size.value
  const bearing = f.bearing(size.index, size.of)
  const range = f.range(/roll length/i)
  const length = f.figure(/roll length/i, (low, high) => Math.round(Math.sqrt(low * high) / 10) * 10) ?? 160
  const angle = 35
  // The wing roll sits ahead of the guide roll along the belt, so it is drawn in phantom.
  const wingStart: Point = [-420, 140]
  const wingEnd = along(wingStart, angle, 300)
  const edge = along(normal(wingStart, angle, 60), angle, 320)
  const x = edge[0] + d / 2 + 20
  const bottom = edge[1] - length * 0.55
  const top = bottom + length
  const s = Math.min(1.1, 330 / (top + 40), 560 / (x + d + 520))
  // Set left of centre: the labels of the guide roll's side need the room on the right.
  const c = new Canvas(360 - ((x - 420) / 2) * s, 400, s)
  const [ex, ey] = c.at(edge)
  const out: string[] = [
    c.box(-480, 0, x + 160, 50, 'st'),
    c.roll(wingStart, wingEnd, 108, { shaft: 25, phantom: true }),
    c.belt([along(normal(wingStart, angle, 60), angle, -60), edge], 12),
    c.box(x - 70, 50, x + 70, 80, 'sd'),
    c.box(x - 14, 80, x + 14, bottom, 'sd'),
    c.roll([x, bottom], [x, top], d, { shaft: bearing?.bore }),
    `<path class="cl" d="M${n(c.X(x))} ${n(c.Y(bottom - 30))}V${n(c.Y(top + 40))}"/>`,
    dimV(c.Y(top), c.Y(bottom), c.X(x + d / 2) + 40, `${length}`, c.X(x + d / 2)),
    dimH(c.X(x - d / 2), c.X(x + d / 2), c.Y(top) - 40, dia(d), c.Y(top)),
    // Labels above the belt name what stands over it; those under it point down and outwards.
    callout(c.X(x - d / 2), c.Y(top - length * 0.2), c.X(x - d / 2) - 70, c.Y(top) - 10, `guide roll${bearing ? `, ${bearing.code}` : ''}`),
    callout(ex, ey, ex - 120, ey + 10, 'belt edge'),
    callout(c.X(x + 70), c.Y(70), c.X(x + 70) + 40, c.Y(80) - 30, 'slotted bracket'),
    callout(c.X(x + 120), c.Y(10), c.X(x + 120) + 40, c.Y(0) + 40, 'stringer'),
    callout(
      c.X((wingStart[0] + wingEnd[0]) / 2),
      c.Y((wingStart[1] + wingEnd[1]) / 2 - 54),
      c.X(wingStart[0]) - 20,
      c.Y(0) + 40,
      'troughing wing roll (phantom)',
    ),
  ]
  // The spec gives a range of lengths: the dimension carries the one drawn, the note the range.
  if (range) out.push(text(area.right - 12, 496, `roll length ${range}, ${length} drawn`, { cls: 'lb', anchor: 'end' }))
  const k = Math.min(1.2, 200 / d)
  const p = new Canvas(460, 240, k)
  const plan = [
    p.box(-180 / k, -150 / k, 0, 150 / k, 'rb'),
    circle(p.X(d / 2 + 25), p.Y(0), (d / 2) * k, 'st'),
    circle(p.X(d / 2 + 25), p.Y(0), ((bearing?.bore ?? 20) / 2) * k, 'sd'),
    p.box(d / 2 + 25 - 20, -d, d / 2 + 25 + 140, -d - 40, 'sd'),
    `<path class="hl" d="M${n(p.X(d / 2 + 60))} ${n(p.Y(-d - 20))}h${n(60 * k)}"/>`,
    dimH(p.X(0), p.X(25), p.Y(0) - (d / 2) * k - 30, 'gap', p.Y(0)),
    arrow(p.X(-180 / k) - 40, p.Y(100 / k), p.X(-180 / k) - 40, p.Y(-100 / k)),
    text(p.X(-180 / k) - 52, p.Y(0), 'belt travel', { cls: 'lb', anchor: 'middle', rotate: -90 }),
    callout(p.X(-20), p.Y(120 / k), p.X(0) + 60, p.Y(150 / k) - 10, 'belt edge'),
    callout(p.X(d / 2 + 100), p.Y(-d - 20), p.X(d / 2 + 100) + 40, p.Y(-d - 20) + 40, 'slot for adjustment'),
  ]
  return [
    {
      name: 'front elevation at the belt edge',
      shows: `front view: a vertical guide roll ${dia(d)} mm beside the belt edge on a troughing wing`,
      scale: c.s,
      body: out.join(''),
    },
    {
      name: 'plan at the belt edge',
      shows: 'plan: the guide roll a small gap from the belt edge, on a slotted bracket',
      scale: p.s,
      body: plan.join(''),
    },
  ]
}
