/**
 * Rollers: plain steel, coated, polymer-shell, impact (rubber rings), disc, spiral and tapered.
 * Views: an elevation with the upper half in section, a section through the bearing and, for
 * rollers whose specs describe their sealing, an enlarged detail of one bearing end.
 */
import { dinRollLength } from '../../engineering/roll-lengths.ts'
import { housingProfile, rollEndGeometry, sealProfile, type EndGeometry } from '../../geometry/roll-end.ts'
import { shaftStub } from '../../engineering/shaft-layout.ts'
import { Canvas } from './canvas.ts'
import { aligned, bearingSize, dia, Figures, pairsIn, type BearingSize } from '../figures.ts'
import { breakLines, type End, endFrame, sectPoly, sectRect } from './shapes.ts'
import { area, callout, centre, circle, dimH, dimV, line, poly, rect, ring, text, type Cls, type DimensionFrom } from './svg-kit.ts'
import type { View } from './view.ts'

type Surface =
  | { kind: 'steel' | 'stainless' | 'galvanised' | 'fras' }
  | { kind: 'polymer'; material: string; wall: number }
  | { kind: 'cover'; material: 'rubber' | 'polyurethane' | 'ceramic'; thickness: number }
  | { kind: 'rings' | 'discs'; outside: number; width: number }
  | { kind: 'spiral'; outside: number; bar: number; rubber: boolean }

export interface Roller {
  /** Outside diameter of the tube or shell. */
  tube: number
  /** Large-end diameter of a tapered roller. */
  tubeEnd: number
  /** Wall drawn; `wallLabel` only when the spec states it. */
  wall: number
  wallLabel?: string
  length: number
  /** The length dimension's text: as listed, within the listed range, or an example for a belt width. */
  lengthText: string
  /** False when the core is drawn to a typical size the spec does not give. */
  tubeStated: boolean
  bearing: BearingSize
  shaft: number
  surface: Surface
}

const fallbackBearing = bearingSize('6204') as BearingSize

/** Typical wall for an ERW roller tube of this diameter, for proportion only. */
function typicalWall(tube: number): number {
  return tube <= 60
    ? 1.5
    : tube <= 76
      ? 3
      : tube <= 89
        ? 3.5
        : tube <= 108
          ? 3.75
          : tube <= 133
            ? 4.25
            : tube <= 159
              ? 4.5
              : tube <= 194
                ? 6
                : 7
}

const outerWords: Record<string, RegExp> = { 'impact-roller': /ring|outside/i, 'disc-roller': /disc/i, 'spiral-roller': /spiral/i }
const standardTubes = [63.5, 76, 89, 108, 133, 159]

interface CoveredSize {
  tube: number
  outside: number
  /** False when the spec gives only the outside diameter and the core is drawn to a typical size. */
  tubeStated: boolean
  index: number
  of: number
}

/** Core tube and outside diameter of a roller with rings, discs or a spiral over its tube. */
function coveredSize(f: Figures, outer: RegExp): CoveredSize | undefined {
  const pairRow = f.product.specs.find((row) => row.label.includes('/') && /core/i.test(row.label) && outer.test(row.label))
  if (pairRow) {
    const coreFirst = /^core/i.test(pairRow.label)
    const pairs = pairsIn(pairRow.value).map(([a, b]): [number, number] => (coreFirst ? [a, b] : [b, a]))
    const index = Math.floor((pairs.length - 1) / 2)
    const [tube, outside] = pairs[index] ?? [89, 133]
    return { tube, outside, tubeStated: true, index, of: pairs.length }
  }
  const outsideSize = f.diameter(new RegExp(`(${outer.source}).*diameter|outside diameter`, 'i'))
  if (!outsideSize) return undefined
  const cores = f.value(/core tube diameter/i) ? f.numbers(/core tube diameter/i) : []
  const core = aligned(cores, outsideSize.index, outsideSize.of)
  const derived = standardTubes.filter((d) => d <= outsideSize.value / 1.4).pop() ?? 63.5
  return { tube: core ?? derived, outside: outsideSize.value, tubeStated: core !== undefined, index: outsideSize.index, of: outsideSize.of }
}

