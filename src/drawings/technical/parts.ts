/**
 * Roller parts: bearing housings (stamped, flanged, cast, nylon, TK assembly), seals and dust
 * covers, shafts, tubes, deep-groove ball bearings and circlips. Each is drawn large, in section
 * through its axis, with the sizes the spec lists for one size of the range.
 */
import { bearingSize, dia, Figures, middle, type BearingSize } from '../figures.ts'
import { housingProfile, type EndGeometry } from '../../geometry/roll-end.ts'
import { bearingEnd, endGeometry } from './rollers.ts'
import { breakLines, type End, endFrame, sectPoly, sectRect } from './shapes.ts'
import { callout, centre, circle, dimH, dimV, line, n, poly, rect, ring, text, type Cls, type Point } from './svg-kit.ts'
import type { View } from './view.ts'

const fallback = bearingSize('6204') as BearingSize

/** The same profile drawn above and below the axis: a full section through a turned part. */
function both(top: End, bottom: End, profile: ReadonlyArray<readonly [number, number]>, cls: Cls): string {
  return sectPoly(top, profile, cls) + sectPoly(bottom, profile, cls)
}

function halves(x0: number, cy: number, s: number): [End, End] {
  const top = endFrame(x0, cy, s, 1)
  return [top, { x: top.x, y: (r) => cy + r * s, s }]
}

type HousingType = 'stamped' | 'flanged' | 'cast' | 'nylon' | 'assembly'

function housingSizes(f: Figures): { tube: number; bearing: BearingSize } {
  const code = middle([...f.words.matchAll(/tk(6\d{3})-(\d+)/g)])
  if (code) return { tube: Number(code[2]), bearing: bearingSize(code[1] as string) ?? fallback }
  const tube = f.diameter(/tube outside diameter|stock tube|polymer tube od|tube od/i) ?? { value: 108, index: 0, of: 1 }
  return { tube: tube.value, bearing: f.bearing(tube.index, tube.of) ?? fallback }
}

function housingOutline(type: HousingType, g: EndGeometry): Array<readonly [number, number]> {
  const { R, Ri, Rb, h, seal, bw } = g
  const back = seal + bw
  const profile = housingProfile(g)
  if (type === 'flanged') return [[-h, R], [0, R], ...profile, [-h, Ri - h]]
  if (type === 'cast')
    return [
      [-10, Rb + 5],
      [-10, R - 2],
      [0, R - 2],
      [0, Ri],
      [back + 12, Ri],
      [back + 12, Rb - 3],
      [back, Rb - 3],
      [back, Rb],
      [seal * 0.45, Rb],
      [seal * 0.45, Rb + 5],
    ]
  return profile
}

