import { describe, expect, it } from 'vitest'
import { finderIndex } from '@/screens/finder/finder.loader.server'
import { loadFixtureCatalogue } from '../../fixtures/catalogue'

describe('the finder index', () => {
  it('lists each product before the near-copies under /others that name it as their primary', () => {
    const content = loadFixtureCatalogue()
    const index = finderIndex(content)
    const position = new Map(index.products.map((product, i) => [product[1], i]))
    const copies = content.products.filter(
      (product) => product.primary && position.has(product.path) && position.has(`/${product.primary}`),
    )
    expect(copies.map((copy) => `${copy.path} -> /${copy.primary}`)).toEqual([
      '/others/conveyor-idler-set -> /idler/troughing-idler',
      '/others/conveyor-impact-idler -> /idler/impact-idler',
    ])
    for (const copy of copies) expect(position.get(`/${copy.primary}`), copy.path).toBeLessThan(position.get(copy.path) ?? -1)
  })
})
