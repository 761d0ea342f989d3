/** Writes the technical drawings of every product into /drawings (they follow any photographs). */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Product } from '../src/content/content-store.server.ts'
import { drawProduct } from '../src/content/drawings/product-drawings.server.ts'

/** Returns a one-line summary for the build log. */
export function writeProductDrawings(outDir: string, products: Product[]): string {
  const folder = join(outDir, 'drawings')
  mkdirSync(folder, { recursive: true })
  let files = 0
  let bytes = 0
  for (const product of products) {
    for (const drawing of drawProduct(product.slug, product)) {
      writeFileSync(join(folder, drawing.file), drawing.svg)
      files += 1
      bytes += Buffer.byteLength(drawing.svg)
    }
  }
  return `product drawings: ${files} SVG files, ${Math.round(bytes / 1024)} KB, in /drawings`
}