function housingViews(f: Figures): View[] {
  const type: HousingType = f.has(/tk bearing housing assembly/)
    ? 'assembly'
    : f.has(/cast iron|ductile/)
      ? 'cast'
      : f.has(/nylon bearing|pa6 \+ 30/) && !f.has(/stamped|flanged/)
        ? 'nylon'
        : f.has(/flanged bearing housing/)
          ? 'flanged'
          : 'stamped'
  const { tube, bearing } = housingSizes(f)
  const wallRow = f.pairs(/stock tube/i).find(([d]) => d === tube)
  const wall = wallRow?.[1] ?? (tube <= 89 ? 3.5 : tube <= 133 ? 4 : 4.5)
  const g = endGeometry(
    {
      surface: { kind: type === 'nylon' ? 'polymer' : 'steel', ...(type === 'nylon' ? { wall: tube * 0.08 } : {}) } as never,
      wall,
      bearing,
      shaft: bearing.bore,
    },
    tube / 2,
  )
  if (type === 'nylon') g.h = Math.min(5, (g.Ri - g.Rb) / 2.5)
  const cls: Cls = type === 'nylon' ? 'hp' : 'hs'
  const depth = g.seal + g.bw + 20
  const s = Math.min(260 / tube, 360 / depth, 4)
  const x0 = 330 - (depth * s) / 2
  const cy = 115 + (tube / 2) * s
  const [top, bottom] = halves(x0, cy, s)
  const out: string[] = []
  // The tube and the bearing as phantom lines, for where the housing sits.
  for (const end of [top, bottom]) {
    out.push(
      `<path class="hl" d="M${end.x(-14).toFixed(1)} ${end.y(g.R).toFixed(1)}H${end.x(depth + 14).toFixed(1)}M${end.x(0).toFixed(1)} ${end.y(g.Ri).toFixed(1)}H${end.x(depth + 14).toFixed(1)}"/>`,
    )
    if (type !== 'assembly')
      out.push(
        `<path class="hl" d="M${end.x(g.seal).toFixed(1)} ${end.y(g.Rb).toFixed(1)}h${(g.bw * s).toFixed(1)}V${end.y(g.rs).toFixed(1)}h${(-g.bw * s).toFixed(1)}Z"/>`,
      )
  }
  if (type === 'assembly') out.push(...assemblyParts(top, bottom, g))
  else out.push(both(top, bottom, housingOutline(type, g), cls))
  if (type === 'nylon')
    for (let u = 3; u < g.lip - 2; u += 5)
      out.push(sectRect(top, u, u + 2, g.Ri - 0.3, g.Ri + 1, 'hp'), sectRect(bottom, u, u + 2, g.Ri - 0.3, g.Ri + 1, 'hp'))
  out.push(centre(top.x(-24), cy, top.x(depth + 24), cy))
  const right = top.x(depth + 14)
  out.push(dimV(top.y(g.Rb), bottom.y(g.Rb), right + 36, `${dia(bearing.outside)} M7`, top.x(g.seal + g.bw)))
  out.push(dimV(top.y(g.R), bottom.y(g.R), right + 100, `tube ${dia(tube)}`, right))
  out.push(text(40, 48, type === 'assembly' ? 'EXPLODED SECTION, parts in fitting order' : 'SECTION THROUGH THE AXIS', { cls: 'lb' }))
  const labels: Record<HousingType, string> = {
    stamped: 'pressed steel cup',
    flanged: 'flange = tube OD',
    cast: 'ductile iron casting',
    nylon: 'glass-filled PA6, ribbed',
    assembly: 'housing',
  }
  if (type !== 'assembly') out.push(callout(top.x(g.lip / 2), top.y(g.Ri - g.h / 2), top.x(g.lip / 2) - 40, top.y(g.R) - 30, labels[type]))
  out.push(
    callout(
      top.x(g.seal + g.bw / 2),
      top.y((g.Rb + g.rs) / 2),
      top.x(depth) + 30,
      top.y(g.R) - 30,
      `bearing ${bearing.code}${type === 'assembly' ? '' : ' (phantom)'}`,
    ),
  )
  const name = type === 'assembly' ? 'exploded section of the assembly' : 'section through the axis'
  const shows =
    type === 'assembly'
      ? `exploded section of the housing assembly for bearing ${bearing.code} and a ${tube} mm tube: cover, outer labyrinth, circlip, inner labyrinth, bearing and housing`
      : `section through a ${labels[type]} housing for bearing ${bearing.code} (${dia(bearing.outside)} mm seat) in a ${tube} mm tube`
  const views: View[] = [{ name, shows, scale: s, body: out.join('') }]
  views.push(housingFace(type, g, tube, bearing))
  if (type === 'assembly') views.push(assembled(g, tube, bearing))
  return views
}

/** The TK assembly's parts pulled apart along the axis, outermost first. */
function assemblyParts(top: End, bottom: End, g: EndGeometry): string[] {
  const { Ri, Rb, rs, h, seal, bw } = g
  const gap = 12
  const parts: string[] = []
  const shift = (profile: ReadonlyArray<readonly [number, number]>, du: number): Array<[number, number]> =>
    profile.map(([u, r]) => [u + du, r])
  const cover: Array<[number, number]> = [
    [-3 * gap, rs + 1],
    [-3 * gap, Ri - h - 1],
    [-3 * gap + seal * 0.3, Ri - h - 1],
    [-3 * gap + seal * 0.3, Ri - h - 2.5],
    [-3 * gap + 1.5, Ri - h - 2.5],
    [-3 * gap + 1.5, rs + 1],
  ]
  parts.push(both(top, bottom, cover, 'sd'))
  parts.push(
    both(
      top,
      bottom,
      shift(
        [
          [0, rs + 0.5],
          [0, Ri - h - 0.5],
          [seal * 0.4, Ri - h - 0.5],
          [seal * 0.4, rs + 0.5],
        ],
        -2 * gap,
      ),
      'hp',
    ),
  )
  parts.push(sectRect(top, -gap - 1, -gap + 1, rs - 1, rs + 3, 'rb'), sectRect(bottom, -gap - 1, -gap + 1, rs - 1, rs + 3, 'rb'))
  parts.push(
    both(
      top,
      bottom,
      [
        [1.5, rs + 0.5],
        [1.5, Rb],
        [seal - 0.5, Rb],
        [seal - 0.5, rs + 0.5],
      ],
      'hp',
    ),
  )
  const ringT = (Rb - rs) * 0.28
  for (const end of [top, bottom]) {
    parts.push(
      sectRect(end, seal + gap, seal + gap + bw, Rb - ringT, Rb, 'sd'),
      sectRect(end, seal + gap, seal + gap + bw, rs, rs + ringT, 'sd'),
    )
    parts.push(circle(end.x(seal + gap + bw / 2), end.y((Rb + rs) / 2), (Rb - rs) * 0.38 * end.s, 'st'))
  }
  parts.push(both(top, bottom, shift(housingProfile(g), 2 * gap), 'hs'))
  parts.push(callout(top.x(-3 * gap), top.y(Ri - h - 2), top.x(-3 * gap) - 20, top.y(g.R) - 10, 'outer cover'))
  parts.push(callout(top.x(-2 * gap + 2), bottom.y((Ri + rs) / 2), top.x(-2 * gap) - 30, bottom.y(g.R) + 30, 'outer labyrinth'))
  parts.push(callout(top.x(-gap), top.y(rs + 2), top.x(-gap) + 10, top.y(g.R) - 30, 'circlip'))
  parts.push(callout(top.x(seal / 2), bottom.y(Rb - 2), top.x(seal / 2) + 40, bottom.y(g.R) + 30, 'inner labyrinth'))
  parts.push(callout(top.x(2 * gap + g.lip), bottom.y(Ri - h / 2), top.x(2 * gap + seal + bw + 40) + 150, bottom.y(g.R) + 14, 'housing'))
  return parts
}

