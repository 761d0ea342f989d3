import { describe, expect, it } from 'vitest'
import { runPagePasses } from '../../../../../scripts/build/page-passes'
import { compilePageScriptLoader, deferredScriptsPlugin, pageScriptsOf } from '../../../../../scripts/build/plugins/deferred-scripts'
import { inlineScripts } from '../../../../../src/server/site/security-headers'

const head = [
  '<script type="module" crossorigin="" src="/assets/app-A1.js"></script>',
  '<link rel="modulepreload" crossorigin="" href="/assets/framework-B2.js">',
  '<link rel="stylesheet" crossorigin="" href="/assets/app-C3.css">',
  '<link rel="modulepreload" crossorigin="" href="/assets/list-screen-D4.js">',
].join('\n')
const page = `<!DOCTYPE html><html><head>${head}</head><body><main>text</main><script>window.data = 1</script></body></html>`
const loader = 'startPageScripts()'
const defer = runPagePasses([deferredScriptsPlugin(async () => loader)])

describe("deferring a page's scripts to after its first paint", () => {
  it('lists the entry first, then the chunks it preloaded, and leaves no script or preload in the head', async () => {
    const deferred = await defer('/', page)
    expect(pageScriptsOf(deferred)).toEqual(['/assets/app-A1.js', '/assets/framework-B2.js', '/assets/list-screen-D4.js'])
    expect(deferred).not.toMatch(/modulepreload"|src="\/assets/)
  })

  it('keeps the stylesheet, the content and the inline data where they were', async () => {
    const deferred = await defer('/', page)
    expect(deferred).toContain('<link rel="stylesheet" crossorigin="" href="/assets/app-C3.css">')
    expect(deferred).toContain('<main>text</main><script>window.data = 1</script>')
  })

  it('ends the body with the list and one loader, the same text on every page', async () => {
    const deferred = await defer('/', page)
    expect(deferred).toMatch(
      /<script type="application\/json" id="page-scripts">\[[^\]]+\]<\/script><script type="module">startPageScripts\(\)<\/script><\/body><\/html>$/,
    )
    const other = await defer('/news', page.replace(/list-screen-D4/g, 'article-screen-E5'))
    expect(inlineScripts(other)).toEqual(inlineScripts(deferred))
    expect(inlineScripts(deferred)).toEqual(['window.data = 1', loader])
  })

  it('leaves a page without scripts as it is, and refuses one with two entries', async () => {
    const plain = '<html><head></head><body>x</body></html>'
    expect(await defer('/', plain)).toBe(plain)
    expect(pageScriptsOf(plain)).toEqual([])
    await expect(defer('/', page.replace('</head>', '<script type="module" src="/assets/other.js"></script></head>'))).rejects.toThrow(
      '2 entry scripts',
    )
  })
})

describe("the page's loader, as the build compiles it", () => {
  it('is one minified module that reads the list and imports nothing before it starts', async () => {
    const script = await compilePageScriptLoader()
    expect(script).toContain('getElementById(`page-scripts`)')
    expect(script).toContain('import(')
    expect(script).not.toMatch(/^import\s|\bexport\b|\n/)
    expect(script.length).toBeLessThan(1500)
  })
})
