/** Writes the technical drawings of every product into /drawings (they follow any photographs) and its illustration into /illustrations. */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Product } from '../../src/content/content-store.server.ts'
import { drawProduct } from '../../src/drawings/technical/product-drawings.server.ts'
import { illustrateProduct } from '../../src/drawings/illustrations/product-illustration.server.ts'

/** Returns a one-line summary for the build log. */
export function writeProductDrawings(outDir: string, products: Product[]): string {
  const folder = join(outDir, 'drawings')
  const illustrations = join(outDir, 'illustrations')
  mkdirSync(folder, { recursive: true })
  mkdirSync(illustrations, { recursive: true })
  let files = 0
  let bytes = 0
  let illustrationBytes = 0
  for (const product of products) {
    for (const drawing of drawProduct(product.slug, product)) {
      writeFileSync(join(folder, drawing.file), drawing.svg)
      files += 1
      bytes += Buffer.byteLength(drawing.svg)
    }
    const illustration = illustrateProduct(product.slug, product)
    writeFileSync(join(illustrations, illustration.file), illustration.svg)
    illustrationBytes += Buffer.byteLength(illustration.svg)
  }
  return `product drawings: ${files} SVG files, ${Math.round(bytes / 1024)} KB, in /drawings; illustrations: ${products.length} SVG files, ${Math.round(illustrationBytes / 1024)} KB, in /illustrations`
}