function surfaceOf(f: Figures, kind: string, tube: number, outside: number): Surface {
  const width = f.figure(/ring width|disc width|strip|bar/i, (low, high) => (low + high) / 2)
  if (kind === 'impact-roller') return { kind: 'rings', outside, width: width ?? 35 }
  if (kind === 'disc-roller') return { kind: 'discs', outside, width: width ?? 40 }
  if (kind === 'spiral-roller') {
    return {
      kind: 'spiral',
      outside,
      bar: f.has(/rubber/) ? (width ?? 25) : (f.figure(/spiral bar/i) ?? 14),
      rubber: f.has(/rubber spiral/),
    }
  }
  if (kind === 'polymer-roller') {
    const material = f.has(/uhmw/) ? 'UHMW-PE shell' : f.has(/nylon|pa6/) ? 'cast nylon shell' : 'HDPE shell'
    return { kind: 'polymer', material, wall: f.figure(/shell wall/i, (low, high) => (low + high) / 2) ?? Math.max(6, tube * 0.08) }
  }
  if (f.has(/ceramic/)) return { kind: 'cover', material: 'ceramic', thickness: f.figure(/lagging thickness/i) ?? 12 }
  if (f.has(/polyurethane coated/))
    return { kind: 'cover', material: 'polyurethane', thickness: f.figure(/cover/i, (low, high) => (low + high) / 2) ?? 10 }
  if (f.has(/rubber coated/)) return { kind: 'cover', material: 'rubber', thickness: f.figure(/rubber cover/i) ?? 10 }
  if (f.has(/stainless/)) return { kind: 'stainless' }
  if (f.has(/galvani[sz]ed conveyor/)) return { kind: 'galvanised' }
  if (f.has(/mt 113/)) return { kind: 'fras' }
  return { kind: 'steel' }
}

/** The roller of the size row the drawing shows: the same figures as its line in the size table. */
function rollerFromSize(f: Figures): Roller | undefined {
  const drawn = f.rollerSize()
  const bearing = drawn && bearingSize(drawn.row.bearing)
  if (!drawn || !bearing) return undefined
  const { row } = drawn
  const kind = f.product.drawing.kind
  const outsideDiameter = row.outside ?? row.d
  const shell = drawn.sizes.shell
  const surface =
    shell === 'hdpe' || shell === 'uhmwpe' || shell === 'nylon'
      ? {
          kind: 'polymer' as const,
          material: shell === 'uhmwpe' ? 'UHMW-PE shell' : shell === 'nylon' ? 'cast nylon shell' : 'HDPE shell',
          wall: row.wall,
        }
      : surfaceOf(f, kind, row.d, outsideDiameter)
  // A covered roll's outside is the row's, whatever cover thickness its spec rows mention.
  const rowSurface: Surface = surface.kind === 'cover' && row.outside ? { ...surface, thickness: (row.outside - row.d) / 2 } : surface
  return {
    tube: row.d,
    tubeEnd: row.end ?? row.d,
    wall: row.wall,
    wallLabel: `wall ${row.wall}`,
    length: row.l,
    lengthText: f.lettered('Shell length', `${row.l}`),
    tubeStated: true,
    bearing,
    shaft: row.shaft,
    surface: rowSurface,
  }
}

