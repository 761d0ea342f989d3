import { countryByCode } from '@/contracts/countries'
import { attachmentKinds, sizeInWords } from '@/contracts/enquiry-attachments'
import { incoterms } from '@/contracts/enquiry-schema'
import { siteConfigValues } from '@/config/site-config'
import { acknowledgementText, type AcknowledgedProduct } from './acknowledgement-words'
import { attachmentPath } from './attachment-files'
import { languageInEnglish } from './enquiry-listing'
import type { StoredEnquiry } from './enquiry-store'
import type { MessageKind } from './outbox'
import { dutyLines, enquiryDetailLabels, quantityInWords } from '@/contracts/enquiry-terms'

/** An address with an optional display name, as nodemailer takes it. */
export interface MailAddress {
  name?: string
  address: string
}

export interface MailSettings {
  /** The sender of both messages. */
  from: MailAddress
  /** Where the notification of each enquiry goes. */
  notifyTo: MailAddress[]
  /** The folder of the enquiries' files, to attach them to the notification; absent: they are only linked. */
  attachmentsFolder?: string
}

/** Files up to this size in all go with the sales notification; larger ones are only linked (many mail servers refuse 15 MB and more). */
export const MAIL_ATTACHMENTS_LIMIT_BYTES = 10 * 1024 * 1024

/** A file that goes with a message, as nodemailer takes it. */
export interface MailAttachment {
  filename: string
  path: string
  contentType: string
}

/** One message, ready for nodemailer's sendMail. */
export interface ComposedMessage {
  messageId: string
  from: MailAddress
  to: MailAddress[]
  replyTo: MailAddress[]
  subject: string
  text: string
  headers: Record<string, string>
  attachments: MailAttachment[]
}

/**
 * The Message-ID of an enquiry's message of one kind: the same on every attempt, so a message
 * sent again after a crash is recognisable (and mail systems that deduplicate by it can).
 */
export function messageIdFor(reference: string, kind: MessageKind, from: MailAddress): string {
  const domain = from.address.slice(from.address.lastIndexOf('@') + 1)
  return `<${reference.toLowerCase()}.${kind}@${domain}>`
}

/**
 * Part numbers written in a product line or the message: "part no. 4711-22", "P/N: TD75-108",
 * "PN 55012", "part number HC-6305". The code is what follows the marker.
 */
