import { describe, expect, it } from 'vitest'
import {
  attachmentKindOf,
  attachmentProblem,
  attachmentsProblem,
  base64Head,
  base64Size,
  displayFileName,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_TOTAL_BYTES,
} from '@/contracts/enquiry-attachments'
import { enquiryRequestSchema, enquiryFieldErrors } from '@/contracts/enquiry-schema'
import { asAttachment, hostileFiles, pdfOfSize, sampleFiles } from '../../support/attachment-files'
import { enquiryRequest } from '../../support/enquiry-request'

const head = (content: Buffer) => new Uint8Array(content.subarray(0, 1536))

describe('the kind of a file, from its first bytes', () => {
  it('knows PDF, PNG, JPEG, WebP, DWG and DXF', () => {
    expect(Object.fromEntries(Object.entries(sampleFiles).map(([name, content]) => [name, attachmentKindOf(head(content))]))).toEqual({
      pdf: 'pdf',
      png: 'png',
      jpeg: 'jpeg',
      webp: 'webp',
      dwg: 'dwg',
      dxf: 'dxf',
    })
  })

  it('knows a DXF written with CR LF and padded group codes, without comments', () => {
    expect(attachmentKindOf(new Uint8Array(Buffer.from('  0\r\nSECTION\r\n  2\r\nHEADER\r\n')))).toBe('dxf')
  })

  it('is none for a program, a web page, an archive, plain text or nothing, whatever their names', () => {
    for (const file of [hostileFiles.exeAsPdf, hostileFiles.htmlAsPng, hostileFiles.zipAsDwg, hostileFiles.empty])
      expect(attachmentKindOf(head(file.bytes)), file.name).toBeUndefined()
    expect(attachmentKindOf(new Uint8Array(Buffer.from('SECTION without its group code')))).toBeUndefined()
    expect(attachmentKindOf(new Uint8Array(Buffer.from('AC10xx not a version')))).toBeUndefined()
  })
})

describe('the rules of one file', () => {
  const problemOf = (file: { name: string; bytes: Buffer }) =>
    attachmentProblem({ name: file.name, size: file.bytes.length, head: head(file.bytes) })

  it('accepts a file of an accepted kind up to the size limit', () => {
    expect(problemOf({ name: 'general arrangement.pdf', bytes: pdfOfSize(MAX_ATTACHMENT_BYTES) })).toBeUndefined()
    expect(problemOf({ name: 'site photo.jpg', bytes: sampleFiles.jpeg })).toBeUndefined()
  })

  it('refuses each hostile file with a sentence naming the file and the rule', () => {
    expect(problemOf(hostileFiles.exeAsPdf)).toBe(
      '“drawing.pdf” is not a PDF, PNG, JPEG, WebP, DWG or DXF file. We check what a file holds, not its name.',
    )
    expect(problemOf(hostileFiles.htmlAsPng)).toMatch(/^“photo\.png” is not a PDF/)
    expect(problemOf(hostileFiles.empty)).toBe('“empty.pdf” is empty (0 bytes): please attach the file again.')
    expect(problemOf(hostileFiles.oversize)).toBe(
      '“scan.pdf” is 10.0 MB: each file may be at most 10.0 MB. Please send larger drawings by e-mail.',
    )
    expect(problemOf(hostileFiles.pathName)).toMatch(/^“passwd\.pdf”: a file name may not contain \/ or \\/)
    expect(problemOf(hostileFiles.windowsPathName)).toMatch(/^“win\.ini\.pdf”: a file name may not contain/)
  })

  it('shows a file name without folders, invisible characters or leading dots', () => {
    expect(displayFileName('C:\\drawings\\roll 133.pdf')).toBe('roll 133.pdf')
    expect(displayFileName('invoice\u202Efdp.exe')).toBe('invoice fdp.exe')
    expect(displayFileName('..hidden "quoted".pdf')).toBe('hidden quoted .pdf')
    expect(displayFileName('\u0000\u0001')).toBe('file')
  })
})

describe('the rules of the files together', () => {
  it('allows five files and 20 MB in all, no more', () => {
    expect(attachmentsProblem([1, 1, 1, 1, 1])).toBeUndefined()
    expect(attachmentsProblem([1, 1, 1, 1, 1, 1])).toBe('Please attach at most 5 files to one enquiry.')
    expect(attachmentsProblem([MAX_ATTACHMENTS_TOTAL_BYTES / 2, MAX_ATTACHMENTS_TOTAL_BYTES / 2])).toBeUndefined()
    expect(attachmentsProblem([MAX_ATTACHMENTS_TOTAL_BYTES / 2, MAX_ATTACHMENTS_TOTAL_BYTES / 2 + 1])).toBe(
      'The files come to 20.0 MB: one enquiry may carry at most 20.0 MB in all.',
    )
  })

  it('measures and reads base64 without decoding the whole of it', () => {
    for (const content of [Buffer.from('a'), Buffer.from('ab'), Buffer.from('abc'), sampleFiles.dxf])
      expect(base64Size(content.toString('base64'))).toBe(content.length)
    expect(attachmentKindOf(base64Head(sampleFiles.webp.toString('base64')))).toBe('webp')
  })
})

describe('files in the enquiry contract', () => {
  const refusals = (attachments: unknown) => {
    const parsed = enquiryRequestSchema.safeParse(enquiryRequest({ attachments } as never))
    return parsed.success ? {} : enquiryFieldErrors(parsed.error)
  }

  it('passes good files and names each bad one by its place in the list', () => {
    expect(refusals([asAttachment('a.pdf', sampleFiles.pdf), asAttachment('b.dxf', sampleFiles.dxf)])).toEqual({})
    expect(
      refusals([asAttachment('a.pdf', sampleFiles.pdf), asAttachment(hostileFiles.exeAsPdf.name, hostileFiles.exeAsPdf.bytes)]),
    ).toEqual({ 'attachments.1': expect.stringMatching(/^“drawing\.pdf” is not a PDF/) })
    expect(refusals([{ name: 'x.pdf', data: 'not base64!' }])).toEqual({
      'attachments.0': 'A file could not be read as sent: please attach it again.',
    })
    expect(refusals(Array.from({ length: 6 }, (_, index) => asAttachment(`${index}.pdf`, sampleFiles.pdf)))).toEqual({
      attachments: 'Please attach at most 5 files to one enquiry.',
    })
  })
})