/** The figures of a roller: its drawn size row, or else its spec rows. */
export function rollerFrom(f: Figures): Roller {
  const sized = rollerFromSize(f)
  if (sized) return sized
  const kind = f.product.drawing.kind
  const outer = outerWords[kind]
  const covered = outer ? coveredSize(f, outer) : undefined
  const size = covered
    ? { value: covered.tube, index: covered.index, of: covered.of }
    : (f.diameter(/core tube|^(roll|shell|tube outside|small-end|carrying roll)? ?diameter|typical trough|diameter \/ wall/i) ??
      f.diameter(/diameter/i) ?? { value: 89, index: 0, of: 1 })
  const tube = size.value
  const bearing = f.bearing(size.index, size.of) ?? fallbackBearing
  const belt = f.beltWidth() ?? 1000
  const lengthLabel = /^(roll |trough roll )?length|length between|typical trough/i
  const pairedLength =
    f.pairs(/typical trough/i).find(([d]) => d === tube)?.[1] ?? f.pairs(/^(trough )?roll length/i).find(([, b]) => b === belt)?.[0]
  const range = f.range(lengthLabel)
  const fitted = kind === 'disc-roller' || kind === 'spiral-roller' ? belt + 150 : dinRollLength('trough', belt)
  const listed = pairedLength ?? f.figure(lengthLabel, (low, high) => Math.min(high, Math.max(low, fitted)))
  const length = listed ?? fitted
  const lengthText = pairedLength
    ? `L = ${length} for a ${belt} belt`
    : range
      ? `L = ${length} (range ${range})`
      : listed
        ? `L = ${length}`
        : `L, e.g. ${length} for a ${belt} belt`
  // A wall list that runs with the diameter list gives the wall of the chosen size.
  const walls = f.value(/wall/i) ? f.numbers(/wall/i) : []
  const wallFigure = walls.length === 1 ? walls[0] : walls.length === size.of && size.of > 1 ? walls[size.index] : undefined
  const wall = wallFigure ?? typicalWall(tube)
  const taper = f.diameter(/large-end/i)
  return {
    tube,
    tubeEnd: taper ? Math.round(tube * 1.35) : tube,
    wall,
    wallLabel: wallFigure ? `wall ${wall}` : undefined,
    length,
    lengthText,
    bearing,
    shaft: bearing.bore,
    tubeStated: covered?.tubeStated ?? true,
    surface: surfaceOf(f, kind, tube, covered?.outside ?? tube),
  }
}

function outside(roller: Roller): number {
  const s = roller.surface
  if (s.kind === 'cover') return roller.tubeEnd + 2 * s.thickness
  if (s.kind === 'rings' || s.kind === 'discs' || s.kind === 'spiral') return s.outside
  return roller.tubeEnd
}

/** Shaft stub beyond the tube at each end: the engineering module's, so B on the drawing is B in the table. */
const stubOf = (roller: Roller) => shaftStub(roller.shaft)

/** A bearing end of the drawn roller: the geometry layer's, with a polymer shell's own wall. */
export function endGeometry(roller: Pick<Roller, 'surface' | 'wall' | 'bearing' | 'shaft'>, R: number): EndGeometry {
  const wall = roller.surface.kind === 'polymer' ? roller.surface.wall : roller.wall
  return rollEndGeometry({ radius: R, wall, bearing: roller.bearing, shaft: roller.shaft })
}

/** One bearing end in section (upper half): housing, labyrinth seal, bearing, circlip. */
export function bearingEnd(end: End, g: EndGeometry, polymer: boolean): string {
  const { Rb, rs, seal, bw } = g
  const housingCls: Cls = polymer ? 'hp' : 'hs'
  const back = seal + bw
  const ringT = (Rb - rs) * 0.28
  const pitch = (Rb + rs) / 2
  return [
    sectPoly(end, housingProfile(g), housingCls),
    sectPoly(end, sealProfile(g), 'hp'),
    labyrinth(end, 1.5, seal - 0.5, rs + 0.4, Rb),
    sectRect(end, seal, back, Rb - ringT, Rb, 'sd'),
    sectRect(end, seal, back, rs, rs + ringT, 'sd'),
    circle(end.x(seal + bw / 2), end.y(pitch), (Rb - rs) * 0.38 * end.s, 'st'),
    sectRect(end, -1.8, -0.4, rs - 1.2, rs + 2.2, 'rb'),
  ].join('')
}

