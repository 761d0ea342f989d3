import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openAsApp, reloadAsApp, servedSiteInChromium } from '../support/browser'

const session = servedSiteInChromium()

/** Chromium's console line for any failed resource; it names no address, so `missing` names them instead. */
const failedResource = /^Failed to load resource: the server responded with a status of 404/

/**
 * Opens a page. `errors`: page errors and console errors; `missing`: the path of every response
 * that was a 404, so a missing chunk or payload shows by its address.
 */
async function openPage(path: string): Promise<{ page: Page; payloadRequests: string[]; errors: string[]; missing: string[] }> {
  const page = await session.browser.newPage()
  const payloadRequests: string[] = []
  const errors: string[] = []
  const missing: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/static-loader-data')) payloadRequests.push(`${request.resourceType()} ${new URL(request.url()).pathname}`)
  })
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !failedResource.test(message.text())) errors.push(message.text())
  })
  await openAsApp(page, `${session.origin}${path}`)
  return { page, payloadRequests, errors, missing }
}

describe('a visitor in Chromium', () => {
  it('gets the first page from the HTML, with no payload request and no hydration error', async () => {
    const { page, payloadRequests, errors } = await openPage('/roller/belt-conveyor-roller')
    // Links in view are prefetched; the page's own data never is.
    expect(payloadRequests.filter((request) => request.includes('/roller/belt-conveyor-roller.'))).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  // One test per screen kind: all of them in one test came near its time-out on a busy machine.
  it.each([
    '/',
    '/about-us',
    '/how-to-order',
    '/products',
    '/roller/page-2',
    '/idler/troughing-idler',
    '/news',
    '/news/page-2?kind=delivery',
    '/knowledge/what-is-a-conveyor-roller',
    '/knowledge/page-3',
    '/contact-us',
    '/search?q=roller',
    '/search/404?q=zzz',
    '/thanks',
    '/privacy',
    '/part-numbers',
    '/products/finder',
    '/tools',
    '/tools/roll-speed',
    '/no-such-page',
  ])('hydrates %s without an error', async (path) => {
    const { page, errors, missing } = await openPage(path)
    expect(await page.locator('h1').count(), path).toBe(1)
    expect(errors, path).toEqual([])
    // Only the not-found page itself answers 404.
    expect(missing, path).toEqual(path === '/no-such-page' ? ['/no-such-page'] : [])
    await page.close()
  })

  it('navigates with one payload request through XHR and updates the head', async () => {
    const { page, payloadRequests } = await openPage('/roller/belt-conveyor-roller')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Knowledge' }).click()
    await page.waitForURL(`${session.origin}/knowledge`)
    await expect.poll(() => page.title()).toBe('Knowledge - Example Conveyor')
    const knowledgeRequests = payloadRequests.filter((request) => request.includes('/knowledge.'))
    expect(knowledgeRequests).toHaveLength(1)
    expect(knowledgeRequests[0]).toMatch(/^xhr \/static-loader-data\/knowledge\.[a-z0-9]+\.json$/)
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://www.example.com/knowledge')
    await page.getByRole('link', { name: 'Page 2', exact: true }).first().click()
    await page.waitForURL(`${session.origin}/knowledge/page-2`)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Knowledge - page 2')
    await page.goBack()
    await page.waitForURL(`${session.origin}/knowledge`)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Knowledge')
    await page.close()
  })

  it('shows the not-found page for a path that is not pre-rendered', async () => {
    const { page } = await openPage('/')
    await page.evaluate(() => {
      window.history.pushState({}, '', '/roller/page-99')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect.poll(() => page.locator('h1').textContent()).toBe('This page could not be found')
    await page.close()
  })

  it('shows the not-found page, without an error, on a first visit to an address outside the table', async () => {
    for (const path of ['/idler/no-such-roller', '/news/page-0', '/roller/page-99', '/knowledge/no-such-article']) {
      const { page, errors, missing } = await openPage(path)
      await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toBe('This page could not be found')
      expect(await page.title(), path).toBe('Page not found - Example Conveyor')
      expect(errors, path).toEqual([])
      // The document answers 404; no chunk or payload is missing.
      expect(missing, path).toEqual([path])
      await page.close()
    }
  })

  it("opens a category list with what most buyers come for, products before the category's words on a phone", async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 844 } })
    await openAsApp(page, `${session.origin}/idler`)
    const cards = page.locator('main .card-grid .card h2')
    expect((await cards.allTextContents()).slice(0, 3)).toEqual(['Troughing Idler', 'Flat Return Idler', 'Impact Idler'])
    const firstCard = await page.locator('main .card-grid .card').first().boundingBox()
    expect(firstCard!.y).toBeLessThan(844)
    // The category's words follow the products.
    const about = await page.getByRole('heading', { name: 'Choosing from the Idler range' }).boundingBox()
    expect(about!.y).toBeGreaterThan(firstCard!.y)
    await page.close()
  })

  it('narrows a category list by belt width and trough angle in the address, and keeps it on reload', async () => {
    const { page, errors } = await openPage('/idler?width=1200&angle=35')
    const count = page.locator('.list-count strong')
    await expect.poll(() => count.count(), { timeout: 10_000 }).toBe(1)
    const names = await page.locator('main .card-grid .card h2').allTextContents()
    expect(names).toContain('Troughing Idler')
    expect(names).not.toContain('Flat Return Idler')
    expect(Number(await count.textContent())).toBe(names.length)
    await reloadAsApp(page)
    await expect.poll(() => page.locator('.list-count strong').textContent()).toBe(String(names.length))
    // Clearing the filters brings back the first page as pre-rendered.
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.waitForURL(`${session.origin}/idler`)
    await expect.poll(() => page.locator('main .card-grid .card h2').first().textContent()).toBe('Troughing Idler')
    expect(await page.locator('.list-count').count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })

  it('offers the product finder in the header on a laptop and in the menu on a phone', async () => {
    const laptop = await session.browser.newPage({ viewport: { width: 1024, height: 768 } })
    await openAsApp(laptop, `${session.origin}/`)
    expect(await laptop.locator('.header-finder').isVisible()).toBe(true)
    expect(await laptop.locator('#main-nav .nav-finder').isVisible()).toBe(false)
    await laptop.locator('.header-finder').click()
    await laptop.waitForURL(`${session.origin}/products/finder`)
    await laptop.close()
    const phone = await session.browser.newPage({ viewport: { width: 390, height: 844 } })
    await openAsApp(phone, `${session.origin}/`)
    expect(await phone.locator('.header-finder').isVisible()).toBe(false)
    await phone.getByRole('button', { name: 'Menu' }).click()
    expect(await phone.locator('#main-nav').getByRole('link', { name: 'Find by size' }).isVisible()).toBe(true)
    await phone.close()
  })

  it('gathers the /others near-copies under their main products, each saying what it is', async () => {
    const { page, errors } = await openPage('/others')
    await page.getByLabel('One entry per main product, with its near-copies under it').check()
    await page.waitForURL(`${session.origin}/others?by=main`)
    const troughing = page
      .locator('.near-copy-groups > li')
      .filter({ has: page.getByRole('link', { name: 'Troughing Idler', exact: true }) })
    await expect.poll(() => troughing.count()).toBe(1)
    const copies = await troughing.locator('ul li').allTextContents()
    expect(copies.length).toBeGreaterThanOrEqual(3)
    expect(
      copies.some((text) => text.startsWith('Pre-Assembled Conveyor Idler Set: The Troughing Idler shipped as an assembled set')),
    ).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows an industry page with the products and stories it names, linked from the home page', async () => {
    const { page, errors } = await openPage('/')
    await page.locator('.industry-links').getByRole('link', { name: 'Coal and mining' }).click()
    await page.waitForURL(`${session.origin}/industries/coal-mining`)
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/coal/i)
    expect(await page.locator('section[aria-labelledby="industry-products"] .card').count()).toBeGreaterThanOrEqual(3)
    expect(await page.locator('section[aria-labelledby="industry-reading"] li').count()).toBeGreaterThanOrEqual(2)
    expect(errors).toEqual([])
    await page.close()
  })

  it('suggests the page a mistyped product address meant', async () => {
    const { page, errors } = await openPage('/idler/troughing-idlr')
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toBe('This page could not be found')
    const suggestion = page.locator('.nearest-address a')
    await expect.poll(() => suggestion.getAttribute('href'), { timeout: 10_000 }).toBe('/idler/troughing-idler')
    // Each category's lead product follows: the troughing idler for idlers, the drive pulley for pulleys.
    expect(await page.locator('.not-found .card h3').allTextContents()).toEqual(expect.arrayContaining(['Troughing Idler', 'Drive Pulley']))
    await suggestion.click()
    await page.waitForURL(`${session.origin}/idler/troughing-idler`)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Troughing Idler')
    expect(errors).toEqual([])
    await page.close()
  })

  it("takes a reader from an old-site address on to the page's address today", async () => {
    const { page, errors, missing } = await openPage('/Roller/Belt-Conveyor-Roller.html')
    await page.waitForURL(`${session.origin}/roller/belt-conveyor-roller`)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Belt Conveyor Roller')
    expect(errors).toEqual([])
    // Crawlers get the 404 of the old address; the reader's way on loads nothing missing.
    expect(missing).toEqual(['/Roller/Belt-Conveyor-Roller.html'])
    await page.close()
  })
})
