/**
 * The files an enquiry may carry, as the form and the server both check them: how many, how large,
 * and of which kind, told by the first bytes of the file (never by its name or the browser's type).
 * Plain functions without the schema library, so the form checks a file before it is sent with
 * the same words the server would refuse it with.
 */

/** At most this many files: a general arrangement, a few detail drawings and photographs. */
export const MAX_ATTACHMENTS = 5
/** Each file: a scanned A1 drawing as PDF or a phone photograph is 1–8 MB. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024
/** All files of one enquiry together: what a slow line uploads in a few minutes, and a mail server relays. */
export const MAX_ATTACHMENTS_TOTAL_BYTES = 20 * 1024 * 1024
/** How many first bytes of a file tell its kind (a DXF's first SECTION may follow a comment or two). */
export const ATTACHMENT_HEAD_BYTES = 1536

/** The kinds accepted, with the type a download is served as. */
export const attachmentKinds = {
  pdf: { label: 'PDF', contentType: 'application/pdf', extension: 'pdf' },
  png: { label: 'PNG', contentType: 'image/png', extension: 'png' },
  jpeg: { label: 'JPEG', contentType: 'image/jpeg', extension: 'jpg' },
  webp: { label: 'WebP', contentType: 'image/webp', extension: 'webp' },
  dwg: { label: 'DWG', contentType: 'image/vnd.dwg', extension: 'dwg' },
  dxf: { label: 'DXF', contentType: 'image/vnd.dxf', extension: 'dxf' },
} as const
export type AttachmentKind = keyof typeof attachmentKinds

/** What the file input offers; only a hint to the browser's file picker, never trusted. */
export const attachmentAccept = '.pdf,.png,.jpg,.jpeg,.webp,.dwg,.dxf,application/pdf,image/png,image/jpeg,image/webp'

const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte)
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0))

/** A DXF file is text whose first group is `0` then `SECTION`, maybe after `999` comment groups. */
function isDxf(head: Uint8Array): boolean {
  let text = ''
  for (const byte of head) text += String.fromCharCode(byte)
  return /^(?:\uFEFF|\xEF\xBB\xBF)?(?:\s*999\r?\n[^\r\n]*\r?\n)*\s*0\r?\nSECTION\s/.test(text)
}

/** The kind of a file from its first bytes (ATTACHMENT_HEAD_BYTES of them are enough), or undefined. */
export function attachmentKindOf(head: Uint8Array): AttachmentKind | undefined {
  if (startsWith(head, ascii('%PDF-'))) return 'pdf'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp'
  // AutoCAD's version string: AC1012 (R13) to AC1032 (2018 and later).
  if (startsWith(head, ascii('AC10')) && [4, 5].every((index) => (head[index] ?? 0) >= 0x30 && (head[index] ?? 0) <= 0x39)) return 'dwg'
  if (isDxf(head)) return 'dxf'
  return undefined
}

/** "2.4 MB", "380 KB": a size as a buyer reads it. */
export function sizeInWords(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

const kindList = Object.values(attachmentKinds).map((kind) => kind.label)
const acceptedKinds = `${kindList.slice(0, -1).join(', ')} or ${kindList.at(-1) ?? ''}`

/** Control, zero-width, direction and byte-order characters, and quotes: nothing a file name should show. */
// eslint-disable-next-line no-control-regex -- removing them is the point
const invisibleCharacters = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff"]+/g

/** A file name as the inbox and the e-mail show it: no folders, no invisible characters, at most 120 characters. */
export function displayFileName(name: string): string {
  const plain = (name.split(/[\\/]/).pop() ?? '').replace(invisibleCharacters, ' ').replace(/\s+/g, ' ').trim()
  const shown = plain.replace(/^\.+/, '').slice(-120)
  return shown === '' ? 'file' : shown
}

/** What is wrong with one file, in a sentence that names it, or undefined when it may be sent. */
export function attachmentProblem(file: { name: string; size: number; head: Uint8Array }): string | undefined {
  const name = `“${displayFileName(file.name)}”`
  if (/[\\/]/.test(file.name)) return `${name}: a file name may not contain / or \\. Please rename the file and attach it again.`
  if (file.size === 0) return `${name} is empty (0 bytes): please attach the file again.`
  if (file.size > MAX_ATTACHMENT_BYTES)
    return `${name} is ${sizeInWords(file.size)}: each file may be at most ${sizeInWords(MAX_ATTACHMENT_BYTES)}. Please send larger drawings by e-mail.`
  if (!attachmentKindOf(file.head)) return `${name} is not a ${acceptedKinds} file. We check what a file holds, not its name.`
  return undefined
}

/** What is wrong with the files together (their number, their total size), or undefined. */
export function attachmentsProblem(sizes: number[]): string | undefined {
  if (sizes.length > MAX_ATTACHMENTS) return `Please attach at most ${MAX_ATTACHMENTS} files to one enquiry.`
  const total = sizes.reduce((sum, size) => sum + size, 0)
  if (total > MAX_ATTACHMENTS_TOTAL_BYTES)
    return `The files come to ${sizeInWords(total)}: one enquiry may carry at most ${sizeInWords(MAX_ATTACHMENTS_TOTAL_BYTES)} in all.`
  return undefined
}

/** The size of the bytes a base64 text holds. */
export function base64Size(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0
  return (data.length / 4) * 3 - padding
}

/** The first bytes a base64 text holds (for attachmentKindOf), without decoding the rest. */
export function base64Head(data: string): Uint8Array {
  const start = data.slice(0, Math.ceil(ATTACHMENT_HEAD_BYTES / 3) * 4)
  return Uint8Array.from(atob(start), (character) => character.charCodeAt(0))
}
