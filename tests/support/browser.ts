import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'

/** Debian's Chromium: CHROME_PATH or /usr/bin/chromium; nothing downloads a browser. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium'

/** The flags every Chromium of the tests and scripts runs with (headless is added by whoever launches it). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** Debian's Chromium, headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
}

/** A connection to the browser tier's one Chromium; closing it leaves that Chromium running. */
export function connectSharedChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'))
}

/**
 * For a browser-tier file: the site and the Chromium that the tier's global setup started once for
 * every file (tests/support/browser-tier.ts), with this file's own connection to that Chromium.
 * Read `session.browser`, `session.origin` and `session.databasePath` inside the tests.
 */
export function servedSiteInChromium(): { browser: Browser; origin: string; databasePath: string } {
  const session = { origin: inject('siteOrigin'), databasePath: inject('siteDatabasePath') } as {
    browser: Browser
    origin: string
    databasePath: string
  }
  beforeAll(async () => {
    session.browser = await connectSharedChromium()
  })
  afterAll(() => session.browser?.close())
  return session
}

/**
 * Resolves once React has hydrated the element `selector` finds, so its events reach the app.
 * Pages start their scripts after the first paint; acting on a control before this is the early-tap
 * case, which the tests that mean it hold separately.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css)
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'))
  }, selector)
}

/** Opens `url` as a reader gets it: loaded, its scripts started, and the page hydrated into the app. */
export async function openAsApp(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' })
  await waitForHydration(page, 'header a')
}

/** Reloads the page and waits until it is the app again. */
export async function reloadAsApp(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'networkidle' })
  await waitForHydration(page, 'header a')
}

/**
 * Holds every script of the site back, as a slow line does, until `release` is called: for the
 * tests of what a reader does before the page's scripts have started.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  return { release }
}
