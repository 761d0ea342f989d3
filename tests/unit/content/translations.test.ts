import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTranslations, translateProduct } from '@/content/translations.server'
import { loadFixtureCatalogue } from '../../fixtures/catalogue'

/** The translated fixture: one Spanish and one Russian product and category, copies of the real ones. */
const fixtureRoot = join(import.meta.dirname, '..', '..', 'fixtures', 'translated-content')
const overlay = (language: string, file: string) => join('translations', language, file)
const productFile = (language: string) => overlay(language, 'products/roller/belt-conveyor-roller.yaml')

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A copy of the fixture with one file edited by `edit`; returns the copy's root. */
function fixtureWith(file: string, edit: (source: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'translations-'))
  roots.push(root)
  cpSync(fixtureRoot, root, { recursive: true })
  writeFileSync(join(root, file), edit(readFileSync(join(root, file), 'utf8')))
  return root
}

/** The build's refusal of the edited fixture, as its message. */
function refusalOf(file: string, edit: (source: string) => string): string {
  try {
    loadTranslations(loadFixtureCatalogue(), fixtureWith(file, edit))
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the translations were accepted')
}

describe('loadTranslations', () => {
  it('reads the overlays of each language, keyed by the English path', () => {
    const translations = loadTranslations(loadFixtureCatalogue(), fixtureRoot)
    expect([...translations.es.products.keys()]).toEqual(['/roller/belt-conveyor-roller'])
    expect([...translations.ru.categories.keys()]).toEqual(['/roller'])
    expect(translations.es.glossary.terms.length).toBeGreaterThan(50)
  })

  it('puts the words of an overlay over the English product and keeps its figures', () => {
    const content = loadFixtureCatalogue()
    const english = content.products.find((product) => product.path === '/roller/belt-conveyor-roller')!
    const spanish = translateProduct(english, loadTranslations(content, fixtureRoot).es.products.get(english.path)!)
    expect(spanish.name).toBe('Rodillo para transportador de banda')
    expect(spanish.sizes).toBe(english.sizes)
    expect(spanish.path).toBe(english.path)
  })

  it('refuses a field the format does not have, naming file and field', () => {
    const message = refusalOf(productFile('es'), (source) => `${source}sizes: []\n`)
    expect(message).toContain('belt-conveyor-roller.yaml: field "sizes": is not a field of this file')
  })

  it('refuses a missing field', () => {
    expect(refusalOf(productFile('ru'), (source) => source.replace(/^summary:[\s\S]*?(?=^overview:)/m, ''))).toMatch(
      /ru[\\/]products[\\/]roller[\\/]belt-conveyor-roller\.yaml: field "summary": is missing/,
    )
  })

  it('refuses an array shorter than the English', () => {
    const message = refusalOf(productFile('es'), (source) => source.replace(/^ {2}- Marca propia.*\n/m, ''))
    expect(message).toContain('field "customisation": has 4 items; the English has 5, in the same order')
  })

  it('refuses a figure left out', () => {
    const message = refusalOf(productFile('es'), (source) => source.replace('value: 400-2400 mm', 'value: 400-2000 mm'))
    expect(message).toContain('field "specs.6.value": is missing the figure 2400 of the English')
  })

  it('refuses an "avoid" word of the glossary', () => {
    const message = refusalOf(productFile('es'), (source) => source.replace('para bandas de hasta', 'para correas de hasta'))
    expect(message).toContain('field "faq.1.a": uses "correa", which the glossary says to avoid')
  })

  it('refuses an English sentence left in a translation', () => {
    const message = refusalOf(overlay('ru', 'categories/roller.yaml'), (source) =>
      source.replace(/^name: .*$/m, 'name: The rollers of the conveyor and its parts'),
    )
    expect(message).toMatch(/ru[\\/]categories[\\/]roller\.yaml: field "name": reads as English/)
  })

  it('refuses a link added to the translation', () => {
    const message = refusalOf(productFile('ru'), (source) => source.replace('Карьеры щебня', 'Карьеры [щебня](/idler/troughing-idler)'))
    expect(message).toContain('field "applications.4": adds the link to /idler/troughing-idler')
  })

  it('refuses an overlay of a product that has no English file', () => {
    const root = fixtureWith(productFile('es'), (source) => source)
    cpSync(join(root, productFile('es')), join(root, overlay('es', 'products/roller/no-such-roller.yaml')))
    expect(() => loadTranslations(loadFixtureCatalogue(), root)).toThrow(
      'translates /roller/no-such-roller, which is not an English product',
    )
  })

  it('refuses broken YAML, naming the file', () => {
    expect(refusalOf(overlay('es', 'categories/roller.yaml'), (source) => source.replace(/^name: (.*)$/m, 'name: [$1'))).toMatch(
      /es[\\/]categories[\\/]roller\.yaml: file: YAML syntax/,
    )
  })

  it('publishes only reviewed overlays: a draft is read and checked but has no page', () => {
    const root = fixtureWith(overlay('es', 'reviews/fixture.yaml'), (source) => source.replace(/^- file: products[\s\S]*$/m, ''))
    const translations = loadTranslations(loadFixtureCatalogue(), root)
    expect(translations.es.products.size).toBe(0)
    expect(translations.es.drafts).toEqual(['products/roller/belt-conveyor-roller.yaml'])
    expect([...translations.es.categories.keys()]).toEqual(['/roller'])
  })

  it('refuses an overlay changed after its review', () => {
    const message = refusalOf(productFile('ru'), (source) => source.replace('Карьеры щебня', 'Карьеры гравия'))
    expect(message).toMatch(/belt-conveyor-roller\.yaml: file: was changed after its review/)
  })
})
