/**
 * The A4 datasheet of a product, drawn with pdfkit: name, technical drawings (vectors, placed by
 * svg-to-pdfkit from the page's own SVG), specification, sizes and ratings with part numbers,
 * standards, materials, how to order, the company's contacts and the revision date. Text is real
 * text in the embedded DejaVu Sans, so it can be selected and searched.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import PDFDocument from 'pdfkit'
import SVGtoPDF from 'svg-to-pdfkit'
import type { SiteConfig } from '../config/site-config.schema.ts'
import type { SizeTable } from '../content/catalogue-sizes.server.ts'
import type { ProductDrawing } from '../drawings/technical/product-drawings.server.ts'
import type { ProductRecord } from '../content/schemas.ts'

const require = createRequire(import.meta.url)
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const fonts = { regular: join(fontDir, 'DejaVuSans.ttf'), bold: join(fontDir, 'DejaVuSans-Bold.ttf') }

export type Company = Pick<SiteConfig, 'companyName' | 'address' | 'telephone' | 'email' | 'whatsapp' | 'siteUrl'>

/** Everything one datasheet prints. */
export interface DatasheetContent {
  name: string
  category: string
  /** The product page's absolute address. */
  url: string
  summary: string
  specs: ProductRecord['specs']
  stock: ProductRecord['stock']
  drawings: Array<Pick<ProductDrawing, 'svg' | 'title'>>
  sizes: SizeTable | undefined
  /** YYYY-MM-DD */
  revised: string
}

export type Pdf = InstanceType<typeof PDFDocument>

export const page = { width: 595.28, height: 841.89, margin: 40 }
export const inner = page.width - 2 * page.margin
/** Where text stops: the footer line sits below it. */
const bottom = page.height - page.margin - 24
const ink = '#1f2a37'
const muted = '#4a5561'
const accent = '#0f4c81'

/** A document with the fonts registered; `bufferPages` lets a catalogue write its contents last. */
export function newPdf(title: string, revised: string): Pdf {
  const date = new Date(`${revised}T00:00:00Z`)
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: page.margin, left: page.margin, right: page.margin, bottom: page.height - bottom },
    bufferPages: true,
    info: { Title: title, CreationDate: date, ModDate: date },
    lang: 'en',
  } as PDFKit.PDFDocumentOptions)
  doc.registerFont('regular', fonts.regular)
  doc.registerFont('bold', fonts.bold)
  doc.font('regular').fillColor(ink)
  return doc
}

/** Starts a new page when less than `height` points are left. */
function room(doc: Pdf, height: number): void {
  if (doc.y + height > bottom) doc.addPage()
}

export function heading(doc: Pdf, text: string): void {
  room(doc, 90)
  doc.moveDown(0.6).font('bold').fontSize(12).fillColor(accent).text(text, page.margin, doc.y, { width: inner })
  doc.moveDown(0.3).font('regular').fontSize(9).fillColor(ink)
}

export function paragraph(doc: Pdf, text: string, size = 9): void {
  doc.font('regular').fontSize(size).fillColor(ink).text(text, page.margin, doc.y, { width: inner, lineGap: 1.5 })
}

interface Column {
  header: string
  width: number
}

/** A table with a bold header row, repeated on each page it runs onto. */
function table(doc: Pdf, columns: Column[], rows: string[][], size: number): void {
  const pad = 3
  const lineHeight = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(size)
    return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i]?.width ?? 40) - 2 * pad }))) + 2 * pad
  }
  const drawRow = (cells: string[], font: 'regular' | 'bold', shade: string | undefined) => {
    const height = lineHeight(cells, font)
    const top = doc.y
    if (shade) doc.rect(page.margin, top, inner, height).fill(shade)
    let x = page.margin
    cells.forEach((cell, i) => {
      const width = columns[i]?.width ?? 40
      doc
        .font(font)
        .fontSize(size)
        .fillColor(ink)
        .text(cell, x + pad, top + pad, { width: width - 2 * pad })
      x += width
    })
    doc
      .moveTo(page.margin, top + height)
      .lineTo(page.margin + inner, top + height)
      .lineWidth(0.4)
      .strokeColor('#c9ced4')
      .stroke()
    doc.x = page.margin
    doc.y = top + height
  }
  const header = columns.map((c) => c.header)
  room(doc, lineHeight(header, 'bold') + 30)
  drawRow(header, 'bold', '#e8edf3')
  rows.forEach((cells, index) => {
    if (doc.y + lineHeight(cells, 'regular') > bottom) {
      doc.addPage()
      drawRow(header, 'bold', '#e8edf3')
    }
    drawRow(cells, 'regular', index % 2 === 1 ? '#f5f7fa' : undefined)
  })
}

