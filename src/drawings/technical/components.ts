/**
 * Conveyor components: impact bars and beds, primary and secondary belt cleaners, the V plough,
 * and textile and steel-cord belts in section.
 */
import { along } from '../../geometry/idler-layout.ts'
import { Canvas } from './canvas.ts'
import { degrees, dia, Figures } from '../figures.ts'
import { breakLines } from './shapes.ts'
import { area, arrow, callout, centre, circle, dimAngle, dimH, dimV, line, n, rect, ring, text, textSize, type Point } from './svg-kit.ts'
import type { View } from './view.ts'

/** An impact bar cut across: UHMW-PE wear layer, rubber cushion, aluminium T-slot with its bolt. */
function barSection(c: Canvas, x: number, y: number, width: number, height: number, wear: number, angle = 0): string {
  const slot = Math.min(22, height * 0.3)
  const parts = [
    c.box(x - width / 2, y + height - wear, x + width / 2, y + height, 'hp'),
    c.box(x - width / 2, y + slot, x + width / 2, y + height - wear, 'rb'),
    c.shape(
      [
        [x - width / 2, y],
        [x + width / 2, y],
        [x + width / 2, y + slot],
        [x + 14, y + slot],
        [x + 14, y + slot * 0.55],
        [x + 24, y + slot * 0.55],
        [x + 24, y + 3],
        [x - 24, y + 3],
        [x - 24, y + slot * 0.55],
        [x - 14, y + slot * 0.55],
        [x - 14, y + slot],
        [x - width / 2, y + slot],
      ],
      'sd',
    ),
    c.box(x - 20, y + 5, x + 20, y + slot * 0.5, 'st'),
    c.box(x - 8, y - 40, x + 8, y + 5, 'st'),
  ]
  if (!angle) return parts.join('')
  const [px, py] = c.at([x, y])
  return `<g transform="rotate(${n(-angle)} ${n(px)} ${n(py)})">${parts.join('')}</g>`
}

function impactBarViews(f: Figures): View[] {
  const width = f.figure(/^width/i) ?? 100
  const height = f.figure(/^height/i) ?? 75
  const wear = f.figure(/wear layer/i) ?? 19
  const length = f.figure(/^length/i) ?? 1220
  const c = new Canvas(400, 330, Math.min(3, 260 / (height + 40)))
  const section = [
    barSection(c, 0, 0, width, height, wear),
    centre(c.X(0), c.Y(-50), c.X(0), c.Y(height + 20)),
    dimH(c.X(-width / 2), c.X(width / 2), c.Y(height) - 30, `${width}`, c.Y(height)),
    // Both heights on the left, the wear layer's nearer the bar: the right side carries the labels.
    dimV(c.Y(height), c.Y(0), c.X(-width / 2) - 80, `${height}`, c.X(-width / 2)),
    dimV(c.Y(height), c.Y(height - wear), c.X(-width / 2) - 40, `${wear}`, c.X(-width / 2)),
    callout(c.X(width * 0.3), c.Y(height - wear / 2), c.X(width / 2) + 90, c.Y(height) + 10, 'UHMW-PE wear layer'),
    callout(c.X(width * 0.3), c.Y(height * 0.5), c.X(width / 2) + 90, c.Y(height * 0.5), `rubber cushion`),
    callout(c.X(width * 0.35), c.Y(5), c.X(width / 2) + 90, c.Y(0) + 20, 'aluminium T-slot'),
    callout(
      c.X(0),
      c.Y(-30),
      c.X(-width / 2) - 90,
      c.Y(-30),
      f.value(/fixing/i)?.match(/M\d+/)?.[0] ? `${f.value(/fixing/i)?.match(/M\d+/)?.[0]} T-bolt` : 'T-bolt',
    ),
    text(40, 48, 'SECTION ACROSS THE BAR', { cls: 'lb' }),
  ]
  const e = new Canvas(400 - (length / 2) * Math.min(0.5, 640 / length), 300, Math.min(0.5, 640 / length))
  const k = e.s
  const side = [
    e.box(0, 0, length, 8 / k, 'sd'),
    e.box(0, 8 / k, length, height * 2.4 - wear * 2.4, 'rb'),
    e.box(0, height * 2.4 - wear * 2.4, length, height * 2.4, 'hp'),
  ]
  const bolts = Math.max(2, Math.round(length / 400))
  for (let i = 0; i < bolts; i++) {
    const x = (length * (i + 0.5)) / bolts
    side.push(e.box(x - 8 / k, -40 / k, x + 8 / k, 4 / k, 'st'))
  }
  side.push(dimH(e.X(0), e.X(length), e.Y(0) + 60, `${length}`, e.Y(0)))
  side.push(text(40, 48, `SIDE VIEW, height drawn ×2.4 for clarity`, { cls: 'lb' }))
  side.push(callout(e.X((length * 0.5) / bolts), e.Y(-20 / k), e.X((length * 0.5) / bolts) + 60, e.Y(0) + 40, `${bolts} T-bolts`))
  return [
    {
      name: 'section across the bar',
      shows: `section across a ${width} × ${height} mm impact bar: ${wear} mm UHMW-PE on a rubber cushion over an aluminium T-slot`,
      scale: c.s,
      body: section.join(''),
    },
    { name: 'side view', shows: `side view of a ${length} mm bar with its T-bolts`, scale: e.s, body: side.join('') },
  ]
}

