/**
 * The lines, circles and words of a drawing's view, read from the SVG that svg-kit and the family
 * modules write, with each one's layer from its style class: the CAD export draws exactly what the
 * page shows. Only the subset those modules write is understood (rect, circle, path with M L H V
 * A Q Z, text, groups translated or rotated); anything else stops with its markup.
 */
import type { CadEntity, CadLayer, CadPoint, CadView } from './cad-view.ts'
import { textSize, type Point } from './technical/svg-kit.ts'

export type LayerName = CadLayer

export type SheetEntity =
  | { kind: 'polyline'; layer: LayerName; points: Point[]; closed: boolean }
  | { kind: 'circle'; layer: LayerName; centre: Point; radius: number }
  | { kind: 'text'; layer: LayerName; at: Point; size: number; rotation: number; text: string; anchor: 'start' | 'middle' | 'end' }

/** x' = a x + c y + e, y' = b x + d y + f */
type Matrix = readonly [number, number, number, number, number, number]
const identity: Matrix = [1, 0, 0, 1, 0, 0]

function multiply(m: Matrix, k: Matrix): Matrix {
  return [
    m[0] * k[0] + m[2] * k[1],
    m[1] * k[0] + m[3] * k[1],
    m[0] * k[2] + m[2] * k[3],
    m[1] * k[2] + m[3] * k[3],
    m[0] * k[4] + m[2] * k[5] + m[4],
    m[1] * k[4] + m[3] * k[5] + m[5],
  ]
}

function apply(m: Matrix, [x, y]: Point): Point {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]
}

function rotation(degrees: number, cx = 0, cy = 0): Matrix {
  const a = (degrees * Math.PI) / 180
  const [cos, sin] = [Math.cos(a), Math.sin(a)]
  return [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy]
}

function parseTransform(value: string | undefined): Matrix {
  let m = identity
  for (const [, name, args] of (value ?? '').matchAll(/(translate|rotate)\(([^)]*)\)/g)) {
    const v = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .map(Number)
    m = multiply(m, name === 'translate' ? [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0] : rotation(v[0] ?? 0, v[1], v[2]))
  }
  return m
}

/** The angle a matrix turns the x axis through, in degrees (y down, as on the sheet). */
function angleOf(m: Matrix): number {
  return (Math.atan2(m[1], m[0]) * 180) / Math.PI
}

function attributes(source: string): Record<string, string> {
  return Object.fromEntries([...source.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key as string, value as string]))
}

function layerOf(cls: string | undefined): LayerName {
  if (cls === 'hl') return 'hidden'
  if (cls === 'cl') return 'centre'
  if (cls === 'dm' || cls === 'ex' || cls === 'ar' || cls === 'lb') return 'dimensions'
  if (cls === 'pl' || cls === 'nt' || cls === 'tt' || cls === 'sm') return 'text'
  return 'outline'
}

/** Points along an SVG arc (endpoint form), without its start point. */
function arcPoints(from: Point, rx: number, ry: number, large: boolean, sweep: boolean, to: Point): Point[] {
  const [x1, y1] = from
  const [x2, y2] = to
  if (rx === 0 || ry === 0 || (x1 === x2 && y1 === y2)) return [to]
  // SVG 1.1 appendix F.6.5, with no x-axis rotation (the kit never writes one).
  const dx = (x1 - x2) / 2
  const dy = (y1 - y2) / 2
  const scale = Math.max(1, Math.sqrt((dx * dx) / (rx * rx) + (dy * dy) / (ry * ry)))
  const [r1, r2] = [rx * scale, ry * scale]
  const numerator = Math.max(0, r1 * r1 * r2 * r2 - r1 * r1 * dy * dy - r2 * r2 * dx * dx)
  const root = Math.sqrt(numerator / (r1 * r1 * dy * dy + r2 * r2 * dx * dx)) * (large === sweep ? -1 : 1)
  const cxp = (root * r1 * dy) / r2
  const cyp = (-root * r2 * dx) / r1
  const [cx, cy] = [cxp + (x1 + x2) / 2, cyp + (y1 + y2) / 2]
  const start = Math.atan2((dy - cyp) / r2, (dx - cxp) / r1)
  let delta = Math.atan2((-dy - cyp) / r2, (-dx - cxp) / r1) - start
  if (sweep && delta < 0) delta += 2 * Math.PI
  if (!sweep && delta > 0) delta -= 2 * Math.PI
  const steps = Math.max(2, Math.ceil(Math.abs(delta) / (Math.PI / 18)))
  const points: Point[] = []
  for (let i = 1; i < steps; i++) {
    const t = start + (delta * i) / steps
    points.push([cx + r1 * Math.cos(t), cy + r2 * Math.sin(t)])
  }
  points.push(to)
  return points
}