/** Interlocking fins drawn as one zig-zag line inside the seal. */
function labyrinth(end: End, u1: number, u2: number, r1: number, r2: number): string {
  const fins = 3
  const step = (u2 - u1) / (fins * 2)
  const low = r1 + (r2 - r1) * 0.25
  const high = r1 + (r2 - r1) * 0.8
  const points: Array<[number, number]> = []
  for (let i = 0; i < fins * 2; i++) {
    const u = u1 + step * (i + 0.5)
    points.push([u, i % 2 === 0 ? low : high], [u, i % 2 === 0 ? high : low])
  }
  return poly(
    points.map(([u, r]) => [end.x(u), end.y(r)]),
    'th',
    false,
  )
}

function materialLabel(roller: Roller): string {
  const s = roller.surface
  if (s.kind === 'polymer') return s.material
  if (s.kind === 'cover') return `${s.material} cover ${s.thickness} mm`
  if (s.kind === 'rings') return `rubber rings ${dia(s.outside)} × ${s.width}`
  if (s.kind === 'discs') return `rubber discs ${dia(s.outside)} × ${s.width}`
  if (s.kind === 'spiral') return s.rubber ? `rubber spiral ${dia(s.outside)}` : `steel spiral bar ${dia(s.outside)}`
  if (s.kind === 'stainless') return 'stainless steel tube'
  if (s.kind === 'galvanised') return 'hot-dip galvanised tube'
  if (s.kind === 'fras') return 'steel tube, FRAS parts (MT 113)'
  return 'steel tube, ERW'
}

