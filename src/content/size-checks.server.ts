/**
 * The engineering rules over every product's size rows, and the site-wide ones: a series code
 * belongs to one product and a part number to one size.
 */
import { relative } from 'node:path'
import { partNumberOf } from '../engineering/part-numbers.ts'
import { standardCoverage, standardCovers, standardDocument, standardSubjectOf } from '../engineering/size-rows.ts'
import { sizeRuleBreaches } from '../engineering/size-rules.ts'
import type { ProductRecord } from './schemas.ts'

interface SizedProduct extends Pick<ProductRecord, 'sizes'> {
  file: string
}

export interface SizeProblem {
  file: string
  field: string
  problem: string
}

export function checkSizes(products: readonly SizedProduct[]): SizeProblem[] {
  const problems: SizeProblem[] = []
  const seriesOwner = new Map<string, string>()
  const codeOwner = new Map<string, string>()
  for (const product of products) {
    const sizes = product.sizes
    if (!sizes) continue
    const rowsField = sizes.type === 'machine' ? 'sizes.models' : 'sizes.rows'
    for (const breach of sizeRuleBreaches(sizes)) {
      problems.push({
        file: product.file,
        field: `${rowsField}.${breach.row - 1}`,
        problem: `row ${breach.row} breaks the ${breach.rule} rule: ${breach.message}`,
      })
    }
    if ('standard' in sizes) {
      const subject = standardSubjectOf(sizes.type, sizes.type === 'part' ? sizes.part : undefined)
      if (!standardCovers(sizes.standard, subject)) {
        problems.push({
          file: product.file,
          field: 'sizes.standard',
          problem: `the caption standard ${standardDocument(sizes.standard, subject)} does not cover ${subject ?? sizes.type}s (it covers ${(standardCoverage[standardDocument(sizes.standard, subject)] ?? []).join(', ') || 'nothing we make'})`,
        })
      }
    }
    const owner = seriesOwner.get(sizes.series)
    if (owner)
      problems.push({
        file: product.file,
        field: 'sizes.series',
        problem: `${sizes.series} is already the series of ${relative(process.cwd(), owner)}`,
      })
    else seriesOwner.set(sizes.series, product.file)
    const rows: unknown[] = sizes.type === 'machine' ? sizes.models : sizes.rows
    rows.forEach((row, i) => {
      const code = partNumberOf(sizes, row as never)
      const other = codeOwner.get(code)
      if (other && other !== product.file)
        problems.push({
          file: product.file,
          field: `${rowsField}.${i}`,
          problem: `row ${i + 1}: part number ${code} is also a size of ${relative(process.cwd(), other)}`,
        })
      else codeOwner.set(code, product.file)
    })
  }
  return problems
}
