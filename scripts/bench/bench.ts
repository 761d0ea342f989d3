/**
 * Prints the site's speed and size figures:
 *   - the time of a full build (route table + client, server and pre-render of every route);
 *   - the JavaScript a first visit downloads (raw and gzip) for a product page and others;
 *   - for the first six of those pages, in Chromium throttled as a phone on a mobile line, when the
 *     page painted and when its last script arrived (throttled-visits.ts);
 *   - the catalogue's size rows and part numbers;
 *   - the finder index's size and, in Chromium, a facet choice to its updated results (bench-finder.ts).
 *   - per page kind, in Chromium with the CPU slowed 4 times, the long tasks of a first visit until
 *     the page has hydrated and gone quiet (blocking time and longest task, medians of 5 visits), and
 *     what the home page's long tasks are made of (long-tasks.ts);
 *   tsx scripts/bench/bench.ts [--no-build] [--js-only | --search-only | --long-tasks-only [--against DIR]...]
 * --search-only prints only the search figures, against the existing build.
 * --long-tasks-only prints only the long-task figures, against the existing build; with
 * --against DIR (another build's dist, kept for comparison; repeatable) it visits the builds in
 * turn, page by page, and prints each one's medians: the machine's load changes over minutes, so only interleaved
 * visits compare.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { loadContent } from '../../src/content/content-store.server.ts'
import { catalogueFigures } from '../../src/engineering/catalogue-figures.ts'
import { loadIndexJson, searchSite } from '../../src/features/search/search-engine.ts'
import { searchIndexJson } from '../build/search-index.ts'
import { siteConfigValues } from '../../src/config/site-config.ts'
import { readDownloadsManifest } from '../../src/downloads/downloads-manifest.server.ts'
import { reportFinder } from './bench-finder.ts'
import { existsSync } from 'node:fs'
import { chromiumPath, launchChromium } from '../../tests/support/browser.ts'
import { measureFirstVisit } from './first-visit-scripts.ts'
import { throttledVisit } from './throttled-visits.ts'
import { CPU_SLOWDOWN, longTaskMakeUp, longTaskVisit, medianVisit, type LongTaskVisit } from './long-tasks.ts'
import { loadavg } from 'node:os'
import type { Browser } from 'playwright-core'
import { createApp } from '../../src/server/create-app.ts'
import { readRouteTable } from '../../src/content/route-table.server.ts'

const distDir = join(process.cwd(), 'dist')

/** Runs the build and times it as a whole and its pre-render phase (from vite-react-ssg's log). */
async function timeBuild(): Promise<void> {
  const started = performance.now()
  let renderStarted = 0
  let renderEnded = 0
  let output = ''
  const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'inherit'] })
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    if (!renderStarted && output.includes('Rendering Pages')) renderStarted = performance.now()
    if (!renderEnded && output.includes('Generating static loader data')) renderEnded = performance.now()
  })
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) throw new Error(`npm run build failed:\n${output.slice(-2000)}`)
  const seconds = (performance.now() - started) / 1000
  const pages = /Rendering Pages\.\.\. \((\d+)\)/.exec(output)?.[1] ?? '?'
  console.log(`build: ${seconds.toFixed(1)} s in all; pre-render of ${pages} pages: ${((renderEnded - renderStarted) / 1000).toFixed(1)} s`)
}

/** One page of each screen kind, as a first visit reaches it. */
const firstVisitPages: [kind: string, path: string][] = [
  ['home', '/'],
  ['list', '/roller'],
  ['product', '/roller/belt-conveyor-roller'],
  ['article', '/knowledge/what-is-a-conveyor-roller'],
  ['news list', '/news'],
  ['contact', '/contact-us'],
  ['not-found', '/roller/no-such-roller'],
  ['search', '/search?q=idler'],
  ['finder', '/products/finder'],
  ['tool', '/tools/roll-speed'],
  ['selection', '/tools/select'],
  ['about', '/about-us'],
]

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/**
 * Serves dist/ as `npm start` does and runs `work` with one Chromium against it, then closes both;
 * without Chromium, says which figures are skipped.
 */
async function inChromiumAgainstBuild(figures: string, work: (browser: Browser, origin: string) => Promise<void>): Promise<void> {
  if (!existsSync(chromiumPath)) {
    console.log(`${figures}: skipped (no Chromium at CHROME_PATH or /usr/bin/chromium)`)
    return
  }
  const app = await createApp({ distDir, table: readRouteTable() })
  const origin = await app.listen({ port: 0, host: '127.0.0.1' })
  const browser = await launchChromium()
  try {
    await work(browser, origin)
  } finally {
    await browser.close()
    await app.close()
  }
}

/**
 * In Chromium against the built site: every script a first visit downloads before the network is
 * idle (gzip), and the part of it the HTML names (needed before the page is interactive).
 */