/** Elevation, upper half in section; long rollers are drawn broken in the middle. */
function elevation(f: Figures, roller: Roller): View {
  const od = outside(roller)
  const stub = stubOf(roller)
  const total = roller.length + 2 * stub
  let s = Math.min(200 / od, 560 / total)
  if (od * s < 150) s = 150 / od
  const broken = roller.length * s > 560 - 2 * stub * s
  const shown = broken ? 560 - 2 * stub * s : roller.length * s
  const cy = 240
  const x0 = 400 - shown / 2
  const x1 = 400 + shown / 2
  const R1 = roller.tube / 2
  const R2 = roller.tubeEnd / 2
  const left = endFrame(x0, cy, s, 1)
  const right = endFrame(x1, cy, s, -1)
  // Display x of a point u mm from the left end, or undefined where the break hides it.
  const half = shown / 2 - 12
  const xAt = (u: number) =>
    !broken ? x0 + u * s : u * s <= half ? x0 + u * s : (roller.length - u) * s <= half ? x1 - (roller.length - u) * s : undefined
  const rAt = (u: number) => R1 + ((R2 - R1) * u) / roller.length
  const yUp = (r: number) => cy - r * s
  const yDown = (r: number) => cy + r * s
  const out: string[] = []
  const rs = roller.shaft / 2
  const across = Math.round(roller.shaft * 0.7)
  // Shaft, both halves, with milled flats on the stubs.
  out.push(rect(x0 - stub * s, cy - rs * s, shown + 2 * stub * s, 2 * rs * s, 'st'))
  for (const [xe, side] of [
    [x0 - stub * s, 1],
    [x1 + stub * s, -1],
  ] as const) {
    const xf = xe + side * stub * 0.55 * s
    out.push(
      line(xf, cy - rs * s, xf, cy + rs * s),
      line(xe, cy - (across / 2) * s, xf, cy - (across / 2) * s),
      line(xe, cy + (across / 2) * s, xf, cy + (across / 2) * s),
    )
  }
  // Lower half: the outside of the tube.
  const polymer = roller.surface.kind === 'polymer'
  out.push(
    poly(
      [
        [x0, cy],
        [x1, cy],
        [x1, yDown(R2)],
        [x0, yDown(R1)],
      ],
      polymer ? 'tk' : 'st',
    ),
  )
  for (const [x, r] of [
    [x0 + 4 * s, R1],
    [x1 - 4 * s, R2],
  ] as const)
    out.push(line(x, cy, x, yDown(r)))
  // Upper half: the tube wall in section and both bearing ends.
  const wall = roller.surface.kind === 'polymer' ? roller.surface.wall : roller.wall
  out.push(
    poly(
      [
        [x0, yUp(R1)],
        [x1, yUp(R2)],
        [x1, yUp(R2 - wall)],
        [x0, yUp(R1 - wall)],
      ],
      polymer ? 'hp' : 'hs',
    ),
  )
  out.push(bearingEnd(left, endGeometry(roller, R1), polymer), bearingEnd(right, endGeometry(roller, R2), polymer))
  const outer = surfaceElevation(roller, xAt, rAt, s, cy)
  out.push(outer.body)
  if (broken) out.push(breakLines(400, cy - (od / 2) * s - 6, cy + (od / 2) * s + 6))
  out.push(centre(x0 - stub * s - 20, cy, x1 + stub * s + 20, cy))
  // Dimensions and callouts.
  const bottom = cy + (od / 2) * s
  // Extension lines start where they meet the part: the tube's ends, the outer surface's last edge.
  out.push(dimH(x0, x1, bottom + 40, roller.lengthText, yDown(R1)))
  out.push(dimH(x0 - stub * s, x1 + stub * s, bottom + 82, f.lettered('Shaft length', `${total}`), cy + rs * s))
  const covered = od !== roller.tube || R2 !== R1
  const tapered = R2 !== R1
  if (roller.tubeStated)
    out.push(
      dimV(
        cy - R1 * s,
        cy + R1 * s,
        x0 - stub * s - 34,
        f.lettered(tapered ? 'Small-end diameter' : covered ? 'Tube diameter' : 'Roll diameter', dia(roller.tube)),
        x0,
      ),
    )
  if (covered)
    out.push(
      dimV(
        cy - (od / 2) * s,
        cy + (od / 2) * s,
        x1 + stub * s + 34,
        f.lettered(tapered ? 'Large-end diameter' : 'Outside diameter', dia(od)),
        outer.right ?? x1,
      ),
    )
  // Callouts in three rows above the roller: shaft, bearing, then the tube on the right.
  const rows = [44, 78, 112]
  const ballX = left.x(endGeometry(roller, R1).seal + roller.bearing.width / 2)
  const clearance = f.has(/\bc3\b/) ? ' C3' : ''
  out.push(
    callout(ballX, yUp((roller.bearing.outside / 2 + rs) / 2), ballX + 24, rows[1] as number, `bearing ${roller.bearing.code}${clearance}`),
  )
  const ends = f.has(/spindle ends?:/) ? ', DIN spindle ends' : f.has(/spring-loaded/) ? ', spring-loaded ends' : ''
  out.push(
    callout(
      left.x(-stub / 2),
      yUp(rs * 0.5),
      left.x(-stub / 2) + 8,
      rows[0] as number,
      `${f.lettered('Shaft diameter', `shaft ${dia(roller.shaft)}`)}${ends}`,
    ),
  )
  const labelX = right.x(Math.min(roller.length * 0.3, half / s))
  const tubeLabel = `${materialLabel(roller)}${roller.wallLabel ? `, ${roller.wallLabel}` : ''}`
  const pointR = od > roller.tube ? (od / 2 + rAt(roller.length * 0.7)) / 2 : rAt(roller.length * 0.7) - wall / 2
  out.push(callout(labelX, yUp(pointR), area.right, rows[2] as number, tubeLabel))
  // The run-out the roll is held to, as a tolerance note under the dimensions.
  const runOut = f.figure(/run-out/i)
  if (runOut !== undefined) out.push(text(area.right - 12, 470, `run-out ≤ ${runOut} TIR`, { cls: 'lb', anchor: 'end' }))
  const shows = `${dia(od)} mm roller, ${roller.length} mm long, on a ${roller.shaft} mm shaft with ${roller.bearing.code} bearings; upper half cut away to show housings, seals and bearings`
  return {
    name: broken ? 'elevation, upper half in section (broken view)' : 'elevation, upper half in section',
    shows: `${shows}${f.has(/taper/) ? ', tapered shell' : ''}`,
    scale: s,
    body: out.join(''),
  }
}

