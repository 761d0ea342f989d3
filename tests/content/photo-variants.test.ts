import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { loadContent } from '@/content/content-store.server'
import { cardImage, productImages, productPhotoSources } from '@/content/product-images.server'
import { writePhotoVariants } from '../../scripts/build/photo-variants'

describe('product photographs', () => {
  const root = mkdtempSync(join(tmpdir(), 'photo-variants-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const publicDir = join(root, 'public')
  const outDir = join(root, 'dist')
  const cacheDir = join(root, 'cache')
  const product = loadContent().products.find((p) => p.slug === 'ceramic-lagged-pulley')
  if (!product) throw new Error('no ceramic-lagged-pulley')

  it('puts a photograph first, with AVIF and WebP sizes in its srcsets, and makes those files once', async () => {
    const folder = join(publicDir, 'products', product.slug)
    mkdirSync(folder, { recursive: true })
    // A 1000 x 750 sample: a colour gradient with some noise, as a camera JPEG would carry.
    const pixels = Buffer.alloc(1000 * 750 * 3)
    for (let i = 0; i < pixels.length; i += 3) {
      const x = (i / 3) % 1000
      pixels[i] = (x * 255) / 1000
      pixels[i + 1] = 120 + ((i * 7919) % 40)
      pixels[i + 2] = 200 - (x * 100) / 1000
    }
    await sharp(pixels, { raw: { width: 1000, height: 750, channels: 3 } })
      .jpeg({ quality: 85 })
      .toFile(join(folder, '1.jpg'))

    const images = productImages(product.slug, product, publicDir)
    const [first, second] = images
    expect(first?.kind).toBe('photo')
    expect(first).toMatchObject({ src: `/products/${product.slug}/1.jpg`, width: 1000, height: 750 })
    expect(second?.kind, 'the illustration follows the photograph').toBe('illustration')
    const sources = first?.sources ?? []
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
    for (const source of sources) {
      const entries = source.srcSet.split(', ').map((entry) => entry.split(' '))
      expect(entries.map(([, w]) => w)).toEqual(['480w', '800w', '1000w'])
      for (const [src] of entries)
        expect(src).toMatch(new RegExp(`^/photos/${product.slug}/1-[0-9a-f]{10}-\\d+\\.${source.type.slice(6)}$`))
    }
    expect(cardImage(product.slug, product, publicDir)).toEqual({ src: first?.src, alt: first?.alt, width: 1000, height: 750, sources })

    expect(productPhotoSources([product], publicDir)).toEqual([{ file: join(folder, '1.jpg'), folder: product.slug }])
    const made = await writePhotoVariants(outDir, productPhotoSources([product], publicDir), cacheDir)
    expect(made).toEqual({ written: 6, fromCache: 0 })
    for (const source of sources) {
      for (const [src, w] of source.srcSet.split(', ').map((entry) => entry.split(' '))) {
        const file = join(outDir, src as string)
        expect(existsSync(file), file).toBe(true)
        const meta = await sharp(file).metadata()
        expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(source.type.slice(6))
        expect(`${meta.width}w`).toBe(w)
        expect(meta.height).toBe(Math.round((750 * (meta.width as number)) / 1000))
      }
    }

    // A second build copies every size from the cache instead of encoding it again.
    rmSync(outDir, { recursive: true })
    expect(await writePhotoVariants(outDir, productPhotoSources([product], publicDir), cacheDir)).toEqual({ written: 6, fromCache: 6 })
    expect(existsSync(join(outDir, sources[0]?.srcSet.split(' ')[0] as string))).toBe(true)
  })
})
