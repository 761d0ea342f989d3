/**
 * All the JavaScript a first visit to a page downloads, counted from the responses Chromium
 * receives: the page loads, the network goes idle, and the count ends only after a few quiet
 * seconds with no new request (work the page starts on an idle moment is counted too).
 */
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { pageScriptsOf } from '../build/plugins/deferred-scripts.ts'

/** The page is idle once no request has started for this long. */
const QUIET_MS = 3000
/** A page that never goes quiet is counted up to this point. */
const LONGEST_MS = 30_000

export interface ScriptResponse {
  /** The path of the script, e.g. `/assets/framework-abc123.js`. */
  path: string
  /** Its body compressed with gzip -9, as the build's `.gz` copy. */
  gzipBytes: number
  /** True when the page's HTML lists it (the entry and the chunks it preloads): needed before interactive. */
  beforeInteractive: boolean
}

export interface FirstVisit {
  scripts: ScriptResponse[]
  /** Sum of gzip bytes of every script. */
  totalGzip: number
  /** Sum of gzip bytes of the scripts the HTML names. */
  beforeInteractiveGzip: number
}

/** Loads `origin + path` in a new page of `browser` (390 px wide, as a phone) and counts every script response. */
export async function measureFirstVisit(browser: Browser, origin: string, path: string): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const page = await context.newPage()
    let lastRequestAt = Date.now()
    page.on('request', () => (lastRequestAt = Date.now()))
    const bodies: Promise<{ path: string; body: Buffer } | undefined>[] = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.origin !== origin || !url.pathname.endsWith('.js')) return
      bodies.push(
        response.body().then(
          (body) => ({ path: url.pathname, body }),
          () => undefined,
        ),
      )
    })
    const document = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
    // The entry and the chunks the page lists for before interactive (scripts/build/plugins/deferred-scripts.ts).
    const named = new Set(pageScriptsOf((await document?.text()) ?? ''))
    const startedAt = Date.now()
    while (Date.now() - lastRequestAt < QUIET_MS && Date.now() - startedAt < LONGEST_MS) {
      await page.waitForTimeout(250)
    }
    const scripts = (await Promise.all(bodies))
      .filter((entry) => entry !== undefined)
      .map(({ path: scriptPath, body }) => ({
        path: scriptPath,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        beforeInteractive: named.has(scriptPath),
      }))
    return {
      scripts,
      totalGzip: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      beforeInteractiveGzip: scripts.filter((script) => script.beforeInteractive).reduce((sum, script) => sum + script.gzipBytes, 0),
    }
  } finally {
    await context.close()
  }
}
