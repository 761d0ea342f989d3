import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { servedSiteInChromium } from '../support/browser'

const session = servedSiteInChromium()

async function openPage(path: string): Promise<{ page: Page; payloadRequests: string[]; errors: string[] }> {
  const page = await session.browser.newPage()
  const payloadRequests: string[] = []
  const errors: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/static-loader-data')) payloadRequests.push(`${request.resourceType()} ${new URL(request.url()).pathname}`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(`${session.origin}${path}`, { waitUntil: 'networkidle' })
  return { page, payloadRequests, errors }
}

describe('a visitor in Chromium', () => {
  it('gets the first page from the HTML, with no payload request and no hydration error', async () => {
    const { page, payloadRequests, errors } = await openPage('/roller/belt-conveyor-roller')
    // Links in view are prefetched; the page's own data never is.
    expect(payloadRequests.filter((request) => request.includes('/roller/belt-conveyor-roller.'))).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  // Fourteen pages in turn, each to network idle: about 25 s alone on a busy 2-core machine.
  it('hydrates every screen kind without an error', async () => {
    const paths = ['/', '/about-us', '/products', '/roller/page-2', '/idler/troughing-idler', '/news', '/news/page-2',
      '/knowledge/what-is-a-conveyor-roller', '/knowledge/page-3', '/contact-us', '/search?q=roller', '/search/404?q=zzz', '/thanks', '/no-such-page']
    for (const path of paths) {
      const { page, errors } = await openPage(path)
      expect(await page.locator('h1').count(), path).toBe(1)
      // The not-found page answers 404, which Chromium logs; anything else is a fault.
      expect(errors.filter((error) => !(path === '/no-such-page' && error.includes('404'))), path).toEqual([])
      await page.close()
    }
  }, 120_000)

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
      const { page, errors } = await openPage(path)
      await page.waitForTimeout(300)
      expect(await page.locator('h1').textContent(), path).toBe('This page could not be found')
      expect(await page.title(), path).toBe('Page not found - Example Conveyor')
      // Chromium logs the 404 of the document; anything else is a fault.
      expect(errors.filter((error) => !error.includes('404')), path).toEqual([])
      await page.close()
    }
  })

  it('takes a reader from an old-site address on to the page\'s address today', async () => {
    const { page, errors } = await openPage('/Roller/Belt-Conveyor-Roller.html')
    await page.waitForURL(`${session.origin}/roller/belt-conveyor-roller`)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Belt Conveyor Roller')
    expect(errors.filter((error) => !error.includes('404'))).toEqual([])
    await page.close()
  })
})
