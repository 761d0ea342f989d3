import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteConfigValues } from '@/config/site-config'
import { sizeTableOf } from '@/content/catalogue-sizes.server'
import { languageViewOf } from '@/content/language-view.server'
import { buildRouteTable } from '@/content/route-table.server'
import { translateSizeTable } from '@/content/size-table-words.server'
import { loadTranslations } from '@/content/translations.server'
import { loadFixtureCatalogue } from '../../fixtures/catalogue'

const content = loadFixtureCatalogue()
const translations = loadTranslations(content, join(import.meta.dirname, '..', '..', 'fixtures', 'translated-content'))
const roller = content.products.find((product) => product.path === '/roller/belt-conveyor-roller')!
const idler = content.products.find((product) => product.path === '/idler/troughing-idler')!

describe('languageViewOf', () => {
  it('gives a translated product its words and its address in the language, and leaves the others English', () => {
    const spanish = languageViewOf('es', translations)
    expect(spanish.product(roller)).toMatchObject({ name: 'Rodillo para transportador de banda', path: '/es/roller/belt-conveyor-roller' })
    expect(spanish.product(roller).sizes).toBe(roller.sizes)
    expect(spanish.product(idler)).toBe(idler)
  })

  it('links into the language only where the target page exists in it', () => {
    const russian = languageViewOf('ru', translations)
    expect(russian.link('/roller')).toBe('/ru/roller')
    expect(russian.link('/')).toBe('/ru')
    expect(russian.link('/idler')).toBe('/idler')
  })

  it('changes nothing in English', () => {
    const english = languageViewOf('en', translations)
    expect(english.product(roller)).toBe(roller)
    expect(english.link('/roller')).toBe('/roller')
  })
})

describe('the route table with translations', () => {
  const english = buildRouteTable(content, siteConfigValues)
  const table = buildRouteTable(content, siteConfigValues, translations)

  it('keeps the English entries first and unchanged', () => {
    expect(table.slice(0, english.length)).toEqual(english)
  })

  it('adds each language its home page and its translated categories (with their pages) and products', () => {
    const added = table.slice(english.length).map((entry) => entry.path)
    expect(added.filter((path) => path.startsWith('/es'))).toEqual([
      '/es',
      '/es/roller',
      ...english.filter((entry) => /^\/roller\/page-\d+$/.test(entry.path)).map((entry) => `/es${entry.path}`),
      '/es/roller/belt-conveyor-roller',
    ])
    const product = table.find((entry) => entry.path === '/ru/roller/belt-conveyor-roller')
    expect(product?.title).toBe('Ролик ленточного конвейера: производитель и поставщик в Китае - Example Conveyor')
    expect(product?.name).toBe('productsdetail')
  })
})

describe('translateSizeTable', () => {
  const table = sizeTableOf(roller)!

  it('translates the headers and notes and writes figures with a decimal comma, part numbers untouched', () => {
    const spanish = translateSizeTable(table, 'es')
    expect(spanish.columns.map((column) => column.label)).toContain('Capacidad de carga a 3,15 m/s')
    expect(spanish.rows.map((row) => row.partNumber)).toEqual(table.rows.map((row) => row.partNumber))
    expect(spanish.rows[0]?.cells.some((cell) => /^\d+,\d+$/.test(cell.text))).toBe(true)
    expect(spanish.notes[1]).toContain(`30\u202F000 h`)
    expect(spanish.englishNotes).toBeUndefined()
  })

  it('writes Russian units and keeps a note it has no wording for in English, marked so', () => {
    const russian = translateSizeTable({ ...table, notes: [...table.notes, 'A note nobody has translated.'] }, 'ru')
    expect(russian.columns.find((column) => column.label === 'Масса')?.unit).toBe('кг')
    expect(russian.englishNotes).toEqual([table.notes.length])
    expect(russian.notes.at(-1)).toBe('A note nobody has translated.')
  })

  it('returns an English table as it is', () => {
    expect(translateSizeTable(table, 'en')).toBe(table)
  })
})
