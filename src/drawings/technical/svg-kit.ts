/**
 * A small kit for technical line drawings as SVG strings: shapes, text, dimension lines, callouts,
 * the sheet frame and its title block. Every number is rounded to one decimal so the files stay
 * small and the same input always gives the same bytes.
 */

export const sheet = { width: 800, height: 600 } as const

/** The drawing area inside the frame, above the title block. */
export const area = { left: 24, top: 24, right: 776, bottom: 510 } as const

/**
 * Every text is drawn at this size: the product gallery is about 390 px wide on a phone, where
 * 23 px of an 800 px sheet is 11 px on screen, the smallest that reads comfortably.
 */
export const textSize = 23

const fontFamily = 'system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif'

/** One decimal, no trailing ".0", never "-0". */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10
  return String(rounded === 0 ? 0 : rounded)
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/**
 * Style classes: ln outline, st/sd light and dark steel, rb rubber, tl/tk dark and light tiles,
 * hs/hp hatched steel and polymer sections, th thin line, hl hidden line, cl centre line,
 * dm dimension line, ar arrowhead, lb blue label, nt note, tt title, sm small heading.
 */
const styles = [
  'text{font-family:' + fontFamily + ';font-size:' + textSize + 'px;fill:#1f2a37}',
  '.ln,.st,.sd,.rb,.tl,.tk,.hs,.hp,.pl{stroke:#1f2a37;stroke-width:2;stroke-linejoin:round}',
  '.ln{fill:none}.st{fill:#d9e1ea}.sd{fill:#b8c4d1}.rb{fill:#2f3437}.tl{fill:#4a5561}.tk{fill:#c9ced4}',
  '.pl{fill:#f5f7fa}.hs{fill:url(#h)}.hp{fill:url(#p)}',
  '.th{fill:none;stroke:#1f2a37;stroke-width:1.2}',
  '.hl{fill:none;stroke:#1f2a37;stroke-width:1.2;stroke-dasharray:6 4}',
  '.cl{fill:none;stroke:#6b7785;stroke-width:1.2;stroke-dasharray:18 4 3 4}',
  '.dm,.ex{fill:none;stroke:#0f4c81;stroke-width:1.2}.ar{fill:#0f4c81}',
  '.lb{fill:#0f4c81;paint-order:stroke;stroke:#fff;stroke-width:4px;stroke-linejoin:round}',
  '.tt{font-weight:700}.sm{fill:#4a5561}',
].join('')

const defs =
  '<defs>' +
  '<pattern id="h" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">' +
  '<rect width="8" height="8" fill="#d9e1ea"/><path d="M0 0v8" stroke="#1f2a37" stroke-width="1"/></pattern>' +
  '<pattern id="p" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">' +
  '<rect width="8" height="8" fill="#f5f7fa"/><path d="M0 0v8M4 0v8" stroke="#6b7785" stroke-width="0.8"/></pattern>' +
  '</defs>'

export type Cls = 'ln' | 'st' | 'sd' | 'rb' | 'tl' | 'tk' | 'hs' | 'hp' | 'pl' | 'th' | 'hl' | 'cl' | 'dm' | 'ex' | 'ar'

export function rect(x: number, y: number, w: number, h: number, cls: Cls, rx = 0): string {
  const [left, width] = w < 0 ? [x + w, -w] : [x, w]
  const [top, height] = h < 0 ? [y + h, -h] : [y, h]
  return `<rect class="${cls}" x="${n(left)}" y="${n(top)}" width="${n(width)}" height="${n(height)}"${rx > 0 ? ` rx="${n(rx)}"` : ''}/>`
}

export function line(x1: number, y1: number, x2: number, y2: number, cls: Cls = 'th'): string {
  return `<path class="${cls}" d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}"/>`
}

export function circle(cx: number, cy: number, r: number, cls: Cls): string {
  return `<circle class="${cls}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/>`
}

/** An annulus between radii r and R; evenodd leaves the hole open. */
export function ring(cx: number, cy: number, R: number, r: number, cls: Cls): string {
  const arc = (radius: number) =>
    `M${n(cx - radius)} ${n(cy)}a${n(radius)} ${n(radius)} 0 1 0 ${n(2 * radius)} 0a${n(radius)} ${n(radius)} 0 1 0 ${n(-2 * radius)} 0Z`
  return `<path class="${cls}" fill-rule="evenodd" d="${arc(R)}${arc(r)}"/>`
}

export type Point = readonly [number, number]

/** A polyline or, with close, a polygon. */
export function poly(points: readonly Point[], cls: Cls, close = true): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('')
  return `<path class="${cls}" d="${d}${close ? 'Z' : ''}"/>`
}

type Anchor = 'start' | 'middle' | 'end'
export interface TextOptions {
  anchor?: Anchor
  cls?: 'lb' | 'nt' | 'tt' | 'sm'
  size?: number
  rotate?: number
}

/** Estimated width of a label: wide enough for DejaVu Sans, so narrower system fonts also fit. */
export function textWidth(text: string, size = textSize): number {
  return text.length * size * 0.62
}