async function reportFirstVisits(): Promise<void> {
  await inChromiumAgainstBuild('first-visit JavaScript', async (browser, origin) => {
    console.log('first visit, all JavaScript before the network is idle (gzip -9 of each script response):')
    for (const [kind, path] of firstVisitPages) {
      const visit = await measureFirstVisit(browser, origin, path)
      const later = visit.scripts
        .filter((script) => !script.beforeInteractive)
        .map((script) => script.path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''))
      console.log(
        `  ${kind.padEnd(12)} ${path.padEnd(38)} ${kb(visit.totalGzip).padStart(6)} KB in ${String(visit.scripts.length).padStart(2)} scripts; before interactive ${kb(visit.beforeInteractiveGzip).padStart(6)} KB; later: ${later.join(', ') || 'nothing'}`,
      )
    }
    console.log("first visit in Chromium throttled to Lighthouse's mobile profile (150 ms RTT, 1.6 Mbps, CPU x4), median of 3:")
    const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`
    for (const [kind, path] of firstVisitPages.slice(0, 6)) {
      const visit = await throttledVisit(browser, origin, path)
      console.log(
        `  ${kind.padEnd(12)} ${path.padEnd(38)} first paint ${ms(visit.fcp)}; largest paint ${ms(visit.lcp)}; load ${ms(visit.load)}; last script in ${ms(visit.lastScript)}`,
      )
    }
  })
}

/** The pages whose start-up work is measured: the audited ones, and one of each other kind. */
const longTaskPages: [kind: string, path: string][] = [
  ['home', '/'],
  ['list', '/roller'],
  ['product', '/roller/belt-conveyor-roller'],
  ['article', '/knowledge/what-is-a-conveyor-roller'],
  ['tool', '/tools/roll-speed'],
  ['contact', '/contact-us'],
]
const LONG_TASK_RUNS = 5

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')

/**
 * In Chromium with the CPU slowed: the long tasks of a first visit, per page kind, for the build in
 * `dist` and the builds in `againstDirs`, visited in turn; then what the home page's long tasks are
 * made of.
 */
async function reportLongTasks(againstDirs: string[]): Promise<void> {
  if (!existsSync(chromiumPath)) {
    console.log('long tasks: skipped (no Chromium at CHROME_PATH or /usr/bin/chromium)')
    return
  }
  const table = readRouteTable()
  const builds = [{ name: 'dist', dir: distDir }, ...againstDirs.map((dir) => ({ name: dir, dir }))]
  const served = await Promise.all(
    builds.map(async (build) => {
      const app = await createApp({ distDir: build.dir, table })
      return { ...build, app, origin: await app.listen({ port: 0, host: '127.0.0.1' }) }
    }),
  )
  const browser = await launchChromium()
  const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`
  const line = (visit: LongTaskVisit) =>
    `blocking ${ms(visit.blocking)} (after first paint ${ms(visit.afterPaint)}); longest task ${ms(visit.longest)}; ${visit.count} long tasks`
  try {
    console.log(
      `long tasks of a first visit, CPU x${CPU_SLOWDOWN}, until hydrated and quiet (median of ${LONG_TASK_RUNS}; blocking = sum of time beyond 50 ms); load average ${loadAverage()}:`,
    )
    for (const [kind, path] of longTaskPages) {
      const visits = served.map((): LongTaskVisit[] => [])
      for (let run = 0; run < LONG_TASK_RUNS; run += 1) {
        for (const [index, build] of served.entries()) visits[index]?.push(await longTaskVisit(browser, `${build.origin}${path}`))
      }
      for (const [index, build] of served.entries()) {
        const label = served.length > 1 ? ` [${build.name}]` : ''
        console.log(
          `  ${kind.padEnd(8)} ${path.padEnd(38)} ${line(medianVisit(visits[index] ?? []))}${label}; each: ${(visits[index] ?? []).map((visit) => visit.blocking.toFixed(0)).join(' ')}`,
        )
      }
    }
    console.log(`load average after: ${loadAverage()}`)
    // Thread time barely moves with the machine's load: the steadiest figure for a comparison.
    const cpu = served.map((): number[] => [])
    for (let run = 0; run < LONG_TASK_RUNS; run += 1) {
      for (const [index, build] of served.entries()) cpu[index]?.push((await longTaskMakeUp(browser, build.origin, '/')).mainThreadCpu)
    }
    for (const [index, build] of served.entries()) {
      const times = (cpu[index] ?? []).sort((a, b) => a - b)
      console.log(
        `the home page's main-thread CPU time until quiet (thread time from a trace, not slowed; median of ${LONG_TASK_RUNS}): ${ms(times[Math.floor(times.length / 2)] ?? Number.NaN)}${served.length > 1 ? ` [${build.name}]` : ''}; each: ${times.map((time) => time.toFixed(0)).join(' ')}`,
      )
    }
    for (const build of served) {
      const traced = await longTaskMakeUp(browser, build.origin, '/')
      console.log(
        `the home page's long tasks, traced (one visit, CPU x${CPU_SLOWDOWN}; first paint at ${traced.firstPaint.toFixed(0)} ms; times in ms)${served.length > 1 ? ` [${build.name}]` : ''}:`,
      )
      for (const task of traced.tasks) {
        console.log(
          `  at ${ms(task.start)}: ${ms(task.duration)} = ${task.parts.map(([part, time]) => `${part} ${time.toFixed(0)}`).join(', ')}`,
        )
      }
    }
  } finally {
    await browser.close()
    await Promise.all(served.map((build) => build.app.close()))
  }
}

/** The search index's size and the time one query takes once it is loaded. */
function reportSearch(): void {
  const json = searchIndexJson(loadContent(), siteConfigValues, readDownloadsManifest())
  console.log(`search index: ${(json.length / 1024).toFixed(1)} KB raw, ${(gzipSync(json, { level: 9 }).length / 1024).toFixed(1)} KB gzip`)
  const started = performance.now()
  const index = loadIndexJson(json)
  console.log(`search index load (parse + rebuild): ${(performance.now() - started).toFixed(1)} ms`)
  const queries = [
    'idler',
    'idlr',
    'impact roller',
    '6205',
    'cema c',
    'lagging',
    'pully',
    'bearing housing',
    'troughing idler 35',
    'qzxvkjw',
    'troughing idler 1200mm',
    '6205-2RS',
    'rolers idlr xx',
    'conveyor roller price',
    'DXF',
    'roller life',
    'rodillo',
  ]
  const times: number[] = []
  for (let round = 0; round < 20; round += 1) {
    for (const query of queries) {
      const t = performance.now()
      searchSite(index, query)
      times.push(performance.now() - t)
    }
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(2)
  console.log(`search query (index loaded, ${times.length} queries): median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`)
}

/**
 * In Chromium against the built site: the time from the last keystroke of a query on /search to
 * its results on screen, once the index is loaded.
 */
async function reportSearchInBrowser(): Promise<void> {
  await inChromiumAgainstBuild('search in the browser', async (browser, origin) => {
    const page = await browser.newPage()
    await page.goto(`${origin}/search?q=roller`, { waitUntil: 'networkidle' })
    await page.locator('main q').waitFor()
    const times: number[] = []
    for (const query of [
      'idler',
      'impact roller',
      '6205',
      'cema c',
      'lagging',
      'pully',
      'bearing housing',
      'troughing',
      'troughing idler 1200mm',
      '6205-2rs',
    ]) {
      await page.fill('#search-page-input', '')
      await page.evaluate((expected) => {
        const state = window as unknown as { keyAt: number; shownAt: number }
        state.keyAt = 0
        state.shownAt = 0
        window.addEventListener('keydown', () => (state.keyAt = performance.now()), { capture: true })
        new MutationObserver((_, observer) => {
          if (document.querySelector('main section[aria-live] q')?.textContent === expected) {
            state.shownAt = performance.now()
            observer.disconnect()
          }
        }).observe(document.querySelector('main') as Node, { subtree: true, childList: true, characterData: true })
      }, query)
      await page.locator('#search-page-input').pressSequentially(query, { delay: 20 })
      await page.waitForFunction(() => (window as unknown as { shownAt: number }).shownAt > 0)
      times.push(
        await page.evaluate(() => {
          const state = window as unknown as { keyAt: number; shownAt: number }
          return state.shownAt - state.keyAt
        }),
      )
    }
    times.sort((a, b) => a - b)
    console.log(
      `search in Chromium, last keystroke to results on screen (${times.length} queries): median ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms`,
    )
  })
}

/** Size rows, models and part numbers the catalogue offers, and how many products have them. */
function reportCatalogue(): void {
  const products = loadContent().products
  const sized = products.filter((product) => product.sizes)
  const codes = sized.flatMap((product) => catalogueFigures(product.sizes!).map((figures) => figures.partNumber))
  const models = sized.filter((product) => product.sizes?.type === 'machine').length
  console.log(
    `catalogue: ${codes.length} size rows and models with ${new Set(codes).size} distinct part numbers, on ${sized.length} of ${products.length} products (${models} with a models table)`,
  )
}

if (process.argv.includes('--search-only')) {
  reportSearch()
  await reportSearchInBrowser()
  process.exit(0)
}
if (process.argv.includes('--long-tasks-only')) {
  const against = process.argv.flatMap((argument, index) => (process.argv[index - 1] === '--against' ? [argument] : []))
  await reportLongTasks(against)
  process.exit(0)
}
reportCatalogue()
if (!process.argv.includes('--no-build')) await timeBuild()
await reportFirstVisits()
if (process.argv.includes('--js-only')) process.exit(0)
await reportLongTasks([])
reportSearch()
await reportSearchInBrowser()
await reportFinder(distDir)
