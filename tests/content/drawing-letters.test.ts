import { describe, expect, it } from 'vitest'
import { sizeTableOf } from '@/content/catalogue-sizes.server'
import { loadContent } from '@/content/content-store.server'
import { drawProduct } from '@/drawings/technical/product-drawings.server'
import { leadRowIndex } from '@/engineering/lead-row'
import type { ProductSizes } from '@/engineering/size-rows'

/**
 * Every product's drawings against its size table, as a buyer reads them side by side: each letter
 * the table's headers give a dimension is on the drawings, no drawing names a letter twice, and
 * no drawing names a letter the table does not have.
 */
const products = loadContent().products

/**
 * Products whose drawings are still made from their spec rows, not their size rows: their letters
 * do not yet follow the table. The test fails both on a new problem and on one of these put right,
 * so the list only ever shrinks.
 */
const stillToLetter = [
  'Roller Rebuild Kit: Bearing Cups, Seals and Circlips: never marks A, B, C',
  'Colliery Return Idler Roller: front elevation along the belt: names L, which its table does not have',
  'Mixed Idler Package for One Conveyor: never marks C',
  'Idler Frame: never marks A',
  'Self-Aligning Return Idler: never marks A, C',
  'Two-Roll Troughing Idler: never marks A, C',
  'Cast Iron Bearing Housing: never marks A, B, C',
  'Conveyor Roller Shaft: elevation: names L, which its table does not have',
  'Conveyor Roller Shaft: never marks A, B',
  'Conveyor Roller Tube: never marks A, B, C',
  'Flanged Bearing Housing: never marks A, B, C',
  'Impact Roller Rubber Ring: never marks A, C',
  'Labyrinth Seal: never marks A, B',
  'Nylon Bearing Housing: never marks A, B, C',
  'Outer Dust Cover: never marks A, B',
  'Deep Groove Ball Bearing for Rollers: section through the bearing: names D, which its table does not have',
  'Deep Groove Ball Bearing for Rollers: never marks A, C',
  'Roller Shaft Circlip: never marks A',
  'Stamped Bearing Housing: never marks A, B, C',
  'TK Bearing Housing Assembly: never marks A, B, C',
  'Rubber Conveyor Belt: never marks A, B',
  'Impact Bar: never marks A, B',
  'Impact Bed: never marks A, B',
  'Primary Belt Cleaner: never marks A',
  'Secondary Belt Cleaner: never marks A',
  'Steel Cord Conveyor Belt: never marks A, B',
  'V Plough Cleaner: never marks A',
]

/** The letters a drawing's texts name ("A = 465", "roll B = Ø133"), in the order they appear. */
function lettersIn(svg: string): string[] {
  const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '')
  return texts.flatMap((text) => [...text.matchAll(/(?:^|[\s(])([A-Z]) = /g)].map((m) => m[1] as string))
}

describe('drawings carry their size table letters', () => {
  it('draws every lettered dimension, each letter once per view and only the table letters, in every product', () => {
    const problems: string[] = []
    for (const product of products) {
      const table = sizeTableOf(product)
      const letters = (table?.columns ?? []).flatMap((column) => (column.letter ? [column.letter] : []))
      const drawings = drawProduct(product.slug, product)
      const seen = new Set<string>()
      for (const drawing of drawings) {
        const named = lettersIn(drawing.svg)
        const twice = named.filter((letter, i) => named.indexOf(letter) !== i)
        if (twice.length > 0) problems.push(`${drawing.title}: names ${[...new Set(twice)].join(', ')} twice`)
        const foreign = named.filter((letter) => !letters.includes(letter))
        if (foreign.length > 0) problems.push(`${drawing.title}: names ${[...new Set(foreign)].join(', ')}, which its table does not have`)
        named.forEach((letter) => seen.add(letter))
      }
      const missing = letters.filter((letter) => !seen.has(letter))
      if (missing.length > 0) problems.push(`${product.name}: never marks ${missing.join(', ')}`)
    }
    expect(problems).toEqual(stillToLetter)
  })
})

describe('the troughing idler, as the issue found it', () => {
  const product = products.find((p) => p.slug === 'troughing-idler')
  if (!product) throw new Error('no troughing idler')
  const [front, plan] = drawProduct(product.slug, product)

  it('draws the lead row its table names as drawn, with A, B and C each once', () => {
    const table = sizeTableOf(product)
    const lead = table?.rows[leadRowIndex(product.sizes as ProductSizes)]
    expect(table?.notes[0]).toContain(`which shows ${lead?.partNumber}`)
    // The lead row: 1000 mm belt at 20 deg, rolls 380 long, Ø108 on a 25 mm shaft.
    expect(front?.svg).toContain('belt width 1000')
    expect(front?.svg).toContain('20°')
    expect(front?.svg).toContain('A = 380')
    expect(front?.svg).toContain('roll B = Ø108')
    expect(front?.svg).not.toContain('belt B')
    expect(plan?.svg).toContain('C = shaft Ø25')
  })

  it('gives its plan view dimensions', () => {
    expect(plan?.dimensions.map((d) => d.label)).toEqual(['A = 380'])
  })
})
