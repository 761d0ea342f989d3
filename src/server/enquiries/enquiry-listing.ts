import { countryByCode } from '@/contracts/countries'
import { MIN_FILL_TIME_MS } from '@/contracts/enquiry-schema'
import type { StoredEnquiry } from './enquiry-store'
import { quantityInWords } from '@/contracts/enquiry-terms'
import type { Language } from '@/utils/languages'

/** The site's languages in the sales team's words. */
export const languageInEnglish: Record<Language, string> = { en: 'English', es: 'Spanish', ru: 'Russian' }

/** One product line: "Bend Pulley, part no. BP-D-500x1150-22216 × 4 pieces". */
export function productLine(product: StoredEnquiry['products'][number]): string {
  return `${product.name}${product.partNumber ? `, part no. ${product.partNumber}` : ''} × ${quantityInWords(product.quantity, product.unit)}`
}

/** "Bend Pulley × 4 pieces; Carrying Idler, part no. CTI-C-1200x35x3-133-6305 × 200 sets" */
export function productsSummary(products: StoredEnquiry['products']): string {
  return products.map(productLine).join('; ')
}

const csvColumns: [string, (enquiry: StoredEnquiry) => string | number | undefined | null][] = [
  ['reference', (e) => e.reference],
  ['received_at', (e) => e.receivedAt],
  ['name', (e) => e.name],
  ['email', (e) => e.email],
  ['company', (e) => e.company],
  ['country', (e) => e.country],
  ['country_name', (e) => countryByCode(e.country)?.name],
  ['phone', (e) => e.phone],
  ['products', (e) => productsSummary(e.products)],
  ['part_numbers', (e) => e.products.flatMap((product) => (product.partNumber ? [product.partNumber] : [])).join('; ')],
  ['belt_width', (e) => e.details?.beltWidth],
  ['roller_diameter', (e) => e.details?.rollerDiameter],
  ['roller_length', (e) => e.details?.rollerLength],
  ['bearing', (e) => e.details?.bearing],
  ['standard', (e) => e.details?.standard],
  ['material', (e) => e.details?.material],
  ['duty_belt_width_mm', (e) => e.request.duty?.beltWidth],
  ['duty_belt_speed_m_s', (e) => e.request.duty?.beltSpeed],
  ['duty_capacity_t_h', (e) => e.request.duty?.capacity],
  ['duty_material', (e) => e.request.duty?.material],
  ['duty_lump_size_mm', (e) => e.request.duty?.lumpSize],
  ['duty_length_m', (e) => e.request.duty?.length],
  ['port', (e) => e.request.port],
  ['incoterm', (e) => e.request.incoterm],
  ['message', (e) => e.request.message],
  ['files', (e) => e.attachments.map((file) => file.name).join('; ')],
  ['source_page', (e) => e.sourcePage],
  ['language', (e) => e.language],
  ['utm_source', (e) => e.utm?.source],
  ['utm_medium', (e) => e.utm?.medium],
  ['utm_campaign', (e) => e.utm?.campaign],
  ['utm_term', (e) => e.utm?.term],
  ['utm_content', (e) => e.utm?.content],
  ['seconds_to_fill', (e) => Math.round(e.request.elapsedMs / 1000)],
  ['client_address', (e) => e.clientAddress],
  ['user_agent', (e) => e.userAgent],
]

/**
 * Text a spreadsheet cannot take for a formula. A spreadsheet may split a cell's text again on
 * ";", "," or tab (a locale's separator, or "Text to columns"), or on its line breaks, so each part
 * between them counts: a part that starts (after spaces) with = + - or @ gets an apostrophe before
 * that character, so "Acme;=1+1" becomes "Acme;'=1+1" and "+233 20…" shows as typed.
 */
export function neutraliseFormulas(text: string): string {
  return text.replace(/(^|[;,\t\r\n])([ \u00a0\r\n]*)(?=[=+\-@])/g, "$1$2'")
}

/** One CSV field (RFC 4180), with formulas neutralised in every part of its text. */
function csvField(value: string | number | undefined | null): string {
  if (value === undefined || value === null) return ''
  const text = typeof value === 'string' ? neutraliseFormulas(value) : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Every enquiry as CSV with a header row: one row per enquiry, all fields, CRLF line ends. */
export function enquiriesCsv(enquiries: StoredEnquiry[]): string {
  const rows = [csvColumns.map(([name]) => name), ...enquiries.map((enquiry) => csvColumns.map(([, value]) => csvField(value(enquiry))))]
  return rows.map((row) => row.join(',')).join('\r\n') + '\r\n'
}

/** Text safe for a terminal: control characters (escape sequences, newlines) become spaces. */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing them is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim()
}

function fit(text: string, width: number): string {
  if (width === Infinity) return text
  return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width)
}

// The last column (products) is never cut: it is what the sales team reads first.

const tableColumns: [string, number, (enquiry: StoredEnquiry) => string][] = [
  ['Reference', 13, (e) => e.reference],
  ['Received (UTC)', 16, (e) => e.receivedAt.slice(0, 16).replace('T', ' ')],
  ['Name', 22, (e) => e.name],
  ['Company', 22, (e) => e.company ?? ''],
  ['Country', 16, (e) => countryByCode(e.country)?.name ?? e.country],
  ['E-mail', 28, (e) => e.email],
  ['Products', Infinity, (e) => productsSummary(e.products)],
]

/** The enquiries as aligned columns for a terminal, newest first as given. */
export function enquiriesTable(enquiries: StoredEnquiry[]): string {
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => fit(printable(cell), tableColumns[index]?.[1] ?? Infinity))
      .join('  ')
      .trimEnd()
  const header = line(tableColumns.map(([title]) => title))
  const rule = '-'.repeat(header.length)
  return [header, rule, ...enquiries.map((enquiry) => line(tableColumns.map(([, , value]) => value(enquiry))))].join('\n')
}

/** The line under the listing that says how many sends were dropped as automated (none: nothing). */
export function automatedDropsLine(count: number): string | undefined {
  if (count === 0) return undefined
  return `${count} ${count === 1 ? 'send was' : 'sends were'} dropped as automated (hidden field filled, or sent within ${MIN_FILL_TIME_MS / 1000} s of opening the form); the server log names each at warn.`
}
