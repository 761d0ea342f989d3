import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { sizeTableOf } from '@/content/catalogue-sizes.server'
import { productsInList } from '@/content/catalogue.server'
import { loadContent } from '@/content/content-store.server'
import { dimensionText } from '@/drawings/model-views'
import { drawProduct } from '@/drawings/technical/product-drawings.server'
import { productGeometry } from '@/geometry/product-geometry'
import { assertBuilt, distDir, readPage } from '../support/built-site'
import { datasheetProblems, dxfProblems, pdfText, readDxf, searchable } from '../support/download-checks'

beforeAll(assertBuilt)

const content = loadContent()
const kilobyte = 1024

/**
 * The dimension texts a product's DXF must carry: a roll, idler set or pulley's lettered
 * dimensions from its geometry, another product's dimensions as its drawings label them.
 */
function dimensionLabels(product: (typeof content.products)[number], row?: number): string[] {
  const geometry = productGeometry(product, row)
  if (geometry) return geometry.dimensions.filter((d) => d.letter !== undefined).map(dimensionText)
  return drawProduct(product.slug, product, row).flatMap((drawing) => drawing.dimensions.map((d) => d.label))
}

/** The downloads a built page links to, with the size in KB it states beside each. */
function linkedDownloads(path: string): Array<{ href: string; file: string; statedKb: number }> {
  const { document } = readPage(path)
  return [...document.querySelectorAll<HTMLAnchorElement>('a[download][href^="/downloads/"]')].map((anchor) => ({
    href: anchor.getAttribute('href') ?? '',
    file: join(distDir, anchor.getAttribute('href') ?? ''),
    statedKb: Number(/(\d+) KB/.exec(anchor.parentElement?.textContent ?? '')?.[1]),
  }))
}

const groups = Array.from({ length: Math.ceil(content.products.length / 15) }, (_, i) => content.products.slice(i * 15, (i + 1) * 15))

describe('product downloads', () => {
  for (const group of groups) {
    it(`${group[0]?.slug} to ${group.at(-1)?.slug}: a datasheet with the name and every part number, a DXF with every dimension`, async () => {
      for (const product of group) {
        const links = linkedDownloads(product.path)
        const pdf = links.find((link) => /-datasheet-[0-9a-f]{8}\.pdf$/.test(link.href))
        const dxf = links.find((link) => /-drawing-[0-9a-f]{8}\.dxf$/.test(link.href))
        if (!pdf || !dxf) throw new Error(`${product.path} does not link its datasheet and DXF: ${links.map((l) => l.href).join(', ')}`)
        for (const link of [pdf, dxf])
          expect(Math.round(statSync(link.file).size / kilobyte) || 1, `${link.href}: the size the page states`).toBe(link.statedKb)

        const pdfBytes = readFileSync(pdf.file)
        expect(pdfBytes.length, `${pdf.href} size`).toBeLessThanOrEqual(250 * kilobyte)
        const partNumbers = sizeTableOf(product)?.rows.map((row) => row.partNumber) ?? []
        expect(await datasheetProblems(pdfBytes, product.name, partNumbers), pdf.href).toEqual([])

        const dxfText = readFileSync(dxf.file, 'utf8')
        expect(dxfText.length, `${dxf.href} size`).toBeLessThanOrEqual(150 * kilobyte)
        expect(dxfProblems(dxfText, dimensionLabels(product)), dxf.href).toEqual([])
      }
    })
  }

  it('draws the DXF full size in millimetres: the Ø25 shaft of the belt conveyor roller has a 12.5 mm radius', () => {
    const [, dxf] = linkedDownloads('/roller/belt-conveyor-roller')
    const read = readDxf(readFileSync(dxf?.file ?? '', 'utf8'))
    if ('error' in read) throw new Error(read.error)
    expect(read.texts).toContainEqual({ text: 'A = 465', layer: 'dimensions' })
    expect(read.circles.some((c) => c.layer === 'outline' && Math.abs(c.radius - 12.5) < 0.1)).toBe(true)
  })

  it('links a CAD drawing of each size of the troughing idler, named by its part number and drawn from that row', () => {
    const product = content.products.find((p) => p.slug === 'troughing-idler')
    const rows = product && sizeTableOf(product)?.rows
    if (!product || !rows) throw new Error('the troughing idler lacks its sizes')
    const links = linkedDownloads(product.path).filter(
      (link) => !/-(datasheet|drawing)-[0-9a-f]{8}\./.test(link.href) && link.href.endsWith('.dxf'),
    )
    expect(links).toHaveLength(rows.length)
    rows.forEach((row, i) => {
      const link = links[i]
      const name = row.partNumber
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
      expect(link?.href).toMatch(new RegExp(`^/downloads/${name}-[0-9a-f]{8}\\.dxf$`))
      const dxfText = readFileSync(link?.file ?? '', 'utf8')
      const read = readDxf(dxfText)
      if ('error' in read) throw new Error(read.error)
      expect(
        read.texts.some((t) => t.text.includes(row.partNumber)),
        row.partNumber,
      ).toBe(true)
      expect(dxfProblems(dxfText, dimensionLabels(product, i)), row.partNumber).toEqual([])
    })
  })

  it('finds a cut-off datasheet or DXF broken, and a datasheet without a part number incomplete', async () => {
    const [pdf, dxf] = linkedDownloads('/roller/belt-conveyor-roller')
    const product = content.products.find((p) => p.slug === 'belt-conveyor-roller')
    if (!pdf || !dxf || !product) throw new Error('the belt conveyor roller lacks its downloads')
    const partNumbers = sizeTableOf(product)?.rows.map((row) => row.partNumber) ?? []
    const pdfBytes = readFileSync(pdf.file)
    const dxfText = readFileSync(dxf.file, 'utf8')
    expect(await datasheetProblems(pdfBytes, product.name, partNumbers)).toEqual([])
    expect(await datasheetProblems(pdfBytes.subarray(0, Math.floor(pdfBytes.length * 0.7)), product.name, partNumbers)).not.toEqual([])
    expect(await datasheetProblems(pdfBytes, product.name, [...partNumbers, 'CR-D-999x999-6999'])).toEqual([
      '"CR-D-999x999-6999" is not in the text',
    ])
    expect(dxfProblems(dxfText.slice(0, Math.floor(dxfText.length * 0.7)), ['A = 465'])).not.toEqual([])
    expect(dxfProblems(dxfText.replace(/\nA = 465\n/, '\nA = 466\n'), ['A = 465'])).toEqual([
      'dimension "A = 465" is not on the dimensions layer',
    ])
  })
})

describe('catalogues', () => {
  const lists = [
    { path: '/products', names: content.products.map((p) => p.name) },
    ...content.categories.map((c) => ({ path: c.path, names: productsInList(content, c.slug).map((p) => p.name) })),
  ]
  for (const list of lists) {
    it(`${list.path} links its catalogue: contents with every product and its page, then the products`, async () => {
      const [catalogue] = linkedDownloads(list.path)
      if (!catalogue) throw new Error(`${list.path} links no catalogue`)
      const read = await pdfText(readFileSync(catalogue.file))
      if ('error' in read) throw new Error(`${catalogue.href}: ${read.error}`)
      expect(read.pages).toBeGreaterThan(list.names.length)
      const contents = read.text.slice(read.text.indexOf('Contents'), read.text.indexOf('Contents') + list.names.length * 120)
      for (const name of list.names)
        expect(contents, `${catalogue.href}: contents`).toMatch(
          new RegExp(`${searchable(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+`),
        )
    })
  }
})
