/**
 * Writes the AVIF and WebP sizes of every photograph (products' and the company pages' slots) into
 * /photos, under the names the pages use (src/content/photo-variants.server.ts). Each size is made
 * once: it is kept in a cache folder by the photograph's content hash, and later builds copy it from there.
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import sharp, { type AvifOptions, type WebpOptions } from 'sharp'
import { imageSize } from '../../src/content/image-size.server.ts'
import { photoVariants, type PhotoFormat, type PhotoSource } from '../../src/content/photo-variants.server.ts'

export const defaultPhotoCache = join(process.cwd(), 'node_modules', '.cache', 'photos')

/** Encoder settings; part of each cached file's name, so changing them makes the sizes anew. */
const encoders: Record<PhotoFormat, { options: AvifOptions | WebpOptions; key: string }> = {
  avif: { options: { quality: 50, effort: 4 }, key: 'q50e4' },
  webp: { options: { quality: 75, effort: 4 }, key: 'q75e4' },
}

export interface PhotoReport {
  written: number
  fromCache: number
}

/** Returns what it wrote and how much came from the cache. */
export async function writePhotoVariants(
  outDir: string,
  photos: PhotoSource[],
  cacheDir: string = defaultPhotoCache,
): Promise<PhotoReport> {
  mkdirSync(cacheDir, { recursive: true })
  const report: PhotoReport = { written: 0, fromCache: 0 }
  for (const { file, folder } of photos) {
    for (const variant of photoVariants(file, imageSize(file), folder)) {
      const [stem] = basename(variant.src).split('.')
      const hashAndWidth = stem?.split('-').slice(-2).join('-')
      const cached = join(cacheDir, `${hashAndWidth}-${encoders[variant.format].key}.${variant.format}`)
      if (existsSync(cached)) report.fromCache += 1
      else {
        const resized = sharp(file).rotate().resize({ width: variant.width, withoutEnlargement: true })
        await (variant.format === 'avif' ? resized.avif(encoders.avif.options) : resized.webp(encoders.webp.options)).toFile(cached)
      }
      const target = join(outDir, variant.src)
      mkdirSync(dirname(target), { recursive: true })
      copyFileSync(cached, target)
      report.written += 1
    }
  }
  return report
}

export function photoSummary({ written, fromCache }: PhotoReport): string {
  return `photographs: ${written} AVIF and WebP sizes in /photos, ${fromCache} of them from the cache`
}
