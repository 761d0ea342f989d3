import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadContent } from '@/content/content-store.server'
import { matchingRows, valueOf } from '@/features/finder/finder-index'
import { finderIndex } from '@/screens/finder/finder.loader.server'
import { servedSiteInChromium, waitForHydration } from '../support/browser'

const session = servedSiteInChromium()
/** The index the finder page carries in its payload. */
const index = finderIndex(loadContent())

const shownCodes = (page: Page) => page.locator('.finder-group li code').allTextContents()
const count = async (page: Page) => Number(await page.locator('.finder-count strong').first().textContent())
/** The finder's choices in the address, whatever their order. */
const addressChoices = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)
const selectValue = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue()

/** Opens the finder once its selects answer as the app. */
async function openFinder(path = '/products/finder'): Promise<Page> {
  const page = await session.browser.newPage()
  await page.goto(`${session.origin}${path}`)
  await waitForHydration(page, '.finder-facets select')
  return page
}

describe('product finder in Chromium', () => {
  it('narrows to the expected size rows, keeps them in the address, and survives back, forward and a reload', async () => {
    // The most common roller diameter of the catalogue, and what the index says it leaves.
    const diameters = index.rows.filter((r) => valueOf(r, 'category') === 'roller').map((r) => valueOf(r, 'diameter'))
    const diameter = [...new Set(diameters)].sort(
      (a, b) => diameters.filter((d) => d === b).length - diameters.filter((d) => d === a).length,
    )[0]!
    const expected = matchingRows(index, { category: 'roller', diameter })
    const page = await openFinder()
    await expect.poll(() => count(page)).toBe(index.rows.length)
    await page.getByLabel('Category').selectOption('roller')
    await page.getByLabel('Roll diameter').selectOption(diameter)
    await expect.poll(() => addressChoices(page)).toEqual({ category: 'roller', diameter })
    await expect.poll(() => count(page)).toBe(expected.length)
    expect(expected.length).toBeGreaterThan(0)
    const visible = await shownCodes(page)
    expect(visible.length).toBeGreaterThan(0)
    for (const code of visible) expect(expected.map((r) => r[1])).toContain(code)

    await page.goBack()
    await expect.poll(() => addressChoices(page)).toEqual({ category: 'roller' })
    await expect.poll(() => count(page)).toBe(matchingRows(index, { category: 'roller' }).length)
    await page.goForward()
    await expect.poll(() => addressChoices(page)).toEqual({ category: 'roller', diameter })
    await expect.poll(() => count(page)).toBe(expected.length)
    await page.reload()
    await waitForHydration(page, '.finder-facets select')
    await expect.poll(() => count(page)).toBe(expected.length)
    expect(await page.getByLabel('Roll diameter').inputValue()).toBe(diameter)
    await page.close()
  })

  it('keeps every choice of two and of three changes made one straight after another, twenty times over', async () => {
    // Three facets that narrow one after another: a roller diameter, then a bearing of that diameter.
    const rollers = matchingRows(index, { category: 'roller' })
    const diameter = valueOf(rollers[0]!, 'diameter')
    const bearing = valueOf(matchingRows(index, { category: 'roller', diameter })[0]!, 'bearing')
    const rounds: Array<Array<[label: string, facet: string, value: string]>> = [
      [
        ['Category', 'category', 'roller'],
        ['Roll diameter', 'diameter', diameter],
      ],
      [
        ['Category', 'category', 'roller'],
        ['Roll diameter', 'diameter', diameter],
        ['Bearing', 'bearing', bearing],
      ],
    ]
    const page = await openFinder()
    for (let round = 0; round < 20; round++) {
      const choices = rounds[round % rounds.length]!
      // No wait between the changes: each starts as soon as the one before has been made.
      for (const [label, , value] of choices) await page.getByLabel(label, { exact: true }).selectOption(value)
      const wanted = Object.fromEntries(choices.map(([, facet, value]) => [facet, value]))
      await expect.poll(() => addressChoices(page), { message: `round ${round + 1}` }).toEqual(wanted)
      for (const [label, , value] of choices) expect(await selectValue(page, label), `round ${round + 1}: ${label}`).toBe(value)
      await expect.poll(() => count(page)).toBe(matchingRows(index, wanted).length)
      await page.getByRole('button', { name: 'Clear all choices' }).click()
      await expect.poll(() => count(page)).toBe(index.rows.length)
      expect(addressChoices(page)).toEqual({})
    }
    await page.close()
  })

  it('says which choice to drop when nothing matches', async () => {
    const standards = [...new Set(index.rows.map((r) => valueOf(r, 'standard')).filter(Boolean))]
    const cema = standards.find((s) => s.startsWith('CEMA')) ?? standards[0]!
    // A belt width that no size of that standard serves.
    const widths = [...new Set(index.rows.map((r) => valueOf(r, 'width')).filter(Boolean))]
    const width = widths.find((w) => matchingRows(index, { standard: cema, width: w }).length === 0)
    expect(width, 'the catalogue has a belt width no CEMA size serves').toBeDefined()
    const page = await openFinder(`/products/finder?standard=${encodeURIComponent(cema)}&width=${width}`)
    await expect.poll(() => page.getByText('No size matches all your choices.').count()).toBe(1)
    await page.locator('.finder-results').getByRole('button').click()
    await expect.poll(() => count(page)).toBeGreaterThan(0)
    await page.close()
  })

  it('lists the categories by name and keeps pulley diameters apart from roll diameters', async () => {
    const page = await openFinder()
    const categories = (await page.getByLabel('Category').locator('option').allTextContents())
      .slice(1)
      .map((text) => text.replace(/ \(\d+\)$/, ''))
    expect(categories).toEqual([...categories].sort((a, b) => a.localeCompare(b)))
    const pulleyDiameters = new Set(index.rows.filter((r) => valueOf(r, 'category') === 'pulley').map((r) => valueOf(r, 'pulley')))
    expect(pulleyDiameters.size).toBeGreaterThan(0)
    await page.getByLabel('Category').selectOption('pulley')
    await expect.poll(() => addressChoices(page)).toEqual({ category: 'pulley' })
    // Only "Any" is left to choose among roll diameters for pulleys; their own diameters have a facet.
    const rollChoices = await page.getByLabel('Roll diameter', { exact: true }).locator('option:not([disabled])').count()
    expect(rollChoices).toBe(1)
    const pulleyChoices = (await page.getByLabel('Pulley diameter').locator('option:not([disabled])').allTextContents()).slice(1)
    expect(pulleyChoices.length).toBe(pulleyDiameters.size)
    await page.close()
  })
})