/** The housing seen from the open end: seat, flange or ribs, and the bearing's bore. */
function housingFace(type: HousingType, g: EndGeometry, tube: number, bearing: BearingSize): View {
  const s = Math.min(300 / tube, 4)
  const cx = 330
  const cy = 235
  const cls: Cls = type === 'nylon' ? 'hp' : 'hs'
  const outerR = type === 'flanged' || type === 'cast' ? g.R : g.Ri
  const out = [
    `<circle class="hl" cx="${cx}" cy="${cy}" r="${(g.R * s).toFixed(1)}"/>`,
    ring(cx, cy, outerR * s, (g.Rb + g.h) * s, type === 'cast' ? cls : 'st'),
    ring(cx, cy, (g.Rb + g.h) * s, g.Rb * s, cls),
    circle(cx, cy, g.Rb * s, 'pl'),
    circle(cx, cy, (g.Rb - 2.5) * s, 'th'),
    centre(cx - g.R * s - 24, cy, cx + g.R * s + 24, cy),
    centre(cx, cy - g.R * s - 24, cx, cy + g.R * s + 24),
    dimH(cx - g.Rb * s, cx + g.Rb * s, cy + g.R * s + 36, `${dia(bearing.outside)} seat`, cy),
    callout(
      cx + (g.Rb + g.h / 2) * s * 0.71,
      cy - (g.Rb + g.h / 2) * s * 0.71,
      cx + g.R * s + 50,
      cy - g.R * s + 20,
      `for ${bearing.code}, shaft ${dia(bearing.bore)}`,
    ),
    callout(cx - outerR * s * 0.71, cy + outerR * s * 0.71, cx - g.R * s - 40, cy + g.R * s + 10, `tube ${dia(tube)}`),
  ]
  if (type === 'nylon')
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2
      out.push(
        line(
          cx + outerR * s * Math.cos(a),
          cy + outerR * s * Math.sin(a),
          cx + (outerR + 1.2) * s * Math.cos(a),
          cy + (outerR + 1.2) * s * Math.sin(a),
        ),
      )
    }
  return {
    name: 'view into the open end',
    shows: `end view into the housing: the ${dia(bearing.outside)} mm bearing seat inside the ${tube} mm tube outline`,
    scale: s,
    body: out.join(''),
  }
}

/** The assembly fitted in a tube end, upper half in section. */
function assembled(g: EndGeometry, tube: number, bearing: BearingSize): View {
  const span = g.seal + g.bw + 40
  const s = Math.min(420 / span, 300 / (g.R + 10))
  const x0 = 230
  const cy = 380
  const end = endFrame(x0, cy, s, 1)
  const out = [
    rect(x0 - 20 * s, cy - g.rs * s, (span + 20) * s, g.rs * s, 'st'),
    sectRect(end, 0, span, g.Ri, g.R, 'hs'),
    bearingEnd(end, g, false),
    centre(x0 - 30 * s, cy, end.x(span + 10), cy),
    dimV(cy - g.R * s, cy, end.x(span) + 50, `tube ${dia(tube)}`),
    callout(end.x(g.seal + g.bw / 2), end.y((g.Rb + g.rs) / 2), end.x(span) - 10, cy + 30, `${bearing.code} bearing`),
    text(40, 48, 'ASSEMBLED IN THE TUBE END (upper half)', { cls: 'lb' }),
  ]
  return {
    name: 'assembled in a tube end',
    shows: `the assembly fitted in a ${tube} mm tube end, upper half in section, with bearing ${bearing.code}`,
    scale: s,
    body: out.join(''),
  }
}

