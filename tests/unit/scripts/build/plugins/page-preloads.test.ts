import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { parseHtml, serializeHtml } from '../../../../../scripts/build/html-tree'
import type { ChunkRolesByFile } from '../../../../../scripts/build/lazy-chunk-roles'
import { keepOwnPreloads, type BrowserBuild } from '../../../../../scripts/build/plugins/page-preloads'

const manifest: Manifest = {
  'index.html': {
    file: 'assets/app.js',
    isEntry: true,
    imports: ['_framework.js'],
    dynamicImports: ['src/screens/home/home-screen.tsx', 'src/screens/tool/tool-screen.tsx', 'src/screens/search/search-screen.tsx'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  'src/screens/home/home-screen.tsx': {
    file: 'assets/home-screen.js',
    src: 'src/screens/home/home-screen.tsx',
    imports: ['_cards.js', 'index.html'],
    dynamicImports: ['src/features/sliders/hero-swiper.tsx'],
  },
  '_cards.js': { file: 'assets/cards.js' },
  'src/features/sliders/hero-swiper.tsx': {
    file: 'assets/hero-swiper.js',
    src: 'src/features/sliders/hero-swiper.tsx',
    imports: ['_slider-settings.js'],
    css: ['assets/hero-swiper.css'],
  },
  '_slider-settings.js': { file: 'assets/slider-settings.js' },
  'src/screens/tool/tool-screen.tsx': {
    file: 'assets/tool-screen.js',
    src: 'src/screens/tool/tool-screen.tsx',
    dynamicImports: ['src/features/calculators/idler-load-calculator.tsx', 'src/features/calculators/roll-speed-calculator.tsx'],
  },
  'src/features/calculators/idler-load-calculator.tsx': {
    file: 'assets/idler-load-calculator.js',
    src: 'src/features/calculators/idler-load-calculator.tsx',
    imports: ['_fitting-sizes.js'],
  },
  '_fitting-sizes.js': { file: 'assets/fitting-sizes.js' },
  'src/features/calculators/roll-speed-calculator.tsx': {
    file: 'assets/roll-speed-calculator.js',
    src: 'src/features/calculators/roll-speed-calculator.tsx',
  },
  'src/screens/about/about-screen.tsx': {
    file: 'assets/about-screen.js',
    src: 'src/screens/about/about-screen.tsx',
    dynamicImports: ['src/screens/about/factory-video-player.tsx'],
  },
  'src/screens/about/factory-video-player.tsx': {
    file: 'assets/factory-video-player.js',
    src: 'src/screens/about/factory-video-player.tsx',
    imports: ['_framework.js', '_player.js'],
  },
  '_player.js': { file: 'assets/player.js' },
  'src/screens/search/search-screen.tsx': {
    file: 'assets/search-screen.js',
    src: 'src/screens/search/search-screen.tsx',
    imports: ['src/features/search/site-search.ts'],
  },
  'src/features/search/site-search.ts': {
    file: 'assets/site-search.js',
    src: 'src/features/search/site-search.ts',
    imports: ['_http-client.js'],
  },
  '_http-client.js': { file: 'assets/http-client.js', imports: ['_request-activity.js'] },
  '_request-activity.js': { file: 'assets/request-activity.js' },
  'src/screens/news-list/news-list-screen.tsx': {
    file: 'assets/news-list-screen.js',
    src: 'src/screens/news-list/news-list-screen.tsx',
    dynamicImports: ['_http-client.js'],
  },
}

const why = 'a test'
const roles: ChunkRolesByFile = {
  'assets/framework.js': { kind: 'framework', why },
  ...Object.fromEntries(
    ['home', 'tool', 'about', 'search', 'news-list'].map((screen) => [`assets/${screen}-screen.js`, { kind: 'screen', why }]),
  ),
  'assets/hero-swiper.js': { kind: 'after-interactive', why },
  'assets/idler-load-calculator.js': { kind: 'tool', tool: 'idler-load', why },
  'assets/roll-speed-calculator.js': { kind: 'tool', tool: 'roll-speed', why },
  'assets/factory-video-player.js': { kind: 'on-use', why },
  'assets/site-search.js': { kind: 'on-use', why },
  'assets/http-client.js': { kind: 'with', withFile: 'assets/site-search.js', why },
}
const build: BrowserBuild = { manifest, roles }

const page = (files: string[], stylesheets: string[] = []) =>
  `<html><head>${files.map((file) => `<link rel="modulepreload" crossorigin="" href="/assets/${file}">`).join('')}${stylesheets.map((file) => `<link rel="stylesheet" href="/assets/${file}">`).join('')}</head><body></body></html>`
const kept = (path: string, html: string) => {
  const document = parseHtml(html)
  keepOwnPreloads(document, path, build)
  return serializeHtml(document)
}
const preloads = (html: string) => [...html.matchAll(/modulepreload" crossorigin="" href="\/assets\/([^"]+)"/g)].map((match) => match[1])

describe("a page's modulepreloads", () => {
  it('keep what its screen and the entry import, and drop a chunk only another screen asks for', () => {
    expect(
      preloads(kept('/', page(['framework.js', 'home-screen.js', 'cards.js', 'slider-settings.js', 'idler-load-calculator.js']))),
    ).toEqual(['framework.js', 'home-screen.js', 'cards.js', 'slider-settings.js'])
  })

  it('leave out a chunk that loads once the page is interactive, and its stylesheet', () => {
    const html = kept('/', page(['framework.js', 'home-screen.js', 'hero-swiper.js'], ['app.css', 'hero-swiper.css']))
    expect(preloads(html)).toEqual(['framework.js', 'home-screen.js'])
    expect(html).toContain('href="/assets/app.css"')
    expect(html).not.toContain('hero-swiper')
  })

  it("leave out the factory video's player, loaded on its click, and what only it imports", () => {
    expect(preloads(kept('/about-us', page(['framework.js', 'about-screen.js', 'factory-video-player.js', 'player.js'])))).toEqual([
      'framework.js',
      'about-screen.js',
    ])
  })

  it('keep only the calculator of a tool page, though the tool screen can load any of them', () => {
    const html = page(['framework.js', 'tool-screen.js', 'idler-load-calculator.js', 'fitting-sizes.js', 'roll-speed-calculator.js'])
    expect(preloads(kept('/tools/idler-load', html))).toEqual([
      'framework.js',
      'tool-screen.js',
      'idler-load-calculator.js',
      'fitting-sizes.js',
    ])
    expect(preloads(kept('/tools/roll-speed', html))).toEqual(['framework.js', 'tool-screen.js', 'roll-speed-calculator.js'])
  })

  it('keep the HTTP client only where the page fetches its search index on arrival', () => {
    expect(
      preloads(kept('/search', page(['framework.js', 'search-screen.js', 'site-search.js', 'http-client.js', 'request-activity.js']))),
    ).toEqual(['framework.js', 'search-screen.js', 'site-search.js', 'http-client.js', 'request-activity.js'])
    expect(preloads(kept('/news', page(['framework.js', 'news-list-screen.js', 'http-client.js', 'request-activity.js'])))).toEqual([
      'framework.js',
      'news-list-screen.js',
      'request-activity.js',
    ])
  })

  it('leave a page without a screen chunk as vite-react-ssg wrote it, less what loads later', () => {
    expect(preloads(kept('/x', page(['framework.js', 'cards.js', 'hero-swiper.js', 'http-client.js'])))).toEqual([
      'framework.js',
      'cards.js',
    ])
  })
})
