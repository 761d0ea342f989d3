import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { servedSiteInChromium } from '../support/browser'

const session = servedSiteInChromium()

async function open(path: string): Promise<{ page: Page; dialogs: string[] }> {
  const page = await session.browser.newPage()
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto(`${session.origin}${path}`, { waitUntil: 'networkidle' })
  return { page, dialogs }
}

describe('searching in Chromium', () => {
  it('shows grouped results with the matched words marked, from the query in the address', async () => {
    const { page } = await open('/search?q=idler')
    await expect.poll(() => page.locator('main').getByRole('heading', { name: 'Products', exact: true }).count(), { timeout: 10_000 }).toBe(1)
    expect(await page.locator('main mark').first().textContent()).toMatch(/^idler/i)
    expect(await page.locator('main h3 a').count()).toBeGreaterThan(10)
    await page.close()
  })

  it('sends the header search to /search?q=..., and back returns to the page before', async () => {
    const { page } = await open('/about-us')
    const box = page.getByRole('combobox', { name: 'Search products and articles' })
    await box.fill('impact roller')
    await box.press('Enter')
    await page.waitForURL(`${session.origin}/search?q=impact+roller`)
    await expect.poll(() => page.locator('main h3 a').count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await page.goBack()
    await page.waitForURL(`${session.origin}/about-us`)
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toContain('About')
    await page.close()
  })

  it('replaces a query with no result by /search/404, which offers a new search', async () => {
    const { page } = await open('/search?q=qzxvkjw')
    await page.waitForURL(`${session.origin}/search/404?q=qzxvkjw`)
    await expect.poll(() => page.locator('main q').textContent(), { timeout: 10_000 }).toBe('qzxvkjw')
    expect(await page.getByRole('searchbox', { name: 'Search again' }).count()).toBe(1)
    await page.close()
  })

  it('offers a way on when a query typed on /search finds nothing', async () => {
    const { page } = await open('/search?q=idler')
    await expect.poll(() => page.locator('main h3 a').count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await page.locator('main').getByRole('searchbox').fill('qzxvkjw')
    await expect.poll(() => page.locator('main').getByText('No results for').count()).toBe(1)
    expect(await page.locator('main').getByText('Try a shorter word').count()).toBe(1)
    expect(await page.getByRole('heading', { name: 'Popular products' }).count()).toBe(1)
    await page.close()
  })

  it('shows a query holding <script> as text, never as HTML', async () => {
    const query = '<script>alert(1)</script>'
    const { page, dialogs } = await open(`/search?q=${encodeURIComponent(query)}`)
    await page.waitForURL(/\/search\/404\?q=/)
    await expect.poll(() => page.locator('main q').textContent(), { timeout: 10_000 }).toBe(query)
    expect(await page.locator('main script').count()).toBe(0)
    expect(dialogs).toEqual([])
    await page.close()
  })
})

describe('the header search box in Chromium', () => {
  it('suggests as the reader types, moves with the arrow keys, opens with Enter and closes with Escape', async () => {
    const { page } = await open('/contact-us')
    await page.keyboard.press('/')
    const box = page.getByRole('combobox', { name: 'Search products and articles' })
    await expect.poll(() => box.evaluate((element) => element === document.activeElement), { timeout: 10_000 }).toBe(true)
    await box.pressSequentially('idler', { delay: 30 })
    // The contact form's selects have options too: look inside the suggestion list only.
    const suggestions = page.locator('#header-search-suggestions')
    const options = suggestions.getByRole('option')
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThan(2)
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    await box.press('Escape')
    await expect.poll(() => box.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('false')
    await box.press('ArrowDown')
    await expect.poll(() => suggestions.getByRole('option', { selected: true }).count(), { timeout: 10_000 }).toBe(1)
    const target = await suggestions.getByRole('option', { selected: true }).textContent()
    await box.press('Enter')
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toBe(target?.replace(/^(Product|Knowledge|News)\s*/, ''))
    await page.close()
  })

  it('goes to the full results with Enter when no suggestion is chosen', async () => {
    const { page } = await open('/')
    const box = page.getByRole('combobox', { name: 'Search products and articles' })
    await box.click()
    await box.pressSequentially('lagging', { delay: 30 })
    await box.press('Enter')
    await page.waitForURL(`${session.origin}/search?q=lagging`)
    await expect.poll(() => page.locator('main h3 a').count(), { timeout: 10_000 }).toBeGreaterThan(3)
    await page.close()
  })
})