function impactBedViews(f: Figures): View[] {
  const belt = f.beltWidth() ?? 1000
  const angle = degrees(f.value(/trough angle/i))[1] ?? 35
  const bar = { width: 100, height: f.figure(/bar height/i) ?? 75, wear: 19 }
  const centreWidth = belt * 0.38
  const wingWidth = belt * 0.38
  const s = Math.min(600 / (centreWidth + 2 * wingWidth * Math.cos((angle * Math.PI) / 180) + 300), 1)
  const c = new Canvas(400, 360, s)
  const out: string[] = []
  const base = 180
  out.push(c.box(-centreWidth / 2 - wingWidth - 120, -60, centreWidth / 2 + wingWidth + 120, 0, 'st'))
  const perCentre = Math.max(2, Math.floor(centreWidth / 140))
  for (let i = 0; i < perCentre; i++) {
    const x = -centreWidth / 2 + ((i + 0.5) * centreWidth) / perCentre
    out.push(c.box(x - 30, 0, x + 30, base, 'sd'), barSection(c, x, base, bar.width, bar.height, bar.wear))
  }
  const perWing = Math.max(2, Math.floor(wingWidth / 140))
  const wingTips: Point[] = []
  for (const sideSign of [-1, 1]) {
    const start: Point = [sideSign * (centreWidth / 2 + 20), base]
    for (let i = 0; i < perWing; i++) {
      const p = along(start, sideSign > 0 ? angle : 180 - angle, ((i + 0.5) * wingWidth) / perWing)
      out.push(c.box(p[0] - 30, 0, p[0] + 30, p[1], 'sd'), barSection(c, p[0], p[1], bar.width, bar.height, bar.wear, sideSign * angle))
    }
    wingTips.push(along(start, sideSign > 0 ? angle : 180 - angle, wingWidth))
  }
  const lift = bar.height + 14
  const edge = wingTips.map((p, i): Point => [p[0] + (i === 0 ? -30 : 30), p[1] + lift + 30])
  out.push(c.belt([edge[0] as Point, [-centreWidth / 2, base + lift], [centreWidth / 2, base + lift], edge[1] as Point], 12))
  const [vx, vy] = c.at([centreWidth / 2 + 20, base + lift - 20])
  out.push(`<path class="cl" d="M${n(vx)} ${n(vy)}h110"/>`, dimAngle(vx, vy, 90, -angle, 0, `${angle}°`))
  out.push(arrow(400, 70, 400, c.Y(base + lift) - 30), text(412, 86, 'material falls here', { cls: 'lb' }))
  out.push(callout(c.X(-centreWidth / 4), c.Y(base + bar.height * 0.8), 160, 130, 'impact bars'))
  out.push(callout(c.X(0), c.Y(-30), 240, c.Y(-60) + 30, 'bed frame'))
  out.push(callout(c.at(edge[1] as Point)[0], c.at(edge[1] as Point)[1], 640, 110, f.lettered('Belt width', `belt ${belt}`, belt)))
  const sectionLength = f.figure(/section length/i) ?? 1220
  const k = Math.min(0.35, 560 / (sectionLength + 1400))
  const e = new Canvas(400, 300, k)
  const side = [
    e.box(-sectionLength / 2, -60, sectionLength / 2, 0, 'st'),
    e.box(-sectionLength / 2, 0, sectionLength / 2, 180, 'pl'),
    e.box(-sectionLength / 2, 180, sectionLength / 2, 180 + bar.height, 'rb'),
    e.box(-sectionLength / 2, 180 + bar.height - bar.wear, sectionLength / 2, 180 + bar.height, 'hp'),
  ]
  for (const x of [-sectionLength / 2 - 450, sectionLength / 2 + 450])
    side.push(circle(e.X(x), e.Y(180 + bar.height - 60), 70 * k * 1.6, 'st'), e.box(x - 40, -60, x + 40, 180 + bar.height - 60, 'sd'))
  side.push(
    e.belt(
      [
        [-sectionLength / 2 - 900, 180 + bar.height + 20],
        [sectionLength / 2 + 900, 180 + bar.height + 20],
      ],
      12,
    ),
  )
  side.push(
    arrow(e.X(-sectionLength / 2 - 800), e.Y(180 + bar.height + 120), e.X(-sectionLength / 2 - 500), e.Y(180 + bar.height + 120)),
    text(e.X(-sectionLength / 2 - 800), e.Y(180 + bar.height + 120) - 10, 'belt travel', { cls: 'lb' }),
  )
  side.push(dimH(e.X(-sectionLength / 2), e.X(sectionLength / 2), e.Y(-60) + 40, `section ${sectionLength}`, e.Y(-60)))
  side.push(
    callout(
      e.X(sectionLength / 2 + 450),
      e.Y(180 + bar.height - 60),
      e.X(sectionLength / 2 + 450) + 30,
      e.Y(0),
      'troughing idler each side',
    ),
  )
  return [
    {
      name: 'section across the belt',
      shows: `section across the belt: impact bars on a ${angle}° trough frame under a ${belt} mm belt, where material falls`,
      scale: c.s,
      body: out.join(''),
    },
    {
      name: 'side elevation',
      shows: `side view: a ${sectionLength} mm bed section between two troughing idlers under the belt`,
      scale: e.s,
      body: side.join(''),
    },
  ]
}