/** The subpaths of a path's d attribute as point lists. */
function pathPoints(d: string, markup: string): Array<{ points: Point[]; closed: boolean }> {
  const tokens = [...d.matchAll(/([MLHVAQZmlhvaqz])|(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)/g)].map((m) => m[0])
  const paths: Array<{ points: Point[]; closed: boolean }> = []
  let current: { points: Point[]; closed: boolean } | undefined
  let at: Point = [0, 0]
  let command = ''
  let i = 0
  const number = () => {
    const value = Number(tokens[i++])
    if (!Number.isFinite(value)) throw new Error(`Drawing path not understood: ${markup}`)
    return value
  }
  const to = (p: Point) => {
    at = p
    current?.points.push(p)
  }
  while (i < tokens.length) {
    if (/^[A-Za-z]$/.test(tokens[i] as string)) command = tokens[i++] as string
    const relative = command === command.toLowerCase()
    const [ox, oy] = relative ? at : [0, 0]
    switch (command.toUpperCase()) {
      case 'M': {
        const p: Point = [ox + number(), oy + number()]
        current = { points: [p], closed: false }
        paths.push(current)
        at = p
        command = relative ? 'l' : 'L'
        break
      }
      case 'L':
        to([ox + number(), oy + number()])
        break
      case 'H':
        to([(relative ? at[0] : 0) + number(), at[1]])
        break
      case 'V':
        to([at[0], (relative ? at[1] : 0) + number()])
        break
      case 'A': {
        const [rx, ry] = [number(), number()]
        number()
        const [large, sweep] = [number() === 1, number() === 1]
        const end: Point = [ox + number(), oy + number()]
        for (const p of arcPoints(at, rx, ry, large, sweep, end)) to(p)
        break
      }
      case 'Q': {
        const control: Point = [ox + number(), oy + number()]
        const end: Point = [ox + number(), oy + number()]
        const start = at
        for (let step = 1; step <= 8; step++) {
          const t = step / 8
          to([
            (1 - t) ** 2 * start[0] + 2 * (1 - t) * t * control[0] + t * t * end[0],
            (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * control[1] + t * t * end[1],
          ])
        }
        break
      }
      case 'Z':
        if (current) {
          current.closed = true
          at = current.points[0] ?? at
        }
        break
      default:
        throw new Error(`Drawing path not understood: ${markup}`)
    }
  }
  return paths
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

/** Every entity of an SVG fragment in sheet units (y down). */
export function sheetEntities(svg: string): SheetEntity[] {
  const entities: SheetEntity[] = []
  const stack: Array<{ tag: string; matrix: Matrix; skip: boolean }> = []
  const top = () => stack[stack.length - 1]
  const tagPattern = /<(\/?)([\w:]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g
  let openText: { attrs: Record<string, string>; matrix: Matrix; content: string } | undefined
  for (const match of svg.matchAll(tagPattern)) {
    const [markup, closing, tag, attrSource, selfClosing, characters] = match
    const matrix = top()?.matrix ?? identity
    const skip = top()?.skip ?? false
    if (characters !== undefined) {
      if (openText) openText.content += characters
      continue
    }
    if (closing) {
      if (tag === 'text' && openText && !skip) {
        const { attrs, matrix: m, content } = openText
        const at = apply(m, [Number(attrs.x ?? 0), Number(attrs.y ?? 0)])
        const own = parseTransform(attrs.transform)
        const size = Number(attrs['font-size'] ?? textSize)
        entities.push({
          kind: 'text',
          layer: layerOf(attrs.class),
          at,
          size,
          rotation: angleOf(multiply(m, own)),
          text: unescapeXml(content),
          anchor: (attrs['text-anchor'] as 'middle' | 'end' | undefined) ?? 'start',
        })
      }
      if (tag === 'text') openText = undefined
      else stack.pop()
      continue
    }
    const attrs = attributes(attrSource ?? '')
    if (tag === 'text') {
      openText = { attrs, matrix, content: '' }
      if (selfClosing) openText = undefined
      continue
    }
    const hidden = skip || ['defs', 'pattern', 'clipPath', 'title', 'style'].includes(tag as string)
    if (!selfClosing) {
      stack.push({ tag: tag as string, matrix: multiply(matrix, parseTransform(attrs.transform)), skip: hidden })
      if (tag !== 'g' && tag !== 'svg' && !hidden) throw new Error(`Drawing markup not understood: ${markup}`)
      continue
    }
    // A white patch covers a break in a long part: it is not a line of the part.
    if (hidden || attrs.fill === '#fff') continue
    const layer = layerOf(attrs.class)
    const m = multiply(matrix, parseTransform(attrs.transform))
    if (tag === 'rect') {
      const [x, y, w, h] = [Number(attrs.x ?? 0), Number(attrs.y ?? 0), Number(attrs.width), Number(attrs.height)]
      entities.push({
        kind: 'polyline',
        layer,
        closed: true,
        points: (
          [
            [x, y],
            [x + w, y],
            [x + w, y + h],
            [x, y + h],
          ] as Point[]
        ).map((p) => apply(m, p)),
      })
    } else if (tag === 'circle') {
      const scale = Math.hypot(m[0], m[1])
      entities.push({ kind: 'circle', layer, centre: apply(m, [Number(attrs.cx), Number(attrs.cy)]), radius: Number(attrs.r) * scale })
    } else if (tag === 'path') {
      for (const { points, closed } of pathPoints(attrs.d ?? '', markup)) {
        if (points.length > 1) entities.push({ kind: 'polyline', layer, closed, points: points.map((p) => apply(m, p)) })
      }
    } else {
      throw new Error(`Drawing markup not understood: ${markup}`)
    }
  }
  return entities
}

/** The entities of a whole drawing's view group (`<g id="view">`), without frame and title block. */
export function viewEntities(sheetSvg: string): SheetEntity[] {
  const start = sheetSvg.indexOf('<g id="view">')
  const end = sheetSvg.indexOf('<g id="title-block">')
  if (start < 0 || end < 0) throw new Error('A drawing sheet without its view group')
  return sheetEntities(sheetSvg.slice(start, end))
}

/**
 * Drawing sheets as CAD views in millimetres (y up): each view divided by the scale it was laid
 * out at, so it comes out full size. For products without a geometry of their own yet.
 */
export function sheetViews(productName: string, drawings: ReadonlyArray<{ title: string; svg: string; scale: number | null }>): CadView[] {
  return drawings.map((drawing) => {
    const s = drawing.scale ?? 1
    const mm = ([x, y]: Point): CadPoint => [x / s, -y / s]
    const entities = viewEntities(drawing.svg).map((e): CadEntity => {
      if (e.kind === 'polyline') return { ...e, points: e.points.map(mm) }
      if (e.kind === 'circle') return { ...e, centre: mm(e.centre), radius: e.radius / s }
      const align = e.anchor === 'middle' ? 'center' : e.anchor === 'end' ? 'right' : 'left'
      return { kind: 'text', layer: e.layer, at: mm(e.at), height: (e.size * 0.7) / s, rotation: -e.rotation, text: e.text, align }
    })
    return { name: drawing.title.slice(productName.length + 2), toScale: drawing.scale !== null, entities }
  })
}
