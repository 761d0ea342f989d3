/**
 * Responsive sizes of a product photograph: AVIF and WebP at standard widths up to the photograph's
 * own, each named after the photograph's content hash, so a changed photograph gets new names and
 * an unchanged one is never made twice. The names are worked out here for the pages, and the build
 * (scripts/product-photos.ts) writes the files under those names.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { basename, extname } from 'node:path'
import type { PixelSize } from './image-size.server.ts'

export const photoWidths = [480, 800, 1200, 1600] as const
export const photoFormats = ['avif', 'webp'] as const
export type PhotoFormat = (typeof photoFormats)[number]

export interface PhotoVariant {
  /** Path on the site, e.g. "/photos/bend-pulley/1-3f9a0c21d4-800.avif". */
  src: string
  format: PhotoFormat
  width: number
  height: number
}

/** One <source> of a <picture>: its MIME type and srcset. */
export interface PictureSource {
  type: `image/${PhotoFormat}`
  srcSet: string
}

/** First 10 hex digits of the file's SHA-256. */
export function contentHash(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10)
}

/** The widths made of a photograph: the standard ones narrower than it, then its own up to the largest. */
export function variantWidths(width: number): number[] {
  const smaller = photoWidths.filter((w) => w < width)
  const largest = photoWidths[photoWidths.length - 1] as number
  return [...smaller, Math.min(width, largest)]
}

/** The sizes of the photograph at `file` (its pixel size given), under /photos/{slug}/. */
export function photoVariants(file: string, size: PixelSize, slug: string): PhotoVariant[] {
  const hash = contentHash(readFileSync(file))
  const stem = basename(file, extname(file)).replace(/[^\w-]+/g, '-')
  return photoFormats.flatMap((format) =>
    variantWidths(size.width).map((width) => ({
      src: `/photos/${slug}/${stem}-${hash}-${width}.${format}`,
      format,
      width,
      height: Math.round((size.height * width) / size.width),
    })),
  )
}

/** The <source> elements for a photograph's sizes, AVIF first (smaller where the browser has it). */
export function pictureSources(variants: PhotoVariant[]): PictureSource[] {
  return photoFormats.map((format) => ({
    type: `image/${format}` as const,
    srcSet: variants.filter((v) => v.format === format).map((v) => `${v.src} ${v.width}w`).join(', '),
  }))
}