/** A head pulley and its belt, in side view; the belt arrives along the top and leaves underneath. */
function headPulley(c: Canvas, radius: number, reach: number): string {
  return [
    circle(c.X(0), c.Y(0), radius * c.s, 'st'),
    ring(c.X(0), c.Y(0), radius * c.s, (radius - 14) * c.s, 'rb'),
    circle(c.X(0), c.Y(0), radius * 0.15 * c.s, 'hs'),
    `<path d="M${n(c.X(-reach))} ${n(c.Y(radius + 8))}H${n(c.X(0))}A${n((radius + 8) * c.s)} ${n((radius + 8) * c.s)} 0 0 1 ${n(c.X(0))} ${n(c.Y(-radius - 8))}H${n(c.X(-reach))}" fill="none" stroke="#2f3437" stroke-width="${n(Math.max(6, 14 * c.s))}"/>`,
    centre(c.X(-radius - 30), c.Y(0), c.X(radius + 30), c.Y(0)),
    centre(c.X(0), c.Y(-radius - 30), c.X(0), c.Y(radius + 30)),
  ].join('')
}

function cleanerViews(f: Figures): View[] {
  const primary = f.has(/primary/)
  const belt = f.beltWidth() ?? 1000
  const pulley = f.figure(/head pulley diameter/i, (low, high) => Math.round(Math.sqrt(low * high) / 50) * 50) ?? 800
  const radius = pulley / 2
  const s = Math.min(primary ? 0.34 : 0.26, 220 / (radius + 200))
  const c = new Canvas(primary ? 330 : 500, primary ? 230 : 200, s)
  const side: string[] = [headPulley(c, radius, Math.min(radius + 700, (c.ox - 36) / s))]
  side.push(arrow(c.X(-radius - 500), c.Y(radius + 70), c.X(-radius - 250), c.Y(radius + 70)))
  // Material leaves the head pulley in an arc; the cleaners work below it.
  side.push(
    `<path class="dm" stroke-dasharray="8 6" d="M${n(c.X(radius * 0.3))} ${n(c.Y(radius + 30))}Q${n(c.X(radius + 300))} ${n(c.Y(radius + 120))} ${n(c.X(radius + 420))} ${n(c.Y(-radius * 0.8))}"/>`,
  )
  side.push(text(c.X(radius + 420), c.Y(radius + 150), 'material trajectory', { cls: 'lb', anchor: 'end' }))
  if (primary) {
    const contact = along([0, 0], -25, radius + 8)
    const tip = along(contact, -25, 150)
    const pivot: Point = [radius + 330, -radius * 0.55]
    side.push(
      c.shape(
        [
          [contact[0], contact[1] + 12],
          [contact[0] + 8, contact[1] - 14],
          [tip[0] + 10, tip[1] - 14],
          [tip[0], tip[1] + 12],
        ],
        'tk',
      ),
    )
    side.push(
      `<path d="M${n(c.X(tip[0]))} ${n(c.Y(tip[1]))}L${n(c.X(pivot[0]))} ${n(c.Y(pivot[1]))}" stroke="#1f2a37" stroke-width="${n(Math.max(5, 40 * s))}"/>`,
    )
    side.push(
      circle(c.X(pivot[0]), c.Y(pivot[1]), Math.max(10, 60 * s), 'sd'),
      circle(c.X(pivot[0]), c.Y(pivot[1]), Math.max(4, 20 * s), 'st'),
    )
    side.push(
      callout(
        c.X((contact[0] + tip[0]) / 2),
        c.Y((contact[1] + tip[1]) / 2),
        c.X(radius) + 160,
        c.Y(-radius * 0.1),
        `PU blade, ${f.value(/blade height/i) ?? 'full belt width'}`,
      ),
    )
    side.push(callout(c.X(pivot[0]), c.Y(pivot[1]) + 8, c.X(pivot[0]) + 30, c.Y(-radius) + 40, 'mainframe with rotary tensioner'))
  } else {
    const x = -radius * 0.6
    const y = -radius - 8
    for (const dx of [0, 90]) {
      side.push(
        c.shape(
          [
            [x + dx - 10, y - 4],
            [x + dx + 10, y - 4],
            [x + dx + 22, y - 130],
            [x + dx + 2, y - 130],
          ],
          'sd',
        ),
      )
      side.push(c.box(x + dx - 12, y - 4, x + dx + 12, y - 22, 'tl'))
    }
    side.push(c.box(x - 90, y - 200, x + 200, y - 130, 'st'))
    side.push(callout(c.X(x), c.Y(y - 12), c.X(x) - 70, c.Y(y - 60), 'tungsten-carbide tip'))
    side.push(callout(c.X(x + 100), c.Y(y - 80), c.X(x + 200) + 40, c.Y(y - 60), 'spring arm'))
    side.push(callout(c.X(x + 150), c.Y(y - 165), c.X(x + 200) + 40, c.Y(y - 210), 'mainframe, linear tensioner'))
  }
  const pulleyLabel = `head pulley ${dia(pulley)}`
  side.push(callout(c.X(-radius * 0.7), c.Y(radius * 0.7), c.X(-radius) - 40, 70, pulleyLabel))
  const k = Math.min(0.4, 600 / (belt + 400))
  const e = new Canvas(400, 250, k)
  // The belt cut across is a strip of rubber: its edges are what the belt width is measured between.
  const beltHalf = Math.max(7, 2.5 / k)
  const front = [e.box(-belt / 2 - 200, -40, belt / 2 + 200, 40, 'st'), e.box(-belt / 2, 200 - beltHalf, belt / 2, 200 + beltHalf, 'rb')]
  for (const sx of [-1, 1]) front.push(e.box(sx * (belt / 2 + 200) - 30, -120, sx * (belt / 2 + 200) + 30, 160, 'sd'))
  if (primary) {
    front.push(e.box(-belt / 2 + 40, 40, belt / 2 - 40, 190, 'tk'))
    front.push(callout(e.X(0), e.Y(120), e.X(0) + 40, e.Y(-40) + 40, 'one-piece urethane blade'))
  } else {
    const segment = f.figure(/segment width/i) ?? 152
    const count = Math.floor((belt - 40) / segment)
    const start = -(count * segment) / 2
    for (let i = 0; i < count; i++) {
      const x = start + i * segment
      front.push(e.box(x + 6, 40, x + segment - 6, 150, 'sd'), e.box(x + 6, 150, x + segment - 6, 190, 'tl'))
    }
    front.push(dimH(e.X(start), e.X(start + segment), e.Y(200) - 40, `${segment}`, e.Y(190)))
    front.push(callout(e.X(start + segment * 1.5), e.Y(170), e.X(0) + 60, e.Y(-40) + 40, `${count} carbide-tipped segments`))
  }
  front.push(dimH(e.X(-belt / 2), e.X(belt / 2), e.Y(200) - 80, f.lettered('Belt width', `belt ${belt}`, belt), e.Y(200 + beltHalf)))
  // The tensioner's name goes on the row above the belt's width, its leader outside the dimension.
  front.push(callout(e.X(belt / 2 + 200), e.Y(160), e.X(belt / 2 + 200) - 20, area.top + textSize, 'tensioner on the chute wall'))
  const where = primary
    ? 'against the belt on the head pulley, below the material trajectory'
    : 'under the return belt just behind the head pulley'
  return [
    {
      name: 'side view at the head pulley',
      shows: `side view: the ${primary ? 'primary' : 'secondary'} cleaner ${where}`,
      scale: c.s,
      body: side.join(''),
    },
    {
      name: 'view across the belt',
      shows: `view across a ${belt} mm belt: ${primary ? 'one urethane blade on its mainframe' : 'carbide-tipped segments side by side on the mainframe'}, tensioners at both ends`,
      scale: e.s,
      body: front.join(''),
    },
  ]
}

