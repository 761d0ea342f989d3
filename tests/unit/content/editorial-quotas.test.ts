import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { countWords, productQuotaProblems, siteQuotaProblems } from '@/content/editorial-quotas.server'
import { fixtureContentRoot } from '../../fixtures/catalogue'
import { brokenContent } from '../../support/content-copy'

const { copy: catalogueCopy, problemsOf } = brokenContent(fixtureContentRoot)

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ')
const rows = (count: number) => Array.from({ length: count }, () => ({ d: 89, l: 200, shaft: 20, bearing: 6204, wall: 3 }))
const roller = { category: 'roller' as const, path: '/roller/a-roller', overview: words(80) }

describe('the per-file quotas', () => {
  it('count the words a reader reads: not link targets, code or markdown marks', () => {
    expect(countWords('A [roller](/roller/a-b) - **three** words?\n\n```\nnot these\n```\n| 1 |')).toBe(5)
  })

  it('accept a product within them, and name the field of each one a product breaks', () => {
    expect(productQuotaProblems({ ...roller, sizes: { rows: rows(3) } })).toEqual([])
    expect(productQuotaProblems({ ...roller, overview: words(59), sizes: { rows: rows(2) } })).toEqual([
      { field: 'overview', problem: 'needs at least 60 words; it has 59' },
      { field: 'sizes.rows', problem: 'needs at least 3 size rows under roller/; it has 2' },
    ])
    expect(productQuotaProblems({ ...roller, overview: words(151) })).toEqual([
      { field: 'overview', problem: 'may have at most 150 words; it has 151' },
      { field: 'sizes.rows', problem: 'needs at least 3 size rows under roller/; it has 0' },
    ])
    expect(
      productQuotaProblems({
        category: 'conveyor-roller-machine',
        path: '/conveyor-roller-machine/a',
        overview: words(60),
        sizes: { models: rows(1) },
      }),
    ).toEqual([{ field: 'sizes.models', problem: 'needs at least 2 machine models; it has 1' }])
    expect(productQuotaProblems({ category: 'pulley', path: '/pulley/pulley-lagging-sheet', overview: words(60) })).toEqual([])
    expect(productQuotaProblems({ category: 'conveyor-components', path: '/conveyor-components/a', overview: words(60) })).toEqual([])
  })

  it("stop the build's reader on a short overview, too few size rows or models and an article out of its length, naming the file and the field", () => {
    const root = catalogueCopy()
    const idler = join(root, 'products', 'idler', 'troughing-idler.yaml')
    const source = readFileSync(idler, 'utf8')
    const shortened = source.replace(
      /^overview: >-\n(?: {2}.*\n)+/m,
      `overview: A troughing idler of three rolls carries the loaded belt, and ${words(30)}.\n`,
    )
    writeFileSync(idler, shortened.replace(/^ {2}rows:\n((?: {4}- .*\n){2})(?: {4}- .*\n)+/m, '  rows:\n$1'))
    const machine = join(root, 'products', 'conveyor-roller-machine', 'roller-welding-machine.yaml')
    writeFileSync(machine, readFileSync(machine, 'utf8').replace(/^( {2}models:\n {4}- .*\n)(?: {4}- .*\n)+/m, '$1'))
    mkdirSync(join(root, 'news'))
    const frontmatter =
      'title: A short story of a delivery to a port\nkind: delivery\ndate: 2024-03-01\nsummary: Two hundred troughing idlers left the factory for a port terminal in March, packed on steel pallets.\n'
    writeFileSync(join(root, 'news', 'a-short-story.md'), `---\n${frontmatter}---\n${words(120)}\n`)
    const message = problemsOf(root)
    expect(message).toMatch(/idler\/troughing-idler\.yaml: field "overview": needs at least 60 words; it has 41/)
    expect(message).toMatch(/idler\/troughing-idler\.yaml: field "sizes\.rows": needs at least 3 size rows under idler\/; it has 2/)
    expect(message).toMatch(/roller-welding-machine\.yaml: field "sizes\.models": needs at least 2 machine models; it has 1/)
    expect(message).toMatch(/news\/a-short-story\.md: field "body": needs at least 200 words; it has 120/)
  })
})

describe('the site-wide quotas', () => {
  const story = (kind: 'delivery' | 'machine' | 'technical' | 'product') => ({ meta: { kind } })
  const stories = (counts: Record<'delivery' | 'machine' | 'technical' | 'product', number>) =>
    Object.entries(counts).flatMap(([kind, count]) => Array.from({ length: count }, () => story(kind as keyof typeof counts)))
  const article = (headings: boolean, table: boolean) => ({
    headings: headings ? ['Sizes'] : [],
    html: table ? '<table></table>' : '<p></p>',
  })
  const library = (withHeadings: number, withTables: number) =>
    Array.from({ length: Math.max(withHeadings, withTables) }, (_, index) => article(index < withHeadings, index < withTables))
  const products = [{ path: '/pulley/pulley-lagging-sheet' }]

  it('accept a site that meets them', () => {
    expect(
      siteQuotaProblems(
        { products, news: stories({ delivery: 45, machine: 10, technical: 15, product: 15 }), knowledge: library(150, 60) },
        '/site/content',
      ),
    ).toEqual([])
  })

  it('name the folder and the field of each one the site falls short of', () => {
    const problems = siteQuotaProblems(
      { products: [], news: stories({ delivery: 34, machine: 10, technical: 14, product: 15 }), knowledge: library(149, 59) },
      '/site/content',
    )
    expect(problems.map(({ file, field, problem }) => `${file.replace(/^.*\/site\/content\//, '')} ${field}: ${problem}`)).toEqual([
      'products : /pulley/pulley-lagging-sheet is excused from size rows in editorial-quotas.server.ts but is not a product',
      'news : 73 stories fill 7 list pages of 12; the news list needs at least 8',
      'news kind: 34 stories are of kind delivery; the news mix needs at least 35',
      'news kind: 14 stories are of kind technical; the news mix needs at least 15',
      'knowledge body: 149 articles have headings; the library needs at least 150',
      'knowledge body: 59 articles have a table; the library needs at least 60',
    ])
  })
})
