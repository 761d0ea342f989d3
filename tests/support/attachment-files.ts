import { MAX_ATTACHMENT_BYTES } from '@/contracts/enquiry-attachments'

/** Small files of each kind the enquiry accepts, and files that only pretend to be one. */
const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))))

export const sampleFiles = {
  pdf: bytes('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  webp: bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8L', [13, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]),
  dwg: bytes('AC1027', [0, 0, 0, 0, 0, 0x1f, 0, 0x1c], 'drawing'),
  dxf: bytes('999\nmade by a CAD program\n  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n'),
}

/** Files that are not what their names say, or break a rule. */
export const hostileFiles = {
  /** A Windows program renamed to look like a drawing. */
  exeAsPdf: { name: 'drawing.pdf', bytes: bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], 'This program cannot be run in DOS mode.') },
  /** A web page named as a photograph (a browser could run it if it were served as HTML). */
  htmlAsPng: { name: 'photo.png', bytes: bytes('<html><script>alert(document.cookie)</script></html>') },
  /** A ZIP (an Office file or an archive) named as a DWG. */
  zipAsDwg: { name: 'plan.dwg', bytes: bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0], 'word/document.xml') },
  empty: { name: 'empty.pdf', bytes: Buffer.alloc(0) },
  oversize: { name: 'scan.pdf', bytes: Buffer.concat([sampleFiles.pdf, Buffer.alloc(MAX_ATTACHMENT_BYTES + 1 - sampleFiles.pdf.length)]) },
  pathName: { name: '../../etc/passwd.pdf', bytes: sampleFiles.pdf },
  windowsPathName: { name: '..\\..\\Windows\\win.ini.pdf', bytes: sampleFiles.pdf },
}

/** A PDF of exactly `size` bytes. */
export function pdfOfSize(size: number): Buffer {
  return Buffer.concat([sampleFiles.pdf, Buffer.alloc(size - sampleFiles.pdf.length, 0x20)])
}

/** A file as the enquiry request carries it. */
export function asAttachment(name: string, content: Buffer): { name: string; data: string } {
  return { name, data: content.toString('base64') }
}