function sealViews(f: Figures): View[] {
  const cover = f.has(/dust cover/)
  const shaftList = f.numbers(/shaft diameter|housing bore/i)
  const codes = f.bearingCodes()
  const code = middle(codes) ?? '6205'
  const bearing = bearingSize(code) ?? fallback
  void shaftList
  const rs = bearing.bore / 2
  const Rb = bearing.outside / 2
  const width = cover ? 8 : 16
  const s = Math.min(260 / bearing.outside, 12)
  const x0 = 330 - (width * s) / 2
  const cy = 115 + (Rb + 1.5) * s
  const [top, bottom] = halves(x0, cy, s)
  const out: string[] = []
  for (const end of [top, bottom]) {
    out.push(`<path class="hl" d="M${end.x(-6).toFixed(1)} ${end.y(Rb).toFixed(1)}H${end.x(width + 6).toFixed(1)}"/>`)
  }
  out.push(rect(top.x(-10), cy - rs * s, (width + 20) * s, 2 * rs * s, 'st'))
  if (cover) {
    const t = 1.2
    const profile: Array<[number, number]> = [
      [0, rs + 0.5],
      [0, Rb + 1.5],
      [2.5, Rb + 1.5],
      [2.5, Rb],
      [width, Rb],
      [width, Rb - t],
      [t, Rb - t],
      [t, rs + 0.5],
    ]
    out.push(both(top, bottom, profile, 'sd'))
    out.push(callout(top.x(width / 2), top.y(Rb - t / 2), top.x(width) + 60, top.y(Rb) - 40, 'snap-in rim'))
    out.push(callout(top.x(0), top.y(rs + 0.5), top.x(0) - 50, top.y(Rb) - 40, 'shaft clearance'))
  } else {
    const split = rs + (Rb - rs) * 0.5
    const fins = 3
    const inner: Array<[number, number]> = [
      [0, rs + 0.3],
      [0, split + 1],
    ]
    const outer: Array<[number, number]> = [
      [width, Rb - 0.3],
      [width, split - 1],
    ]
    for (let i = 0; i < fins; i++) {
      const u = ((i + 0.5) * width) / fins
      inner.push([u - 1.2, split + 1], [u - 1.2, Rb - 2], [u + 1.2, Rb - 2], [u + 1.2, split + 1])
    }
    inner.push([width - 1, split + 1], [width - 1, rs + 0.3])
    for (let i = fins - 1; i >= 0; i--) {
      const u = (i * width) / fins + 0.2
      outer.push([u + 3.2, split - 1], [u + 3.2, rs + 2], [u + 0.6, rs + 2], [u + 0.6, split - 1])
    }
    outer.push([0.8, split - 1], [0.8, Rb - 0.3])
    out.push(both(top, bottom, inner, 'hp'), both(top, bottom, outer, 'sd'))
    out.push(callout(top.x(width / 2), top.y(Rb - 3), top.x(width) + 50, top.y(Rb) - 40, 'ring in the housing bore'))
    out.push(callout(top.x(1), top.y(rs + 1), top.x(0) - 50, top.y(Rb) - 40, 'ring on the shaft'))
  }
  out.push(centre(top.x(-16), cy, top.x(width + 16), cy))
  out.push(dimV(top.y(Rb), bottom.y(Rb), top.x(width + 6) + 50, `bore ${dia(bearing.outside)}`, top.x(width + 6)))
  out.push(dimV(top.y(rs), bottom.y(rs), top.x(-10) - 40, `shaft ${dia(bearing.bore)}`, top.x(-10)))
  out.push(text(40, 48, `SECTION, size for ${code}`, { cls: 'lb' }))
  const faceS = Math.min(300 / bearing.outside, 5)
  const face = [
    ring(380, 235, Rb * faceS, rs * faceS, cover ? 'sd' : 'hp'),
    ...(cover
      ? []
      : [
          circle(380, 235, (rs + (Rb - rs) * 0.5) * faceS, 'th'),
          circle(380, 235, (rs + (Rb - rs) * 0.25) * faceS, 'th'),
          circle(380, 235, (rs + (Rb - rs) * 0.75) * faceS, 'th'),
        ]),
    circle(380, 235, (rs - 0.5) * faceS, 'st'),
    centre(380 - Rb * faceS - 24, 235, 380 + Rb * faceS + 24, 235),
    centre(380, 235 - Rb * faceS - 24, 380, 235 + Rb * faceS + 24),
    dimH(380 - Rb * faceS, 380 + Rb * faceS, 235 + Rb * faceS + 40, dia(bearing.outside), 235),
  ]
  const what = cover ? 'pressed outer dust cover' : 'triple labyrinth seal'
  return [
    {
      name: 'section through the axis',
      shows: `section of the ${what} for a ${bearing.bore} mm shaft and ${bearing.outside} mm housing bore`,
      scale: s,
      body: out.join(''),
    },
    { name: 'face view', shows: `face view of the ${what}, ${bearing.outside} mm outside diameter`, scale: faceS, body: face.join('') },
  ]
}

