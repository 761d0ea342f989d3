/**
 * The 3D models of a product its geometry models (rolls, idler sets, pulleys): a STEP file per
 * size row, named by its part number, and a GLB of the lead row for the viewer on the product
 * page. Each is cached by the hash of its row's geometry and the modelling code, so the CAD kernel
 * loads only when something changed.
 */
import { readdirSync } from 'node:fs'
import { leadRowIndex } from '../../src/engineering/lead-row.ts'
import { isModelled, productGeometry, type GeometrySource } from '../../src/geometry/product-geometry.ts'
import { glbFile } from '../../src/models/glb-file.server.ts'
import { loadKernel } from '../../src/models/kernel.server.ts'
import { productModel, type ModelledSizes, type ProductModel } from '../../src/models/product-model.server.ts'
import { stepFile } from '../../src/models/step-file.server.ts'
import { cachedFile, codeHashOf, fileNameOf, hashOf, root, type Made } from './download-cache.ts'

const modelCode = () =>
  codeHashOf([
    ...readdirSync(`${root}src/models`).map((file) => `src/models/${file}`),
    'scripts/build/product-models.ts',
    'scripts/build/download-cache.ts',
    'package-lock.json',
  ])
let code: string | undefined

/**
 * The rows that get a STEP file: every row of rolls and pulleys (about 200 KB each: 523 files,
 * some 105 MB, measured 27 November 2026), but only the lead row of an idler set: a set's STEP
 * holds three to five rolls and its frame (about 340 KB), and its 364 rows would add some 120 MB
 * more, for sets a buyer lays out from their rolls' files anyway. Only the lead row of every
 * product (about 20 MB in all) is the fallback should the site's size matter more than the files.
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

/** The product's model files, or undefined when its geometry does not model it. */
export async function productModels(
  product: GeometrySource & { sizes: ModelledSizes },
  partNumbers: string[],
): Promise<ProductModels | undefined> {
  if (!isModelled(product)) return undefined
  code ??= modelCode()
  const built = new Map<number, ProductModel>()
  const modelOf = async (row: number): Promise<ProductModel> => {
    await loadKernel()
    const model = built.get(row) ?? productModel(product, row)
    if (!model) throw new Error(`3D model of "${product.name}": its geometry models no size row ${row + 1}`)
    built.set(row, model)
    return model
  }
  const partNumberOf = (row: number) => {
    const partNumber = partNumbers[row]
    if (!partNumber) throw new Error(`3D model of "${product.name}": size row ${row + 1} has no part number`)
    return partNumber
  }
  const rowHash = (row: number, kind: string) => hashOf(code ?? '', kind, product.name, JSON.stringify(productGeometry(product, row)))
  const steps = new Map<number, Made>()
  for (const row of stepRows(product.sizes)) {
    const partNumber = partNumberOf(row)
    const file = await cachedFile(fileNameOf(partNumber), 'step', `3D model ${partNumber}`, rowHash(row, 'step'), async () =>
      stepFile(partNumber, (await modelOf(row)).parts),
    )
    steps.set(row, file)
  }
  const lead = leadRowIndex(product.sizes)
  const leadNumber = partNumberOf(lead)
  const viewer = await cachedFile(`${fileNameOf(leadNumber)}-view`, 'glb', `3D view ${leadNumber}`, rowHash(lead, 'glb'), async () =>
    glbFile(leadNumber, (await modelOf(lead)).parts),
  )
  // The kernel's memory is not collected by JavaScript's: free each solid once its files are written.
  for (const model of built.values()) for (const part of model.parts) part.solid.delete()
  return { steps, viewer }
}
