/**
 * The browser tier's global setup: one `npm start` and one Chromium for every browser-test file,
 * started once before the first file and stopped after the last. Files reach them through
 * `servedSiteInChromium()` (tests/support/browser.ts), which reads what is provided here.
 */
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { chromiumFlags, chromiumPath } from './browser'
import { startServedSite } from './served-site'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared site, e.g. http://127.0.0.1:40123. */
    siteOrigin: string
    /** Its enquiry database (a temporary file), for tests that read what was stored. */
    siteDatabasePath: string
    /** The shared Chromium's WebSocket address, for `chromium.connect`. */
    chromiumEndpoint: string
  }
}

export default async function startBrowserTier(project: TestProject): Promise<() => Promise<void>> {
  // Files send enquiries side by side from one address: no file should meet another's rate limit.
  const site = await startServedSite({ env: { ENQUIRY_RATE_LIMIT: '1000/10m' } })
  const browserServer = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumFlags }).catch(async (error: unknown) => {
    await site.stop()
    throw error
  })
  project.provide('siteOrigin', site.origin)
  project.provide('siteDatabasePath', site.databasePath)
  project.provide('chromiumEndpoint', browserServer.wsEndpoint())
  return async () => {
    await browserServer.close()
    await site.stop()
  }
}
