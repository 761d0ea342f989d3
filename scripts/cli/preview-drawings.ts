/**
 * Renders the product drawings and illustrations to PNG for a look without a browser:
 *   npx tsx scripts/cli/preview-drawings.ts [out-dir] [slug or drawing kind ...]
 * Default out-dir /tmp/drawings-preview; with no filter, every product. Illustrations are
 * written as {slug}-illustration.png beside the drawings.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { loadContent } from '../../src/content/content-store.server.ts'
import { drawProduct } from '../../src/drawings/technical/product-drawings.server.ts'
import { illustrateProduct } from '../../src/drawings/illustrations/product-illustration.server.ts'

const require = createRequire(import.meta.url)
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
// DejaVu Sans is wider than the system fonts the SVGs ask for: a label that fits here fits in a browser.
const font = {
  fontFiles: [join(fontDir, 'DejaVuSans.ttf'), join(fontDir, 'DejaVuSans-Bold.ttf')],
  loadSystemFonts: false,
  defaultFontFamily: 'DejaVu Sans',
  sansSerifFamily: 'DejaVu Sans',
}

const [outDir = '/tmp/drawings-preview', ...filters] = process.argv.slice(2)
mkdirSync(outDir, { recursive: true })
let count = 0
for (const product of loadContent().products) {
  if (filters.length > 0 && !filters.includes(product.slug) && !filters.includes(product.drawing.kind)) continue
  for (const drawing of drawProduct(product.slug, product)) {
    const png = new Resvg(drawing.svg, { fitTo: { mode: 'width', value: drawing.width }, font }).render().asPng()
    writeFileSync(join(outDir, drawing.file.replace(/\.svg$/, '.png')), png)
    count += 1
  }
  const illustration = illustrateProduct(product.slug, product)
  writeFileSync(
    join(outDir, `${product.slug}-illustration.png`),
    new Resvg(illustration.svg, { fitTo: { mode: 'width', value: illustration.width }, font }).render().asPng(),
  )
  count += 1
}
console.log(`${count} drawings and illustrations rendered to ${outDir}`)
