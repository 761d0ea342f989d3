// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HeaderSearch } from '@/features/search/header-search'
import type { SearchHit } from '@/features/search/search-engine'
import { renderRoute } from '../../support/render-route'

const hits: SearchHit[] = [
  {
    path: '/idler/troughing-idler',
    kind: 'product',
    title: 'Troughing Idler',
    summary: '',
    terms: ['idler'],
    complete: true,
    alsoListed: [],
  },
  {
    path: '/knowledge/idler-spacing',
    kind: 'knowledge',
    title: 'Idler spacing',
    summary: '',
    terms: ['idler'],
    complete: true,
    alsoListed: [],
  },
]
const search = vi.hoisted(() => ({ loadSiteSearch: vi.fn(async () => ({})), searchSite: vi.fn() }))
vi.mock('@/features/search/site-search', () => ({ loadSiteSearch: search.loadSiteSearch }))
vi.mock('@/features/search/search-engine', async (importActual) => ({
  searchSite: search.searchSite,
  resultsInOrder: (await importActual<typeof import('@/features/search/search-engine')>()).resultsInOrder,
}))
search.searchSite.mockImplementation((_index: unknown, query: string) => ({
  products: query.startsWith('idl') ? [hits[0]] : [],
  pages: [],
  downloads: [],
  knowledge: query.startsWith('idl') ? [hits[1]] : [],
  news: [],
  order: ['products', 'knowledge', 'news', 'pages', 'downloads'],
  total: 2,
}))

afterEach(cleanup)

function showSearch() {
  const page = renderRoute(<HeaderSearch />, { address: '/contact-us', routes: [{ path: '*', element: <p>elsewhere</p> }] })
  return { ...page, box: screen.getByRole('combobox', { name: 'Search products and articles' }) as HTMLInputElement }
}

describe('the header search box', () => {
  it('is one text combobox that loads the index only once focused', async () => {
    const { box } = showSearch()
    expect(box.type).toBe('text')
    expect(box.getAttribute('enterkeyhint')).toBe('search')
    expect(box.getAttribute('aria-expanded')).toBe('false')
    // Let any import started with the page settle, so an eager load would be seen here.
    await vi.dynamicImportSettled()
    await act(async () => {})
    expect(search.loadSiteSearch).not.toHaveBeenCalled()
    fireEvent.focus(box)
    await waitFor(() => expect(search.loadSiteSearch).toHaveBeenCalledTimes(1))
  })

  it('suggests as the reader types, moves with the arrow keys, opens the chosen one with Enter', async () => {
    const { box, router } = showSearch()
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'idl' } })
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2))
    expect(box.getAttribute('aria-expanded')).toBe('true')
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    expect(box.getAttribute('aria-activedescendant')).toBe('header-search-suggestions-1')
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true')
    fireEvent.submit(box.form!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/knowledge/idler-spacing'))
  })

  it('closes with Escape and keeps the text; Enter then goes to the full results', async () => {
    const { box, router } = showSearch()
    fireEvent.focus(box)
    fireEvent.change(box, { target: { value: 'idler belt' } })
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'))
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(box.value).toBe('idler belt')
    fireEvent.submit(box.form!)
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=idler+belt'))
  })
})