function shaftViews(f: Figures): View[] {
  const sizes = f.diameter(/shaft diameter/i) ?? { value: 25, index: 0, of: 1 }
  const d = sizes.value
  const length = f.figure(/^length/i, (low, high) => Math.round(Math.sqrt(low * high) / 10) * 10) ?? 750
  const across = Math.round(d * 0.7)
  const flat = Math.max(14, d * 0.6)
  // Drawn true to scale; a long shaft is broken in the middle so the ends stay large.
  const s = Math.max(Math.min(600 / length, 6), 110 / d)
  const broken = length * s > 640
  const shown = broken ? 640 : length * s
  const x0 = 400 - shown / 2
  const x1 = 400 + shown / 2
  const cy = 200
  const r = (d / 2) * s
  const out = [rect(x0, cy - r, shown, 2 * r, 'st')]
  const k = r / (d / 2)
  for (const [x, side] of [
    [x0, 1],
    [x1, -1],
  ] as const) {
    out.push(
      line(x + side * flat * k, cy - r, x + side * flat * k, cy + r),
      line(x, cy - (across / 2) * k, x + side * flat * k, cy - (across / 2) * k),
      line(x, cy + (across / 2) * k, x + side * flat * k, cy + (across / 2) * k),
    )
    const gx = x + side * (flat + 14) * k
    out.push(rect(gx - 1, cy - r, 3, 2 * r * 0.06, 'sd'), rect(gx - 1, cy + r - 2 * r * 0.06, 3, 2 * r * 0.06, 'sd'))
  }
  if (broken) out.push(breakLines(400, cy - r - 6, cy + r + 6))
  out.push(centre(x0 - 20, cy, x1 + 20, cy))
  out.push(dimH(x0, x1, cy + r + 50, `L = ${length}`, cy + r))
  out.push(dimV(cy - r, cy + r, x0 - 30, dia(d), x0))
  out.push(dimH(x1 - flat * k, x1, cy - r - 30, `${Math.round(flat)}`, cy - r))
  out.push(callout(x0 + (flat + 14) * k, cy - r + 2, x0 + (flat + 14) * k + 40, cy - r - 50, 'circlip groove, DIN 471'))
  out.push(callout(x1 - flat * k * 0.5, cy + (across / 2) * k, x1 - 60, cy + r + 100, `milled flats, ${across} across`))
  const endS = Math.min(260 / d, 10)
  const endView = [
    `<path class="st" d="M${(400 - (across / 2) * endS).toFixed(1)} ${(235 - Math.sqrt((d / 2) ** 2 - (across / 2) ** 2) * endS).toFixed(1)}A${((d / 2) * endS).toFixed(1)} ${((d / 2) * endS).toFixed(1)} 0 0 0 ${(400 - (across / 2) * endS).toFixed(1)} ${(235 + Math.sqrt((d / 2) ** 2 - (across / 2) ** 2) * endS).toFixed(1)}H${(400 + (across / 2) * endS).toFixed(1)}A${((d / 2) * endS).toFixed(1)} ${((d / 2) * endS).toFixed(1)} 0 0 0 ${(400 + (across / 2) * endS).toFixed(1)} ${(235 - Math.sqrt((d / 2) ** 2 - (across / 2) ** 2) * endS).toFixed(1)}Z"/>`,
    `<circle class="hl" cx="400" cy="235" r="${((d / 2) * endS).toFixed(1)}"/>`,
    centre(400 - (d / 2) * endS - 24, 235, 400 + (d / 2) * endS + 24, 235),
    centre(400, 235 - (d / 2) * endS - 24, 400, 235 + (d / 2) * endS + 24),
    dimH(400 - (across / 2) * endS, 400 + (across / 2) * endS, 235 + (d / 2) * endS + 40, `${across} across flats`, 235),
    dimV(235 - (d / 2) * endS, 235 + (d / 2) * endS, 400 - (d / 2) * endS - 50, dia(d)),
    text(40, 48, 'END VIEW, flats for a slotted bracket', { cls: 'lb' }),
  ]
  const grooveS = Math.min(14, 300 / d)
  const gd = Math.round(d * 0.95 * 10) / 10
  const m = d <= 25 ? 1.3 : d <= 40 ? 1.85 : 2.15
  const gx = 400
  const groove = [
    rect(200, 235 - (d / 2) * grooveS, 400, (d / 2) * grooveS, 'st'),
    rect(gx - (m / 2) * grooveS, 235 - (d / 2) * grooveS, m * grooveS, ((d - gd) / 2) * grooveS, 'pl'),
    centre(180, 235, 620, 235),
    dimV(235 - (gd / 2) * grooveS, 235, gx + 120, dia(gd)),
    dimH(gx - (m / 2) * grooveS, gx + (m / 2) * grooveS, 235 - (d / 2) * grooveS - 40, `m = ${m}`, 235 - (d / 2) * grooveS),
    text(40, 496, `DETAIL: circlip groove (DIN 471), shaft ${dia(d)}`, { cls: 'lb' }),
  ]
  return [
    {
      name: 'elevation',
      shows: `elevation of a ${dia(d)} mm shaft, ${length} mm long, with milled flats and circlip grooves at both ends`,
      scale: s,
      body: out.join(''),
    },
    {
      name: 'end view of the flats',
      shows: `end view: the round ${d} mm shaft with two flats ${across} mm across`,
      scale: endS,
      body: endView.join(''),
    },
    {
      name: 'detail of the circlip groove',
      shows: `enlarged detail of the DIN 471 circlip groove in the ${d} mm shaft`,
      scale: grooveS,
      body: groove.join(''),
    },
  ]
}