/**
 * Column widths for a size table: each at least its longest word (a part number never breaks),
 * the rest of the line shared in proportion to what each column's longest text still lacks.
 * Returns the font size too: smaller when the words alone would not fit.
 */
function columnWidths(doc: Pdf, headers: string[], rows: string[][]): { widths: number[]; size: number } {
  // The cell padding (2 x 3) and a margin for rounding, so the longest word never wraps.
  const pad = 9
  for (const size of [7.5, 7, 6.5, 6, 5.5, 5]) {
    const measure = (text: string, font: 'regular' | 'bold') => doc.font(font).fontSize(size).widthOfString(text)
    const columns = headers.map((header, i) => {
      const cells = rows.map((row) => row[i] ?? '')
      const words = [
        ...header.split(/\s+/).map((w) => measure(w, 'bold')),
        ...cells.flatMap((c) => c.split('\n').map((line) => measure(line, 'regular'))),
      ]
      const natural = Math.max(measure(header, 'bold'), ...cells.flatMap((c) => c.split('\n').map((line) => measure(line, 'regular'))))
      return { min: Math.max(...words) + pad, natural: natural + pad }
    })
    const least = columns.reduce((sum, c) => sum + c.min, 0)
    if (least > inner && size > 5) continue
    const lacking = columns.reduce((sum, c) => sum + (c.natural - c.min), 0)
    const spare = Math.max(0, inner - least)
    const widths = columns.map((c) => c.min + (lacking > 0 ? (Math.min(spare, lacking) * (c.natural - c.min)) / lacking : 0))
    const used = widths.reduce((a, b) => a + b, 0)
    return { widths: widths.map((w) => (w * inner) / used), size }
  }
  throw new Error('unreachable: the smallest size always returns')
}

/**
 * The sheet as svg-to-pdfkit should draw it: without its pixel size, so its viewBox fills the box
 * given, and without the white halo round labels, which the converter paints over the letters.
 */
function forPdf(svg: string): string {
  return svg.replace(/^<svg([^>]*?) width="\d+" height="\d+"/, '<svg$1').replace('</style>', '.lb{stroke:none}</style>')
}

function drawing(doc: Pdf, svg: string, width: number): void {
  const height = (width * 600) / 800
  room(doc, height + 10)
  const x = page.margin + (inner - width) / 2
  SVGtoPDF(doc, forPdf(svg), x, doc.y, {
    width,
    height,
    fontCallback: (_family: string, bold: boolean) => (bold ? 'bold' : 'regular'),
  })
  doc.y += height + 8
  doc.x = page.margin
}

/** The spec rows that name a standard, and the size table's standard. */
function standardsOf(content: DatasheetContent): string[] {
  const rows = content.specs
    .filter((row) => /standard|\b(?:DIN|ISO|CEMA|JIS|SANS|GB)\b/.test(`${row.label} ${row.value}`))
    .map((row) => `${row.label}: ${row.value}`)
  const own =
    content.sizes?.standard && !rows.some((row) => row.includes(content.sizes?.standard ?? ''))
      ? [`Size table: ${content.sizes.standard}`]
      : []
  return [...own, ...rows]
}

function materialsOf(content: DatasheetContent): string[] {
  return content.specs
    .filter((row) => /material|steel|shell|tube|seal|rubber|coat|lagging|paint|finish|surface|housing|polymer|hdpe|nylon/i.test(row.label))
    .map((row) => `${row.label}: ${row.value}`)
}

function howToOrder(content: DatasheetContent): string {
  const sentence = (text: string) => text.replace(/[.\s]*$/, '.')
  const stock =
    'stocked' in content.stock
      ? `Held in stock: ${sentence(content.stock.stocked)} Other sizes: ${sentence(content.stock.otherSizes)}`
      : `Made to order: ${sentence(content.stock.madeToOrder)}`
  const part = content.sizes
    ? `Give the ${content.sizes.kind === 'models' ? 'model' : 'part number'} from the table above, or the dimensions you need, `
    : 'Give the dimensions you need, '
  return `${part}with the quantity, the material conveyed and your destination port. We reply with the price, the lead time and a drawing for approval before production. ${stock}`
}