function ploughViews(f: Figures): View[] {
  const belt = f.beltWidth() ?? 1000
  const thickness = f.figure(/blade thickness/i) ?? 15
  const s = Math.min(0.22, 300 / belt)
  const c = new Canvas(400, 240, s)
  const half = belt / 2
  const plan = [
    c.box(-half, -600, half, 700, 'rb'),
    c.box(-half - 60, -700, half + 60, -560, 'st'),
    c.shape(
      [
        [-half + 40, -240],
        [0, 300],
        [half - 40, -240],
        [half - 40 - thickness * 3, -240],
        [0, 300 - thickness * 4],
        [-half + 40 + thickness * 3, -240],
      ],
      'tk',
    ),
    line(c.X(0), c.Y(300), c.X(0), c.Y(480), 'dm'),
    line(c.X(-half - 80), c.Y(0), c.X(-half - 80), c.Y(0)),
    arrow(c.X(half + 120), c.Y(600), c.X(half + 120), c.Y(-300)),
    text(c.X(half + 134), c.Y(150), 'belt travel', { cls: 'lb' }),
    callout(c.X(0), c.Y(-620), c.X(-half) - 40, c.Y(-640), 'tail pulley'),
    callout(c.X(half * 0.45), c.Y(60), c.X(half) + 110, c.Y(300), 'V blade, apex upstream'),
    callout(c.X(-half * 0.7), c.Y(500), c.X(-half) - 40, c.Y(560), 'inner face of the return belt'),
    dimH(c.X(-half), c.X(half), c.Y(700) - 30, f.lettered('Belt width', `belt ${belt}`, belt), c.Y(700)),
  ]
  // Side view: the return strand runs to the bottom of the tail pulley; its inner face is on top.
  const k = 0.26
  const e = new Canvas(330, 240, k)
  const side = [
    circle(e.X(700), e.Y(0), 250 * k, 'st'),
    ring(e.X(700), e.Y(0), 250 * k, 235 * k, 'rb'),
    `<path d="M${n(e.X(-1100))} ${n(e.Y(258))}H${n(e.X(700))}A${n(258 * k)} ${n(258 * k)} 0 0 1 ${n(e.X(700))} ${n(e.Y(-258))}H${n(e.X(-1100))}" fill="none" stroke="#2f3437" stroke-width="5"/>`,
    e.box(-300, -250, 200, -250 + 110, 'st'),
    e.box(-250, -250, 150, -250 + 36, 'tk'),
    line(e.X(-300), e.Y(-140), e.X(-480), e.Y(20), 'th'),
    line(e.X(200), e.Y(-140), e.X(380), e.Y(20), 'th'),
    e.box(-1100, 20, 450, 90, 'st'),
    arrow(e.X(-1000), e.Y(-330), e.X(-650), e.Y(-330)),
    text(e.X(-1000), e.Y(-330) + 22, 'return belt travel', { cls: 'lb' }),
    // Above right of the pulley, away from the blade's label under the belt.
    callout(e.X(700) + 250 * k * 0.71, e.Y(250 * 0.71), e.X(700) + 250 * k + 30, e.Y(250) - 20, 'tail pulley'),
    callout(e.X(-50), e.Y(-232), e.X(-50) + 90, e.Y(-380), `blade ${thickness} mm, resting on the belt`),
    callout(e.X(-400), e.Y(-60), e.X(-400) - 60, e.Y(330), 'hanger from the stringer'),
  ]
  return [
    {
      name: 'plan above the return belt',
      shows: `plan: a V blade on the inner face of a ${belt} mm return belt, apex upstream, just before the tail pulley`,
      scale: c.s,
      body: plan.join(''),
    },
    {
      name: 'side elevation',
      shows: 'side view: the plough resting on the return belt ahead of the tail pulley, hung from the stringers',
      scale: e.s,
      body: side.join(''),
    },
  ]
}