function tubeViews(f: Figures): View[] {
  const size = f.diameter(/outside diameter/i) ?? { value: 108, index: 0, of: 1 }
  const d = size.value
  const wallMatch = f.value(/wall/i)?.match(new RegExp(`${d} mm ([\\d.]+)(?:-([\\d.]+))?`))
  const wall = wallMatch ? Number(wallMatch[1]) : 4
  const wallText = wallMatch ? `${wallMatch[1]}${wallMatch[2] ? `–${wallMatch[2]}` : ''}` : `${wall}`
  const length = 465
  const s = Math.min(560 / length, 240 / d)
  const x0 = 400 - (length * s) / 2
  const cy = 215
  const r = (d / 2) * s
  const out = [
    rect(x0, cy - r, length * s, 2 * r, 'st'),
    line(x0 + 4 * s, cy - r, x0 + 4 * s, cy + r),
    line(x0 + (length - 4) * s, cy - r, x0 + (length - 4) * s, cy + r),
    `<path class="hl" d="M${x0.toFixed(1)} ${(cy - r + wall * s).toFixed(1)}h${(length * s).toFixed(1)}M${x0.toFixed(1)} ${(cy + r - wall * s).toFixed(1)}h${(length * s).toFixed(1)}"/>`,
    line(x0, cy - r * 0.35, x0 + length * s, cy - r * 0.35),
    centre(x0 - 20, cy, x0 + length * s + 20, cy),
    dimH(x0, x0 + length * s, cy + r + 40, `cut length, e.g. ${length}`, cy + r),
    dimV(cy - r, cy + r, x0 - 30, dia(d), x0),
    callout(x0 + length * s * 0.6, cy - r * 0.35, x0 + length * s * 0.6 + 30, cy - r - 36, 'ERW weld seam'),
    // From the end's lower corner down to a label left of it, clear of the length's figure.
    callout(x0 + length * s - 2, cy + r - 3, x0 + length * s - 20, cy + r + 80, 'faced and chamfered end'),
  ]
  const es = Math.min(300 / d, 4)
  const section = [
    ring(380, 235, (d / 2) * es, (d / 2 - wall) * es, 'hs'),
    rect(380 - 3, 235 - (d / 2) * es - 1, 6, wall * es + 2, 'sd'),
    centre(380 - (d / 2) * es - 24, 235, 380 + (d / 2) * es + 24, 235),
    centre(380, 235 - (d / 2) * es - 24, 380, 235 + (d / 2) * es + 24),
    dimH(380 - (d / 2) * es, 380 + (d / 2) * es, 235 + (d / 2) * es + 40, dia(d), 235),
    callout(
      380 + (d / 2 - wall / 2) * es * 0.71,
      235 - (d / 2 - wall / 2) * es * 0.71,
      380 + (d / 2) * es + 50,
      235 - (d / 2) * es + 10,
      `wall ${wallText}`,
    ),
    callout(380, 235 - (d / 2) * es + 2, 380 - 80, 235 - (d / 2) * es - 20, 'weld seam'),
    text(40, 48, 'SECTION ACROSS THE TUBE', { cls: 'lb' }),
  ]
  return [
    {
      name: 'elevation of a cut tube',
      shows: `elevation of a ${d} mm tube cut to length, with faced ends and the weld seam`,
      scale: s,
      body: out.join(''),
    },
    {
      name: 'section across the tube',
      shows: `cross-section of the ${d} mm tube with a ${wallText} mm wall`,
      scale: es,
      body: section.join(''),
    },
  ]
}

