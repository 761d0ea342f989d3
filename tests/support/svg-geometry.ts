/**
 * Reads a drawing's SVG into boxes on the sheet: every text with its font size and estimated
 * extent, and every shape with its bounding box, transforms applied. For checks of layout, not
 * a renderer: arcs count by their end points widened by their radii.
 */
import { JSDOM } from 'jsdom'
import { measuredWidth } from './text-metrics'

export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

export interface SheetText {
  content: string
  fontSize: number
  bold: boolean
  box: Box
  /** Inside the title block, not the view. */
  inTitleBlock: boolean
  /** The leader group it labels (its index in the drawing), if any. */
  leader?: number
}

export interface SheetShape {
  tag: string
  cls: string
  box: Box
  /** Its fill attribute, for shapes painted without a class (a lagging pattern). */
  fill: string
  /** Part of a dimension (extension, dimension line or arrowhead). */
  inDimension: boolean
  /** The leader group it belongs to (its index in the drawing), if any. */
  leader?: number
  /** First point of the path, on the sheet (paths only). */
  start?: [number, number]
  /** Its outline as straight pieces on the sheet (circles and arcs as 48-sided polygons). */
  segments: Segment[]
}

export type Segment = [[number, number], [number, number]]

export interface SheetGeometry {
  viewBoxWidth: number
  texts: SheetText[]
  shapes: SheetShape[]
  document: Document
}

type Matrix = [number, number, number, number, number, number]
const identity: Matrix = [1, 0, 0, 1, 0, 0]

function multiply([a1, b1, c1, d1, e1, f1]: Matrix, [a2, b2, c2, d2, e2, f2]: Matrix): Matrix {
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1]
}

function parseTransform(value: string | null): Matrix {
  let m = identity
  for (const [, name, args] of (value ?? '').matchAll(/(\w+)\(([^)]*)\)/g)) {
    const v = (args ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number)
    if (name === 'translate') m = multiply(m, [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0])
    else if (name === 'rotate') {
      const a = ((v[0] ?? 0) * Math.PI) / 180
      const [cx, cy] = [v[1] ?? 0, v[2] ?? 0]
      m = multiply(m, [1, 0, 0, 1, cx, cy])
      m = multiply(m, [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0])
      m = multiply(m, [1, 0, 0, 1, -cx, -cy])
    } else if (name === 'scale') m = multiply(m, [v[0] ?? 1, 0, 0, v[1] ?? v[0] ?? 1, 0, 0])
    else throw new Error(`transform ${name} not read by the checks`)
  }
  return m
}

function apply([a, b, c, d, e, f]: Matrix, [x, y]: [number, number]): [number, number] {
  return [a * x + c * y + e, b * x + d * y + f]
}

function boxOf(points: Array<[number, number]>, m: Matrix): Box {
  const mapped = points.map((p) => apply(m, p))
  const xs = mapped.map((p) => p[0])
  const ys = mapped.map((p) => p[1])
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) }
}

function circlePoints(cx: number, cy: number, r: number): Array<[number, number]> {
  return Array.from({ length: 49 }, (_, i): [number, number] => [
    cx + r * Math.cos((i / 48) * 2 * Math.PI),
    cy + r * Math.sin((i / 48) * 2 * Math.PI),
  ])
}

function segmentsOf(runs: Array<Array<[number, number]>>, m: Matrix): Segment[] {
  return runs.flatMap((run) => run.slice(1).map((point, i): Segment => [apply(m, run[i] as [number, number]), apply(m, point)]))
}

/**
 * The runs of points a path passes through (M, L, H, V, Z). A half-circle arc (as rings are drawn)
 * becomes its whole circle; other arcs count by their end points widened by their radii.
 */
