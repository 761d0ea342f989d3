/**
 * Responsive sizes of a photograph (a product's, or one of the company pages' slots): AVIF and WebP
 * at standard widths up to the photograph's own, each named after the photograph's content hash, so
 * a changed photograph gets new names and an unchanged one is never made twice. The names are worked
 * out here for the pages, and the build (scripts/build/photo-variants.ts) writes the files under those names.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { basename, extname } from 'node:path'
import { imageSize, type PixelSize } from './image-size.server.ts'

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

/** A photograph file and the folder under /photos its sizes go to ("bend-pulley", "factory", "news/{slug}"). */
export interface PhotoSource {
  file: string
  folder: string
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

/** The sizes of the photograph at `file` (its pixel size given), under /photos/{folder}/. */
export function photoVariants(file: string, size: PixelSize, folder: string): PhotoVariant[] {
  const hash = contentHash(readFileSync(file))
  const stem = basename(file, extname(file)).replace(/[^\w-]+/g, '-')
  return photoFormats.flatMap((format) =>
    variantWidths(size.width).map((width) => ({
      src: `/photos/${folder}/${stem}-${hash}-${width}.${format}`,
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
    srcSet: variants
      .filter((v) => v.format === format)
      .map((v) => `${v.src} ${v.width}w`)
      .join(', '),
  }))
}

/** A photograph as a page shows it: the original file as the fallback, its size, and its AVIF and WebP srcsets. */
export interface ResponsivePhoto {
  src: string
  alt: string
  width: number
  height: number
  sources: PictureSource[]
}

/** The photograph at `file`, served at `src`, with its sizes under /photos/{folder}/. Throws, naming the file, when it cannot be read. */
export function responsivePhoto(file: string, { src, alt }: { src: string; alt: string }, folder: string): ResponsivePhoto {
  const size = imageSize(file)
  return { src, alt, ...size, sources: pictureSources(photoVariants(file, size, folder)) }
}
