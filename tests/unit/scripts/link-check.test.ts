import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RouteEntry } from '@/content/route-entry'
import { assertLinksSound, checkBuiltLinks } from '../../../scripts/build/link-check'

/** A built site of three pages, each given as its body. */
function builtSite(pages: Record<'index.html' | 'about-us.html' | '404.html', string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'link-check-'))
  for (const [file, body] of Object.entries(pages))
    writeFileSync(join(dist, file), `<html><head><title>x</title></head><body>${body}</body></html>`)
  return dist
}

const table = [{ path: '/' }, { path: '/about-us' }] as RouteEntry[]

describe('the link check', () => {
  it('checks that every #target a link names exists, on another page or the same one', () => {
    const dist = builtSite({
      'index.html':
        '<a href="#main">Skip</a><main id="main"><a href="/about-us#factory">Our factory</a><a href="/about-us#people">Our people</a><a href="#faq">Questions</a></main>',
      'about-us.html': '<a href="/">Home</a><h2 id="factory">Factory</h2>',
      '404.html': '<a href="/">Home</a>',
    })
    const report = checkBuiltLinks(dist, table)
    expect(report.broken).toEqual([])
    expect(report.missingTargets).toEqual(['/ -> /about-us#people', '/ -> #faq'])
    expect(() => assertLinksSound(report)).toThrow(/link to a missing #target \/ -> \/about-us#people/)
  })

  it('passes a site whose targets all exist', () => {
    const dist = builtSite({
      'index.html': '<a href="#main">Skip</a><main id="main"><a href="/about-us?from=home#factory">Our factory</a></main>',
      'about-us.html': '<a href="/">Home</a><h2 id="factory">Factory</h2>',
      '404.html': '<a href="/">Home</a>',
    })
    expect(assertLinksSound(checkBuiltLinks(dist, table))).toMatch(/every #target present/)
  })
})
