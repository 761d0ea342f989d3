/**
 * Pulleys: drive, bend, snub, tail, take-up, crowned, motorised drum, wing and spiral-wing, with
 * plain, diamond, herringbone or ceramic lagging drawn on the face; and the lagging sheet itself.
 * Views: an elevation with the lagging pattern, then a half section through the axis or an end
 * view with the belt's wrap, whichever tells more about that pulley's job.
 */
import { Canvas } from './canvas.ts'
import { dia, Figures } from '../figures.ts'
import { area, arrow, callout, centre, circle, dimH, dimV, n, poly, rect, ring, text, type Cls } from './svg-kit.ts'
import type { View } from './view.ts'

type Lagging = 'plain' | 'diamond' | 'herringbone' | 'ceramic' | 'bare'
type Role = 'drive' | 'bend' | 'snub' | 'tail' | 'take-up' | 'motorised' | 'general'

export interface Pulley {
  diameter: number
  face: number
  belt: number
  lagging: Lagging
  lag: number
  shaft: number
  shaftLabel?: string
  role: Role
  crowned: boolean
  housings: 'plummer' | 'insert' | 'fixed'
  locking: 'keyless' | 'welded'
  /** Bearing centres of the drawn size row, as its table gives them. */
  centres?: number
}

/** The first "a-b mm" or "a mm" in a value, as the middle of the range. */
function millimetreRange(value: string | undefined): number | undefined {
  const match = value?.match(/(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?\s*mm/)
  if (!match) return undefined
  const low = Number(match[1])
  return Math.round((low + Number(match[2] ?? low)) / 2)
}

export function pulleyFrom(f: Figures): Pulley {
  const general = pulleyFromSpecs(f)
  const drawn = f.pulleySize()
  if (!drawn) return general
  const { row, sizes, figures } = drawn
  const lagging: Lagging = sizes.lagging ? sizes.lagging.kind : general.lagging === 'bare' ? 'bare' : general.lagging
  return {
    ...general,
    diameter: row.d,
    face: row.face,
    belt: row.belt,
    lagging,
    lag: sizes.lagging?.thickness ?? (lagging === 'bare' ? 0 : general.lag),
    shaft: row.shaft,
    shaftLabel: f.lettered('Shaft at bearings', `shaft ${dia(row.shaft)}`),
    centres: figures.dimensions.find((d) => d.label === 'Bearing centres')?.mm,
  }
}

function pulleyFromSpecs(f: Figures): Pulley {
  const size = f.diameter(/shell diameter|outside diameter/i) ?? { value: 630, index: 0, of: 1 }
  const belt = f.beltWidth() ?? Math.round(size.value * 1.4)
  const declared = f.product.drawing.lagging
  const bare = f.has(/stainless steel pulley/) || (!declared && f.product.drawing.kind === 'pulley')
  const lagging: Lagging = bare ? 'bare' : (declared ?? 'plain')
  const lag = f.figure(/lagging thickness/i) ?? millimetreRange(f.value(/^lagging|^thickness/i)) ?? 12
  const shaftRange = f.figure(/^shaft$/i, (low, high) => Math.round(Math.sqrt(low * high) / 5) * 5)
  const name = f.name.toLowerCase()
  const role: Role = /motori[sz]ed/.test(name)
    ? 'motorised'
    : /drive/.test(name)
      ? 'drive'
      : /bend/.test(name)
        ? 'bend'
        : /snub/.test(name)
          ? 'snub'
          : /tail/.test(name)
            ? 'tail'
            : /take-up/.test(name)
              ? 'take-up'
              : 'general'
  return {
    diameter: size.value,
    face: f.faceWidth(belt) ?? belt + 150,
    belt,
    lagging,
    lag: lagging === 'bare' ? 0 : Math.min(25, lag),
    shaft: shaftRange ?? Math.max(50, Math.round((size.value * 0.2) / 10) * 10),
    shaftLabel: shaftRange ? `shaft ${dia(shaftRange)}` : undefined,
    role,
    crowned: f.has(/crown/),
    housings: role === 'motorised' ? 'fixed' : f.has(/ucp|insert unit/) ? 'insert' : 'plummer',
    locking: f.has(/keyless/) ? 'keyless' : 'welded',
  }
}

/** The lagging face pattern, defined in sheet pixels; `tile` is the tile or groove pitch. */
function laggingDefs(lagging: Lagging, tile: number): string {
  const t = Math.max(6, tile)
  const rubber = `<rect width="${n(t)}" height="${n(t)}" fill="#2f3437"/>`
  const groove = 'stroke="#8a96a3" stroke-width="1.4"'
  const patterns: Record<Lagging, string> = {
    plain: '',
    bare: '',
    diamond: `<pattern id="lg" width="${n(t)}" height="${n(t)}" patternUnits="userSpaceOnUse">${rubber}<path d="M0 0L${n(t)} ${n(t)}M${n(t)} 0L0 ${n(t)}" ${groove}/></pattern>`,
    herringbone:
      `<pattern id="lg" width="${n(t)}" height="${n(t)}" patternUnits="userSpaceOnUse">${rubber}<path d="M0 ${n(t)}L${n(t)} 0" ${groove}/></pattern>` +
      `<pattern id="lh" width="${n(t)}" height="${n(t)}" patternUnits="userSpaceOnUse">${rubber}<path d="M0 0L${n(t)} ${n(t)}" ${groove}/></pattern>`,
    ceramic: `<pattern id="lg" width="${n(t)}" height="${n(t)}" patternUnits="userSpaceOnUse">${rubber}<rect x="1.5" y="1.5" width="${n(t - 3)}" height="${n(t - 3)}" fill="#c9ced4" stroke="#4a5561"/></pattern>`,
  }
  return patterns[lagging] ? `<defs>${patterns[lagging]}</defs>` : ''
}

/** The face of the shell between x1 and x2 (px), top to bottom, filled with its lagging. */
function face(lagging: Lagging, x1: number, y1: number, x2: number, y2: number): string {
  const box = (x: number, w: number, fill: string) =>
    `<rect x="${n(x)}" y="${n(y1)}" width="${n(w)}" height="${n(y2 - y1)}" fill="${fill}" stroke="#1f2a37" stroke-width="2"/>`
  if (lagging === 'bare') return rect(x1, y1, x2 - x1, y2 - y1, 'st')
  if (lagging === 'plain') return rect(x1, y1, x2 - x1, y2 - y1, 'rb')
  if (lagging === 'herringbone') {
    const mid = (x1 + x2) / 2
    return box(x1, mid - x1, 'url(#lg)') + box(mid, x2 - mid, 'url(#lh)')
  }
  return box(x1, x2 - x1, 'url(#lg)')
}

const laggingNames: Record<Lagging, string> = {
  plain: 'plain rubber lagging',
  diamond: 'diamond-grooved lagging',
  herringbone: 'herringbone-grooved lagging',
  ceramic: 'ceramic tile lagging',
  bare: 'bare steel shell',
}

/** A plummer block seen from the front, centred on the shaft at (x, y); height to its base. */
function plummer(x: number, y: number, bore: number, height: number, carriage: boolean): string {
  const w = bore * 1.9
  const out = [
    rect(x - w * 1.25, y + height - 12, w * 2.5, 12, 'sd'),
    poly(
      [
        [x - w / 2, y + height - 12],
        [x - w / 2, y - bore * 0.4],
        [x - w * 0.35, y - bore * 1.05],
        [x + w * 0.35, y - bore * 1.05],
        [x + w / 2, y - bore * 0.4],
        [x + w / 2, y + height - 12],
      ],
      'st',
    ),
    `<path class="th" d="M${n(x - w / 2)} ${n(y)}H${n(x + w / 2)}"/>`,
  ]
  if (carriage) for (const dx of [-w, w]) out.push(circle(x + dx, y + height + 9, 9, 'sd'))
  return out.join('')
}

function elevation(f: Figures, p: Pulley): View {
  const od = p.diameter + 2 * p.lag
  const driveEnd = p.role === 'drive' ? p.shaft * 2.2 : 0
  const block = p.shaft * 1.9
  const blockCentre = p.centres !== undefined ? p.centres / 2 : p.face / 2 + 60 + block * 1.25
  const outer = blockCentre + block * 1.25 + p.shaft * 0.6
  const s = Math.min(640 / (2 * outer + driveEnd), 250 / od)
  const cx = 400 - (driveEnd * s) / 2
  const cy = 235
  const half = (p.face / 2) * s
  const r = (od / 2) * s
  const shaftR = (p.shaft / 2) * s
  const out: string[] = [laggingDefs(p.lagging, p.lagging === 'ceramic' ? 14 : 18)]
  const blockX = blockCentre * s
  // The blocks stand on the frame below the shell: their base plate (12 px) clears its bottom.
  const blockHeight = r + 12 + Math.max(8, 30 * s)
  // Callouts in two rows above the shell: shell and lagging, then the housings and the shaft end.
  const rows = [44, 78]
  // Shaft; a drive pulley's shaft runs on to the drive with a key.
  out.push(rect(cx - outer * s, cy - shaftR, 2 * outer * s + driveEnd * s, 2 * shaftR, 'st'))
  if (p.role === 'drive') {
    const kx = cx + outer * s
    out.push(rect(kx + driveEnd * s * 0.1, cy - shaftR * 0.35, driveEnd * s * 0.8, shaftR * 0.7, 'sd'))
    out.push(callout(kx + driveEnd * s * 0.5, cy - shaftR * 0.2, area.right, rows[1] as number, 'drive end with key'))
  }
  // Shell: steel edges beyond the lagging; a crowned shell tapers towards its edges.
  const rise = p.crowned ? Math.max(4, od * 0.012 * s) : 0
  if (p.crowned) {
    const flat = half * 0.5
    out.push(
      poly(
        [
          [cx - half, cy - r + rise],
          [cx - flat, cy - r],
          [cx + flat, cy - r],
          [cx + half, cy - r + rise],
          [cx + half, cy + r - rise],
          [cx + flat, cy + r],
          [cx - flat, cy + r],
          [cx - half, cy + r - rise],
        ],
        p.lagging === 'bare' ? 'st' : 'rb',
      ),
    )
  } else {
    out.push(rect(cx - half, cy - (p.diameter / 2) * s, 2 * half, p.diameter * s, 'st'))
    out.push(face(p.lagging, cx - half + 8 * s, cy - r, cx + half - 8 * s, cy + r))
  }
  if (p.housings === 'fixed') {
    for (const side of [-1, 1])
      out.push(rect(cx + side * blockX - block * 0.4 * s, cy - shaftR * 1.8, block * 0.8 * s, r + 60 * s + shaftR * 1.8, 'sd'))
    out.push(rect(cx - blockX + block * 0.5 * s, cy - shaftR * 4, 60 * s, shaftR * 2.2, 'st'))
    out.push(callout(cx - blockX + block * 0.5 * s + 30 * s, cy - shaftR * 3, area.left, rows[1] as number, 'terminal box'))
    out.push(callout(cx + blockX, cy - shaftR * 1.2, area.right, rows[1] as number, 'fixed shaft bracket'))
  } else {
    for (const side of [-1, 1]) out.push(plummer(cx + side * blockX, cy, p.shaft * s, blockHeight, p.role === 'take-up'))
  }
  out.push(centre(cx - outer * s - 20, cy, cx + outer * s + driveEnd * s + 20, cy))
  out.push(centre(cx, cy - r - 20, cx, cy + r + 20))
  // The face is measured from the steel shell's corners (lagging stops short of the edges).
  out.push(
    dimH(
      cx - half,
      cx + half,
      cy + blockHeight + 44,
      f.lettered('Face width', `face ${p.face}`),
      p.crowned ? cy + r - rise : cy + (p.diameter / 2) * s,
    ),
  )
  // A drum motor's shaft is held in fixed brackets at its bearing centres; the others stand in plummer blocks.
  const feet = p.housings === 'fixed' ? cy + r + 60 * s : cy + blockHeight
  if (p.centres !== undefined)
    out.push(dimH(cx - blockX, cx + blockX, cy + blockHeight + 100, f.lettered('Bearing centres', `${p.centres}`), feet))
  // The shaft diameter at its free left end (a drive pulley's key end is on the right).
  const shaftEnd = cx - outer * s
  if (p.shaftLabel) out.push(dimV(cy - shaftR, cy + shaftR, shaftEnd - 28, p.shaftLabel, shaftEnd))
  const lagText =
    p.lagging === 'bare'
      ? f.has(/stainless/)
        ? 'stainless steel shell'
        : 'bare steel shell'
      : `${laggingNames[p.lagging]}${p.lag ? `, ${p.lag} mm` : ''}`
  out.push(callout(cx + half * 0.5, cy - r + 6, area.right, rows[0] as number, lagText))
  const shellText = f.lettered('Shell diameter', `shell ${dia(p.diameter)}`)
  // Beside bearing housings the left's second row holds the housing's label, which a leader up to the
  // left's first row would cross: the shell is named on the right, under the lagging, unless the
  // drive end's label has that row.
  if (p.housings === 'fixed' || driveEnd > 0) out.push(callout(cx - half * 0.5, cy - r + 6, area.left, rows[0] as number, shellText))
  else out.push(callout(cx + half * 0.8, cy - r + rise + 6, area.right, rows[1] as number, shellText))
  if (p.housings !== 'fixed') {
    const label = p.housings === 'insert' ? 'insert bearing unit' : p.role === 'take-up' ? 'plummer block on carriage' : 'plummer block'
    out.push(callout(cx - blockX, cy - shaftR * 2, area.left, rows[1] as number, label))
  }
  const shows = `shell ${dia(p.diameter)} mm, face ${p.face} mm, with ${p.lagging === 'bare' ? 'a bare shell' : laggingNames[p.lagging]}${p.crowned ? ', crowned' : ''}, ${p.housings === 'fixed' ? 'fixed shaft ends' : 'shaft in bearing housings'}`
  return { name: 'elevation', shows: `elevation: ${shows}`, scale: s, body: out.join('') }
}

/** Upper half in section: shell, lagging, end discs, hubs and locking elements, or the drum motor. */
function halfSection(f: Figures, p: Pulley): View {
  const od = p.diameter + 2 * p.lag
  const stub = Math.max(120, p.shaft * 2)
  const s = Math.min(560 / (p.face + 2 * stub), 300 / od)
  const cx = 360
  const cy = 250
  const c = new Canvas(cx, cy, s)
  const wall = Math.max(8, p.diameter * 0.025)
  const R = p.diameter / 2
  const rs = p.shaft / 2
  const half = p.face / 2
  const disc = Math.max(16, p.diameter * 0.035)
  const hub = rs * 1.9
  const out: string[] = [laggingDefs(p.lagging, p.lagging === 'ceramic' ? 14 : 18)]
  out.push(c.box(-half - stub, -rs, half + stub, rs, 'st'))
  // Lower half seen from outside.
  out.push(c.box(-half, 0, half, -R, 'st'))
  if (p.lagging !== 'bare') out.push(face(p.lagging, c.X(-half + 8), c.Y(0), c.X(half - 8), c.Y(-R - p.lag)))
  // Upper half cut: shell wall, lagging, end discs and hubs.
  out.push(c.box(-half, R - wall, half, R, 'hs'))
  if (p.lag > 0) out.push(c.box(-half + 8, R, half - 8, R + p.lag, 'rb'))
  if (p.lagging === 'ceramic')
    for (let x = -half + 12; x + 20 < half - 8; x += 24) out.push(c.box(x, R + p.lag - 6, x + 20, R + p.lag, 'tk'))
  if (p.role === 'motorised') {
    out.push(c.box(-half * 0.55, rs + 4, half * 0.15, R - wall - 20, 'hs'), c.box(half * 0.22, rs + 4, half * 0.7, R * 0.55, 'sd'))
    out.push(circle(c.X(half * 0.35), c.Y(R * 0.3), 0.16 * R * s, 'st'), circle(c.X(half * 0.56), c.Y(R * 0.3), 0.1 * R * s, 'st'))
    // The gearbox is named on the right, level with it, under the end disc: above, the lagging's label is in the way.
    out.push(
      callout(c.X(-half * 0.2), c.Y(R * 0.5), c.X(-half * 0.2) - 60, 60, 'motor'),
      callout(c.X(half * 0.35), c.Y(R * 0.3), c.X(half) + 40, c.Y(R * 0.3), 'gearbox'),
    )
  }
  for (const side of [-1, 1]) {
    const x = side * (half - disc / 2 - 20)
    out.push(c.box(x - disc / 2, hub, x + disc / 2, R - wall, 'hs'))
    out.push(c.box(x - disc * 1.2, rs, x + disc * 1.2, hub, 'hs'))
    if (p.locking === 'keyless' && p.role !== 'motorised') {
      const xo = x + side * disc * 1.2
      out.push(
        c.shape(
          [
            [xo, rs],
            [xo + side * disc * 1.6, rs],
            [xo + side * disc * 1.6, hub * 0.92],
            [xo, hub * 1.02],
          ],
          'sd',
        ),
      )
    }
  }
  out.push(centre(c.X(-half - stub - 10), cy, c.X(half + stub + 10), cy))
  // The shell's diameter is dimensioned beyond the shaft's end, so its figure never sits on the shaft.
  out.push(dimV(c.Y(R), c.Y(-R), c.X(-half - stub) - 24, f.lettered('Shell diameter', dia(p.diameter)), c.X(-half)))
  out.push(dimH(c.X(-half), c.X(half), c.Y(-R - p.lag) + 40, f.lettered('Face width', `face ${p.face}`), c.Y(-R)))
  const discX = half - disc / 2 - 20
  out.push(callout(c.X(discX), c.Y((hub + R) * 0.6), c.X(half) + 40, c.Y(R * 0.75), 'end disc'))
  if (p.locking === 'keyless' && p.role !== 'motorised')
    out.push(callout(c.X(discX + disc * 2), c.Y(rs + 6), c.X(half) + 40, c.Y(rs) - 16, 'keyless locking element'))
  else if (p.role !== 'motorised') out.push(callout(c.X(discX), c.Y(hub - 5), c.X(half) + 40, c.Y(rs) - 16, 'welded hub'))
  if (p.lag > 0)
    out.push(callout(c.X(-half * 0.3), c.Y(R + p.lag / 2), c.X(-half * 0.3) + 30, c.Y(R) - 34, `${laggingNames[p.lagging]}, ${p.lag} mm`))
  const inside =
    p.role === 'motorised'
      ? 'motor, gearbox and oil inside the drum'
      : `end discs, hubs and ${p.locking === 'keyless' ? 'keyless locking elements' : 'welded hubs'}`
  return {
    name: 'half section through the axis',
    shows: `half section through the axis showing the shell wall, ${inside}`,
    scale: s,
    body: out.join(''),
  }
}

/**
 * Where the shell's label goes in the wrap view: beside the face the belt leaves bare, clear of
 * both strands (a take-up pulley's bare top holds its diameter: its label goes above right).
 */
const wrapLabelSide: Record<Role, 'left' | 'right' | 'above'> = {
  drive: 'left',
  bend: 'right',
  snub: 'left',
  tail: 'right',
  'take-up': 'above',
  motorised: 'right',
  general: 'right',
}

/** End view with the belt wrapping the pulley as its position in the conveyor makes it. */
function wrapView(p: Pulley): View {
  const od = p.diameter + 2 * p.lag
  const s = Math.min(260 / od, 1)
  const side = wrapLabelSide[p.role]
  // The pulley moves over to leave its label the room of a line.
  const cx = side === 'left' ? 490 : side === 'right' ? 320 : 380
  const cy = 240
  const R = (od / 2) * s
  const out: string[] = []
  // [first contact angle, wrap] counter-clockwise from the right; the belt runs clockwise.
  const wraps: Record<Role, [number, number]> = {
    drive: [-120, 210],
    bend: [90, 90],
    snub: [50, 40],
    tail: [90, 180],
    'take-up': [180, 180],
    motorised: [-90, 180],
    general: [-90, 180],
  }
  const [start, sweep] = wraps[p.role]
  const toRad = (deg: number) => (deg * Math.PI) / 180
  const beltR = R + 8
  const point = (deg: number, radius = beltR): [number, number] => [cx + radius * Math.cos(toRad(deg)), cy - radius * Math.sin(toRad(deg))]
  // Belt touches from `start` and turns by `sweep` degrees (counter-clockwise on the sheet).
  const a = point(start)
  const b = point(start + sweep)
  const tangentIn = toRad(start - 90)
  const tangentOut = toRad(start + sweep + 90)
  // Each free strand runs on until it meets the edge of the drawing area.
  const leadFrom = (p0: [number, number], angle: number) => {
    const [dx, dy] = [Math.cos(angle), -Math.sin(angle)]
    const limits = [
      dx > 0 ? (760 - p0[0]) / dx : dx < 0 ? (40 - p0[0]) / dx : Infinity,
      dy > 0 ? (415 - p0[1]) / dy : dy < 0 ? (70 - p0[1]) / dy : Infinity,
    ]
    const lead = Math.min(200, ...limits)
    return [p0[0] + lead * dx, p0[1] + lead * dy] as [number, number]
  }
  const inFrom = leadFrom(a, tangentIn)
  const outTo = leadFrom(b, tangentOut)
  const large = sweep > 180 ? 1 : 0
  out.push(ring(cx, cy, R, (p.diameter / 2) * s, p.lagging === 'bare' ? 'st' : 'rb'))
  out.push(
    circle(cx, cy, (p.diameter / 2) * s, 'st'),
    circle(cx, cy, (p.diameter / 2) * s * 0.35, 'sd'),
    circle(cx, cy, (p.shaft / 2) * s, 'hs'),
  )
  for (let i = 0; i < 8; i++)
    out.push(
      circle(
        cx + (p.diameter / 2) * s * 0.27 * Math.cos(toRad(i * 45)),
        cy + (p.diameter / 2) * s * 0.27 * Math.sin(toRad(i * 45)),
        3,
        'th',
      ),
    )
  out.push(
    `<path d="M${n(inFrom[0])} ${n(inFrom[1])}L${n(a[0])} ${n(a[1])}A${n(beltR)} ${n(beltR)} 0 ${large} 0 ${n(b[0])} ${n(b[1])}L${n(outTo[0])} ${n(outTo[1])}" fill="none" stroke="#2f3437" stroke-width="10"/>`,
  )
  const arrowFrom = (p0: [number, number], angle: number, length: number) =>
    arrow(p0[0], p0[1], p0[0] + length * Math.cos(angle), p0[1] - length * Math.sin(angle))
  // The travel arrow runs beside the free strand on its outer side, away from the pulley's face.
  const offset = 20
  const outMid: [number, number] = [
    (outTo[0] + b[0]) / 2 + offset * Math.cos(tangentOut - Math.PI / 2),
    (outTo[1] + b[1]) / 2 - offset * Math.sin(tangentOut - Math.PI / 2),
  ]
  out.push(arrowFrom(outMid, tangentOut + Math.PI, 60))
  out.push(centre(cx - R - 30, cy, cx + R + 30, cy), centre(cx, cy - R - 30, cx, cy + R + 30))
  const dimY = p.role === 'take-up' ? cy - R - 40 : cy + R + 50
  out.push(dimH(cx - (p.diameter / 2) * s, cx + (p.diameter / 2) * s, dimY, dia(p.diameter), cy))
  if (p.role === 'take-up') out.push(arrow(cx, cy + 20, cx, cy + R + 80), text(cx + 12, cy + R + 70, 'take-up force', { cls: 'lb' }))
  const roleText: Record<Role, string> = {
    drive: 'drive pulley: belt wraps about 210°',
    bend: 'bend pulley: belt turns through 90°',
    snub: 'snub pulley: adds wrap at the drive',
    tail: 'tail pulley: belt returns through 180°',
    'take-up': 'take-up pulley: keeps the belt in tension',
    motorised: 'drum motor: belt wraps about 180°',
    general: 'belt wraps about 180°',
  }
  // Under the view, as the other notes: a take-up pulley's diameter is dimensioned above it, between the strands.
  out.push(text(40, 496, roleText[p.role], { cls: 'lb' }))
  // The label sits off the bare face, above or below the centre line, and its leader stays off the belt.
  const [facing, labelX, labelY] =
    side === 'left' ? [160, cx - R - 40, cy - 60] : side === 'right' ? [-20, cx + R + 40, cy + 60] : [45, cx + R + 40, cy - R - 20]
  const [fromX, fromY] = point(facing, R - 4)
  out.push(callout(fromX, fromY, labelX, labelY, p.lagging === 'bare' ? 'bare shell' : laggingNames[p.lagging]))
  return {
    name: 'end view with the belt wrap',
    shows: `end view showing how the belt wraps the pulley (${roleText[p.role].replace(/^[^:]+: /, '')})`,
    scale: s,
    body: out.join(''),
  }
}

/** A strip of lagging sheet seen from above, and its build cut across. */
export function laggingSheetViews(f: Figures): View[] {
  const thickness = f.figure(/thickness/i) ?? 12
  const width = f.figure(/strip width/i) ?? 250
  const s = 1.2
  const x0 = 400 - width * s - 20
  const plan: string[] = [laggingDefs('diamond', 22), laggingDefs('ceramic', 22).replace('id="lg"', 'id="lc"')]
  plan.push(`<rect x="${n(x0)}" y="70" width="${n(width * s)}" height="300" fill="url(#lg)" stroke="#1f2a37" stroke-width="2"/>`)
  plan.push(
    `<rect x="${n(x0 + width * s + 40)}" y="70" width="${n(width * s)}" height="300" fill="url(#lc)" stroke="#1f2a37" stroke-width="2"/>`,
  )
  plan.push(
    dimH(x0, x0 + width * s, 400, `${width}`, 370),
    text(x0, 60, 'diamond pattern', { cls: 'lb' }),
    text(x0 + width * s + 40, 60, 'ceramic tiles', { cls: 'lb' }),
  )
  const cut: string[] = []
  const k = 6
  const y = 220
  cut.push(rect(100, y, 600, 30, 'hs'), rect(100, y - thickness * k, 600, thickness * k, 'rb'))
  for (let x = 110; x < 690; x += 60) cut.push(rect(x, y - thickness * k - 1, 22, thickness * k * 0.45, 'pl'))
  cut.push(rect(100, y - 4, 600, 4, 'tk'))
  cut.push(dimV(y - thickness * k, y, 740, `${thickness}`, 700))
  cut.push(
    callout(400, y - 2, 460, y + 80, 'bonding layer (CN layer)'),
    callout(250, y + 15, 200, y + 80, 'pulley shell'),
    callout(300, y - thickness * k * 0.3, 240, y - thickness * k - 40, 'rubber lagging with grooves'),
  )
  return [
    {
      name: 'plan of the sheet patterns',
      shows: 'plan of two strips: diamond-grooved rubber and rubber with ceramic tiles',
      scale: s,
      body: plan.join(''),
    },
    {
      name: 'section through the lagging on a shell',
      shows: `section: ${thickness} mm grooved rubber lagging bonded to a pulley shell`,
      scale: k,
      body: cut.join(''),
    },
  ]
}

export function pulleyViews(f: Figures): View[] {
  const pulley = pulleyFrom(f)
  const wraps = ['drive', 'bend', 'snub', 'tail', 'take-up'].includes(pulley.role)
  return [elevation(f, pulley), wraps ? wrapView(pulley) : halfSection(f, pulley)]
}

/** Wing pulleys: bars (straight, V or spiral) between end discs, seen side-on and end-on. */
export function wingPulleyViews(f: Figures): View[] {
  const p = pulleyFrom(f)
  const spiral = f.has(/spiral/)
  const od = p.diameter
  // The plummer blocks stand at the table's bearing centres where the size row gives them.
  const blockCentre = p.centres !== undefined ? p.centres / 2 : p.face / 2 + Math.max(120, p.shaft * 2.2) - Math.max(60, p.shaft)
  const outer = blockCentre + Math.max(60, p.shaft)
  const s = Math.min(620 / (2 * outer), 250 / od)
  const cx = 400
  const cy = 215
  const half = (p.face / 2) * s
  const r = (od / 2) * s
  const out: string[] = [
    rect(cx - outer * s + 30 * s, cy - (p.shaft / 2) * s, 2 * (outer - 30) * s, p.shaft * s, 'st'),
    `<clipPath id="wc"><rect x="${n(cx - half)}" y="${n(cy - r)}" width="${n(2 * half)}" height="${n(2 * r)}"/></clipPath><g clip-path="url(#wc)">`,
  ]
  const count = 8
  for (let i = 0; i < count + 2; i++) {
    const y = cy - r + ((i + 0.5) * 2 * r) / count
    const depth = Math.cos(Math.asin(Math.min(1, Math.abs(y - cy) / r)))
    const cls: Cls = depth > 0.5 ? 'st' : 'sd'
    const bar = 10
    if (spiral || f.has(/chevron|v \(/)) {
      const slope = spiral ? r * 0.5 : r * 0.3
      out.push(
        poly(
          [
            [cx - half, y - slope],
            [cx, y],
            [cx + half, y - slope],
            [cx + half, y - slope + bar],
            [cx, y + bar],
            [cx - half, y - slope + bar],
          ],
          cls,
        ),
      )
    } else {
      out.push(rect(cx - half, y - bar / 2, 2 * half, bar, cls))
    }
  }
  out.push('</g>', rect(cx - half - 10, cy - r, 10, 2 * r, 'sd'), rect(cx + half, cy - r, 10, 2 * r, 'sd'))
  for (const side of [-1, 1]) out.push(plummer(cx + side * blockCentre * s, cy, p.shaft * s, r + 30 * s, false))
  out.push(centre(cx - outer * s, cy, cx + outer * s, cy))
  out.push(dimH(cx - half, cx + half, cy + r + 74, f.lettered('Face width', `face ${p.face}`), cy + r))
  if (p.centres !== undefined)
    out.push(dimH(cx - blockCentre * s, cx + blockCentre * s, cy + r + 130, f.lettered('Bearing centres', `${p.centres}`), cy + r + 30 * s))
  out.push(dimV(cy - r, cy + r, cx - half - 50, f.lettered('Shell diameter', dia(od)), cx - half))
  // The journal is dimensioned at its free right end, clear of the shell's diameter on the left.
  const shaftEnd = cx + outer * s - 30 * s
  const shaftR = (p.shaft / 2) * s
  if (p.shaftLabel) out.push(dimV(cy - shaftR, cy + shaftR, shaftEnd + 28, p.shaftLabel, shaftEnd))
  out.push(callout(cx + half * 0.6, cy - r * 0.55, cx + half * 0.6 + 40, cy - r - 28, spiral ? 'spiral wings, opposite hand' : 'wing bars'))
  const end: string[] = []
  const R = Math.min(130, od * 0.4)
  const ecx = 360
  const ecy = 225
  end.push(circle(ecx, ecy, R * 0.3, 'hs'), circle(ecx, ecy, (p.shaft / 2) * (R / (od / 2)), 'st'))
  const wings = 12
  for (let i = 0; i < wings; i++) {
    const a = (i / wings) * Math.PI * 2
    const [x1, y1, x2, y2] = [ecx + R * 0.3 * Math.cos(a), ecy + R * 0.3 * Math.sin(a), ecx + R * Math.cos(a), ecy + R * Math.sin(a)]
    end.push(`<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="#1f2a37" stroke-width="7"/>`, circle(x2, y2, 8, 'st'))
  }
  end.push(centre(ecx - R - 30, ecy, ecx + R + 30, ecy), centre(ecx, ecy - R - 30, ecx, ecy + R + 30))
  // Over the contact caps (8 px round bars at the wing tips), measured at the widest pair.
  end.push(dimH(ecx - R - 8, ecx + R + 8, ecy + R + 48, dia(od), ecy))
  end.push(
    callout(
      ecx + R * Math.cos(0.26),
      ecy + R * Math.sin(0.26),
      ecx + R + 50,
      ecy + R * 0.8,
      f.value(/contact face/i) ? 'round-bar contact caps' : 'wing tip',
    ),
  )
  end.push(callout(ecx + R * 0.15, ecy - R * 0.15, ecx + R + 60, ecy - R + 10, 'hub and end disc'))
  end.push(text(40, 48, 'open wings let material fall clear of the face', { cls: 'lb' }))
  return [
    {
      name: 'elevation',
      shows: `elevation: ${spiral ? 'spiral' : 'straight'} wing bars between end discs, ${dia(od)} mm, face ${p.face} mm, in plummer blocks`,
      scale: s,
      body: out.join(''),
    },
    {
      name: 'end view of the wings',
      shows: `end view: ${wings} wing plates radiating from the hub, with contact caps at the tips`,
      scale: (R + 8) / (od / 2),
      body: end.join(''),
    },
  ]
}