function beltViews(f: Figures): View[] {
  const steel = f.has(/steel cord/)
  const covers = f.value(/cover thickness/i)?.match(/top ([\d.]+)-([\d.]+) mm; bottom ([\d.]+)-([\d.]+)/i)
  const mid = (a?: string, b?: string) => Math.round(((Number(a) + Number(b)) / 2) * 2) / 2
  const top = covers ? mid(covers[1], covers[2]) : 6
  const bottom = covers ? mid(covers[3], covers[4]) : 3
  const plies = steel ? 0 : Math.round(((f.numbers(/^plies/i)[0] ?? 2) + (f.numbers(/^plies/i)[1] ?? 6)) / 2 / 2) * 2 || 4
  const cordRow = f.pairs(/cord diameter/i)
  const cord = steel ? (cordRow.find(([strength]) => strength === 2000)?.[1] ?? 5.85) : 0
  const ply = 1.4
  const core = steel ? cord + 4 : plies * ply + (plies - 1) * 0.6
  const total = top + core + bottom
  const s = Math.min((steel ? 200 : 300) / total, 14)
  const width = 640
  const x0 = 80
  const yTop = 240 - (total * s) / 2
  const out: string[] = [rect(x0, yTop, width, top * s, 'rb'), rect(x0, yTop + (top + core) * s, width, bottom * s, 'rb')]
  if (steel) {
    out.push(rect(x0, yTop + top * s, width, core * s, 'rb'))
    const pitch = cord * 2.2 * s
    for (let x = x0 + pitch / 2; x < x0 + width; x += pitch) out.push(circle(x, yTop + (top + core / 2) * s, (cord / 2) * s, 'hs'))
  } else {
    for (let i = 0; i < plies; i++) {
      const y = yTop + (top + i * (ply + 0.6)) * s
      out.push(rect(x0, y, width, ply * s, i % 2 === 0 ? 'hp' : 'tk'))
      if (i < plies - 1) out.push(rect(x0, y + ply * s, width, 0.6 * s, 'rb'))
    }
  }
  out.push(breakLines(x0 + width - 9, yTop - 6, yTop + total * s + 6))
  if (covers)
    out.push(dimV(yTop, yTop + top * s, x0 - 20, `${top}`, x0), dimV(yTop + (top + core) * s, yTop + total * s, x0 - 20, `${bottom}`, x0))
  // The bottom cover is named a row lower, from its left part, so its leader stays left of the cords'.
  else out.push(callout(x0 + 60, yTop + (top + core + bottom / 2) * s, x0 + 100, yTop + total * s + 90, 'bottom cover'))
  if (steel)
    out.push(
      callout(
        x0 + 200 + cord * 1.1 * s,
        yTop + (top + core / 2) * s,
        520,
        yTop + total * s + 50,
        `steel cords, e.g. ${dia(cord)} for ST2000`,
      ),
    )
  else
    out.push(callout(x0 + 200, yTop + (top + ply / 2) * s, 480, yTop + total * s + 50, `${plies} fabric plies (EP or NN) in skim rubber`))
  out.push(callout(x0 + 400, yTop + (top / 2) * s, 540, yTop - 40, 'top cover, carrying side'))
  out.push(text(40, 496, `SECTION ACROSS THE BELT (thickness enlarged)`, { cls: 'lb' }))
  const views: View[] = [
    {
      name: 'section across the belt',
      shows: steel
        ? 'section across a steel-cord belt: parallel steel cords in core rubber between top and bottom covers'
        : `section across a textile belt: ${plies} fabric plies between a thicker top cover and a thinner bottom cover`,
      scale: s,
      body: out.join(''),
    },
  ]
  const k = 3
  const splice: string[] = []
  const y0 = 230
  if (steel) {
    const cords = 9
    const cordY = (i: number) => 90 + i * 32
    for (let i = 0; i < cords; i++) {
      const fromLeft = i % 2 === 0
      splice.push(line(fromLeft ? 60 : 280, cordY(i), fromLeft ? 520 : 740, cordY(i), 'ln'))
    }
    // The splice runs from where the right-hand cords end to where the left-hand ones do: the
    // extension lines start at the lowest cord end of each side.
    const [lastFromRight, lastFromLeft] = cords % 2 === 0 ? [cordY(cords - 1), cordY(cords - 2)] : [cordY(cords - 2), cordY(cords - 1)]
    splice.push(
      `<path class="hl" d="M280 70V370M520 70V370"/>`,
      dimH(280, 520, 400, 'splice length', [lastFromRight, lastFromLeft]),
      text(40, 48, 'SPLICE PLAN, covers removed', { cls: 'lb' }),
    )
  } else {
    for (let i = 0; i < plies; i++) {
      const step = 60
      const y = y0 + i * (ply + 0.6) * k * 4
      splice.push(
        rect(60, y, 300 + i * step - 60, ply * k * 3, 'hp'),
        rect(360 + i * step + 20, y, 740 - (360 + i * step + 20), ply * k * 3, 'tk'),
      )
    }
    splice.push(
      rect(60, y0 - 24, 680, 18, 'rb'),
      dimH(360, 420, y0 - 50, 'step', y0 - 24),
      text(40, 48, 'SIDE VIEW OF A STEPPED SPLICE, plies cut back in steps', { cls: 'lb' }),
    )
  }
  views.push({
    name: steel ? 'plan of a splice' : 'stepped splice',
    shows: steel
      ? 'plan of a steel-cord splice with the cords of both ends laid between each other'
      : `side view of a vulcanised splice with the ${plies} plies cut back in steps`,
    scale: null,
    body: splice.join(''),
  })
  return views
}

export const componentViews = {
  'impact-bed': (f: Figures) => (/bar$/i.test(f.name) ? impactBarViews(f) : impactBedViews(f)),
  'belt-cleaner': cleanerViews,
  plough: ploughViews,
  belt: beltViews,
}
