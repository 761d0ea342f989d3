import { describe, expect, it } from 'vitest'
import { loadContent, type Product } from '@/content/content-store.server'
import { bearingShaftMismatches, overusedSentences } from '../support/text-checks'
import { findPlaceholder } from '../support/placeholders'

const content = loadContent()

/** The product's prose: what a reader reads as sentences (spec rows are data, shared by a family). */
function productProse(product: Product): string {
  return [
    product.summary,
    product.overview,
    ...product.features,
    ...product.applications,
    ...product.customisation,
    ...product.faq.flatMap((item) => [item.q, item.a]),
  ].join('\n')
}

function productText(product: Product): string {
  return [product.name, productProse(product), ...product.specs.map((row) => `${row.label}: ${row.value}.`)].join('\n')
}

const describeOverused = (overused: Map<string, string[]>) => [...overused].map(([sentence, ids]) => `"${sentence}" in ${ids.join(', ')}`)

describe('product content', () => {
  it('never repeats an overview, and no sentence of 8+ words is in more than two products', () => {
    expect(new Set(content.products.map((p) => p.overview)).size).toBe(content.products.length)
    const overused = overusedSentences(content.products.map((p) => ({ id: p.path, text: productProse(p) })))
    expect(describeOverused(overused)).toEqual([])
  })

  it('has no placeholder text', () => {
    for (const product of content.products) expect(findPlaceholder(productText(product)), product.path).toBeUndefined()
  })

  it('pairs every 62xx/63xx bearing with a shaft of its bore', () => {
    const problems = content.products.flatMap((p) => bearingShaftMismatches(productText(p)).map((problem) => `${p.path}: ${problem}`))
    expect(problems).toEqual([])
  })
})

describe('articles', () => {
  const sections = [
    { name: 'news', articles: content.news },
    { name: 'knowledge', articles: content.knowledge },
  ]
  for (const { name, articles } of sections) {
    it(`repeats no sentence of 8+ words in more than two ${name} articles, and has no placeholder`, () => {
      const overused = overusedSentences(articles.map((a) => ({ id: a.path, text: a.markdown })))
      expect(describeOverused(overused)).toEqual([])
      for (const article of articles)
        expect(findPlaceholder(`${article.meta.title}\n${article.meta.summary}\n${article.markdown}`), article.path).toBeUndefined()
    })
  }
})
