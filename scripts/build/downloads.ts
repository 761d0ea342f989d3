/**
 * The build's downloads, made before the pages (the product pages list them): a PDF datasheet and
 * a DXF drawing per product, a DXF drawing and a STEP model per size row (product-models.ts), a
 * catalogue PDF per category and one for the whole range. Each file is
 * named by the hash of what it is made from (content, drawings, company details, revision date
 * and the generators' code) and kept in node_modules/.cache/downloads, so an unchanged product is
 * not drawn again. `copyDownloads` puts the listed files into dist/downloads after the pages.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { siteConfigValues } from '../../src/config/site-config.ts'
import { resolveSiteConfig } from '../../src/config/site-config.schema.ts'
import { sizeTableOf } from '../../src/content/catalogue-sizes.server.ts'
import { productsInList } from '../../src/content/catalogue.server.ts'
import { loadContent, type Product, type SiteContent } from '../../src/content/content-store.server.ts'
import { drawingsDxf, productCadViews } from '../../src/drawings/drawing-dxf.server.ts'
import { drawProduct } from '../../src/drawings/technical/product-drawings.server.ts'
import { requireSizeRows } from '../../src/geometry/product-geometry.ts'
import { cataloguePdf } from '../../src/downloads/catalogue-pdf.server.ts'
import { datasheetPdf, type Company, type DatasheetContent } from '../../src/downloads/datasheet-pdf.server.ts'
import {
  downloadsCacheDir,
  downloadsManifestFile,
  readDownloadsManifest,
  type DownloadsManifest,
} from '../../src/downloads/downloads-manifest.server.ts'
import { cachedFile, codeHashOf, fileNameOf, hashOf, root, type Made } from './download-cache.ts'
import { hasModelledRows } from '../../src/models/product-model.server.ts'
import { productModels } from './product-models.ts'

const generatorFiles = [
  'scripts/build/downloads.ts',
  'scripts/build/download-cache.ts',
  'src/downloads/datasheet-pdf.server.ts',
  'src/downloads/catalogue-pdf.server.ts',
  'src/drawings/drawing-dxf.server.ts',
  'src/drawings/sheet-geometry.ts',
  'src/drawings/model-views.ts',
  'package-lock.json',
]

/**
 * The date each product file last changed in git; the newest of them for a file git does not
 * know (a new product) or when there is no git history (an exported source tree).
 */
function revisionDates(products: Product[]): Map<string, string> {
  const dates = new Map<string, string>()
  try {
    const log = execFileSync('git', ['log', '--format=date %cs', '--name-only', '--', 'src/content/products'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    })
    let date = ''
    for (const line of log.split('\n')) {
      if (line.startsWith('date ')) date = line.slice(5)
      else if (line && !dates.has(line)) dates.set(line, date)
    }
  } catch {
    // No git: every datasheet carries the newest file date below.
  }
  const newest =
    [...dates.values()].sort().pop() ?? new Date(Math.max(...products.map((p) => statSync(p.file).mtimeMs))).toISOString().slice(0, 10)
  return new Map(products.map((p) => [p.slug, dates.get(relative(root, p.file).split('\\').join('/')) ?? newest]))
}

