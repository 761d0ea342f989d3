import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '@/content/content-store.server'
import { brokenContent } from '../support/content-copy'

const { copy: contentCopy, problemsOf } = brokenContent()

describe('content validation', () => {
  it('accepts the real content', () => {
    const content = loadContent()
    expect(content.categories).toHaveLength(7)
    expect(content.products.length).toBeGreaterThan(120)
  })

  it('stops on a product without a name, naming the file and the field', () => {
    const root = contentCopy()
    const file = join(root, 'products', 'roller', 'belt-conveyor-roller.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^name:.*\n/m, ''))
    expect(problemsOf(root)).toMatch(/products\/roller\/belt-conveyor-roller\.yaml: field "name": is missing/)
  })

  it('names each bad field: too few spec rows, an unknown field, a bad category', () => {
    const root = contentCopy()
    const file = join(root, 'products', 'roller', 'belt-conveyor-roller.yaml')
    const source = readFileSync(file, 'utf8').replace(/^specs:\n(?: {2}.*\n)+/m, 'specs:\n  - label: Roll diameter\n    value: 89 mm\n')
    writeFileSync(file, `${source}\ncolour: blue\nalsoListedIn: belts\n`)
    const message = problemsOf(root)
    expect(message).toMatch(/belt-conveyor-roller\.yaml: field "specs": needs at least 6 specification rows/)
    expect(message).toMatch(/belt-conveyor-roller\.yaml: field "colour": is not a field of this file/)
    expect(message).toMatch(/belt-conveyor-roller\.yaml: field "alsoListedIn"/)
  })

  it('stops on a product under others/ that does not say what it is beside its primary', () => {
    const root = contentCopy()
    const file = join(root, 'products', 'others', 'conveyor-idler-set.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^differs:.*\n/m, ''))
    expect(problemsOf(root)).toMatch(
      /others\/conveyor-idler-set\.yaml: field "differs": is missing: a product under others\/ says what it is beside its primary/,
    )
  })

  it('stops on a lead product that is not a product, or is listed twice, naming the entry', () => {
    const root = contentCopy()
    const file = join(root, 'lead-products.yaml')
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('  - idler/flat-return-idler\n', '  - idler/troughing-idlr\n  - idler/troughing-idler\n'),
    )
    const message = problemsOf(root)
    expect(message).toMatch(/lead-products\.yaml: field "products\.1": idler\/troughing-idlr is not a product/)
    expect(message).toMatch(/lead-products\.yaml: field "products\.2": idler\/troughing-idler is listed twice/)
  })

  it('rejects an impossible date, a future date and a missing summary in articles', () => {
    const root = contentCopy()
    const [first, second, third] = loadContent().news
    if (!first || !second || !third) throw new Error('no news')
    const firstFile = join(root, 'news', `${first.slug}.md`)
    writeFileSync(firstFile, readFileSync(firstFile, 'utf8').replace(/^date: .*$/m, 'date: 2023-02-30'))
    const secondFile = join(root, 'news', `${second.slug}.md`)
    writeFileSync(secondFile, readFileSync(secondFile, 'utf8').replace(/^summary:[\s\S]*?(?=^---)/m, ''))
    const thirdFile = join(root, 'news', `${third.slug}.md`)
    writeFileSync(thirdFile, readFileSync(thirdFile, 'utf8').replace(/^date: .*$/m, 'date: 2999-01-04'))
    const message = problemsOf(root)
    expect(message).toContain(`${first.slug}.md: field "date": is not a real calendar date`)
    expect(message).toContain(`${second.slug}.md: field "summary": is missing`)
    expect(message).toContain(`${third.slug}.md: field "date": 2999-01-04 is in the future`)
  })

  it('reports broken YAML with the file name', () => {
    const root = contentCopy()
    writeFileSync(join(root, 'categories', 'pulley.yaml'), 'name: [unclosed\n')
    expect(problemsOf(root)).toMatch(/categories\/pulley\.yaml: file: YAML syntax/)
  })
  it('requires stock truth, and a primary product that exists and is linked for products under others/', () => {
    const root = contentCopy()
    const roller = join(root, 'products', 'roller', 'belt-conveyor-roller.yaml')
    writeFileSync(roller, readFileSync(roller, 'utf8').replace(/^stock:\n(?: {2}.*\n)+/m, ''))
    const guide = join(root, 'products', 'others', 'belt-conveyor-guide-idler-roller.yaml')
    writeFileSync(guide, readFileSync(guide, 'utf8').replace(/^primary:.*\n/m, ''))
    const impact = join(root, 'products', 'others', 'belt-impact-conveyor-idler.yaml')
    writeFileSync(impact, readFileSync(impact, 'utf8').replace(/^primary:.*\n/m, 'primary: idler/no-such-idler\n'))
    const flat = join(root, 'products', 'others', 'flat-conveyor-idler.yaml')
    writeFileSync(flat, readFileSync(flat, 'utf8').replace('](/idler/picking-idler)', '](/idler/picking-idlers)'))
    const message = problemsOf(root)
    expect(message).toMatch(/belt-conveyor-roller\.yaml: field "stock": is missing/)
    expect(message).toMatch(/belt-conveyor-guide-idler-roller\.yaml: field "primary": is missing/)
    expect(message).toMatch(/belt-impact-conveyor-idler\.yaml: field "primary": idler\/no-such-idler is not a product/)
    expect(message).toMatch(/flat-conveyor-idler\.yaml: field "overview": links \/idler\/picking-idlers, which is not a product/)
    expect(message).toMatch(/flat-conveyor-idler\.yaml: field "overview": does not link its primary product \/idler\/picking-idler/)
  })
})
