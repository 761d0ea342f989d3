import { countryByCode } from '@/contracts/countries'
import { attachmentKinds, sizeInWords } from '@/contracts/enquiry-attachments'
import { incoterms } from '@/contracts/enquiry-schema'
import { languageInEnglish, productsSummary } from '@/server/enquiries/enquiry-listing'
import { attachmentDownloadPath, partNumbersOf } from '@/server/enquiries/enquiry-mail'
import type { StoredEnquiry } from '@/server/enquiries/enquiry-store'
import type { OutboxMessage } from '@/server/enquiries/outbox'
import { enquiryStatuses, type InboxEnquiry, type InboxFilter } from './inbox-queries'
import { dutyLines, quantityInWords } from '@/contracts/enquiry-terms'

/** Text for HTML content and attribute values. */
export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The inbox's one stylesheet, served at /admin/inbox.css (the pages carry no inline style or script). */
export const inboxCss = `
:root { color-scheme: light; --ink: #1c2430; --muted: #5b6573; --line: #d5dae1; --accent: #0b5cad; --bad: #a61b1b; --good: #1d6b36; font-family: system-ui, sans-serif; color: var(--ink); }
body { margin: 0; background: #f5f7fa; }
header { display: flex; justify-content: space-between; align-items: center; padding: 0.75rem 1.5rem; background: #1c2430; color: #fff; }
header a, header button { color: #fff; }
header form { margin: 0; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
h2 { font-size: 1.15rem; margin: 1.5rem 0 0.5rem; }
a { color: var(--accent); }
table { width: 100%; border-collapse: collapse; background: #fff; }
th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-size: 0.85rem; color: var(--muted); }
.filters { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; margin-bottom: 1rem; }
.filters label, .stack label { display: flex; flex-direction: column; font-size: 0.85rem; gap: 0.25rem; }
input, select, textarea, button { font: inherit; padding: 0.4rem 0.5rem; }
button { cursor: pointer; border: 1px solid var(--accent); background: var(--accent); color: #fff; border-radius: 4px; }
button.quiet { background: transparent; color: inherit; border-color: currentColor; }
button:disabled { opacity: 0.45; cursor: default; }
td:first-child { white-space: nowrap; }
main > form { margin: 0.75rem 0; }
.stack button { align-self: flex-start; }
.status { display: inline-block; padding: 0.1rem 0.5rem; border-radius: 1rem; font-size: 0.8rem; border: 1px solid var(--line); }
.status-new { background: #e6f0fb; } .status-answered { background: #e7f4ea; } .status-spam { background: #f4e7e7; }
.mail-failed { color: var(--bad); font-weight: 600; } .mail-sent { color: var(--good); } .mail-withheld { color: var(--muted); }
.alert { padding: 0.75rem 1rem; border: 1px solid var(--bad); background: #fbeaea; color: var(--bad); }
.notice { padding: 0.75rem 1rem; border: 1px solid var(--line); background: #fff; }
dl { display: grid; grid-template-columns: 12rem 1fr; gap: 0.25rem 1rem; background: #fff; padding: 1rem; margin: 0; }
dt { color: var(--muted); } dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.stack { display: flex; flex-direction: column; gap: 0.5rem; max-width: 32rem; }
.pager { display: flex; gap: 1rem; margin-top: 1rem; }
.sign-in { max-width: 22rem; margin: 4rem auto; background: #fff; padding: 1.5rem; border: 1px solid var(--line); }
`

interface PageOptions {
  title: string
  /** The signed-in session's CSRF token, for the sign-out button; absent on the sign-in page. */
  csrfToken?: string
}

