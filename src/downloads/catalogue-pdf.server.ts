/**
 * A catalogue PDF: a front page with the company's contacts and the contents (each product with
 * its page number), then one compact datasheet per product.
 */
import { finishPdf, newPdf, page, inner, paragraph, writeDatasheet, type Company, type DatasheetContent } from './datasheet-pdf.server.ts'

const entriesPerContentsPage = 38

export function cataloguePdf(title: string, products: DatasheetContent[], company: Company, revised: string): Promise<Buffer> {
  const doc = newPdf(title, revised)
  const contentsPages = Math.max(1, Math.ceil(products.length / entriesPerContentsPage))
  for (let i = 1; i < contentsPages; i++) doc.addPage()
  const sheets = products.map((content) => ({ content, first: writeDatasheet(doc, content, company, true) }))

  doc.switchToPage(0)
  doc.x = page.margin
  doc.y = page.margin
  doc.font('bold').fontSize(22).fillColor('#1f2a37').text(title, { width: inner })
  doc.moveDown(0.3)
  paragraph(
    doc,
    `${company.companyName}\n${company.address}\nTelephone ${company.telephone} · WhatsApp ${company.whatsapp} · E-mail ${company.email}\n${company.siteUrl} · revised ${revised}`,
  )
  doc.moveDown(0.8).font('bold').fontSize(13).fillColor('#0f4c81').text('Contents', { width: inner })
  doc.moveDown(0.3)
  sheets.forEach(({ content, first }, i) => {
    if (i > 0 && i % entriesPerContentsPage === 0) {
      doc.switchToPage(i / entriesPerContentsPage)
      doc.y = page.margin
    }
    const y = doc.y
    doc.font('regular').fontSize(9.5).fillColor('#1f2a37')
    doc.text(content.name, page.margin, y, { width: inner - 50, lineBreak: false, ellipsis: true })
    doc.text(String(first + 1), page.margin + inner - 50, y, { width: 50, align: 'right', lineBreak: false })
    doc.y = y + 16
  })
  const count = () => doc.bufferedPageRange().count
  return finishPdf(doc, sheets, company, (i) => `page ${i + 1} of ${count()}`)
}