/**
 * Rings, discs, spirals or covers over the tube, seen from outside (lower half) and cut (upper half), with the
 * sheet x where the outermost surface ends on the right, for the outside diameter's dimension.
 */
function surfaceElevation(
  roller: Roller,
  xAt: (u: number) => number | undefined,
  rAt: (u: number) => number,
  s: number,
  cy: number,
): { body: string; right: DimensionFrom | undefined } {
  const surface = roller.surface
  const out: string[] = []
  const L = roller.length
  let right: number | [number, number] | undefined
  if (surface.kind === 'rings' || surface.kind === 'discs') {
    const gap = surface.kind === 'rings' ? 5 : surface.width * 1.6
    const ro = surface.outside / 2
    const pitch = surface.width + gap
    const count = Math.max(2, Math.floor((L - 10) / pitch))
    const start = (L - (count * pitch - gap)) / 2
    for (let i = 0; i < count; i++) {
      const x = xAt(start + i * pitch)
      const xe = xAt(start + i * pitch + surface.width)
      if (x === undefined || xe === undefined) continue
      out.push(rect(x, cy, xe - x, ro * s, 'rb', 3), rect(x, cy - ro * s, xe - x, (ro - rAt(0)) * s, 'rb'))
      right = xe
    }
  } else if (surface.kind === 'spiral') {
    const ro = surface.outside / 2
    const r = rAt(0)
    const pitch = Math.max(surface.bar * 3, 90)
    const cls: Cls = surface.rubber ? 'rb' : 'sd'
    for (let u = pitch / 2; u < L - surface.bar; u += pitch / 2) {
      const hand = u < L / 2 ? 1 : -1
      const xa = xAt(u)
      const xb = xAt(u + (hand * pitch) / 2)
      if (xa === undefined || xb === undefined) continue
      const w = surface.bar * s
      out.push(
        poly(
          [
            [xa, cy],
            [xa + w, cy],
            [xb + w, cy + ro * s],
            [xb, cy + ro * s],
          ],
          cls,
        ),
      )
      out.push(rect(xa, cy - ro * s, w, (ro - r) * s, surface.rubber ? 'rb' : 'hs'))
      right = [xa + w, xb + w]
    }
  } else if (surface.kind === 'cover') {
    const xa = xAt(6) ?? 0
    const xb = xAt(L - 6) ?? 0
    const c = surface.thickness
    right = xb
    out.push(rect(xa, cy - (rAt(0) + c) * s, xb - xa, c * s, 'rb'))
    if (surface.material === 'ceramic') {
      out.push(rect(xa, cy + rAt(0) * s, xb - xa, c * s, 'rb'))
      const tile = 20 * s
      const rows = Math.max(1, Math.floor((rAt(0) * s) / (tile + 2)))
      for (let x = xa + 3; x + tile < xb; x += tile + 3) {
        for (let j = 0; j < rows; j++) out.push(rect(x, cy + 3 + j * (tile + 3), tile, tile, 'tk'))
      }
    } else {
      out.push(rect(xa, cy, xb - xa, (rAt(0) + c) * s, 'rb'))
    }
  }
  return { body: out.join(''), right }
}