export function partNumbersIn(text: string): string[] {
  const found = new Set<string>()
  for (const match of text.matchAll(/\b(?:part\s*(?:no\.?|nos\.?|number|#)|p\/n|pn)\s*[:#.]?\s*([A-Z0-9][A-Z0-9./-]*[A-Z0-9])/gi)) {
    if (match[1] && /\d/.test(match[1])) found.add(match[1])
  }
  return [...found]
}

/** The part numbers of a product line: the size chosen from the catalogue, then any written in its name. */
export function partNumbersOf(product: StoredEnquiry['products'][number]): string[] {
  return [...new Set([...(product.partNumber ? [product.partNumber] : []), ...partNumbersIn(product.name)])]
}

/** Text safe for a one-line header: control characters (newlines included) become spaces. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing them is the point
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
}

function shorten(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text
}

function receivedUtc(enquiry: StoredEnquiry): string {
  return `${enquiry.receivedAt.slice(0, 16).replace('T', ' ')} UTC`
}

function countryName(code: string): string {
  return countryByCode(code)?.name ?? code
}

function lines(entries: [string, string | null | undefined][]): string[] {
  return entries
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '')
    .map(([label, value]) => `${label}: ${value}`)
}

/** A page of this site as a full address a mail program shows as a link. */
export function siteLink(path: string): string {
  return `${siteConfigValues.siteUrl}${path}`
}

/** Where the signed-in sales inbox serves a file of an enquiry. */
export function attachmentDownloadPath(reference: string, id: string): string {
  return `/admin/enquiries/${reference}/attachments/${id}`
}

/** The enquiry's files that go with the notification: all, when they fit the limit together and are still kept. */
function filesToAttach(enquiry: StoredEnquiry, folder: string | undefined): MailAttachment[] {
  const kept = enquiry.attachments.filter((file) => file.removedAt === null)
  const total = kept.reduce((sum, file) => sum + file.size, 0)
  if (!folder || kept.length === 0 || total > MAIL_ATTACHMENTS_LIMIT_BYTES) return []
  return kept.map((file) => ({ filename: file.name, path: attachmentPath(folder, file.id), contentType: file.contentType }))
}

/** What the buyer asked for, every field, as the sales notification shows it. */
function enquiryText(enquiry: StoredEnquiry, attached: boolean): string[] {
  const { request } = enquiry
  const sections: string[][] = []
  sections.push(
    lines([
      ['Name', enquiry.name],
      ['E-mail', enquiry.email],
      ['Company', enquiry.company],
      ['Country', `${countryName(enquiry.country)} (${enquiry.country})`],
      ['Phone', enquiry.phone],
      ['Language of the page and the acknowledgement', `${languageInEnglish[enquiry.language]} (${enquiry.language})`],
    ]),
  )
  sections.push([
    'Products',
    ...enquiry.products.flatMap((product, index) => {
      const partNumbers = partNumbersOf(product)
      return [
        `${index + 1}. ${product.name} × ${quantityInWords(product.quantity, product.unit)}`,
        ...(product.slug ? [`   Catalogue product: ${product.slug}`] : []),
        ...(partNumbers.length > 0 ? [`   Part no.: ${partNumbers.join(', ')}`] : []),
      ]
    }),
  ])
  const duty = dutyLines(enquiry.request.duty)
  if (duty.length > 0) sections.push(['Conveyor (duty)', ...duty.map(({ label, value }) => `${label}: ${value}`)])
  const details = lines(enquiryDetailLabels.map(([key, label]) => [label, enquiry.details?.[key]]))
  if (details.length > 0) sections.push(['Technical details', ...details])
  if (enquiry.attachments.length > 0) {
    sections.push([
      attached
        ? 'Files (attached to this e-mail; also in the sales inbox)'
        : 'Files (too large to attach together: download them from the sales inbox)',
      ...enquiry.attachments.map((file, index) => {
        const about = `${index + 1}. ${file.name} (${attachmentKinds[file.kind].label}, ${sizeInWords(file.size)})`
        return file.removedAt === null
          ? `${about}\n   ${siteLink(attachmentDownloadPath(enquiry.reference, file.id))}`
          : `${about}: deleted after the retention period`
      }),
    ])
  }
  const incoterm = incoterms.find((term) => term.code === request.incoterm)?.label
  const delivery = lines([
    ['Destination port', request.port],
    ['Incoterm', incoterm],
  ])
  if (delivery.length > 0) sections.push(['Delivery', ...delivery])
  if (request.message) {
    const partNumbers = partNumbersIn(request.message)
    sections.push([
      'Message',
      request.message,
      ...(partNumbers.length > 0 ? [`(part numbers in the message: ${partNumbers.join(', ')})`] : []),
    ])
  }
  return sections.map((section) => section.join('\n'))
}

function salesMessage(enquiry: StoredEnquiry, settings: MailSettings): ComposedMessage {
  const { utm } = enquiry
  const campaign = utm
    ? lines([
        ['source', utm.source],
        ['medium', utm.medium],
        ['campaign', utm.campaign],
        ['term', utm.term],
        ['content', utm.content],
      ])
        .join(', ')
        .replaceAll(': ', ' ')
    : ''
  const about = lines([
    ['Sent from the page', siteLink(enquiry.sourcePage)],
    ['Campaign', campaign],
    ['Time taken to fill the form', `${Math.round(enquiry.request.elapsedMs / 1000)} s`],
  ])
  const firstProduct = enquiry.products[0]
  const more = enquiry.products.length > 1 ? ` and ${enquiry.products.length - 1} more` : ''
  const who = [enquiry.name, enquiry.company, countryName(enquiry.country)].filter(Boolean).join(', ')
  // English is the rule; another language is worth seeing before the message is opened.
  const inLanguage = enquiry.language === 'en' ? '' : ` in ${languageInEnglish[enquiry.language]}`
  const attachments = filesToAttach(enquiry, settings.attachmentsFolder)
  return {
    messageId: messageIdFor(enquiry.reference, 'sales', settings.from),
    from: settings.from,
    to: settings.notifyTo,
    replyTo: [{ name: oneLine(enquiry.name), address: enquiry.email }],
    subject: shorten(
      oneLine(
        `Enquiry ${enquiry.reference}${inLanguage} from ${who}: ${firstProduct ? `${firstProduct.name} × ${quantityInWords(firstProduct.quantity, firstProduct.unit)}` : ''}${more}`,
      ),
      200,
    ),
    text:
      [
        `New enquiry ${enquiry.reference}, received ${receivedUtc(enquiry)}.`,
        'Reply to this e-mail to answer the buyer; mark it answered in the sales inbox.',
        ...enquiryText(enquiry, attachments.length > 0),
        about.join('\n'),
      ].join('\n\n') + '\n',
    headers: {},
    attachments,
  }
}

/** Anything a mail program could turn into a link: a scheme, www., an address, a domain name. */
const linkLike = /[a-z][a-z0-9+.-]*:\/\/|www\.|@|[a-z0-9-]\.[a-z]{2,}\b/i

/**
 * A product line as the acknowledgement may name it: the product and its part number as given, the
 * name left out (a placeholder in the buyer's language) when either holds anything a mail program
 * could show as a link. The buyer's other words never reach the acknowledgement: it goes to
 * whatever address the form was given.
 */
function acknowledgedProduct(product: StoredEnquiry['products'][number]): AcknowledgedProduct {
  const partNumbers = partNumbersOf(product).join(', ')
  return {
    name: linkLike.test(product.name) || linkLike.test(partNumbers) ? undefined : product.name,
    partNumber: product.partNumber && !linkLike.test(product.partNumber) ? product.partNumber : undefined,
    quantity: product.quantity,
    unit: product.unit,
  }
}

/**
 * The acknowledgement goes to the address the form was given, which anyone can type: it carries
 * only what identifies the enquiry (reference, products and quantities), never the name, message
 * or any other text as typed, so the site cannot be made to deliver someone else's words.
 */
function acknowledgementMessage(enquiry: StoredEnquiry, settings: MailSettings): ComposedMessage {
  const site = siteConfigValues
  const { subject, text } = acknowledgementText(enquiry.language, {
    reference: enquiry.reference,
    receivedAt: enquiry.receivedAt,
    products: enquiry.products.map(acknowledgedProduct),
    fileCount: enquiry.attachments.length,
    company: { name: site.companyName, telephone: site.telephone, whatsapp: site.whatsapp, email: site.email },
  })
  return {
    messageId: messageIdFor(enquiry.reference, 'acknowledgement', settings.from),
    from: settings.from,
    to: [{ address: enquiry.email }],
    // The buyer's reply goes to the sales team, not to an unread sender address.
    replyTo: settings.notifyTo,
    subject,
    text,
    // RFC 3834: an automatic reply, so the buyer's out-of-office does not answer it.
    headers: { 'Auto-Submitted': 'auto-replied' },
    attachments: [],
  }
}

/** The message of one kind for an enquiry, composed from the stored row when it is sent. */
export function composeMessage(kind: MessageKind, enquiry: StoredEnquiry, settings: MailSettings): ComposedMessage {
  return kind === 'sales' ? salesMessage(enquiry, settings) : acknowledgementMessage(enquiry, settings)
}