/** The footer line on pages first to end - 1: company, product, revision and the page label. */
function footer(
  doc: Pdf,
  content: DatasheetContent,
  company: Company,
  pageLabel: (index: number) => string,
  first: number,
  end: number,
): void {
  for (let i = first; i < end; i++) {
    doc.switchToPage(i)
    const y = page.height - page.margin - 10
    // Writing below the bottom margin would start a new page.
    const margin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc.font('regular').fontSize(7).fillColor(muted)
    doc.text(`${company.companyName} · ${content.name} · revised ${content.revised}`, page.margin, y, {
      width: inner * 0.75,
      lineBreak: false,
    })
    doc.text(pageLabel(i), page.margin + inner * 0.75, y, { width: inner * 0.25, align: 'right', lineBreak: false })
    doc.page.margins.bottom = margin
  }
}

/**
 * Writes one product's datasheet; returns the index of its first page. In a catalogue (`compact`)
 * it starts on a new page, shows its first drawing only and leaves contacts to the front page.
 */
export function writeDatasheet(doc: Pdf, content: DatasheetContent, company: Company, compact = false): number {
  const startOnNewPage = compact
  if (startOnNewPage) doc.addPage()
  const first = doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1
  doc.x = page.margin
  doc.y = page.margin
  doc.font('regular').fontSize(8).fillColor(muted).text(`${company.companyName} · ${content.category} · datasheet`, { width: inner })
  doc.moveDown(0.3).font('bold').fontSize(18).fillColor(ink).text(content.name, { width: inner })
  doc.moveDown(0.4)
  paragraph(doc, content.summary, 9.5)
  doc.moveDown(0.5)
  // Two views fit one page at three quarters of the width.
  const views = compact ? content.drawings.slice(0, 1) : content.drawings
  for (const view of views) drawing(doc, view.svg, views.length > 1 || compact ? inner * 0.75 : inner)

  heading(doc, 'Specification')
  table(
    doc,
    [
      { header: 'Item', width: inner * 0.32 },
      { header: 'Value', width: inner * 0.68 },
    ],
    content.specs.map((row) => [row.label, row.value]),
    8,
  )

  if (content.sizes) {
    const sizes = content.sizes
    heading(doc, sizes.kind === 'models' ? 'Models' : `Sizes and ratings${sizes.standard ? ` (${sizes.standard})` : ''}`)
    const headers = [
      sizes.kind === 'models' ? 'Model' : 'Part number',
      ...sizes.columns.map((c) => `${c.letter ? `${c.letter} ` : ''}${c.label}${c.unit ? ` (${c.unit})` : ''}`),
    ]
    const rows = sizes.rows.map((row) => [
      row.partNumber,
      ...row.cells.map((cell) => (cell.imperial ? `${cell.text}\n${cell.imperial}` : cell.text)),
    ])
    const { widths, size } = columnWidths(doc, headers, rows)
    table(
      doc,
      headers.map((header, i) => ({ header, width: widths[i] ?? 40 })),
      rows,
      size,
    )
    doc.moveDown(0.4)
    for (const note of sizes.notes) paragraph(doc, note, 7.5)
  }

  if (compact) return first
  const standards = standardsOf(content)
  if (standards.length > 0) {
    heading(doc, 'Standards')
    for (const line of standards) paragraph(doc, line)
  }
  const materials = materialsOf(content)
  if (materials.length > 0) {
    heading(doc, 'Materials')
    for (const line of materials) paragraph(doc, line)
  }
  heading(doc, 'How to order')
  paragraph(doc, howToOrder(content))

  heading(doc, 'Contact')
  paragraph(
    doc,
    [
      company.companyName,
      company.address,
      `Telephone ${company.telephone} · WhatsApp ${company.whatsapp}`,
      `E-mail ${company.email}`,
      `This product online: ${content.url}`,
    ].join('\n'),
  )
  doc.moveDown(0.4)
  paragraph(
    doc,
    `Revised ${content.revised}. Figures are for the sizes listed; the drawing approved with your order is the binding one.`,
    7.5,
  )
  return first
}

/** Finishes a document: each sheet's footer on its pages, then the bytes. */
export function finishPdf(
  doc: Pdf,
  sheets: Array<{ first: number; content: DatasheetContent }>,
  company: Company,
  pageLabel: (index: number) => string,
): Promise<Buffer> {
  const range = doc.bufferedPageRange()
  sheets.forEach(({ first, content }, i) =>
    footer(doc, content, company, pageLabel, first, sheets[i + 1]?.first ?? range.start + range.count),
  )
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}

/** One product's datasheet as PDF bytes. */
export function datasheetPdf(content: DatasheetContent, company: Company): Promise<Buffer> {
  const doc = newPdf(`${content.name}: datasheet`, content.revised)
  const first = writeDatasheet(doc, content, company)
  const count = () => doc.bufferedPageRange().count
  return finishPdf(doc, [{ first, content }], company, (i) => `page ${i + 1} of ${count()}`)
}
