import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { openAsApp, servedSiteInChromium } from '../support/browser'

const session = servedSiteInChromium()
const productPath = '/roller/belt-conveyor-roller'

/** The viewer's code (its chunk, which carries three.js) and the model file. */
const isViewerCode = (url: string) => /\/assets\/model-viewer-[^/]+\.js$/.test(url)
const isModel = (url: string) => /\/downloads\/[^/]+\.glb$/.test(url)

async function openProduct(): Promise<{ page: Page; requested: string[] }> {
  const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } })
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await openAsApp(page, `${session.origin}${productPath}`)
  return { page, requested }
}

/** The spread of the canvas's pixel values: 0 for a canvas of one colour. */
async function pixelSpread(page: Page): Promise<number> {
  const png = await page.locator('canvas').screenshot()
  const { channels } = await sharp(png).stats()
  return Math.max(...channels.slice(0, 3).map((channel) => channel.stdev))
}

describe('View in 3D on a product page', () => {
  it('loads no 3D code before the click, then draws the model on a canvas', async () => {
    const { page, requested } = await openProduct()
    await page.getByRole('button', { name: 'View in 3D' }).waitFor()
    expect(requested.filter((url) => isViewerCode(url) || isModel(url) || /\/assets\/[^/]*three/.test(url))).toEqual([])

    await page.getByRole('button', { name: 'View in 3D' }).click()
    await expect.poll(() => requested.some(isViewerCode)).toBe(true)
    await expect.poll(() => requested.some(isModel)).toBe(true)
    await page.getByRole('img', { name: /^3D model of the Belt Conveyor Roller/i }).waitFor()
    await page.getByText('Loading the 3D model…').waitFor({ state: 'detached' })
    await expect.poll(() => pixelSpread(page), { timeout: 20_000 }).toBeGreaterThan(8)
    await expect(page.getByRole('button', { name: 'Reset view' }).isVisible()).resolves.toBe(true)
    await page.close()
  }, 90_000)

  it('shows the drawing and says so when the model fails to load', async () => {
    const { page } = await openProduct()
    await page.route(/\.glb$/, (route) => route.fulfill({ status: 404, body: 'gone' }))
    await page.getByRole('button', { name: 'View in 3D' }).click()
    await page.getByRole('status').filter({ hasText: 'The 3D model could not be loaded' }).waitFor()
    await expect(page.locator('.view-in-3d-fallback img').getAttribute('src')).resolves.toMatch(/^\/drawings\/.+\.svg$/)
    expect(await page.locator('canvas').count()).toBe(0)
    await page.close()
  }, 90_000)

  it('shows the drawing where the browser has no WebGL', async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        return /webgl/.test(kind) ? null : (original as (...args: unknown[]) => unknown).call(this, kind, ...rest)
      } as typeof original
    })
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await openAsApp(page, `${session.origin}${productPath}`)
    await page.getByRole('button', { name: 'View in 3D' }).click()
    await page.getByRole('status').filter({ hasText: 'cannot show 3D models' }).waitFor()
    expect(requested.filter((url) => isViewerCode(url) || isModel(url))).toEqual([])
    await page.close()
  }, 90_000)
})
