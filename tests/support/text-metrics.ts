/**
 * Text widths as resvg lays them out in DejaVu Sans, the font the previews and share cards use.
 * DejaVu Sans is wider than the system fonts a browser picks for the drawings, so a label that
 * fits by these widths fits on screen too.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'

const require = createRequire(import.meta.url)
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const font = {
  fontFiles: [join(fontDir, 'DejaVuSans.ttf'), join(fontDir, 'DejaVuSans-Bold.ttf')],
  loadSystemFonts: false,
  defaultFontFamily: 'DejaVu Sans',
  sansSerifFamily: 'DejaVu Sans',
}

const probeSize = 100
const repeats = 20
const advances = new Map<string, number>()

function inkWidth(content: string, bold: boolean): number {
  const escaped = content.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="200"><text x="10" y="150" font-family="DejaVu Sans" font-size="${probeSize}"${bold ? ' font-weight="700"' : ''}>${escaped}</text></svg>`
  return new Resvg(svg, { font }).getBBox()?.width ?? 0
}

/** Advance of one character per pixel of font size: ink of a run of it, less one glyph's ink, per step. */
function advance(char: string, bold: boolean): number {
  const key = `${bold ? 'b' : 'r'}${char}`
  const known = advances.get(key)
  if (known !== undefined) return known
  // Whitespace has no ink: measure it between two letters.
  const value = /\s/.test(char)
    ? (inkWidth(`l${'\u00a0'.repeat(repeats)}l`, bold) - inkWidth('ll', bold)) / repeats / probeSize
    : (inkWidth(char.repeat(repeats + 1), bold) - inkWidth(char, bold)) / repeats / probeSize
  advances.set(key, value)
  return value
}

/** Width in pixels of a line of text at a font size. */
export function measuredWidth(content: string, fontSize: number, bold = false): number {
  let width = 0
  for (const char of content) width += advance(char === ' ' ? '\u00a0' : char, bold)
  return width * fontSize
}
