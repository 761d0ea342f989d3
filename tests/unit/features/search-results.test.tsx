// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SearchHit, SearchResults } from '@/features/search/search-engine'
import { ReadAsEnglish, SearchResultGroups } from '@/features/search/search-results'
import { renderRoute } from '../../support/render-route'

afterEach(cleanup)

const hit = (path: string, kind: SearchHit['kind'], title: string): SearchHit => ({
  path,
  kind,
  title,
  summary: '',
  terms: [],
  complete: true,
  alsoListed: [],
})

const results: SearchResults = {
  products: [hit('/pulley/bend-pulley', 'product', 'Bend Pulley')],
  pages: [hit('/how-to-order#lead-times', 'page', 'Minimum orders (MOQ) and lead times')],
  downloads: [hit('/downloads/bend-pulley-drawing-1a2b3c4d.dxf', 'download', 'CAD drawing (DXF): Bend Pulley')],
  knowledge: [],
  news: [],
  order: ['downloads', 'products', 'pages', 'knowledge', 'news'],
  total: 3,
  complete: 3,
  readAs: { language: 'Spanish', query: 'pulley' },
}

describe('the search results', () => {
  it('lists the groups in the order the query puts them, and saves a download rather than opening it as a page', () => {
    renderRoute(<SearchResultGroups results={results} />, { address: '/search?q=polea+dxf' })
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Downloads 1',
      'Products 1',
      'Ordering and company 1',
    ])
    const file = screen.getByRole('link', { name: 'CAD drawing (DXF): Bend Pulley' })
    expect(file.getAttribute('href')).toBe('/downloads/bend-pulley-drawing-1a2b3c4d.dxf')
    expect(file.getAttribute('download')).toBe('bend-pulley-drawing-1a2b3c4d.dxf')
    const section = screen.getByRole('link', { name: 'Minimum orders (MOQ) and lead times' })
    expect(section.getAttribute('href')).toBe('/how-to-order#lead-times')
  })

  it('says when a query in another language is answered with English pages', () => {
    renderRoute(<ReadAsEnglish results={results} />)
    expect(screen.getByText(/We have no Spanish pages yet\. Showing English results for/).textContent).toContain('pulley')
    cleanup()
    renderRoute(<ReadAsEnglish results={{ ...results, readAs: undefined }} />)
    expect(screen.queryByText(/Showing English results/)).toBeNull()
  })
})
