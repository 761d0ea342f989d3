import { readFileSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sizeTableOf } from '@/content/catalogue-sizes.server'
import { loadContent } from '@/content/content-store.server'
import { openAsApp, servedSiteInChromium } from '../support/browser'

const session = servedSiteInChromium()
const widths = [320, 390, 768, 1024, 1366]

/** One page of every screen kind in the route table, the first of its kind. */
const routes = JSON.parse(readFileSync('routes.json', 'utf8')) as Array<{ path: string; name: string }>
const firstOfEachKind = [...new Map(routes.map((route) => [route.name, route.path] as const).reverse()).values()]

/** The product pages with the widest size tables: the most columns, then the longest part numbers. */
const products = loadContent().products.map((product) => ({ path: `/${product.category}/${product.slug}`, table: sizeTableOf(product) }))
const widest = products
  .filter((product) => product.table)
  .sort(
    (a, b) =>
      b.table!.columns.length - a.table!.columns.length ||
      Math.max(...b.table!.rows.map((r) => r.partNumber.length)) - Math.max(...a.table!.rows.map((r) => r.partNumber.length)),
  )
  .slice(0, 2)
  .map((product) => product.path)
const productPages = [
  ...new Set(['/idler/troughing-idler', '/pulley/drive-pulley', products.find((p) => p.table?.kind === 'models')!.path, ...widest]),
]

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** Where a control is hidden or covered, in words; null when a finger or a pointer can reach it. */
async function unreachable(control: Locator, viewportWidth: number): Promise<string | null> {
  await control.scrollIntoViewIfNeeded()
  const box = await control.boundingBox()
  if (!box || box.width === 0) return 'not shown'
  if (box.x < 0 || box.x + box.width > viewportWidth + 0.5)
    return `off screen sideways (${Math.round(box.x)} to ${Math.round(box.x + box.width)} px)`
  const hit = await control.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return top === null || element.contains(top) ? null : `covered by ${top.tagName.toLowerCase()}.${top.className}`
  })
  return hit
}

describe('every screen kind from 320 to 1366 px', () => {
  it('is never wider than the screen', async () => {
    const page = await session.browser.newPage({ viewport: { width: widths[0]!, height: 800 } })
    const found: string[] = []
    for (const path of [...firstOfEachKind, ...productPages]) {
      await page.setViewportSize({ width: widths[0]!, height: 800 })
      await openAsApp(page, `${session.origin}${path}`)
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 })
        const extra = await overflow(page)
        if (extra > 0) found.push(`${path} at ${width} px: ${extra} px too wide`)
      }
    }
    expect(found).toEqual([])
    await page.close()
  }, 300_000)

  it("shows each size's actions in view and uncovered, on the widest product tables", async () => {
    const page = await session.browser.newPage({ viewport: { width: widths[0]!, height: 800 } })
    const found: string[] = []
    for (const path of productPages) {
      await openAsApp(page, `${session.origin}${path}`)
      for (const width of widths) {
        await page.setViewportSize({ width, height: width < 768 ? 800 : 768 })
        const actions = page.locator('.size-table tbody tr').first().locator('.size-actions')
        for (const control of [actions.getByRole('link'), actions.getByRole('button')]) {
          const problem = await unreachable(control, width)
          if (problem) found.push(`${path} at ${width} px, ${await control.textContent()}: ${problem}`)
        }
      }
    }
    expect(found).toEqual([])
    await page.close()
  }, 300_000)
})
