import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { afterAll, describe, expect, it } from 'vitest'
import { loadContent } from '@/content/content-store.server'
import { drawProduct, type ProductDrawing } from '@/drawings/technical/product-drawings.server'
import { imageSize } from '@/content/image-size.server'
import { cardImage, productImages } from '@/content/product-images.server'

const { products } = loadContent()
const drawn = products.map((product) => ({ product, drawings: drawProduct(product.slug, product) }))
const all = drawn.flatMap(({ drawings }) => drawings)

const parsed = new Map<string, Document>()
function parse(drawing: ProductDrawing): Document {
  const document = parsed.get(drawing.file) ?? new JSDOM(drawing.svg, { contentType: 'image/svg+xml' }).window.document
  parsed.set(drawing.file, document)
  return document
}

/** The picture without its title and title block, which name the product. */
function picture(drawing: ProductDrawing): string {
  return drawing.svg.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<g id="title-block">[\s\S]*$/, '')
}

describe('product drawings', () => {
  it('gives every product at least one drawing', () => {
    for (const { product, drawings } of drawn) expect(drawings.length, product.slug).toBeGreaterThanOrEqual(1)
  })

  it('writes well-formed SVG with a size, a viewBox and a title', () => {
    for (const drawing of all) {
      const document = parse(drawing)
      expect(document.getElementsByTagName('parsererror').length, drawing.file).toBe(0)
      const svg = document.documentElement
      expect(svg.getAttribute('width'), drawing.file).toBe(String(drawing.width))
      expect(svg.getAttribute('height'), drawing.file).toBe(String(drawing.height))
      expect(svg.getAttribute('viewBox'), drawing.file).toBe(`0 0 ${drawing.width} ${drawing.height}`)
      expect(drawing.width / drawing.height).toBeCloseTo(4 / 3)
      expect(document.querySelector('title')?.textContent?.trim(), drawing.file).toBe(drawing.title)
    }
  })

  it('never prints undefined or NaN in a label, and keeps labels at 14 px or more', () => {
    for (const drawing of all) {
      for (const element of parse(drawing).querySelectorAll('text')) {
        expect(element.textContent, drawing.file).not.toMatch(/undefined|NaN/)
        const size = element.getAttribute('font-size')
        if (size) expect(Number(size), drawing.file).toBeGreaterThanOrEqual(14)
      }
      expect(drawing.svg, drawing.file).not.toMatch(/NaN|undefined|Infinity/)
    }
  })

  it('keeps every file under 16 KB, with no raster images or fonts', () => {
    for (const drawing of all) {
      expect(Buffer.byteLength(drawing.svg), drawing.file).toBeLessThan(16 * 1024)
      expect(drawing.svg, drawing.file).not.toMatch(/<image|@font-face|data:/)
    }
  })

  it('gives every product its own first picture, even without the title block', () => {
    const owners = new Map<string, string>()
    for (const { product, drawings } of drawn) {
      const key = picture(drawings[0] as ProductDrawing)
      expect(owners.get(key), `${product.slug} draws the same first picture as ${owners.get(key)}`).toBeUndefined()
      owners.set(key, product.slug)
    }
  })

  it('uses unique file names and says what each picture shows', () => {
    const files = all.map((drawing) => drawing.file)
    expect(new Set(files).size).toBe(files.length)
    for (const { product, drawings } of drawn) {
      drawings.forEach((drawing, i) => {
        expect(drawing.file).toBe(`${product.slug}-${i + 1}.svg`)
        expect(drawing.title.startsWith(`${product.name}: `), drawing.file).toBe(true)
        expect(drawing.alt, drawing.file).toMatch(
          new RegExp(`^Technical drawing of the ${product.name.replace(/[()]/g, '\\$&')}, .{20,}\\.$`),
        )
      })
    }
  })

  it('draws the same bytes every time', () => {
    const product = products[0]
    if (!product) throw new Error('no products')
    expect(drawProduct(product.slug, product)).toEqual(drawProduct(product.slug, product))
  })
})

