/**
 * The 3D models of a sized product (rolls, idler sets, pulleys): a STEP file per size row, named by
 * its part number, and a GLB of the lead row for the viewer on the product page. Each is cached by
 * the hash of its row and the modelling code, so the kernel loads only when something changed.
 */
import { readdirSync } from 'node:fs'
import type { Shape3D } from 'replicad'
import { leadRowIndex } from '../../src/engineering/lead-row.ts'
import { glbFile } from '../../src/models/glb-file.server.ts'
import { loadKernel } from '../../src/models/kernel.server.ts'
import type { ModelPart } from '../../src/models/model-parts.ts'
import { productModel, type ModelledSizes } from '../../src/models/product-model.server.ts'
import { stepFile } from '../../src/models/step-file.server.ts'
import { cachedFile, codeHashOf, fileNameOf, hashOf, root, type Made } from './download-cache.ts'

const modelCode = () =>
  codeHashOf([
    ...readdirSync(`${root}src/models`).map((file) => `src/models/${file}`),
    'src/drawings/technical/idlers.ts',
    'src/drawings/technical/canvas.ts',
    'src/engineering/bearings.ts',
    'src/engineering/shaft-layout.ts',
    'scripts/build/product-models.ts',
    'scripts/build/download-cache.ts',
    'package-lock.json',
  ])
let code: string | undefined

/**
 * The rows that get a STEP file: every row of rolls and pulleys (50-90 KB each, about 30 MB for
 * the range), but only the lead row of an idler set: a set's STEP holds three to five rolls and
 * its frame (about 280 KB), and all 364 set rows would add some 100 MB, more than the whole site
 * weighs without them. The other sets are a phone call or an e-mail away.
 */
export function stepRows(sizes: ModelledSizes): number[] {
  if (sizes.type === 'idler-set') return [leadRowIndex(sizes)]
  return sizes.rows.map((_, index) => index)
}

export interface ProductModels {
  /** A STEP file by size row index, for the rows stepRows names. */
  steps: Map<number, Made>
  /** The lead row's GLB. */
  viewer: Made
}

export async function productModels(product: { name: string }, sizes: ModelledSizes, partNumbers: string[]): Promise<ProductModels> {
  code ??= modelCode()
  const built = new Map<number, ModelPart<Shape3D>[]>()
  const partsOf = async (row: number) => {
    await loadKernel()
    let parts = built.get(row)
    if (!parts) {
      parts = productModel(sizes, row, { product: product.name, partNumber: partNumberOf(row) })
      built.set(row, parts)
    }
    return parts
  }
  const partNumberOf = (row: number) => {
    const partNumber = partNumbers[row]
    if (!partNumber) throw new Error(`3D model of "${product.name}": size row ${row + 1} has no part number`)
    return partNumber
  }
  const rowHash = (row: number, kind: string) => {
    const { rows, ...rest } = sizes
    return hashOf(code ?? '', kind, product.name, partNumberOf(row), JSON.stringify(rows[row]), JSON.stringify(rest))
  }
  const steps = new Map<number, Made>()
  for (const row of stepRows(sizes)) {
    const partNumber = partNumberOf(row)
    const file = await cachedFile(fileNameOf(partNumber), 'step', `3D model ${partNumber}`, rowHash(row, 'step'), async () =>
      stepFile(partNumber, await partsOf(row)),
    )
    steps.set(row, file)
  }
  const lead = leadRowIndex(sizes)
  const leadNumber = partNumberOf(lead)
  const viewer = await cachedFile(`${fileNameOf(leadNumber)}-view`, 'glb', `3D view ${leadNumber}`, rowHash(lead, 'glb'), async () =>
    glbFile(leadNumber, await partsOf(lead)),
  )
  // The kernel's memory is not collected by JavaScript's: free each solid once its files are written.
  for (const parts of built.values()) for (const part of parts) part.solid.delete()
  return { steps, viewer }
}
