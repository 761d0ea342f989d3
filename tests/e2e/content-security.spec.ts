import { describe, expect, it } from 'vitest'
import { servedSiteInChromium } from '../support/browser'

/**
 * The Content-Security-Policy and the other security headers do not break the site: in Chromium,
 * pages of each kind hydrate, navigate, search and load their sliders with no policy violation.
 */
const session = servedSiteInChromium()

describe('the security headers in a browser', () => {
  it('let every kind of page run: no Content-Security-Policy violation while reading, navigating and searching', async () => {
    const context = await session.browser.newContext()
    const page = await context.newPage()
    const violations: string[] = []
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        ;(window as unknown as { __violations: string[] }).__violations ??= []
        ;(window as unknown as { __violations: string[] }).__violations.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} on ${location.pathname}`,
        )
      })
    })
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    const collect = async () =>
      violations.push(...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])))

    for (const path of ['/', '/roller/belt-conveyor-roller', '/news', '/knowledge', '/contact-us', '/roller/no-such-roller']) {
      await page.goto(`${session.origin}${path}`, { waitUntil: 'networkidle' })
      await collect()
    }
    // A client-side navigation (payload fetch, lazy chunk) and a search (index fetch).
    await page.goto(`${session.origin}/`, { waitUntil: 'networkidle' })
    await page
      .getByRole('link', { name: /products/i })
      .first()
      .click()
    await page.waitForURL(/\/products$/)
    await page.waitForLoadState('networkidle')
    await page.goto(`${session.origin}/search?q=6205`, { waitUntil: 'networkidle' })
    await collect()
    await context.close()
    expect(violations).toEqual([])
  }, 120_000)
})
