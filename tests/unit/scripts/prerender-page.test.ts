import { describe, expect, it } from 'vitest'
import { finishPrerenderedPage } from '../../../scripts/prerender-page'

const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>T</title><meta name="description" content="d"><meta charset="UTF-8"><meta name="viewport" content="x"></head><body>${body}</body></html>`

describe('the last pass over a pre-rendered page', () => {
  it('fails the build when the page rendered the error screen, naming the path and the error', () => {
    const html = page('<div data-route-error="500 routes.json lists /roller/x but no product file has that path"></div>')
    expect(() => finishPrerenderedPage('/roller/x', html)).toThrow('Pre-render of /roller/x failed: 500 routes.json lists /roller/x but no product file has that path')
  })

  it('puts the charset first in the head and changes nothing else', () => {
    const result = finishPrerenderedPage('/', page('<main>ok</main>'))
    expect(result).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>T<\/title>/)
    expect(result.match(/<meta charset/g)).toHaveLength(1)
    expect(result).toContain('<main>ok</main>')
  })

  it('drops the HTTP client\'s preload, except on pages that fetch their index on arrival', () => {
    const client = '<link rel="modulepreload" crossorigin="" href="/assets/http-client-Ab1_x-9z.js">'
    const search = '<link rel="modulepreload" crossorigin="" href="/assets/site-search-Zz9_a-1b.js">'
    expect(finishPrerenderedPage('/news', page(client))).not.toContain('http-client')
    expect(finishPrerenderedPage('/search', page(search + client))).toContain(client)
  })
})
