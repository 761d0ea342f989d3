import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { compilePageScriptLoader, pageScriptsOf } from '../../scripts/build/plugins/deferred-scripts'
import { nginxPolicyMapFile } from '../../src/server/site/dist-layout'
import { htmlFileFor } from '../../src/server/static-site'
import { inlineScripts, scriptHash } from '../../src/server/site/security-headers'
import { assertBuilt, builtAssets, distDir, readPage, routeTable } from '../support/built-site'

beforeAll(assertBuilt)

describe('the browser bundle', () => {
  /** The built scripts; never none, so a check over them cannot pass by checking nothing. */
  const scripts = () => {
    const found = builtAssets().filter((asset) => asset.name.endsWith('.js'))
    expect(found.length, 'scripts in dist/assets').toBeGreaterThan(0)
    return found
  }

  it('does not contain the route table', () => {
    const product = routeTable.find((e) => e.name === 'productsdetail')
    const article = routeTable.find((e) => e.name === 'knowledgedetail')
    for (const { name, text } of scripts()) {
      expect(text.includes(product?.id ?? '-'), name).toBe(false)
      expect(text.includes(article?.title ?? '-'), name).toBe(false)
      expect(text.includes('routes.json'), name).toBe(false)
    }
  })

  it('holds nothing of the sales inbox, which npm start serves as its own pages', () => {
    const assets = builtAssets()
    expect(assets.length, 'files in dist/assets').toBeGreaterThan(0)
    for (const { name, text } of assets) {
      expect(/inbox_session|Sales inbox|admin:password|\/admin\b/.test(text), name).toBe(false)
    }
  })

  it('is a production build of React', () => {
    // React DOM is in the bundle (in one script), as its production build: that alone cites its errors by code.
    const reactDom = scripts().filter(({ text }) => text.includes('__reactFiber'))
    expect(
      reactDom.map(({ name }) => name),
      'scripts carrying React DOM',
    ).toHaveLength(1)
    for (const { name, text } of reactDom) expect(text, name).toContain('https://react.dev/errors/')
    for (const { name, text } of scripts()) expect(/jsxDEV|react-dom\.development/.test(text), name).toBe(false)
  })

  it('does not contain the markdown parser, the YAML parser or content files', () => {
    for (const { name, text } of scripts()) {
      // Strings only the marked and yaml packages carry.
      expect(text.includes('marked(): input parameter'), name).toBe(false)
      expect(text.includes('Please report this to https://github.com/markedjs/marked'), name).toBe(false)
      expect(/Implicit keys need to be on a single line|YAMLParseError/.test(text), name).toBe(false)
      // A content file's field, as YAML writes it (a minified message key has no space after the colon).
      expect(/\boverview: /.test(text), name).toBe(false)
      expect(text.includes('node:fs'), name).toBe(false)
    }
  })

  it('leaves the sliders and axios out of a first visit: no preload, no stylesheet link', () => {
    for (const path of ['/', '/roller/belt-conveyor-roller', '/news', '/knowledge', '/contact-us']) {
      const { html, document } = readPage(path)
      const stylesheets = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href') ?? '')
      const files = [...pageScriptsOf(html), ...stylesheets]
      expect(files.length, path).toBeGreaterThan(2)
      expect(
        files.filter((file) => /\/(swiper|use-swiper|hero-swiper|gallery-swiper|http-client|browser-runtime)-/.test(file)),
        path,
      ).toEqual([])
      // The one stylesheet that blocks the first paint is the site's own: Swiper's comes with Swiper.
      expect(
        files.filter((file) => file.endsWith('.css')).map((file) => file.replace(/-[\w-]{8}\.css$/, '')),
        path,
      ).toEqual(['/assets/app'])
    }
  })

  it("ends every page with the loader compiled from its module, which each page's policy allows by its hash", async () => {
    const loader = await compilePageScriptLoader()
    const policies = readFileSync(join(distDir, nginxPolicyMapFile), 'utf8').split('\n')
    for (const path of ['/', '/roller', '/roller/belt-conveyor-roller', '/news', '/contact-us', '/tools/select', '/404']) {
      const html = readPage(path).html
      expect(inlineScripts(html).at(-1), path).toBe(loader)
      const policy = policies.find((line) => line.trimStart().startsWith(`/${htmlFileFor(path)} `))
      expect(policy, path).toContain(scriptHash(loader))
    }
  })

  it('shows the first slide and the first product picture in the HTML, with size and alt text', () => {
    const home = readPage('/').document
    expect(home.querySelector('.hero h1')?.textContent).toMatch(/Conveyor rollers/)
    const picture = readPage('/roller/belt-conveyor-roller').document.querySelector('.product-gallery img')
    expect(picture?.getAttribute('src')).toMatch(/^\/illustrations\/belt-conveyor-roller\.svg$/)
    expect(Number(picture?.getAttribute('width'))).toBeGreaterThan(0)
    expect(Number(picture?.getAttribute('height'))).toBeGreaterThan(0)
    expect(picture?.getAttribute('alt')?.length).toBeGreaterThan(10)
  })
})