/** A whole inbox page: never indexed, no script. */
export function inboxPage(body: string, { title, csrfToken }: PageOptions): string {
  const signOut = csrfToken
    ? `<form method="post" action="/admin/sign-out"><input type="hidden" name="csrf" value="${escapeHtml(csrfToken)}"><button class="quiet" type="submit">Sign out</button></form>`
    : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · Sales inbox</title>
<link rel="stylesheet" href="/admin/inbox.css">
</head>
<body>
<header><a href="/admin">Sales inbox</a>${signOut}</header>
<main>
${body}
</main>
</body>
</html>
`
}

export function messagePage(title: string, text: string, csrfToken?: string): string {
  return inboxPage(`<h1>${escapeHtml(title)}</h1><p class="notice">${escapeHtml(text)}</p><p><a href="/admin">Back to the inbox</a></p>`, {
    title,
    csrfToken,
  })
}

export function signInPage({ problem }: { problem?: string } = {}): string {
  return inboxPage(
    `<form class="sign-in stack" method="post" action="/admin/sign-in">
<h1>Sign in</h1>
${problem ? `<p class="alert" role="alert">${escapeHtml(problem)}</p>` : ''}
<label>Password <input type="password" name="password" autocomplete="current-password" required autofocus></label>
<button type="submit">Sign in</button>
</form>`,
    { title: 'Sign in' },
  )
}

function utcTime(iso: string | null): string {
  return iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : ''
}

function statusBadge(status: string): string {
  return `<span class="status status-${escapeHtml(status)}">${escapeHtml(status)}</span>`
}

function mailState(status: string | null): string {
  if (!status) return '—'
  return `<span class="mail-${escapeHtml(status)}">${escapeHtml(status)}</span>`
}

/** The filter's query string, for links that keep it (page, export). */
export function filterQuery(filter: InboxFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  if (filter.query) params.set('q', filter.query)
  if (filter.status) params.set('status', filter.status)
  if (filter.from) params.set('from', filter.from)
  if (filter.to) params.set('to', filter.to)
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  const text = params.toString()
  return text ? `?${text}` : ''
}

export function listPage({
  enquiries,
  total,
  page,
  pageSize,
  filter,
  counts,
  csrfToken,
  problem,
}: {
  enquiries: InboxEnquiry[]
  total: number
  page: number
  pageSize: number
  filter: InboxFilter
  counts: Record<string, number>
  csrfToken: string
  problem?: string
}): string {
  const statusOptions = ['', ...enquiryStatuses]
    .map(
      (status) =>
        `<option value="${status}"${filter.status === status || (!filter.status && status === '') ? ' selected' : ''}>${status === '' ? 'All' : `${status} (${counts[status] ?? 0})`}</option>`,
    )
    .join('')
  const rows = enquiries
    .map(
      (enquiry) => `<tr>
<td><a href="/admin/enquiries/${escapeHtml(enquiry.reference)}">${escapeHtml(enquiry.reference)}</a></td>
<td>${escapeHtml(utcTime(enquiry.receivedAt))}</td>
<td>${escapeHtml(enquiry.name)}${enquiry.company ? `<br>${escapeHtml(enquiry.company)}` : ''}</td>
<td>${escapeHtml(countryByCode(enquiry.country)?.name ?? enquiry.country)}</td>
<td>${escapeHtml(languageInEnglish[enquiry.language])}</td>
<td>${escapeHtml(productsSummary(enquiry.products))}${enquiry.attachments.length > 0 ? `<br>${enquiry.attachments.length} ${enquiry.attachments.length === 1 ? 'file' : 'files'}` : ''}</td>
<td>${statusBadge(enquiry.status)}</td>
<td>sales: ${mailState(enquiry.salesMail)}<br>buyer: ${mailState(enquiry.acknowledgementMail)}</td>
</tr>`,
    )
    .join('\n')
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const pager = [
    page > 1 ? `<a href="/admin${escapeHtml(filterQuery(filter, { page: String(page - 1) }))}">Newer</a>` : '',
    `<span>Page ${page} of ${pages} · ${total} ${total === 1 ? 'enquiry' : 'enquiries'}</span>`,
    page < pages ? `<a href="/admin${escapeHtml(filterQuery(filter, { page: String(page + 1) }))}">Older</a>` : '',
  ].join(' ')
  return inboxPage(
    `<h1>Enquiries</h1>
${problem ? `<p class="alert" role="alert">${escapeHtml(problem)}</p>` : ''}
<form class="filters" method="get" action="/admin" role="search">
<label>Search <input type="search" name="q" value="${escapeHtml(filter.query)}" placeholder="Name, company, product, reference…"></label>
<label>Status <select name="status">${statusOptions}</select></label>
<label>From <input type="date" name="from" value="${escapeHtml(filter.from)}"></label>
<label>To <input type="date" name="to" value="${escapeHtml(filter.to)}"></label>
<button type="submit">Show</button>
<a href="/admin/export.csv${escapeHtml(filterQuery(filter))}">Export these as CSV</a>
</form>
${
  enquiries.length === 0
    ? '<p class="notice">No enquiry matches.</p>'
    : `<table>
<thead><tr><th>Reference</th><th>Received</th><th>Buyer</th><th>Country</th><th>Language</th><th>Products</th><th>Status</th><th>E-mails</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
<nav class="pager" aria-label="Pages">${pager}</nav>`,
    { title: 'Enquiries', csrfToken },
  )
}

const messageLabels: Record<string, string> = { sales: 'Notification to sales', acknowledgement: 'Acknowledgement to the buyer' }

function field(label: string, value: string | number | null | undefined): string {
  return value === undefined || value === null || value === '' ? '' : `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`
}

/** The page the form was sent from, as a link when it is a path of this site (older rows may hold anything). */
function sourcePageField(path: string): string {
  if (!/^\/(?![/\\])/.test(path)) return field('Page', path)
  return `<dt>Page</dt><dd><a href="${escapeHtml(path)}" rel="noreferrer">${escapeHtml(path)}</a></dd>`
}

/** The enquiry's files, each a download for the signed-in inbox, or what became of it. */
function filesSection(enquiry: Pick<StoredEnquiry, 'reference' | 'attachments'>): string {
  if (enquiry.attachments.length === 0) return ''
  const items = enquiry.attachments.map((file) => {
    const about = `(${attachmentKinds[file.kind].label}, ${sizeInWords(file.size)})`
    return file.removedAt === null
      ? `<li><a href="${escapeHtml(attachmentDownloadPath(enquiry.reference, file.id))}" download>${escapeHtml(file.name)}</a> ${escapeHtml(about)}</li>`
      : `<li>${escapeHtml(file.name)} ${escapeHtml(about)}: deleted after the retention period, ${escapeHtml(utcTime(file.removedAt))}</li>`
  })
  return `<h2>Files</h2>\n<ul class="files">\n${items.join('\n')}\n</ul>`
}

