/** Pixel size of a JPEG, PNG, WebP or AVIF file, read from its header. */
import { readFileSync } from 'node:fs'

export interface PixelSize {
  width: number
  height: number
}

function png(data: Buffer): PixelSize | undefined {
  if (data.length < 24 || data.readUInt32BE(0) !== 0x89504e47 || data.toString('latin1', 12, 16) !== 'IHDR') return undefined
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
}

/** Walks the JPEG markers to the first start-of-frame, which holds the size. */
function jpeg(data: Buffer): PixelSize | undefined {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return undefined
  let i = 2
  while (i + 9 < data.length) {
    if (data[i] !== 0xff) return undefined
    const marker = data[i + 1] as number
    if (marker === 0xff) {
      i += 1
      continue
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (isFrame) return { height: data.readUInt16BE(i + 5), width: data.readUInt16BE(i + 7) }
    i += 2 + data.readUInt16BE(i + 2)
  }
  return undefined
}

function webp(data: Buffer): PixelSize | undefined {
  if (data.length < 30 || data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WEBP') return undefined
  const chunk = data.toString('latin1', 12, 16)
  if (chunk === 'VP8 ') return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff }
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 }
  return undefined
}

/** AVIF keeps the size in "ispe" boxes; the largest is the primary image, not a thumbnail. */
function avif(data: Buffer): PixelSize | undefined {
  if (data.toString('latin1', 4, 8) !== 'ftyp') return undefined
  let best: PixelSize | undefined
  for (let i = data.indexOf('ispe'); i !== -1 && i + 16 <= data.length; i = data.indexOf('ispe', i + 4)) {
    const size = { width: data.readUInt32BE(i + 8), height: data.readUInt32BE(i + 12) }
    if (!best || size.width * size.height > best.width * best.height) best = size
  }
  return best
}

/** Throws when the file is none of the four formats or its header is cut short. */
export function imageSize(file: string): PixelSize {
  const data = readFileSync(file)
  const size = png(data) ?? jpeg(data) ?? webp(data) ?? avif(data)
  if (!size || size.width <= 0 || size.height <= 0)
    throw new Error(`${file}: cannot read the pixel size (not a JPEG, PNG, WebP or AVIF file?)`)
  return size
}