describe('product images', () => {
  const publicDir = mkdtempSync(join(tmpdir(), 'product-images-'))
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }))
  const [withPhoto, withoutPhoto] = products
  if (!withPhoto || !withoutPhoto) throw new Error('needs two products')

  /** A PNG header of the given size: enough for the size reader. */
  function png(width: number, height: number): Buffer {
    const data = Buffer.alloc(33)
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data, 0)
    data.writeUInt32BE(13, 8)
    data.write('IHDR', 12, 'latin1')
    data.writeUInt32BE(width, 16)
    data.writeUInt32BE(height, 20)
    return data
  }

  /** A JPEG with an APP0 segment before its start-of-frame. */
  function jpeg(width: number, height: number): Buffer {
    const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]
    const sof = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    return Buffer.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9])
  }

  /** A lossless WebP header. */
  function webp(width: number, height: number): Buffer {
    const data = Buffer.alloc(30)
    data.write('RIFF', 0, 'latin1')
    data.writeUInt32LE(22, 4)
    data.write('WEBPVP8L', 8, 'latin1')
    data.writeUInt32LE(10, 16)
    data[20] = 0x2f
    data.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 21)
    return data
  }

  it('reads the pixel size of PNG, JPEG and WebP headers', () => {
    const files: Array<[string, Buffer]> = [
      ['a.png', png(1200, 900)],
      ['b.jpg', jpeg(1024, 768)],
      ['c.webp', webp(640, 480)],
    ]
    for (const [name, data] of files) writeFileSync(join(publicDir, name), data)
    expect(imageSize(join(publicDir, 'a.png'))).toEqual({ width: 1200, height: 900 })
    expect(imageSize(join(publicDir, 'b.jpg'))).toEqual({ width: 1024, height: 768 })
    expect(imageSize(join(publicDir, 'c.webp'))).toEqual({ width: 640, height: 480 })
    writeFileSync(join(publicDir, 'd.jpg'), 'not an image')
    expect(() => imageSize(join(publicDir, 'd.jpg'))).toThrow(/d\.jpg/)
  })

  it('prefers photographs under public/products/{slug}/ in their numbered order', () => {
    const folder = join(publicDir, 'products', withPhoto.slug)
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, '2.webp'), webp(800, 600))
    writeFileSync(join(folder, '1.jpg'), jpeg(1600, 1200))
    writeFileSync(join(folder, 'notes.txt'), 'ignored')
    const images = productImages(withPhoto.slug, withPhoto, publicDir)
    expect(images.slice(0, 2)).toMatchObject([
      {
        src: `/products/${withPhoto.slug}/1.jpg`,
        alt: `Photograph of the ${withPhoto.name}, 1 of 2`,
        width: 1600,
        height: 1200,
        kind: 'photo',
      },
      {
        src: `/products/${withPhoto.slug}/2.webp`,
        alt: `Photograph of the ${withPhoto.name}, 2 of 2`,
        width: 800,
        height: 600,
        kind: 'photo',
      },
    ])
    expect(
      images.slice(2).map((image) => image.kind),
      'the illustration and the drawings follow the photographs',
    ).toEqual(['illustration', ...drawProduct(withPhoto.slug, withPhoto).map(() => 'drawing')])
    expect(cardImage(withPhoto.slug, withPhoto, publicDir).src).toBe(`/products/${withPhoto.slug}/1.jpg`)
  })

  it('uses the images field when a product lists its photographs', () => {
    mkdirSync(join(publicDir, 'photos'), { recursive: true })
    writeFileSync(join(publicDir, 'photos', 'side.png'), png(1000, 750))
    const listed = { ...withoutPhoto, images: [{ src: '/photos/side.png', alt: 'The roller from the side, on a test stand' }] }
    expect(productImages(withoutPhoto.slug, listed, publicDir)[0]).toMatchObject({
      src: '/photos/side.png',
      alt: 'The roller from the side, on a test stand',
      width: 1000,
      height: 750,
      kind: 'photo',
    })
  })

  it('shows the illustration, then the drawings, when there is no photograph', () => {
    const images = productImages(withoutPhoto.slug, withoutPhoto, publicDir)
    const drawings = drawProduct(withoutPhoto.slug, withoutPhoto)
    expect(images.slice(1)).toEqual(
      drawings.map((d) => ({ src: `/drawings/${d.file}`, alt: d.alt, width: 800, height: 600, kind: 'drawing' })),
    )
    expect(cardImage(withoutPhoto.slug, withoutPhoto, publicDir)).toEqual({
      src: `/illustrations/${withoutPhoto.slug}.svg`,
      alt: images[0]?.alt,
      width: 800,
      height: 600,
    })
  })
})
