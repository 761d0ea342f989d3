import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { Resvg } from '@resvg/resvg-js'
import { JSDOM } from 'jsdom'
import { afterAll, describe, expect, it } from 'vitest'
import { loadContent, type Product } from '@/content/content-store.server'
import { illustrateProduct } from '@/drawings/illustrations/product-illustration.server'
import { productImages } from '@/content/product-images.server'

const { products } = loadContent()
const illustrated = products.map((product) => ({ product, illustration: illustrateProduct(product.slug, product) }))
// No photographs: every product shows what the build generates.
const publicDir = mkdtempSync(join(tmpdir(), 'illustrations-'))
afterAll(() => rmSync(publicDir, { recursive: true, force: true }))

/** The art alone: the title names the product, so two equal pictures would still differ there. */
const art = (svg: string) => svg.replace(/<title>[\s\S]*?<\/title>/, '')

/** Renders an illustration small and returns its pixels. */
function pixels(svg: string): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: 'width', value: 320 } }).render().pixels
}

/** Share of pixels that differ clearly between two pictures of the same size. */
function difference(a: string, b: string): number {
  const [p, q] = [pixels(a), pixels(b)]
  let changed = 0
  for (let i = 0; i < p.length; i += 4) {
    const delta = Math.max(
      Math.abs((p[i] ?? 0) - (q[i] ?? 0)),
      Math.abs((p[i + 1] ?? 0) - (q[i + 1] ?? 0)),
      Math.abs((p[i + 2] ?? 0) - (q[i + 2] ?? 0)),
    )
    if (delta > 24) changed += 1
  }
  return changed / (p.length / 4)
}

function product(slug: string): Product {
  const found = products.find((p) => p.slug === slug)
  if (!found) throw new Error(`no product ${slug}`)
  return found
}

/** A copy of a product with its middle size row (the one drawn) and drawing changed. */
function variant(base: Product, change: (copy: Product, row: Record<string, unknown>) => void): Product {
  const copy = structuredClone(base)
  const rows = (copy.sizes as { rows: Array<Record<string, unknown>> } | undefined)?.rows ?? []
  const row = rows[Math.floor((rows.length - 1) / 2)] ?? {}
  change(copy, row)
  return copy
}

/** Every pair of the pictures differs over more than `share` of the frame. */
function expectApart(pictures: Record<string, Product>, share: number): void {
  const svgs = Object.entries(pictures).map(([name, p]) => [name, illustrateProduct(p.slug, p).svg] as const)
  for (const [i, [nameA, a]] of svgs.entries()) {
    for (const [nameB, b] of svgs.slice(i + 1)) expect(difference(a, b), `${nameA} against ${nameB}`).toBeGreaterThan(share)
  }
}

describe('product illustrations', () => {
  it("writes well-formed SVG at the drawings' size, titled with its alt text", () => {
    for (const { product, illustration } of illustrated) {
      const document = new JSDOM(illustration.svg, { contentType: 'image/svg+xml' }).window.document
      expect(document.getElementsByTagName('parsererror').length, product.slug).toBe(0)
      const svg = document.documentElement
      expect([svg.getAttribute('width'), svg.getAttribute('height'), svg.getAttribute('viewBox')], product.slug).toEqual([
        '800',
        '600',
        '0 0 800 600',
      ])
      expect(document.querySelector('title')?.textContent, product.slug).toBe(illustration.alt)
      expect(illustration.alt, product.slug).toMatch(new RegExp(`^Illustration of the ${product.name.replace(/[()]/g, '.')}: .{30,}\\.$`))
      expect(illustration.svg, product.slug).not.toMatch(/NaN|undefined|Infinity|<text|<image|@font-face|data:/)
    }
  })

  it('keeps every illustration within 40 KB gzip', () => {
    for (const { product, illustration } of illustrated)
      expect(gzipSync(illustration.svg).length, product.slug).toBeLessThanOrEqual(40 * 1024)
  })

  it('shows the illustration first, then the drawings, on a product without photographs', () => {
    for (const { product, illustration } of illustrated) {
      const images = productImages(product.slug, product, publicDir)
      expect(images[0], product.slug).toEqual({
        src: `/illustrations/${product.slug}.svg`,
        alt: illustration.alt,
        width: 800,
        height: 600,
        kind: 'illustration',
      })
      expect(
        images.slice(1).map((image) => image.kind),
        product.slug,
      ).toContain('drawing')
    }
  })

  it('gives no two products the same first picture', () => {
    const byArt = new Map<string, string[]>()
    for (const { product } of illustrated) {
      const first = productImages(product.slug, product, publicDir)[0]
      expect(first?.kind, product.slug).toBe('illustration')
      const hash = createHash('sha256')
        .update(art(illustrateProduct(product.slug, product).svg))
        .digest('hex')
      byArt.set(hash, [...(byArt.get(hash) ?? []), product.slug])
    }
    expect([...byArt.values()].filter((slugs) => slugs.length > 1)).toEqual([])
  })

  it('draws what sets a roller apart: rings, discs, a spiral, a polymer shell', () => {
    // One size row, so the picture is the one roller (no range beside it) and only the feature differs.
    const base = variant(product('steel-conveyor-roller'), (copy, row) => {
      const sizes = copy.sizes
      if (sizes?.type === 'roller') sizes.rows = [row as (typeof sizes.rows)[number]]
    })
    const around = (kind: Product['drawing']['kind']) =>
      variant(base, (copy, row) => {
        copy.drawing = { kind }
        row.outside = Math.round((row.d as number) * 1.45)
      })
    const hdpe = variant(base, (copy) => {
      if (copy.sizes?.type === 'roller') copy.sizes.shell = 'hdpe'
    })
    expectApart({ plain: base, rings: around('impact-roller'), discs: around('disc-roller'), spiral: around('spiral-roller'), hdpe }, 0.01)
  })

  it('draws what sets a pulley apart: its lagging', () => {
    const base = product('drive-pulley')
    const lagged = (kind: 'plain' | 'diamond' | 'herringbone' | 'ceramic') =>
      variant(base, (copy) => {
        copy.drawing = { ...copy.drawing, lagging: kind }
        if (copy.sizes?.type === 'pulley') copy.sizes.lagging = { kind, thickness: 12 }
      })
    expectApart(
      { plain: lagged('plain'), diamond: lagged('diamond'), herringbone: lagged('herringbone'), ceramic: lagged('ceramic') },
      0.01,
    )
  })

  it('draws what sets an idler set apart: its trough angle and roll count', () => {
    const base = product('troughing-idler')
    const set = (angle: number, rolls: number) =>
      variant(base, (copy) => {
        for (const row of (copy.sizes as { rows: Array<Record<string, unknown>> }).rows) Object.assign(row, { angle, rolls })
        copy.drawing = { ...copy.drawing, troughAngle: undefined, rolls: undefined }
      })
    expectApart({ '20°': set(20, 3), '35°': set(35, 3), '45°': set(45, 3), 'five rolls': set(35, 5) }, 0.005)
  })
})
