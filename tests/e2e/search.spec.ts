import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openAsApp, servedSiteInChromium } from '../support/browser'

const session = servedSiteInChromium()

async function open(path: string): Promise<{ page: Page; dialogs: string[] }> {
  const page = await session.browser.newPage()
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await openAsApp(page, `${session.origin}${path}`)
  return { page, dialogs }
}

describe('searching in Chromium', () => {
  it('shows grouped results with the matched words marked, from the query in the address', async () => {
    const { page } = await open('/search?q=idler')
    await expect
      .poll(
        () =>
          page
            .locator('main')
            .getByRole('heading', { name: /^Products \d+$/ })
            .count(),
        { timeout: 10_000 },
      )
      .toBe(1)
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
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toContain('About')
    await page.close()
  }, 60_000)

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

describe('search results and states in Chromium', () => {
  it('gives the true count, and "Show more" reaches the last result', async () => {
    const { page } = await open('/search?q=6205')
    const count = page.locator('main .results-count')
    await expect.poll(() => count.textContent(), { timeout: 10_000 }).toMatch(/^\d+ results for/)
    const total = Number((await count.textContent())?.match(/^\d+/)?.[0])
    expect(total).toBeGreaterThan(30)
    const more = page.locator('main').getByRole('button', { name: /^Show \d+ more/ })
    while ((await more.count()) > 0) await more.first().click()
    expect(await page.locator('main .search-results h3 a').count()).toBe(total)
    // Products come first, with their picture and the part number of the 6205 size.
    const firstProduct = page.locator('#results-products + ul > li').first()
    expect(await firstProduct.locator('img').count()).toBe(1)
    expect(await firstProduct.getByText(/^Size found:/).textContent()).toMatch(/6205/)
    await page.close()
  }, 60_000)

  it('says it is loading while the index loads, never the empty state, and nothing jumps', async () => {
    const shell = await (await fetch(`${session.origin}/search`)).text()
    expect(shell).toContain('Loading the search')
    expect(shell).not.toContain('Popular categories')
    const page = await session.browser.newPage()
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/search-index-.*\.json$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${session.origin}/search?q=6205`, { waitUntil: 'load' })
    await page.waitForFunction(
      () =>
        document.querySelector('#search-page-input') instanceof HTMLInputElement &&
        (document.querySelector('#search-page-input') as HTMLInputElement).value === '6205',
    )
    expect(await page.getByRole('status').filter({ hasText: 'Loading the search' }).count()).toBe(1)
    expect(await page.getByRole('heading', { name: 'Popular categories' }).count()).toBe(0)
    release()
    await expect.poll(() => page.locator('main .results-count').count(), { timeout: 10_000 }).toBe(1)
    expect(await page.getByRole('heading', { name: 'Popular categories' }).count()).toBe(0)
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
              if (!entry.hadRecentInput) sum += entry.value
          }).observe({ type: 'layout-shift', buffered: true })
          // The shifts so far come buffered; two frames more let any the results cause be reported.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)))
        }),
    )
    expect(shift).toBeLessThan(0.1)
    await page.close()
  }, 60_000)

  it('keeps the query on /search/404 and starts an enquiry holding it', async () => {
    const { page } = await open('/search?q=qzxvkjw')
    await page.waitForURL(`${session.origin}/search/404?q=qzxvkjw`)
    const box = page.getByRole('searchbox', { name: 'Search again' })
    await expect.poll(() => box.inputValue(), { timeout: 10_000 }).toBe('qzxvkjw')
    expect(
      await page
        .locator('main')
        .getByRole('button', { name: 'Search' })
        .evaluate((button) => getComputedStyle(button).backgroundColor),
    ).not.toBe('rgba(0, 0, 0, 0)')
    await page.getByRole('link', { name: 'Ask our engineers' }).click()
    await page.waitForURL(/\/contact-us\?product=qzxvkjw/)
    await expect
      .poll(
        () =>
          page
            .locator('main input, main textarea')
            .evaluateAll((fields) => fields.some((field) => (field as HTMLInputElement).value.includes('qzxvkjw'))),
        { timeout: 10_000 },
      )
      .toBe(true)
    await page.close()
  }, 60_000)

  it('offers "Did you mean" with whole queries that find pages when no page holds every word', async () => {
    const { page } = await open('/search?q=rolers%20idlr%20xx')
    const suggestion = page.locator('main .did-you-mean a').first()
    await expect.poll(() => suggestion.textContent(), { timeout: 10_000 }).toBe('roller idler')
    await suggestion.click()
    await page.waitForURL(/\/search\?q=roller(\+|%20)idler$/)
    await expect.poll(() => page.locator('#search-page-input').inputValue(), { timeout: 10_000 }).toBe('roller idler')
    await page.close()
  }, 60_000)
})

describe('the header search box in Chromium', () => {
  it('empties when the reader leaves the search pages', async () => {
    const { page } = await open('/about-us')
    const box = page.getByRole('combobox', { name: 'Search products and articles' })
    await box.click()
    await box.pressSequentially('impact roller', { delay: 20 })
    await box.press('Enter')
    await page.waitForURL(`${session.origin}/search?q=impact+roller`)
    expect(await box.inputValue()).toBe('impact roller')
    const first = page.locator('main .search-results h3 a').first()
    await expect.poll(() => first.count(), { timeout: 10_000 }).toBe(1)
    await first.click()
    await page.waitForURL((url) => !url.pathname.startsWith('/search'))
    await expect.poll(() => box.inputValue(), { timeout: 10_000 }).toBe('')
    await page.close()
  }, 60_000)

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
    await expect
      .poll(() => page.locator('h1').textContent(), { timeout: 10_000 })
      .toBe(target?.replace(/^(Product|Page|Download|Knowledge|News)\s*/, ''))
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
