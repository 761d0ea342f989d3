import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '@/content/content-store.server'
import { readRouteTable } from '@/content/route-table.server'
import { brokenContent } from '../support/content-copy'

const { copy, problemsOf } = brokenContent()
const content = loadContent()

describe('industry pages', () => {
  it('cover the industries buyers start from', () => {
    expect(content.industries.map((industry) => industry.slug).sort()).toEqual([
      'cement-quarries',
      'coal-mining',
      'grain-food',
      'ports-bulk-terminals',
      'power-plants',
      'steel-plants',
    ])
  })

  it('are pages of the route table, under /industries', () => {
    const table = readRouteTable()
    expect(table.find((entry) => entry.path === '/industries')).toMatchObject({ name: 'industries' })
    for (const industry of content.industries)
      expect(
        table.find((entry) => entry.path === industry.path),
        industry.path,
      ).toMatchObject({ name: 'industry', description: industry.meta.summary })
  })

  it('stop the build on a product or a story that does not exist, naming the file and the entry', () => {
    const root = copy()
    const file = join(root, 'industries', 'coal-mining.md')
    const source = readFileSync(file, 'utf8')
    const firstProduct = /^products:\n {2}- (\S+)$/m.exec(source)?.[1] ?? ''
    const firstReading = /^reading:\n {2}- (\S+)$/m.exec(source)?.[1] ?? ''
    writeFileSync(
      file,
      source.replace(`  - ${firstProduct}\n`, '  - idler/no-such-idler\n').replace(`  - ${firstReading}\n`, '  - /news/no-such-story\n'),
    )
    const message = problemsOf(root)
    expect(message).toMatch(/industries\/coal-mining\.md: field "products\.0": idler\/no-such-idler is not a product/)
    expect(message).toMatch(
      /industries\/coal-mining\.md: field "reading\.0": \/news\/no-such-story is not a news story or knowledge article/,
    )
  })
})