export async function buildDownloads(content: SiteContent, company: Company): Promise<{ manifest: DownloadsManifest; summary: string }> {
  // Every drawing and CAD file of a roll, idler set or pulley is built from its size rows: none may lack them.
  requireSizeRows(content.products)
  mkdirSync(downloadsCacheDir, { recursive: true })
  const code = codeHashOf(generatorFiles)
  const revised = revisionDates(content.products)
  const companyText = JSON.stringify(company)
  const manifest: DownloadsManifest = { products: {}, sizes: {}, models: {}, catalogues: {}, sources: {} }
  const sheets = new Map<string, { content: DatasheetContent; hash: string }>()
  let made = 0
  let modelSeconds = 0
  let reused = 0
  const count = (file: Made) => {
    if (file.made) made += 1
    else reused += 1
    manifest.sources[file.file.href] = relative(downloadsCacheDir, file.source)
  }
  for (const product of content.products) {
    const drawings = drawProduct(product.slug, product)
    const category = content.categories.find((c) => c.slug === product.category)
    const sheet: DatasheetContent = {
      name: product.name,
      category: category?.name ?? product.category,
      url: new URL(product.path, company.siteUrl).href,
      summary: product.summary,
      specs: product.specs,
      stock: product.stock,
      drawings: drawings.map(({ svg, title }) => ({ svg, title })),
      sizes: sizeTableOf(product),
      revised: revised.get(product.slug) ?? '',
    }
    const sheetHash = hashOf(code, companyText, JSON.stringify(sheet))
    sheets.set(product.slug, { content: sheet, hash: sheetHash })
    const pdf = await cachedFile(`${product.slug}-datasheet`, 'pdf', 'Datasheet', sheetHash, () => datasheetPdf(sheet, company))
    const views = productCadViews(product.slug, product)
    const dxfHash = hashOf(code, product.name, JSON.stringify(views))
    const dxf = await cachedFile(`${product.slug}-drawing`, 'dxf', 'CAD drawing', dxfHash, async () => drawingsDxf(product.name, views))
    count(pdf)
    count(dxf)
    manifest.products[product.slug] = [pdf.file, dxf.file]
    manifest.sizes[product.slug] = []
    const sizes = product.sizes
    // Products drawn from their size rows get a CAD drawing of every size and its 3D model, named by its part number.
    if (hasModelledRows(sizes)) {
      const partNumbers = (sheet.sizes?.rows ?? []).map((r) => r.partNumber)
      const modelsStarted = performance.now()
      const models = await productModels({ ...product, sizes }, partNumbers)
      modelSeconds += (performance.now() - modelsStarted) / 1000
      for (const [row, partNumber] of partNumbers.entries()) {
        const rowViews = productCadViews(product.slug, product, row)
        const rowHash = hashOf(code, product.name, partNumber, JSON.stringify(rowViews))
        const file = await cachedFile(fileNameOf(partNumber), 'dxf', `CAD drawing ${partNumber}`, rowHash, async () =>
          drawingsDxf(product.name, rowViews, partNumber),
        )
        count(file)
        manifest.sizes[product.slug]?.push(file.file)
        const step = models?.steps.get(row)
        if (step) {
          count(step)
          manifest.sizes[product.slug]?.push(step.file)
        }
      }
      if (models) {
        count(models.viewer)
        manifest.models[product.slug] = models.viewer.file
      }
    }
  }
  const catalogues: Array<{ key: string; name: string; title: string; slugs: string[] }> = [
    { key: 'all', name: 'catalogue', title: 'Product catalogue: the whole range', slugs: content.products.map((p) => p.slug) },
    ...content.categories.map((c) => ({
      key: c.slug,
      name: `${c.slug}-catalogue`,
      title: `${c.name}: catalogue`,
      slugs: productsInList(content, c.slug).map((p) => p.slug),
    })),
  ]
  for (const catalogue of catalogues) {
    const members = catalogue.slugs.map((slug) => sheets.get(slug)).filter((s) => s !== undefined)
    const date =
      members
        .map((m) => m.content.revised)
        .sort()
        .pop() ?? ''
    const hash = hashOf(code, catalogue.title, date, ...members.map((m) => m.hash))
    const file = await cachedFile(catalogue.name, 'pdf', catalogue.title, hash, () =>
      cataloguePdf(
        catalogue.title,
        members.map((m) => m.content),
        company,
        date,
      ),
    )
    count(file)
    manifest.catalogues[catalogue.key] = file.file
  }
  writeFileSync(downloadsManifestFile, `${JSON.stringify(manifest, null, 1)}\n`)
  return {
    manifest,
    summary: `downloads: ${made} made, ${reused} from the cache (${relative(root, downloadsCacheDir)}), ${modelSeconds.toFixed(1)} s of it on the 3D models`,
  }
}

/** Copies the files the manifest lists into outDir/downloads under their site names. */
export function copyDownloads(outDir: string, manifest: DownloadsManifest = readDownloadsManifest()): string {
  mkdirSync(join(outDir, 'downloads'), { recursive: true })
  let bytes = 0
  for (const [href, cacheName] of Object.entries(manifest.sources)) {
    copyFileSync(join(downloadsCacheDir, cacheName), join(outDir, href))
    bytes += statSync(join(outDir, href)).size
  }
  return `downloads: ${Object.keys(manifest.sources).length} files, ${Math.round(bytes / 1024)} KB, in /downloads`
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now()
  const { summary } = await buildDownloads(loadContent(), resolveSiteConfig(siteConfigValues, process.env))
  console.log(`${summary}, ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