function bearingViews(f: Figures): View[] {
  const code = middle(f.bearingCodes()) ?? '6305'
  const b = bearingSize(code) ?? fallback
  const s = Math.min(300 / b.outside, 320 / (b.width * 3), 6)
  const cx = 330
  const cy = 235
  const R = (b.outside / 2) * s
  const r = (b.bore / 2) * s
  const w = b.width * s
  const ringT = (R - r) * 0.28
  const ball = (R - r) * 0.36
  const pitch = (R + r) / 2
  const out: string[] = []
  for (const side of [-1, 1]) {
    const y = (v: number) => cy + side * v
    out.push(rect(cx - w / 2, Math.min(y(R), y(R - ringT)), w, ringT, 'hs'))
    out.push(rect(cx - w / 2, Math.min(y(r), y(r + ringT)), w, ringT, 'hs'))
    out.push(circle(cx, y(pitch), ball, 'st'))
    for (const sx of [-1, 1])
      out.push(rect(cx + sx * (w / 2 - 2.5) - 1.5, Math.min(y(r + ringT + 2), y(R - ringT - 2)), 3, R - r - 2 * ringT - 4, 'rb'))
  }
  out.push(centre(cx - w / 2 - 30, cy, cx + w / 2 + 30, cy), centre(cx, cy - R - 20, cx, cy + R + 20))
  out.push(dimV(cy - R, cy + R, cx + w / 2 + 70, `D = ${b.outside}`, cx + w / 2))
  out.push(dimV(cy - r, cy + r, cx - w / 2 - 40, `d = ${b.bore}`, cx - w / 2))
  out.push(dimH(cx - w / 2, cx + w / 2, cy - R - 30, `B = ${b.width}`, cy - R))
  out.push(callout(cx + w / 2 - 2, cy - pitch, cx + w / 2 + 120, cy - R + 10, '2RS rubber seal'))
  out.push(callout(cx, cy + pitch, cx + w / 2 + 120, cy + R - 10, 'ball'))
  out.push(text(40, 496, `SECTION, ${code} (${b.bore} × ${b.outside} × ${b.width})`, { cls: 'lb' }))
  const fs = Math.min(300 / b.outside, 5)
  const face = [
    ring(380, 235, (b.outside / 2) * fs, (b.outside / 2) * fs * 0.8, 'sd'),
    ring(380, 235, (b.bore / 2) * fs * 1.3, (b.bore / 2) * fs, 'sd'),
  ]
  const balls = code.startsWith('63') ? 7 : 8
  const fp = (((b.outside / 2) * 0.8 + (b.bore / 2) * 1.3) / 2) * fs
  for (let i = 0; i < balls; i++) {
    const a = (i / balls) * Math.PI * 2
    face.push(circle(380 + fp * Math.cos(a), 235 + fp * Math.sin(a), ((b.outside / 2) * 0.8 - (b.bore / 2) * 1.3) * fs * 0.42, 'st'))
  }
  face.push(`<circle class="th" cx="380" cy="235" r="${fp.toFixed(1)}"/>`)
  face.push(
    centre(380 - (b.outside / 2) * fs - 24, 235, 380 + (b.outside / 2) * fs + 24, 235),
    centre(380, 235 - (b.outside / 2) * fs - 24, 380, 235 + (b.outside / 2) * fs + 24),
  )
  face.push(text(40, 48, 'FACE VIEW, seal removed to show the balls', { cls: 'lb' }))
  return [
    {
      name: 'section through the bearing',
      shows: `section through a ${code} deep-groove ball bearing, ${b.bore} × ${b.outside} × ${b.width} mm, with rubber seals`,
      scale: s,
      body: out.join(''),
    },
    {
      name: 'face view with the seal removed',
      shows: `face view of the ${code} bearing with the seal removed, showing ${balls} balls between the rings`,
      scale: fs,
      body: face.join(''),
    },
  ]
}

