import { describe, expect, it } from 'vitest'
import { loadContent, type Product } from '@/content/content-store.server'
import { bearingShaftMismatches, overusedSentences } from '../support/text-checks'
import { findPlaceholder } from '../support/placeholders'

const content = loadContent()

/** The product's prose: what a reader reads as sentences (spec rows are data, shared by a family). */
function productProse(product: Product): string {
  return [
    product.summary, product.overview, ...product.features,
    ...product.applications, ...product.customisation, ...product.faq.flatMap((item) => [item.q, item.a]),
  ].join('\n')
}

function productText(product: Product): string {
  return [product.name, productProse(product), ...product.specs.map((row) => `${row.label}: ${row.value}.`)].join('\n')
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length
const describeOverused = (overused: Map<string, string[]>) => [...overused].map(([sentence, ids]) => `"${sentence}" in ${ids.join(', ')}`)

describe('product content', () => {
  it('gives every product an overview of 60-150 words, 4-6 features, 6+ spec rows and 2-3 questions', () => {
    for (const product of content.products) {
      expect(words(product.overview), product.path).toBeGreaterThanOrEqual(60)
      expect(words(product.overview), product.path).toBeLessThanOrEqual(150)
      expect(product.features.length, product.path).toBeGreaterThanOrEqual(4)
      expect(product.specs.length, product.path).toBeGreaterThanOrEqual(6)
      expect(product.faq.length, product.path).toBeGreaterThanOrEqual(2)
    }
  })

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
    { name: 'news', articles: content.news, min: 200, max: 700 },
    { name: 'knowledge', articles: content.knowledge, min: 350, max: 900 },
  ]
  for (const { name, articles, min, max } of sections) {
    it(`keeps every ${name} article within ${min}-${max} words`, () => {
      const outside = articles.filter((a) => a.wordCount < min || a.wordCount > max).map((a) => `${a.path}: ${a.wordCount}`)
      expect(outside).toEqual([])
    })

    it(`repeats no sentence of 8+ words in more than two ${name} articles, and has no placeholder`, () => {
      const overused = overusedSentences(articles.map((a) => ({ id: a.path, text: a.markdown })))
      expect(describeOverused(overused)).toEqual([])
      for (const article of articles) expect(findPlaceholder(`${article.meta.title}\n${article.meta.summary}\n${article.markdown}`), article.path).toBeUndefined()
    })
  }

  it('structures the knowledge library: headings in 150+ articles, tables in 60+', () => {
    expect(content.knowledge.filter((a) => a.headings.length > 0).length).toBeGreaterThanOrEqual(150)
    expect(content.knowledge.filter((a) => a.html.includes('<table')).length).toBeGreaterThanOrEqual(60)
  })

  it('has the news mix: 35+ delivery reports, 10+ machine, 15+ technical, 15+ product articles', () => {
    const count = (kind: string) => content.news.filter((a) => a.meta.kind === kind).length
    expect(count('delivery')).toBeGreaterThanOrEqual(35)
    expect(count('machine')).toBeGreaterThanOrEqual(10)
    expect(count('technical')).toBeGreaterThanOrEqual(15)
    expect(count('product')).toBeGreaterThanOrEqual(15)
  })
})