export function text(x: number, y: number, content: string, options: TextOptions = {}): string {
  const attributes = [
    options.cls ? ` class="${options.cls}"` : '',
    options.anchor && options.anchor !== 'start' ? ` text-anchor="${options.anchor}"` : '',
    options.size ? ` font-size="${options.size}"` : '',
    options.rotate ? ` transform="rotate(${n(options.rotate)} ${n(x)} ${n(y)})"` : '',
  ].join('')
  return `<text x="${n(x)}" y="${n(y)}"${attributes}>${escapeXml(content)}</text>`
}

function arrowHead(x: number, y: number, angle: number): string {
  const size = 10
  const spread = 0.3
  const a = angle + Math.PI - spread
  const b = angle + Math.PI + spread
  return `<path class="ar" d="M${n(x)} ${n(y)}L${n(x + size * Math.cos(a))} ${n(y + size * Math.sin(a))}L${n(x + size * Math.cos(b))} ${n(y + size * Math.sin(b))}Z"/>`
}

/** An arrow from (x1, y1) pointing at (x2, y2). */
export function arrow(x1: number, y1: number, x2: number, y2: number): string {
  return line(x1, y1, x2, y2, 'dm') + arrowHead(x2, y2, Math.atan2(y2 - y1, x2 - x1))
}

/** A linear dimension as drawn: its label and the length it spans on the sheet. */
export interface DrawnDimension {
  label: string
  span: number
  svg: string
}

let dimensionLog: DrawnDimension[] | undefined

/**
 * Runs `draw` and returns what it drew with every linear dimension drawn meanwhile, so the CAD
 * export can find each view's scale and dimension values from the same calls as the SVG.
 */
export function recordDimensions<T>(draw: () => T): [T, DrawnDimension[]] {
  const outer = dimensionLog
  const log: DrawnDimension[] = []
  dimensionLog = log
  try {
    return [draw(), log]
  } finally {
    dimensionLog = outer
  }
}

function recorded(label: string, span: number, svg: string): string {
  dimensionLog?.push({ label, span, svg })
  return svg
}

/** A dimension's lines and label as one group, so checks can tell its extension lines from the part. */
function dimension(parts: string[]): string {
  return `<g class="dim">${parts.join('')}</g>`
}

/** Where a dimension's two extension lines start: one edge for both, or one for each end (a first). */
export type DimensionFrom = number | readonly [number, number]

/**
 * A horizontal dimension between x1 and x2 drawn at height y, with extension lines reaching from
 * `from` (the feature's edge). The label sits centred above the line, or beside it when the gap is short.
 */
export function dimH(x1: number, x2: number, y: number, label: string, from?: DimensionFrom): string {
  const [a, b] = x1 < x2 ? [x1, x2] : [x2, x1]
  const out: string[] = []
  if (from !== undefined) {
    const [fa, fb] = typeof from === 'number' ? [from, from] : from
    for (const [x, f] of [
      [a, fa],
      [b, fb],
    ] as const) {
      const s = Math.sign(y - f) || 1
      out.push(line(x, f + s * 3, x, y + s * 6, 'ex'))
    }
  }
  const width = textWidth(label)
  if (b - a > 24) {
    out.push(line(a, y, b, y, 'dm'), arrowHead(a, y, Math.PI), arrowHead(b, y, 0))
  } else {
    out.push(line(a - 18, y, b + 18, y, 'dm'), arrowHead(a, y, 0), arrowHead(b, y, Math.PI))
  }
  if (width + 8 < b - a) out.push(text((a + b) / 2, y - 7, label, { anchor: 'middle', cls: 'lb' }))
  else out.push(text(b + 22, y + 8, label, { cls: 'lb' }))
  return recorded(label, b - a, dimension(out))
}

/**
 * A vertical dimension between y1 and y2 at x; the label reads upwards, left of the line. When the
 * gap is too short for it, the line runs on below the lower arrow and carries the label there.
 */
export function dimV(y1: number, y2: number, x: number, label: string, from?: DimensionFrom): string {
  const [a, b] = y1 < y2 ? [y1, y2] : [y2, y1]
  const out: string[] = []
  if (from !== undefined) {
    const [fa, fb] = typeof from === 'number' ? [from, from] : from
    for (const [y, f] of [
      [a, fa],
      [b, fb],
    ] as const) {
      const s = Math.sign(x - f) || 1
      out.push(line(f + s * 3, y, x + s * 6, y, 'ex'))
    }
  }
  const width = textWidth(label)
  const fits = width + 8 < b - a
  const tail = fits ? b : b + width + 20
  if (b - a > 24) {
    out.push(line(x, a, x, tail, 'dm'), arrowHead(x, a, -Math.PI / 2), arrowHead(x, b, Math.PI / 2))
  } else {
    out.push(line(x, a - 18, x, Math.max(b + 18, tail), 'dm'), arrowHead(x, a, Math.PI / 2), arrowHead(x, b, -Math.PI / 2))
  }
  out.push(text(x - 7, fits ? (a + b) / 2 : b + 14 + width / 2, label, { anchor: 'middle', cls: 'lb', rotate: -90 }))
  return recorded(label, b - a, dimension(out))
}