function circlipViews(f: Figures): View[] {
  const size = f.diameter(/shaft diameter/i) ?? { value: 25, index: 0, of: 1 }
  const d = size.value
  const groove = f.pairs(/groove diameter/i).find(([, shaft]) => shaft === d)?.[0] ?? Math.round(d * 0.95 * 10) / 10
  const thicknessRow = f.value(/ring thickness/i) ?? ''
  const thickness =
    [...thicknessRow.matchAll(/([\d.]+) mm \(([^)]*)\)/g)].find((m) => (m[2] ?? '').split(/,\s*/).map(Number).includes(d))?.[1] ?? '1.2'
  const s = Math.min(240 / d, 10)
  const cx = 380
  const cy = 230
  const ri = (groove / 2) * s
  const ro = ri + d * 0.12 * s
  const gapAngle = 0.5
  // Angles run clockwise from the top; the gap for the pliers is at the top.
  const at = (radius: number, angle: number) => `${n(cx + radius * Math.sin(angle))} ${n(cy - radius * Math.cos(angle))}`
  // The inner edge goes back round in three arcs that meet at the ends of its horizontal diameter,
  // the points the groove diameter is measured from.
  const innerArcs = [1.5 * Math.PI, 0.5 * Math.PI, gapAngle].map((angle) => `A${n(ri)} ${n(ri)} 0 0 0 ${at(ri, angle)}`).join('')
  const lug = ro + d * 0.08 * s
  const face = [
    `<path class="sd" d="M${at(ro, gapAngle)}A${n(ro)} ${n(ro)} 0 1 1 ${at(ro, 2 * Math.PI - gapAngle)}L${at(ri, 2 * Math.PI - gapAngle)}${innerArcs}Z"/>`,
  ]
  for (const side of [-1, 1]) {
    const a = side * (gapAngle + 0.12)
    const lx = cx + ((ri + lug) / 2) * Math.sin(a)
    const ly = cy - ((ri + lug) / 2) * Math.cos(a)
    face.push(circle(lx, ly, (lug - ri) * 0.55, 'sd'), circle(lx, ly, (lug - ri) * 0.22, 'pl'))
  }
  face.push(circle(cx, cy, (d / 2) * s, 'hl'))
  face.push(centre(cx - ro - 24, cy, cx + ro + 24, cy), centre(cx, cy - lug - 24, cx, cy + ro + 24))
  face.push(dimH(cx - ri, cx + ri, cy + ro + 40, `groove ${dia(groove)}`, cy))
  face.push(callout(cx + ri * 0.71, cy + ri * 0.71, cx + ro + 40, cy + ro - 20, `for shaft ${dia(d)} (phantom)`))
  face.push(callout(cx + lug * Math.sin(0.62), cy - lug * Math.cos(0.62), cx + ro + 40, cy - ro, 'lug holes for pliers'))
  // The shaft's end in section, the clip seated in its groove top and bottom, sized so the whole
  // diameter fits: the groove diameter is then dimensioned between its two groove bottoms.
  const t = Number(thickness)
  const gs = Math.min(14, 150 / (d / 2 + d * 0.12))
  const gy = 240
  const clipX = 400
  const shaftEnd = clipX + 14 * gs
  const [shaftTop, grooveTop, clipTop] = [gy - (d / 2) * gs, gy - (groove / 2) * gs, gy - (d / 2 + d * 0.12) * gs]
  const shaftBottom = gy + (d / 2) * gs
  // Broken off on the left with a wavy edge; the right end is the shaft's end face.
  const wave = Array.from({ length: 7 }, (_, i): Point => [200 + (i % 2 === 0 ? -4 : 4), shaftBottom - ((shaftBottom - shaftTop) * i) / 6])
  const sect = [poly([[200, shaftTop], [shaftEnd, shaftTop], [shaftEnd, shaftBottom], ...wave], 'st')]
  for (const side of [1, -1]) {
    const y = (v: number) => gy + side * (v - gy)
    sect.push(rect(clipX - ((t + 0.1) / 2) * gs, Math.min(y(shaftTop), y(grooveTop)), (t + 0.1) * gs, grooveTop - shaftTop, 'pl'))
    sect.push(rect(clipX - (t / 2) * gs, Math.min(y(clipTop), y(grooveTop)), t * gs, grooveTop - clipTop, 'hs'))
  }
  sect.push(
    centre(170, gy, shaftEnd + 20, gy),
    dimV(grooveTop, gy + (groove / 2) * gs, shaftEnd + 50, dia(groove), clipX + ((t + 0.1) / 2) * gs),
    dimH(clipX - (t / 2) * gs, clipX + (t / 2) * gs, clipTop - 30, `s = ${thickness}`, clipTop),
    callout(clipX - (t / 2) * gs, (clipTop + shaftTop) / 2, clipX - 80, clipTop - 10, 'circlip, DIN 471'),
    text(40, 496, `SECTION: circlip in the shaft groove, shaft ${dia(d)}`, { cls: 'lb' }),
  )
  return [
    {
      name: 'face view',
      shows: `face view of a DIN 471 circlip for a ${d} mm shaft, groove diameter ${groove} mm`,
      scale: s,
      body: face.join(''),
    },
    {
      name: 'section in the groove',
      shows: `section showing the ${thickness} mm circlip seated in the groove of the ${d} mm shaft`,
      scale: gs,
      body: sect.join(''),
    },
  ]
}

export const partViews = {
  'bearing-housing': housingViews,
  seal: sealViews,
  shaft: shaftViews,
  tube: tubeViews,
  bearing: bearingViews,
  circlip: circlipViews,
}
