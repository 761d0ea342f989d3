/**
 * A product DXF read back per view with dxf-parser: each view's lines on the dimensions layer with
 * their lengths in the file's units, and the dimension texts beside them. The views lie side by
 * side, each from its "View n:" title rightwards to the next view's title.
 */
import DxfParser from 'dxf-parser'

export interface DxfView {
  title: string
  /** Lengths of the straight lines on the dimensions layer, mm. */
  dimensionLines: number[]
  /** Gaps between pairs of parallel horizontal or vertical lines on the dimensions layer (a dimension's extension lines), mm. */
  extensionGaps: number[]
  /** Texts on the dimensions layer. */
  dimensionTexts: string[]
}

interface Vertex {
  x: number
  y: number
}

/** DXF text before AutoCAD 2007 writes characters beyond ASCII as \\U+XXXX. */
const decoded = (text: string) => text.replace(/\\U\+([0-9A-F]{4})/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))

export function dxfViews(text: string): DxfView[] {
  const dxf = new DxfParser().parseSync(text)
  if (!dxf) throw new Error('the DXF parser returned nothing')
  const entities = dxf.entities as unknown as Array<{
    type: string
    layer: string
    vertices?: Vertex[]
    startPoint?: Vertex
    position?: Vertex
    text?: string
  }>
  const titles = entities
    .filter((e) => e.type === 'TEXT' && /^View \d+: /.test(e.text ?? ''))
    .map((e) => ({ title: e.text ?? '', x: e.startPoint?.x ?? e.position?.x ?? 0 }))
    .sort((a, b) => a.x - b.x)
  const viewAt = (x: number) => titles.findLastIndex((t) => t.x <= x + 1e-6)
  const views: DxfView[] = titles.map(({ title }) => ({ title, dimensionLines: [], extensionGaps: [], dimensionTexts: [] }))
  const across = titles.map(() => ({ ys: [] as number[], xs: [] as number[] }))
  for (const e of entities) {
    if (e.layer !== 'dimensions') continue
    if (e.type === 'LINE' && e.vertices?.length === 2) {
      const [a, b] = e.vertices as [Vertex, Vertex]
      const view = viewAt(Math.min(a.x, b.x))
      views[view]?.dimensionLines.push(Math.hypot(b.x - a.x, b.y - a.y))
      if (Math.abs(a.y - b.y) < 1e-3) across[view]?.ys.push(a.y)
      else if (Math.abs(a.x - b.x) < 1e-3) across[view]?.xs.push(a.x)
    } else if (e.type === 'TEXT') {
      const at = e.startPoint ?? e.position
      if (at) views[viewAt(at.x)]?.dimensionTexts.push(decoded(e.text ?? ''))
    }
  }
  const gaps = (values: number[]) => values.flatMap((v, i) => values.slice(i + 1).map((w) => Math.abs(v - w)))
  views.forEach((view, i) => view.extensionGaps.push(...gaps(across[i]?.ys ?? []), ...gaps(across[i]?.xs ?? [])))
  return views
}
