import { describe, expect, it } from 'vitest'
import { keepOwnPreloads, lazyChunksOf, type ClientManifest } from '../../../scripts/page-preloads'

const manifest: ClientManifest = {
  'index.html': { file: 'assets/app.js', imports: ['_framework.js'], dynamicImports: ['src/screens/home/home-screen.tsx', 'src/screens/tool/tool-screen.tsx'] },
  '_framework.js': { file: 'assets/framework.js' },
  'src/screens/home/home-screen.tsx': { file: 'assets/home-screen.js', src: 'src/screens/home/home-screen.tsx', imports: ['_cards.js'], dynamicImports: ['src/features/sliders/hero-swiper.tsx'] },
  '_cards.js': { file: 'assets/cards.js' },
  'src/features/sliders/hero-swiper.tsx': { file: 'assets/hero-swiper.js', src: 'src/features/sliders/hero-swiper.tsx' },
  'src/screens/tool/tool-screen.tsx': { file: 'assets/tool-screen.js', src: 'src/screens/tool/tool-screen.tsx', dynamicImports: ['src/features/calculators/idler-load-calculator.tsx', 'src/features/calculators/roll-speed-calculator.tsx'] },
  'src/features/calculators/idler-load-calculator.tsx': { file: 'assets/idler-load-calculator.js', src: 'src/features/calculators/idler-load-calculator.tsx', imports: ['_fitting-sizes.js'] },
  '_fitting-sizes.js': { file: 'assets/fitting-sizes.js' },
  'src/features/calculators/roll-speed-calculator.tsx': { file: 'assets/roll-speed-calculator.js', src: 'src/features/calculators/roll-speed-calculator.tsx' },
  'src/screens/about/about-screen.tsx': { file: 'assets/about-screen.js', src: 'src/screens/about/about-screen.tsx', dynamicImports: ['src/screens/about/factory-video-player.tsx'] },
  'src/screens/about/factory-video-player.tsx': { file: 'assets/factory-video-player.js', src: 'src/screens/about/factory-video-player.tsx', imports: ['_framework.js'] },
}

const page = (files: string[]) => `<html><head>${files.map((file) => `<link rel="modulepreload" crossorigin="" href="/assets/${file}">`).join('')}</head><body></body></html>`
const preloads = (html: string) => [...html.matchAll(/href="\/assets\/([^"]+)"/g)].map((match) => match[1])

describe("a page's modulepreloads", () => {
  it('keep what its screen and the entry import, and drop a chunk only another screen asks for', () => {
    const html = keepOwnPreloads(page(['framework.js', 'home-screen.js', 'cards.js', 'hero-swiper.js', 'idler-load-calculator.js']), manifest)
    expect(preloads(html)).toEqual(['framework.js', 'home-screen.js', 'cards.js', 'hero-swiper.js'])
  })

  it("keep the lazily loaded parts of the page's own screen", () => {
    const html = page(['framework.js', 'tool-screen.js', 'idler-load-calculator.js'])
    expect(keepOwnPreloads(html, manifest)).toBe(html)
  })

  it('leave out the factory video\'s player, loaded on its click, though it sits beside the About screen', () => {
    const html = page(['framework.js', 'about-screen.js', 'factory-video-player.js'])
    expect(preloads(keepOwnPreloads(html, manifest, lazyChunksOf('/about-us')))).toEqual(['framework.js', 'about-screen.js'])
  })

  it('keep only the calculator of a tool page, though the tool screen can load any of them', () => {
    const html = page(['framework.js', 'tool-screen.js', 'idler-load-calculator.js', 'fitting-sizes.js', 'roll-speed-calculator.js'])
    expect(preloads(keepOwnPreloads(html, manifest, lazyChunksOf('/tools/idler-load')))).toEqual(['framework.js', 'tool-screen.js', 'idler-load-calculator.js', 'fitting-sizes.js'])
    expect(preloads(keepOwnPreloads(html, manifest, lazyChunksOf('/tools/roll-speed')))).toEqual(['framework.js', 'tool-screen.js', 'roll-speed-calculator.js'])
  })
})
