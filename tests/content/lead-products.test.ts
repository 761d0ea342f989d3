import { describe, expect, it } from 'vitest'
import { leadProducts, oneProductPerCategory, productsInList, relatedProducts } from '@/content/catalogue.server'
import { loadContent } from '@/content/content-store.server'
import { pageSizes } from '@/content/page-sizes'

const content = loadContent()
const slugs = (products: { slug: string }[]) => products.map((product) => product.slug)

describe('lead products: what most buyers come for comes first', () => {
  it('opens each category list with its lead products in their order, then the rest by name', () => {
    const idlers = productsInList(content, 'idler')
    expect(slugs(idlers).slice(0, 3)).toEqual(['troughing-idler', 'flat-return-idler', 'impact-idler'])
    expect(slugs(idlers).slice(0, pageSizes.products)).toContain('troughing-idler')
    const rest = idlers.filter((product) => product.lead === undefined).map((product) => product.name)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)))
    expect(slugs(productsInList(content, 'pulley')).slice(0, 3)).toEqual(['drive-pulley', 'tail-pulley', 'bend-pulley'])
  })

  it("leads the home page with the core sets, rolls and pulleys, and the 404 and search pages with each category's first", () => {
    expect(slugs(leadProducts(content, 4))).toEqual(['troughing-idler', 'flat-return-idler', 'impact-idler', 'drive-pulley'])
    expect(slugs(oneProductPerCategory(content))).toEqual(
      expect.arrayContaining(['belt-conveyor-roller', 'troughing-idler', 'drive-pulley']),
    )
  })

  it("keeps every list the same size, so the route table's page counts hold", () => {
    for (const category of content.categories) {
      const listed = productsInList(content, category.slug)
      expect(new Set(slugs(listed)).size, category.slug).toBe(listed.length)
    }
    expect(productsInList(content, 'products')).toHaveLength(content.products.length)
  })

  it("suggests a product's neighbours in list order, never the product itself", () => {
    const troughing = content.products.find((product) => product.slug === 'troughing-idler')!
    const related = slugs(relatedProducts(content, troughing))
    expect(related).toEqual(['flat-return-idler', 'impact-idler', 'v-return-idler', 'self-aligning-troughing-idler'])
  })
})