/** Section through the bearing: tube, housing seat, bearing with its balls, shaft. */
function bearingSection(roller: Roller): View {
  const od = outside(roller)
  const s = Math.min(300 / od, 3.2)
  const cx = 300
  const cy = 220
  const R = roller.tube / 2
  const g = endGeometry(roller, R)
  const ringT = (g.Rb - g.rs) * 0.28
  const out: string[] = []
  const surface = roller.surface
  if (od > roller.tube) out.push(ring(cx, cy, (od / 2) * s, R * s, surface.kind === 'spiral' && !surface.rubber ? 'hs' : 'rb'))
  out.push(ring(cx, cy, R * s, g.Ri * s, surface.kind === 'polymer' ? 'hp' : 'hs'))
  out.push(ring(cx, cy, (g.Rb + g.h) * s, g.Rb * s, surface.kind === 'polymer' ? 'hp' : 'hs'))
  out.push(ring(cx, cy, g.Rb * s, (g.Rb - ringT) * s, 'sd'))
  const pitch = ((g.Rb + g.rs) / 2) * s
  const balls = roller.bearing.code.startsWith('63') ? 7 : 8
  for (let i = 0; i < balls; i++) {
    const a = (i / balls) * Math.PI * 2
    out.push(circle(cx + pitch * Math.cos(a), cy + pitch * Math.sin(a), (g.Rb - g.rs) * 0.38 * s, 'st'))
  }
  out.push(ring(cx, cy, (g.rs + ringT) * s, g.rs * s, 'sd'))
  out.push(circle(cx, cy, g.rs * s, 'hs'))
  const reach = (od / 2) * s
  out.push(centre(cx - reach - 24, cy, cx + reach + 24, cy), centre(cx, cy - reach - 24, cx, cy + reach + 24))
  // A circle's diameter: extension lines leave it at its widest, on the horizontal centre line.
  if (roller.tubeStated) out.push(dimH(cx - R * s, cx + R * s, cy + reach + 48, dia(roller.tube), cy))
  if (od > roller.tube) out.push(dimH(cx - (od / 2) * s, cx + (od / 2) * s, cy - reach - 30, dia(od), cy))
  const { code, bore, outside: bo, width } = roller.bearing
  const tx = cx + reach + 60
  out.push(
    callout(cx + (g.Rb - ringT / 2) * s * 0.7, cy - (g.Rb - ringT / 2) * s * 0.7, tx, cy - 90, `${code}: ${bore} × ${bo} × ${width}`),
  )
  out.push(callout(cx + g.rs * s * 0.5, cy + g.rs * s * 0.5, tx, cy + 30, `shaft ${dia(roller.shaft)}`))
  const tubeText = roller.tubeStated ? `tube ${dia(roller.tube)}${roller.wallLabel ? `, ${roller.wallLabel}` : ''}` : 'core tube'
  out.push(callout(cx + (R - g.h) * s * 0.71, cy + (R - g.h) * s * 0.71, tx, cy + 90, tubeText))
  out.push(text(40, 48, 'SECTION A–A', { cls: 'lb' }))
  return {
    name: 'section A–A through the bearing',
    shows: `cross-section through the bearing: ${roller.bearing.code} ball bearing (${bore} × ${bo} × ${width} mm) in its housing inside the ${dia(roller.tube)} mm tube`,
    scale: s,
    body: out.join(''),
  }
}

/** Enlarged bearing end: housing, labyrinth, bearing and circlip at a larger scale. */
function endDetail(roller: Roller): View {
  const R = roller.tube / 2
  const g = endGeometry(roller, R)
  const span = g.seal + g.bw + 30
  const s = Math.min(420 / span, 330 / (R + 10))
  const x0 = 200
  const cy = 400
  const end = endFrame(x0, cy, s, 1)
  const polymer = roller.surface.kind === 'polymer'
  const out: string[] = [
    rect(x0 - 24 * s, cy - g.rs * s, (span + 24) * s, g.rs * s, 'st'),
    sectRect(end, 0, span, g.Ri, R, polymer ? 'hp' : 'hs'),
    bearingEnd(end, g, polymer),
    centre(x0 - 40 * s, cy, x0 + (span + 10) * s, cy),
    dimV(cy - g.Rb * s, cy, end.x(span) + 40, dia(roller.bearing.outside)),
    dimV(cy - R * s, cy, end.x(span) + 110, dia(roller.tube)),
    callout(end.x(g.seal / 2), end.y((g.Rb + g.rs) / 2), x0 - 20, cy - R * s - 20, 'labyrinth seal'),
    callout(end.x(g.lip), end.y(g.Ri - g.h / 2), end.x(g.lip) + 100, cy - R * s - 20, 'bearing housing'),
    callout(end.x(-1), end.y(g.rs), x0 - 20, cy + 40, 'circlip'),
    callout(end.x(g.seal + g.bw / 2), end.y((g.Rb + g.rs) / 2), end.x(span) - 20, cy + 40, `${roller.bearing.code} bearing`),
    text(40, 48, 'DETAIL X (bearing end, enlarged)', { cls: 'lb' }),
  ]
  return {
    name: 'detail X: bearing end, enlarged',
    shows: `enlarged section of one bearing end: labyrinth seal, ${roller.bearing.code} bearing, pressed housing and circlip`,
    scale: s,
    body: out.join(''),
  }
}

