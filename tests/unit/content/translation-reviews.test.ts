import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readTranslationReviews, shortHash } from '@/content/translation-reviews.server'

const glossary = 'language: es\nterms: []\n'
const pageText = 'name: Rodillo\n'

/** A language folder with one translated product and the given review files. */
function languageFolder(reviews: Record<string, string>, page = pageText) {
  const folder = mkdtempSync(join(tmpdir(), 'reviews-'))
  mkdirSync(join(folder, 'products', 'roller'), { recursive: true })
  mkdirSync(join(folder, 'reviews'))
  writeFileSync(join(folder, 'glossary.yaml'), glossary)
  writeFileSync(join(folder, 'products', 'roller', 'a-roller.yaml'), page)
  for (const [name, text] of Object.entries(reviews)) writeFileSync(join(folder, 'reviews', name), text)
  return folder
}

const entry = (fields: Partial<Record<string, string>> = {}) =>
  [
    `- file: ${fields.file ?? 'products/roller/a-roller.yaml'}`,
    `  sha256: ${fields.sha256 ?? shortHash(pageText)}`,
    `  glossary: ${fields.glossary ?? shortHash(glossary)}`,
    `  date: ${fields.date ?? '2026-11-27'}`,
    `  checked: ${fields.checked ?? '[terms, figures, sense]'}`,
    `  changed: ${fields.changed ?? 'nothing'}`,
  ].join('\n') + '\n'

describe('the translation reviews', () => {
  it('publish a file whose review matches it as it is', () => {
    const result = readTranslationReviews(languageFolder({ 'products-roller.yaml': entry() }), '2026-11-28')
    expect(result.problems).toEqual([])
    expect([...result.reviewed]).toEqual(['products/roller/a-roller.yaml'])
    expect(result.drafts).toEqual([])
  })

  it('keep a file never reviewed as a draft, without failing', () => {
    const result = readTranslationReviews(languageFolder({}), '2026-11-28')
    expect(result.problems).toEqual([])
    expect(result.reviewed.size).toBe(0)
    expect(result.drafts).toEqual(['products/roller/a-roller.yaml'])
  })

  it('stop at a file changed after its review, naming both hashes', () => {
    const result = readTranslationReviews(languageFolder({ 'products-roller.yaml': entry() }, 'name: Rodillo de carga\n'), '2026-11-28')
    expect(result.reviewed.size).toBe(0)
    expect(result.problems).toHaveLength(1)
    expect(result.problems[0]?.problem).toContain(`sha256 ${shortHash(pageText)}, now ${shortHash('name: Rodillo de carga\n')}`)
  })

  it('refuse an entry for a missing file, a second entry, a day to come and a bad field, naming the field', () => {
    const reviews = {
      'a.yaml': entry() + entry({ file: 'products/roller/gone.yaml' }),
      'b.yaml': entry() + entry({ date: '2026-12-01' }).replace('products/roller/a-roller.yaml', 'categories/roller.yaml'),
      'c.yaml': entry({ sha256: 'abc', checked: '[]' }),
    }
    const folder = languageFolder(reviews)
    mkdirSync(join(folder, 'categories'))
    writeFileSync(join(folder, 'categories', 'roller.yaml'), 'name: Rodillos\n')
    const problems = readTranslationReviews(folder, '2026-11-28').problems.map(({ field, problem }) => `${field}: ${problem}`)
    expect(problems).toEqual([
      '1.file: names products/roller/gone.yaml, which does not exist',
      '0.file: reviews products/roller/a-roller.yaml a second time (also in entry a.yaml #0)',
      '1.date: is 2026-12-01, a day still to come',
      '0.sha256: must be the first 16 hex digits of a sha256 (sha256sum FILE | cut -c1-16)',
      '0.checked: must name what was checked',
    ])
  })

  it('hash a file as sha256sum does', () => {
    expect(shortHash('abc')).toBe('ba7816bf8f01cfea')
  })
})