function pathRuns(d: string): Array<Array<[number, number]>> {
  const runs: Array<Array<[number, number]>> = []
  let points: Array<[number, number]> = []
  let [x, y] = [0, 0]
  let [sx, sy] = [0, 0]
  for (const [, command, args] of d.matchAll(/([MLHVZAmlhvza])([^MLHVZAmlhvza]*)/g)) {
    const v = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number)
    const relative = command === (command ?? '').toLowerCase()
    switch ((command ?? '').toUpperCase()) {
      case 'M':
      case 'L':
        for (let i = 0; i + 1 < v.length; i += 2) {
          x = (relative ? x : 0) + (v[i] as number)
          y = (relative ? y : 0) + (v[i + 1] as number)
          if (command?.toUpperCase() === 'M' && i === 0) {
            ;[sx, sy] = [x, y]
            if (points.length > 0) runs.push(points)
            points = []
          }
          points.push([x, y])
        }
        break
      case 'H':
        for (const value of v) points.push([(x = (relative ? x : 0) + value), y])
        break
      case 'V':
        for (const value of v) points.push([x, (y = (relative ? y : 0) + value)])
        break
      case 'Z':
        ;[x, y] = [sx, sy]
        points.push([x, y])
        break
      case 'A':
        for (let i = 0; i + 6 < v.length; i += 7) {
          const [rx, ry] = [v[i] as number, v[i + 1] as number]
          const [ex, ey] = [(relative ? x : 0) + (v[i + 5] as number), (relative ? y : 0) + (v[i + 6] as number)]
          if (rx === ry && Math.abs(Math.hypot(ex - x, ey - y) - 2 * rx) < 0.5) runs.push(circlePoints((x + ex) / 2, (y + ey) / 2, rx))
          else
            for (const [px, py] of [
              [x, y],
              [ex, ey],
            ] as const)
              runs.push([[px - rx, py - ry]], [[px + rx, py + ry]])
          ;[x, y] = [ex, ey]
          points.push([x, y])
        }
        break
    }
  }
  if (points.length > 0) runs.push(points)
  return runs
}

interface TextStyle {
  size: number
  bold: boolean
}

/** Font size and weight per class from the drawing's own style sheet ("text" is the default). */
function textStyles(document: Document): Map<string, Partial<TextStyle>> {
  const styles = new Map<string, Partial<TextStyle>>()
  const css = [...document.getElementsByTagName('style')].map((s) => s.textContent ?? '').join('')
  for (const [, selectors, declarations] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const size = declarations?.match(/font-size:\s*([\d.]+)px/)?.[1]
    const weight = declarations?.match(/font-weight:\s*(\d+|bold)/)?.[1]
    for (const selector of (selectors ?? '').split(',').map((s) => s.trim())) {
      const style = styles.get(selector) ?? {}
      if (size) style.size = Number(size)
      if (weight) style.bold = weight === 'bold' || Number(weight) >= 600
      styles.set(selector, style)
    }
  }
  return styles
}

