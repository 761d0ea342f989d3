import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadContent } from '@/content/content-store.server'
import { matchingRows } from '@/features/finder/finder-index'
import { finderIndex } from '@/screens/finder/finder.loader.server'
import { servedSiteInChromium } from '../support/browser'

const session = servedSiteInChromium()
/** The index the finder page carries in its payload. */
const index = finderIndex(loadContent())

const shownCodes = (page: Page) => page.locator('.finder-group li code').allTextContents()
const count = async (page: Page) => Number(await page.locator('.finder-count strong').first().textContent())

describe('product finder in Chromium', () => {
  it('narrows to the expected size rows, keeps them in the address, and survives back, forward and a reload', async () => {
    // The most common roller diameter of the catalogue, and what the index says it leaves.
    const diameters = index.rows.filter((r) => r[2][0] === 'roller').map((r) => r[2][2])
    const diameter = [...new Set(diameters)].sort((a, b) => diameters.filter((d) => d === b).length - diameters.filter((d) => d === a).length)[0]!
    const expected = matchingRows(index, { category: 'roller', diameter })
    const page = await session.browser.newPage()
    await page.goto(`${session.origin}/products/finder`, { waitUntil: 'networkidle' })
    await expect.poll(() => count(page)).toBe(index.rows.length)
    await page.getByLabel('Category').selectOption('roller')
    await page.getByLabel('Roll diameter').selectOption(diameter)
    await page.waitForURL(`${session.origin}/products/finder?category=roller&diameter=${diameter}`)
    await expect.poll(() => count(page)).toBe(expected.length)
    expect(expected.length).toBeGreaterThan(0)
    const visible = await shownCodes(page)
    expect(visible.length).toBeGreaterThan(0)
    for (const code of visible) expect(expected.map((r) => r[1])).toContain(code)

    await page.goBack()
    await page.waitForURL(`${session.origin}/products/finder?category=roller`)
    await expect.poll(() => count(page)).toBe(matchingRows(index, { category: 'roller' }).length)
    await page.goForward()
    await page.waitForURL(/diameter=/)
    await expect.poll(() => count(page)).toBe(expected.length)
    await page.reload({ waitUntil: 'networkidle' })
    await expect.poll(() => count(page)).toBe(expected.length)
    expect(await page.getByLabel('Roll diameter').inputValue()).toBe(diameter)
    await page.close()
  })

  it('says which choice to drop when nothing matches', async () => {
    const page = await session.browser.newPage()
    const standards = [...new Set(index.rows.map((r) => r[2][3] ?? '').filter(Boolean))]
    const cema = standards.find((s) => s.startsWith('CEMA')) ?? standards[0]!
    // A belt width that no size of that standard serves.
    const widths = [...new Set(index.rows.map((r) => r[2][1] ?? '').filter(Boolean))]
    const width = widths.find((w) => matchingRows(index, { standard: cema, width: w }).length === 0)
    expect(width, 'the catalogue has a belt width no CEMA size serves').toBeDefined()
    await page.goto(`${session.origin}/products/finder?standard=${encodeURIComponent(cema)}&width=${width}`, { waitUntil: 'networkidle' })
    await expect.poll(() => page.getByText('No size matches all your choices.').count()).toBe(1)
    await page.locator('.finder-results').getByRole('button').click()
    await expect.poll(() => count(page)).toBeGreaterThan(0)
    await page.close()
  })
})
