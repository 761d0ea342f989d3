import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startServedSite } from './served-site'

/** Debian's Chromium: CHROME_PATH or /usr/bin/chromium; nothing downloads a browser. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium'

/** The flags every Chromium of the tests and scripts runs with (headless is added by whoever launches it). */
export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']

/** Debian's Chromium, headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
}

/**
 * For an end-to-end file: `npm start` on a free port and one Chromium, started before its tests
 * and stopped after them. Read `session.browser` and `session.origin` inside the tests.
 */
export function servedSiteInChromium(): { browser: Browser; origin: string } {
  const session = {} as { browser: Browser; origin: string }
  let stop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const site = await startServedSite()
    stop = site.stop
    session.origin = site.origin
    session.browser = await launchChromium()
  }, 300_000)
  afterAll(async () => {
    await session.browser?.close()
    await stop?.()
  })
  return session
}
