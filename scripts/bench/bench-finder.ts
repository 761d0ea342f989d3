/**
 * The product finder's figures for `npm run bench`: its index size, and in Chromium against the
 * built site the time from a facet choice on /products/finder to the updated results on screen.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { loadContent } from '../../src/content/content-store.server.ts'
import { readRouteTable } from '../../src/content/route-table.server.ts'
import { finderIndex } from '../../src/screens/finder/finder.loader.server.ts'
import { createApp } from '../../src/server/create-app.ts'

function reportFinderIndex(distDir: string): void {
  const json = Buffer.from(JSON.stringify(finderIndex(loadContent())))
  const page = readFileSync(join(distDir, 'products', 'finder.html'))
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  console.log(
    `finder index: ${kb(json.length)} KB raw, ${kb(gzipSync(json, { level: 9 }).length)} KB gzip; the page with it in its payload: ${kb(page.length)} KB raw, ${kb(gzipSync(page, { level: 9 }).length)} KB gzip`,
  )
}

/**
 * Chooses each belt width in turn on /products/finder, and "Any" again after each: the time from
 * the choice (the select's input event) to the results count changing on screen, seen by a
 * MutationObserver in the page; both stamps are the page's performance.now().
 */
async function reportFinderInBrowser(distDir: string): Promise<void> {
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium'
  if (!existsSync(executablePath)) {
    console.log('finder in the browser: skipped (no Chromium at CHROME_PATH or /usr/bin/chromium)')
    return
  }
  const app = await createApp({ distDir, table: readRouteTable() })
  const origin = await app.listen({ port: 0, host: '127.0.0.1' })
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const page = await browser.newPage()
    await page.goto(`${origin}/products/finder`, { waitUntil: 'networkidle' })
    const width = page.getByLabel('Belt width', { exact: true })
    await width.waitFor()
    const widths = (
      await width.locator('option:not([disabled])').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    ).filter(Boolean)
    const choices = widths.slice(0, 6).flatMap((value) => [value, ''])
    const times: number[] = []
    for (const value of choices) {
      await page.evaluate(() => {
        const state = window as unknown as { choiceAt: number; shownAt: number }
        const count = document.querySelector('.finder-count')
        const before = count?.textContent
        state.choiceAt = 0
        state.shownAt = 0
        document.addEventListener('input', () => (state.choiceAt ||= performance.now()), { capture: true, once: true })
        new MutationObserver((_, observer) => {
          if (document.querySelector('.finder-count')?.textContent !== before) {
            state.shownAt = performance.now()
            observer.disconnect()
          }
        }).observe(document.querySelector('.finder-results') as Node, { subtree: true, childList: true, characterData: true })
      })
      await width.selectOption(value)
      await page.waitForFunction(() => (window as unknown as { shownAt: number }).shownAt > 0)
      times.push(
        await page.evaluate(() => {
          const state = window as unknown as { choiceAt: number; shownAt: number }
          return state.shownAt - state.choiceAt
        }),
      )
    }
    times.sort((a, b) => a - b)
    console.log(
      `finder in Chromium, facet choice to updated results (${times.length} choices of belt width and back to any): median ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms`,
    )
  } finally {
    await browser.close()
    await app.close()
  }
}

export async function reportFinder(distDir: string): Promise<void> {
  reportFinderIndex(distDir)
  await reportFinderInBrowser(distDir)
}
