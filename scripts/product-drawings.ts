/** Writes the technical drawings of every product that shows drawings (no photographs) into /drawings. */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Product } from '../src/content/content-store.server.ts'
import { drawProduct } from '../src/content/drawings/product-drawings.server.ts'
import { defaultPublicDir, productImages } from '../src/content/product-images.server.ts'

/** Returns a one-line summary for the build log. */
export function writeProductDrawings(outDir: string, products: Product[], publicDir: string = defaultPublicDir): string {
  const folder = join(outDir, 'drawings')
  mkdirSync(folder, { recursive: true })
  let files = 0
  let bytes = 0
  for (const product of products) {
    if (productImages(product.slug, product, publicDir)[0]?.kind !== 'drawing') continue
    for (const drawing of drawProduct(product.slug, product)) {
      writeFileSync(join(folder, drawing.file), drawing.svg)
      files += 1
      bytes += Buffer.byteLength(drawing.svg)
    }
  }
  return `product drawings: ${files} SVG files, ${Math.round(bytes / 1024)} KB, in /drawings`
}