export function detailPage({
  enquiry,
  messages,
  messageIds,
  csrfToken,
  mailConfigured,
}: {
  enquiry: InboxEnquiry
  messages: OutboxMessage[]
  messageIds: Record<string, string | undefined>
  csrfToken: string
  mailConfigured: boolean
}): string {
  const { request, details, utm } = enquiry
  const csrf = `<input type="hidden" name="csrf" value="${escapeHtml(csrfToken)}">`
  const action = `/admin/enquiries/${escapeHtml(enquiry.reference)}`
  const products = enquiry.products
    .map((product) => {
      const partNumbers = partNumbersOf(product)
      return `${product.name} × ${quantityInWords(product.quantity, product.unit)}${product.slug ? ` (catalogue: ${product.slug})` : ''}${partNumbers.length > 0 ? ` – part no. ${partNumbers.join(', ')}` : ''}`
    })
    .join('\n')
  const statusButtons = enquiryStatuses
    .map(
      (status) =>
        `<button type="submit" name="status" value="${status}"${status === enquiry.status ? ' disabled aria-pressed="true"' : ''}>Mark ${status}</button>`,
    )
    .join(' ')
  const messageRows = messages
    .map(
      (message) => `<tr>
<td>${escapeHtml(messageLabels[message.kind] ?? message.kind)}</td>
<td>${mailState(message.status)}</td>
<td>${message.attempts}</td>
<td>${escapeHtml(message.status === 'sent' ? utcTime(message.sentAt) : message.status === 'pending' ? `next try ${utcTime(message.nextAttemptAt)}` : utcTime(message.lastAttemptAt))}</td>
<td>${escapeHtml(message.lastError)}</td>
<td><code>${escapeHtml(messageIds[message.kind])}</code></td>
</tr>`,
    )
    .join('\n')
  const failed = messages.some((message) => message.status === 'failed')
  return inboxPage(
    `<p><a href="/admin">← All enquiries</a></p>
<h1>Enquiry ${escapeHtml(enquiry.reference)} ${statusBadge(enquiry.status)}</h1>
<form method="post" action="${action}/status">${csrf}${statusButtons}</form>
<h2>Buyer</h2>
<dl>
${field('Name', enquiry.name)}${field('E-mail', enquiry.email)}${field('Company', enquiry.company)}${field('Country', `${countryByCode(enquiry.country)?.name ?? enquiry.country} (${enquiry.country})`)}${field('Phone', enquiry.phone)}${field('Language of the page and the acknowledgement', `${languageInEnglish[enquiry.language]} (${enquiry.language})`)}
</dl>
<h2>Request</h2>
<dl>
${field('Received', utcTime(enquiry.receivedAt))}${field('Products', products)}${dutyLines(request.duty)
      .map(({ label, value }) => field(label, value))
      .join(
        '',
      )}${field('Belt width', details?.beltWidth)}${field('Roller diameter', details?.rollerDiameter)}${field('Roller length', details?.rollerLength)}${field('Bearing', details?.bearing)}${field('Standard', details?.standard)}${field('Material handled', details?.material)}${field('Destination port', request.port)}${field('Incoterm', incoterms.find((term) => term.code === request.incoterm)?.label)}${field('Message', request.message)}
</dl>
${filesSection(enquiry)}
<h2>Where it came from</h2>
<dl>
${sourcePageField(enquiry.sourcePage)}${field('utm_source', utm?.source)}${field('utm_medium', utm?.medium)}${field('utm_campaign', utm?.campaign)}${field('utm_term', utm?.term)}${field('utm_content', utm?.content)}${field('Seconds to fill the form', Math.round(request.elapsedMs / 1000))}${field('Client address', enquiry.clientAddress ?? 'deleted after the retention period')}${field('Browser', enquiry.userAgent ?? 'deleted after the retention period')}
</dl>
<h2>E-mails</h2>
${mailConfigured ? '' : '<p class="notice">SMTP_URL is not set: no e-mail is sent; they wait here until it is.</p>'}
<table>
<thead><tr><th>Message</th><th>State</th><th>Attempts</th><th>When</th><th>Last error</th><th>Message-ID</th></tr></thead>
<tbody>
${messageRows}
</tbody>
</table>
${failed ? `<form method="post" action="${action}/retry-mail">${csrf}<button type="submit">Send the failed e-mails again</button></form>` : ''}
<h2>Internal note</h2>
<form class="stack" method="post" action="${action}/note">${csrf}
<label>Seen only in this inbox <textarea name="note" rows="5" maxlength="5000">${escapeHtml(enquiry.note)}</textarea></label>
<button type="submit">Save the note</button>
</form>
${enquiry.updatedAt ? `<p>Last changed ${escapeHtml(utcTime(enquiry.updatedAt))}</p>` : ''}`,
    { title: `Enquiry ${enquiry.reference}`, csrfToken },
  )
}
