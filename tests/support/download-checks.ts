/**
 * Reads the build's downloads back as a buyer's software would: a PDF reader's text layer
 * (unpdf, pdf.js) and a DXF parser. Each check returns the problems found, none for a sound file.
 */
import DxfParser from 'dxf-parser'
import { extractText, getDocumentProxy } from 'unpdf'

/** Spaces as a reader's search treats them: runs of white space as one, none after a line-end hyphen. */
export function searchable(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/- /g, '-').trim()
}

/** The text of every page of a PDF, or the reason it cannot be read. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string } | { error: string }> {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 32))).toString('latin1')
  // pdf.js reads around damage; a file cut short has lost its end-of-file marker.
  if (!/%%EOF\s*$/.test(tail)) return { error: 'no %%EOF at the end: the file is cut short' }
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes))
    const { totalPages, text } = await extractText(pdf, { mergePages: true })
    await pdf.destroy()
    return { pages: totalPages, text: searchable(text) }
  } catch (error) {
    return { error: String(error) }
  }
}

/** Problems of a datasheet: unreadable, or missing its product name or a part number. */
export async function datasheetProblems(bytes: Uint8Array, name: string, partNumbers: string[]): Promise<string[]> {
  const read = await pdfText(bytes)
  if ('error' in read) return [read.error]
  return [name, ...partNumbers].filter((word) => !read.text.includes(searchable(word))).map((word) => `"${word}" is not in the text`)
}

export interface DxfContent {
  layers: string[]
  /** $INSUNITS: 4 is millimetres. */
  units: unknown
  /** Text entities (\U+XXXX decoded) with their layer. */
  texts: Array<{ text: string; layer: string }>
  circles: Array<{ radius: number; layer: string }>
}

/** A DXF parsed, or the reason it cannot be. */
export function readDxf(text: string): DxfContent | { error: string } {
  if (!/\n\s*0\r?\nEOF\s*$/.test(text)) return { error: 'no EOF group at the end: the file is cut short' }
  try {
    const dxf = new DxfParser().parseSync(text)
    if (!dxf) return { error: 'the parser returned nothing' }
    const decode = (value: string) => value.replace(/\\U\+([0-9A-Fa-f]{4})/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    return {
      layers: Object.keys(dxf.tables?.layer?.layers ?? {}),
      units: dxf.header?.$INSUNITS,
      texts: dxf.entities
        .filter((e) => e.type === 'TEXT')
        .map((e) => ({ text: decode((e as unknown as { text: string }).text), layer: e.layer })),
      circles: dxf.entities
        .filter((e) => e.type === 'CIRCLE')
        .map((e) => ({ radius: (e as unknown as { radius: number }).radius, layer: e.layer })),
    }
  } catch (error) {
    return { error: String(error) }
  }
}

export const dxfLayers = ['outline', 'hidden', 'centre', 'dimensions', 'text']

/** Problems of a DXF drawing: unreadable, not in millimetres, a layer or a dimension label missing. */
export function dxfProblems(text: string, dimensionLabels: string[]): string[] {
  const dxf = readDxf(text)
  if ('error' in dxf) return [dxf.error]
  const problems: string[] = []
  if (dxf.units !== 4) problems.push(`$INSUNITS is ${String(dxf.units)}, not 4 (millimetres)`)
  for (const layer of dxfLayers) if (!dxf.layers.includes(layer)) problems.push(`no layer "${layer}"`)
  const labels = new Set(dxf.texts.filter((t) => t.layer === 'dimensions').map((t) => t.text))
  for (const label of dimensionLabels) if (!labels.has(label)) problems.push(`dimension "${label}" is not on the dimensions layer`)
  return problems
}
