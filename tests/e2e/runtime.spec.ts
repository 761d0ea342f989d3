import type { Page, Request, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { holdScripts, openAsApp, reloadAsApp, servedSiteInChromium, waitForHydration } from '../support/browser'

const session = servedSiteInChromium()

const isPayload = (request: Request) => request.url().includes('/static-loader-data/')
const isCodeOrData = (request: Request) => ['script', 'stylesheet', 'xhr', 'fetch'].includes(request.resourceType())

/** Opens a page; `saveData` makes the reader's browser ask for no prefetching. */
async function open(path: string, { saveData = false } = {}): Promise<Page> {
  const page = await session.browser.newPage({ viewport: { width: 1366, height: 800 } })
  if (saveData) await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))
  await openAsApp(page, `${session.origin}${path}`)
  return page
}

const heading = (page: Page) => page.locator('h1').textContent()

/** Scrolls as a reader does: the page has heard the scroll (its events fire before the next frame) when this resolves. */
const readerScrolls = (page: Page, by: number) =>
  page.evaluate(
    (distance) =>
      new Promise<void>((heard) => {
        window.scrollBy(0, distance)
        requestAnimationFrame(() => heard())
      }),
    by,
  )

describe('the browser runtime', () => {
  it('starts no script until the page has loaded and painted', async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.addInitScript(() => {
      const seen = ((window as unknown as { paints: number[] }).paints = [] as number[])
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push(entry.startTime))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      })
    })
    await openAsApp(page, `${session.origin}/roller/belt-conveyor-roller`)
    const timing = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      firstPaint: Math.min(...(window as unknown as { paints: number[] }).paints),
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }))
    expect(timing.scripts.length).toBeGreaterThan(3)
    expect(Math.min(...timing.scripts)).toBeGreaterThan(Math.max(timing.loaded, timing.firstPaint))
    // And then the page is the app: a link is followed without loading a new document.
    await page.getByRole('link', { name: 'Conveyor Roller', exact: true }).first().click()
    await expect.poll(() => heading(page)).toBe('Conveyor Roller')
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
    await page.close()
  })

  it('starts the scripts at once when the reader types before the page has loaded', async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 844 } })
    // The picture holds the load event back until the test lets it go.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/illustrations/*.svg', async (route) => {
      await held
      await route.continue()
    })
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
    await page.goto(`${session.origin}/roller/belt-conveyor-roller`, { waitUntil: 'domcontentloaded' })
    // The page has painted twice over, and still no script has started.
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
    expect(scripts).toEqual([])
    await page.keyboard.press('Tab')
    await expect.poll(() => scripts.some((url) => /\/assets\/app-[\w-]+\.js$/.test(url))).toBe(true)
    release()
    await page.close()
  })

  it("fetches a navigation's payload once, through XHR, and none for the first page", async () => {
    const page = await session.browser.newPage()
    const payloads: string[] = []
    page.on('request', (request) => isPayload(request) && payloads.push(`${request.resourceType()} ${new URL(request.url()).pathname}`))
    await openAsApp(page, `${session.origin}/pulley`)
    expect(payloads.filter((entry) => entry.includes('/static-loader-data/pulley.'))).toEqual([])
    await page.getByRole('link', { name: 'Bend Pulley', exact: true }).first().click()
    await page.waitForURL('**/pulley/bend-pulley')
    await expect.poll(() => heading(page)).toBe('Bend Pulley')
    expect(payloads.filter((entry) => entry.includes('/pulley/bend-pulley.'))).toEqual([
      expect.stringMatching(/^xhr \/static-loader-data\/pulley\/bend-pulley\.\w+\.json$/),
    ])
    await page.close()
  })

  it('needs no request for code or data when a hovered link is clicked', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1366, height: 800 } })
    const payloads: string[] = []
    page.on('request', (request) => isPayload(request) && payloads.push(request.url()))
    await openAsApp(page, `${session.origin}/pulley`)
    const link = page.getByRole('link', { name: 'Bend Pulley', exact: true }).first()
    await link.hover()
    // Prefetched on the hover, or already when the link came into view.
    await expect.poll(() => payloads.filter((url) => url.includes('/pulley/bend-pulley.')).length).toBe(1)
    await page.waitForLoadState('networkidle')
    const after: string[] = []
    page.on('request', (request) => isCodeOrData(request) && after.push(request.url()))
    await link.click()
    await page.waitForURL('**/pulley/bend-pulley')
    await expect.poll(() => heading(page)).toBe('Bend Pulley')
    // The new page's own links may be prefetched in turn; the clicked page itself needed nothing.
    expect(after.filter((url) => /product-detail-screen|\/pulley\/bend-pulley\./.test(url))).toEqual([])
    await page.close()
  })

  it("restores the reader's scroll position on back", async () => {
    const page = await open('/knowledge')
    await page.evaluate(() => window.scrollTo(0, 1400))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1400)
    const link = page.locator('main article a[href^="/knowledge/"], main li a[href^="/knowledge/"]').nth(8)
    await link.scrollIntoViewIfNeeded()
    const leftAt = await page.evaluate(() => window.scrollY)
    await link.click()
    await page.waitForURL(/\/knowledge\/[a-z0-9-]+$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await page.waitForURL(`${session.origin}/knowledge`)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(leftAt))
    await page.close()
  })

  it('restores an earlier place on reload, but not on a new visit to the same address in the tab', async () => {
    const page = await open('/knowledge')
    const scrollManaged = () => page.waitForFunction(() => window.history.scrollRestoration === 'manual')
    await scrollManaged()
    await page.evaluate(() => window.scrollTo(0, 1400))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1400)
    await reloadAsApp(page)
    await scrollManaged()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1400)
    // Leave for another page, then come back by a typed address or bookmark: a new visit.
    await openAsApp(page, `${session.origin}/pulley`)
    await openAsApp(page, `${session.origin}/knowledge`)
    await scrollManaged()
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('navigate')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.close()
  })

  it('scrolls to the target of a hash link', async () => {
    const page = await open('/pulley/bend-pulley')
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Questions and answers' }).click()
    await page.waitForURL('**/pulley/bend-pulley#questions')
    // At the top of the window, less the page's scroll padding.
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('questions')!.getBoundingClientRect().top))).toBe(16)
    await page.close()
  })

  it("returns to the place the reader left through a page's section links, with Back and Forward both ways, in the app and after a reload", async () => {
    const page = await open('/pulley/bend-pulley')
    const y = () => page.evaluate(() => Math.round(window.scrollY))
    const sections = page.getByRole('navigation', { name: 'On this page' })
    // The reader has scrolled a little, to the section links, and follows one.
    await sections.scrollIntoViewIfNeeded()
    await readerScrolls(page, 40)
    const before = await y()
    await sections.getByRole('link', { name: 'Specifications' }).click()
    await page.waitForURL('**/pulley/bend-pulley#specifications')
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('specifications')!.getBoundingClientRect().top)))
      .toBe(16)
    // Reading on in that section.
    await readerScrolls(page, 200)
    const inSection = await y()
    expect(inSection).not.toBe(before)
    await page.goBack()
    await page.waitForURL('**/pulley/bend-pulley')
    await expect.poll(y).toBe(before)
    await page.goForward()
    await page.waitForURL('**/pulley/bend-pulley#specifications')
    await expect.poll(y).toBe(inSection)
    // A reload keeps the place of each entry: Back and Forward still land where the reader was
    // (after a reload, within a pixel: the page above the section may settle a pixel after it).
    await reloadAsApp(page)
    await expect.poll(async () => Math.abs((await y()) - inSection)).toBeLessThanOrEqual(1)
    await page.goBack()
    await expect.poll(y).toBe(before)
    await page.goForward()
    await expect.poll(async () => Math.abs((await y()) - inSection)).toBeLessThanOrEqual(1)
    await page.close()
  })

  it("returns to the place the reader left through a section link followed before the page's scripts had started", async () => {
    const page = await session.browser.newPage()
    // Scripts are held, as on a slow line, until released.
    const { release } = await holdScripts(page)
    await page.goto(`${session.origin}/pulley/bend-pulley`, { waitUntil: 'load' })
    const y = () => page.evaluate(() => Math.round(window.scrollY))
    const sections = page.getByRole('navigation', { name: 'On this page' })
    await sections.scrollIntoViewIfNeeded()
    await readerScrolls(page, 40)
    const before = await y()
    await sections.getByRole('link', { name: 'Specifications' }).click()
    await page.waitForURL('**/pulley/bend-pulley#specifications')
    release()
    // The app has started and manages the scrolling from here on.
    await waitForHydration(page, 'header a')
    await page.waitForFunction(() => window.history.scrollRestoration === 'manual')
    await readerScrolls(page, 200)
    const inSection = await y()
    await page.goBack()
    await page.waitForURL('**/pulley/bend-pulley')
    await expect.poll(y).toBe(before)
    await page.goForward()
    await page.waitForURL('**/pulley/bend-pulley#specifications')
    await expect.poll(y).toBe(inSection)
    await page.close()
  })

  it('keeps the title and canonical link in step with back and forward', async () => {
    const page = await open('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click()
    await expect.poll(() => page.title()).toBe('News - Example Conveyor')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click()
    await expect.poll(() => page.title()).toMatch(/^About/)
    await page.goBack()
    await expect.poll(() => page.title()).toBe('News - Example Conveyor')
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://www.example.com/news')
    await page.goForward()
    await expect.poll(() => page.title()).toMatch(/^About/)
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://www.example.com/about-us')
    await page.close()
  })

  it('takes over the pre-rendered head without rewriting it, and keeps one of each tag after a navigation', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1366, height: 800 } })
    // Every head tag the page's scripts remove, recorded from the first byte of the document.
    await page.addInitScript(() => {
      const removed = ((window as unknown as { removedHeadTags: string[] }).removedHeadTags = [] as string[])
      new MutationObserver((records) =>
        records.forEach((record) => record.removedNodes.forEach((node) => removed.push(node.nodeName))),
      ).observe(document, { childList: true, subtree: true })
    })
    await openAsApp(page, `${session.origin}/roller/belt-conveyor-roller`)
    expect(
      await page.evaluate(() =>
        (window as unknown as { removedHeadTags: string[] }).removedHeadTags.filter((name) => ['META', 'LINK', 'TITLE'].includes(name)),
      ),
    ).toEqual([])
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click()
    await expect.poll(() => page.title()).toBe('News - Example Conveyor')
    const counts = await page.evaluate(() =>
      ['meta[name="description"]', 'link[rel="canonical"]', 'meta[property="og:title"]', 'title'].map(
        (selector) => document.querySelectorAll(selector).length,
      ),
    )
    expect(counts).toEqual([1, 1, 1, 1])
    expect(await page.getAttribute('meta[property="og:url"]', 'content')).toBe('https://www.example.com/news')
    await page.close()
  })

  it('shows the error page and the failed bar when a payload answers 500, and its retry works', async () => {
    const page = await open('/pulley', { saveData: true })
    let failing = true
    await page.route('**/static-loader-data/pulley/bend-pulley.*', (route: Route) =>
      failing ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    )
    await page.getByRole('link', { name: 'Bend Pulley', exact: true }).first().click()
    await expect.poll(() => heading(page)).toBe('This page could not be loaded')
    expect(await page.getByRole('alert').textContent()).toContain('status 500')
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-loading-failed'))).toBe(true)
    expect(await page.locator('#nprogress').count()).toBe(1)
    failing = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => heading(page)).toBe('Bend Pulley')
    await page.close()
  })

  it('reloads exactly once when a route chunk was removed by a deploy', async () => {
    // The reader saves data, so nothing is prefetched and the chunk is first asked for on the click.
    const page = await open('/', { saveData: true })
    let loads = 0
    page.on('load', () => (loads += 1))
    // Every script this page has not loaded yet now answers 404, as after a new deploy.
    const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)))
    await page.route('**/assets/*.js', (route: Route) =>
      loaded.has(route.request().url()) ? route.continue() : route.fulfill({ status: 404, body: 'gone' }),
    )
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(1)
    await page.waitForLoadState('networkidle')
    // Still gone after the reload: within the minute the guard shows the error page instead of looping.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
    await expect.poll(() => heading(page)).toBe('The site has been updated')
    expect(loads).toBe(1)
    await page.close()
  })

  it('shows the offline banner and prefetches nothing while offline, in view or on hover', async () => {
    // A short window: the last product of the list is out of view, so not prefetched yet.
    const page = await session.browser.newPage({ viewport: { width: 1366, height: 500 } })
    await openAsApp(page, `${session.origin}/pulley`)
    const link = page.locator('main a[href^="/pulley/"]').last()
    const target = (await link.getAttribute('href'))!
    let online = true
    const requested: string[] = []
    page.on(
      'request',
      (request) => isPayload(request) && request.url().includes(`${target}.`) && requested.push(online ? 'online' : 'offline'),
    )
    expect(requested).toEqual([])
    await page.context().setOffline(true)
    online = false
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'You are offline' }).count()).toBe(1)
    // In view, then under the pointer, while offline.
    await link.scrollIntoViewIfNeeded()
    await link.hover()
    await page.mouse.move(0, 0)
    await page.context().setOffline(false)
    online = true
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'You are offline' }).count()).toBe(0)
    // Back online, the same link is prefetched on the next hover: once, and only now.
    await link.hover()
    await expect.poll(() => requested).toEqual(['online'])
    await page.close()
  })

  it('keeps the reader on the page when a page never opened is chosen offline, says it waits, and opens it when the connection returns', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1366, height: 500 } })
    await openAsApp(page, `${session.origin}/pulley`)
    const link = page.locator('main a[href^="/pulley/"]:not([href*="/page-"])').last()
    const target = (await link.getAttribute('href'))!
    const name = (await link.textContent())!.trim()
    await page.context().setOffline(true)
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'You are offline' }).count()).toBe(1)
    await link.click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'opens as soon as the connection returns' }).count()).toBe(1)
    expect(new URL(page.url()).pathname).toBe('/pulley')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe(name)
    await page.context().setOffline(false)
    await page.waitForURL(`${session.origin}${target}`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name)
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'You are offline' }).count()).toBe(0)
    await page.close()
  })
})