export function readSheet(svg: string): SheetGeometry {
  const document = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document
  const root = document.documentElement
  const viewBoxWidth = Number(root.getAttribute('viewBox')?.split(/\s+/)[2])
  const styles = textStyles(document)
  const base = styles.get('text') ?? {}
  const texts: SheetText[] = []
  const shapes: SheetShape[] = []
  let leaders = 0
  const walk = (element: Element, m: Matrix, inTitleBlock: boolean, inDimension: boolean, inLeader?: number) => {
    const matrix = multiply(m, parseTransform(element.getAttribute('transform')))
    const cls = element.getAttribute('class') ?? ''
    const titleBlock = inTitleBlock || element.id === 'title-block'
    const dimension = inDimension || cls.split(/\s+/).includes('dim')
    const leader = inLeader ?? (cls.split(/\s+/).includes('leader') ? leaders++ : undefined)
    const tag = element.tagName
    const number = (name: string) => Number(element.getAttribute(name) ?? 0)
    const fill = element.getAttribute('fill') ?? ''
    if (tag === 'defs' || tag === 'style' || tag === 'title' || tag === 'pattern') return
    if (tag === 'text') {
      const own = cls ? (styles.get(`.${cls}`) ?? {}) : {}
      const size = Number(element.getAttribute('font-size') ?? own.size ?? base.size ?? 16)
      const bold = own.bold ?? base.bold ?? false
      const content = element.textContent ?? ''
      const width = measuredWidth(content, size, bold)
      const anchor = element.getAttribute('text-anchor') ?? 'start'
      const x = number('x') - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0)
      const y = number('y')
      // DejaVu Sans: ascender 0.76 em, descender 0.24 em.
      const box = boxOf(
        [
          [x, y - 0.76 * size],
          [x + width, y - 0.76 * size],
          [x, y + 0.24 * size],
          [x + width, y + 0.24 * size],
        ],
        matrix,
      )
      texts.push({ content, fontSize: size, bold, box, inTitleBlock: titleBlock, leader })
      return
    }
    if (tag === 'rect') {
      const [x, y, w, h] = [number('x'), number('y'), number('width'), number('height')]
      const corners: Array<[number, number]> = [
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
        [x, y],
      ]
      shapes.push({ tag, cls, fill, inDimension: dimension, leader, box: boxOf(corners, matrix), segments: segmentsOf([corners], matrix) })
    } else if (tag === 'circle') {
      const outline = circlePoints(number('cx'), number('cy'), number('r'))
      shapes.push({ tag, cls, fill, inDimension: dimension, leader, box: boxOf(outline, matrix), segments: segmentsOf([outline], matrix) })
    } else if (tag === 'path') {
      const runs = pathRuns(element.getAttribute('d') ?? '')
      const points = runs.flat()
      if (points.length > 0)
        shapes.push({
          tag,
          cls,
          fill,
          inDimension: dimension,
          leader,
          box: boxOf(points, matrix),
          start: apply(matrix, points[0] as [number, number]),
          segments: segmentsOf(runs, matrix),
        })
    }
    for (const child of element.children) walk(child, matrix, titleBlock, dimension, leader)
  }
  walk(root, identity, false, false)
  return { viewBoxWidth, texts, shapes, document }
}

export function overlaps(a: Box, b: Box, margin = 0): boolean {
  return a.left < b.right - margin && b.left < a.right - margin && a.top < b.bottom - margin && b.top < a.bottom - margin
}

export function contains(outer: Box, inner: Box, margin = 0): boolean {
  return (
    inner.left >= outer.left + margin &&
    inner.right <= outer.right - margin &&
    inner.top >= outer.top + margin &&
    inner.bottom <= outer.bottom - margin
  )
}

/** Whether the straight piece from a to b passes through the box (shrunk by margin on every side). */
export function crossesBox([[x1, y1], [x2, y2]]: Segment, box: Box, margin = 0): boolean {
  const [left, top, right, bottom] = [box.left + margin, box.top + margin, box.right - margin, box.bottom - margin]
  if (left >= right || top >= bottom) return false
  // Liang-Barsky: clip the piece's parameter range to the box's four sides.
  const [dx, dy] = [x2 - x1, y2 - y1]
  let [t0, t1] = [0, 1]
  for (const [p, q] of [
    [-dx, x1 - left],
    [dx, right - x1],
    [-dy, y1 - top],
    [dy, bottom - y1],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false
      continue
    }
    const t = q / p
    if (p < 0) t0 = Math.max(t0, t)
    else t1 = Math.min(t1, t)
    if (t0 > t1) return false
  }
  return true
}

/** Distance from a point to the nearest piece of an outline. */
export function distanceToOutline([px, py]: [number, number], segments: Segment[]): number {
  let best = Infinity
  for (const [[x1, y1], [x2, y2]] of segments) {
    const [dx, dy] = [x2 - x1, y2 - y1]
    const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)))
    best = Math.min(best, Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy)))
  }
  return best
}
