/**
 * A first visit as a phone on a mobile line gets it, in Chromium itself rather than Lighthouse's
 * simulation: the network and CPU are throttled through the DevTools protocol to Lighthouse's
 * mobile profile. For each page: when its content first painted (FCP), when its largest content
 * painted (LCP), the load event, and when the last script of the visit arrived (the sliders are
 * among them, loaded once the page is idle).
 */
import type { Browser } from 'playwright-core'

/** Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbps down, 750 kbps up, a CPU 4 times slower. */
const profile = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8, cpuSlowdown: 4 }

export interface ThrottledVisit {
  fcp: number
  lcp: number
  load: number
  lastScript: number
}

async function visitOnce(browser: Browser, url: string): Promise<ThrottledVisit> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    const devtools = await context.newCDPSession(page)
    await devtools.send('Network.enable')
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.downloadThroughput,
      uploadThroughput: profile.uploadThroughput,
    })
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown })
    await page.addInitScript(() => {
      const seen = window as unknown as { largestPaint: number }
      seen.largestPaint = 0
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => (seen.largestPaint = entry.startTime))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      })
    })
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 })
    return await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')) as PerformanceResourceTiming[]
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        lcp: (window as unknown as { largestPaint: number }).largestPaint,
        load: navigation.loadEventStart,
        lastScript: Math.max(...scripts.map((entry) => entry.responseEnd)),
      }
    })
  } finally {
    await context.close()
  }
}

/** The median of `runs` visits to `origin + path`, figure by figure. */
export async function throttledVisit(browser: Browser, origin: string, path: string, runs = 3): Promise<ThrottledVisit> {
  const visits: ThrottledVisit[] = []
  for (let run = 0; run < runs; run += 1) visits.push(await visitOnce(browser, `${origin}${path}`))
  const median = (figure: keyof ThrottledVisit) =>
    visits.map((visit) => visit[figure]).sort((a, b) => a - b)[Math.floor(runs / 2)] ?? Number.NaN
  return { fcp: median('fcp'), lcp: median('lcp'), load: median('load'), lastScript: median('lastScript') }
}