/** An angle dimension: an arc of radius r round (cx, cy) from angle a1 to a2 (degrees, y down). */
export function dimAngle(cx: number, cy: number, r: number, a1: number, a2: number, label: string): string {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const [p1x, p1y] = [cx + r * Math.cos(rad(a1)), cy + r * Math.sin(rad(a1))]
  const [p2x, p2y] = [cx + r * Math.cos(rad(a2)), cy + r * Math.sin(rad(a2))]
  const sweep = a2 > a1 ? 1 : 0
  const large = Math.abs(a2 - a1) > 180 ? 1 : 0
  const mid = rad((a1 + a2) / 2)
  const tangent = (angle: number, forward: boolean) => rad(angle) + (forward === (sweep === 1) ? Math.PI / 2 : -Math.PI / 2)
  return [
    `<path class="dm" d="M${n(p1x)} ${n(p1y)}A${n(r)} ${n(r)} 0 ${large} ${sweep} ${n(p2x)} ${n(p2y)}"/>`,
    arrowHead(p1x, p1y, tangent(a1, false)),
    arrowHead(p2x, p2y, tangent(a2, true)),
    text(cx + (r + 14) * Math.cos(mid), cy + (r + 14) * Math.sin(mid) + 5, label, {
      anchor: Math.cos(mid) < -0.3 ? 'end' : Math.cos(mid) > 0.3 ? 'start' : 'middle',
      cls: 'lb',
    }),
  ].join('')
}

/**
 * A leader from a point on a part to a label at (tx, ty), right or left of the leader's end. The
 * label is pulled back inside the drawing area when it would run past the frame.
 */
export function callout(x: number, y: number, tx: number, ty: number, label: string): string {
  const right = tx >= x
  const width = textWidth(label)
  const end = right ? Math.min(tx, area.right - 12 - width - 8) : Math.max(tx, area.left + 12 + width + 8)
  const ey = Math.min(Math.max(ty, area.top + textSize), area.bottom - 12)
  return leader([
    circle(x, y, 2.5, 'ar'),
    `<path class="dm" d="M${n(x)} ${n(y)}L${n(end)} ${n(ey)}h${right ? 8 : -8}"/>`,
    text(end + (right ? 12 : -12), ey + 8, label, { anchor: right ? 'start' : 'end', cls: 'lb' }),
  ])
}

/** A leader's dot, line and label as one group, so checks can tell a leader from a dimension or an arrow. */
export function leader(parts: string[]): string {
  return `<g class="leader">${parts.join('')}</g>`
}

/** A centre line from (x1, y1) to (x2, y2). */
export function centre(x1: number, y1: number, x2: number, y2: number): string {
  return line(x1, y1, x2, y2, 'cl')
}

export interface Sheet {
  /** The accessible name of the picture. */
  title: string
  /** Product name, shown large in the title block. */
  heading: string
  /** The view's name, under the heading when both fit on their lines. */
  view: string
  /** Right-hand cell of the title block, two short lines. */
  meta: [string, string]
  body: string
}

const titleBlockTop = 524
/** Bold text is wider than textWidth's estimate. */
const boldFactor = 0.7

/** Words of `content` in lines no wider than maxWidth (a single long word keeps its own line). */
function wrap(content: string, maxWidth: number, factor: number): string[] {
  const lines: string[] = []
  for (const word of content.split(' ')) {
    const last = lines[lines.length - 1]
    if (last !== undefined && (last.length + 1 + word.length) * textSize * factor <= maxWidth) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** The title block's left cell: the heading, and the view's name when the heading takes one line. */
function titleLines(heading: string, view: string, maxWidth: number): Array<{ content: string; cls: 'tt' | 'sm' }> {
  const headingLines = wrap(heading, maxWidth, boldFactor)
  if (headingLines.length > 1) return headingLines.slice(0, 2).map((content) => ({ content, cls: 'tt' }))
  const shortView = [view, view.split(/, | \(/)[0] ?? view].find((name) => textWidth(name) <= maxWidth)
  return [{ content: heading, cls: 'tt' }, ...(shortView ? [{ content: shortView, cls: 'sm' as const }] : [])]
}

/** The whole SVG document: frame, title block and the view's body. */
export function svgSheet({ title, heading, view, meta, body }: Sheet): string {
  const { width, height } = sheet
  const split = 600
  const rows = [titleBlockTop + 27, titleBlockTop + 55]
  const titleBlock = [
    rect(12, titleBlockTop, width - 24, height - 12 - titleBlockTop, 'pl'),
    line(split, titleBlockTop, split, height - 12),
    ...titleLines(heading, view, split - 12 - 28).map((row, i) => text(26, rows[i] as number, row.content, { cls: row.cls })),
    ...meta.map((content, i) => text(split + 14, rows[i] as number, content, { cls: i === 0 ? undefined : 'sm' })),
  ].join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title><style>${styles}</style>${defs}` +
    `<rect width="${width}" height="${height}" fill="#fff"/>` +
    rect(12, 12, width - 24, height - 24, 'ln') +
    `<g id="view">${body}</g><g id="title-block">${titleBlock}</g></svg>\n`
  )
}
