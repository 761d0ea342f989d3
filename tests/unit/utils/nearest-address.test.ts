import { describe, expect, it } from 'vitest'
import { editDistance } from '@/utils/edit-distance'
import { nearestAddress, sitemapPaths } from '@/utils/nearest-address'

const addresses = [
  '/',
  '/idler',
  '/idler/page-2',
  '/idler/troughing-idler',
  '/idler/impact-idler',
  '/pulley/drive-pulley',
  '/knowledge/what-is-a-conveyor-roller',
  '/contact-us',
]

describe('the address a mistyped one meant', () => {
  it('counts single-letter slips', () => {
    expect(editDistance('troughing-idlr', 'troughing-idler')).toBe(1)
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('', 'abc')).toBe(3)
  })

  it('finds a product with a slip in its name, a wrong or missing section, or an old .html ending', () => {
    expect(nearestAddress('/idler/troughing-idlr', addresses)).toBe('/idler/troughing-idler')
    expect(nearestAddress('/idlers/troughing-idler', addresses)).toBe('/idler/troughing-idler')
    expect(nearestAddress('/troughing-idler', addresses)).toBe('/idler/troughing-idler')
    expect(nearestAddress('/pulley/drive-puley.html', addresses)).toBe('/pulley/drive-pulley')
    expect(nearestAddress('/Contact-Us/', addresses)).toBe('/contact-us')
  })

  it('offers nothing for an address that is not a slip of any page, and never a later list page', () => {
    expect(nearestAddress('/no-such-page', addresses)).toBeUndefined()
    expect(nearestAddress('/', addresses)).toBeUndefined()
    expect(nearestAddress('/idler/page-3', addresses)).not.toBe('/idler/page-2')
  })

  it('reads the paths of a sitemap', () => {
    const xml =
      '<urlset><url><loc>https://www.example.com/</loc></url><url><loc> https://www.example.com/idler/troughing-idler </loc></url></urlset>'
    expect(sitemapPaths(xml)).toEqual(['/', '/idler/troughing-idler'])
  })
})