/** Rolls packed end-on on a steel pallet, as bulk packs ship. */
function packView(roller: Roller): View {
  const width = 1100
  const height = 900
  const s = 320 / (height + 160)
  const c = new Canvas(400, 400, s)
  const pitch = roller.tube + 8
  const columns = Math.floor(width / pitch)
  const layers = Math.floor(height / pitch)
  const out: string[] = [c.box(-width / 2 - 20, 0, width / 2 + 20, 120, 'st')]
  for (const x of [-width / 4, width / 4]) out.push(c.box(x - 110, 20, x + 110, 90, 'pl'))
  const left = -(columns * pitch) / 2 + pitch / 2
  for (let j = 0; j < layers; j++) {
    for (let i = 0; i < columns; i++) {
      const [x, y] = c.at([left + i * pitch, 120 + pitch / 2 + j * pitch])
      out.push(circle(x, y, (roller.tube / 2) * s, 'st'), circle(x, y, (roller.shaft / 2) * s, 'sd'))
    }
  }
  const top = 120 + layers * pitch
  for (const x of [-width / 3, width / 3]) out.push(c.box(x - 6, 0, x + 6, top + 10, 'tl'))
  out.push(`<path class="hl" d="M${c.X(-width / 2 - 30)} ${c.Y(top + 20)}H${c.X(width / 2 + 30)}V${c.Y(0)}"/>`)
  out.push(
    callout(c.X(left), c.Y(120 + pitch / 2), c.X(-width / 2) - 40, c.Y(top) - 10, `rolls ${dia(roller.tube)} × ${roller.length}, end-on`),
  )
  out.push(callout(c.X(-width / 4), c.Y(55), c.X(-width / 2) - 40, c.Y(0) + 30, 'steel pallet, fork pockets'))
  out.push(callout(c.X(width / 3), c.Y(top * 0.6), c.X(width / 2) + 60, c.Y(top * 0.6), 'steel bands'))
  out.push(callout(c.X(width / 2 + 30), c.Y(top * 0.9), c.X(width / 2) + 60, c.Y(top), 'stretch wrap'))
  out.push(text(40, 48, `BULK PACK: ${columns} × ${layers} rolls shown end-on`, { cls: 'lb' }))
  return {
    name: 'bulk pack on a steel pallet',
    shows: `${columns * layers} rolls of ${dia(roller.tube)} mm packed end-on on a banded steel pallet`,
    scale: s,
    body: out.join(''),
  }
}

/**
 * The roll a product's size table lists, when the product is drawn as something else (a guide
 * roll at the belt edge, a return station, a pipe station): its elevation, lettered as the table.
 */
export function listedRollView(f: Figures): View | undefined {
  return f.rollerSize() ? elevation(f, rollerFrom(f)) : undefined
}

export function rollerViews(f: Figures): View[] {
  const roller = rollerFrom(f)
  if (f.has(/pack size/)) return [packView(roller), elevation(f, roller)]
  const views = [elevation(f, roller), bearingSection(roller)]
  if (f.value(/^seal/i) ?? (f.has(/labyrinth/) ? f.value(/design/i) : undefined)) views.push(endDetail(roller))
  return views
}
