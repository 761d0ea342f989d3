/**
 * Prints Lighthouse's scores (mobile profile, simulated throttling: its defaults) for one page of
 * each kind, served by `npm start` as a visitor gets it, and what keeps a score below its goal.
 * With `--runs N` each page is audited N times and the medians are printed (performance, TBT,
 * LCP, JavaScript boot-up and main-thread work) with what holds the median run back.
 * The figures are reported, not asserted: it exits 0 unless the audit itself could not run.
 * With `--slowdown N` Lighthouse's simulated CPU slowdown is N instead of its default 4, to check a
 * speed claim as a slower phone (or this machine at a slow moment) would see it.
 *   tsx scripts/bench/audit.ts [--runs 3] [--slowdown 6]
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse, { type Result } from 'lighthouse'
import { chromiumFlags, chromiumPath } from '../../tests/support/browser.ts'
import { startServedSite } from '../../tests/support/served-site.ts'

const pages = ['/', '/roller', '/roller/belt-conveyor-roller', '/knowledge/what-is-a-conveyor-roller']

/** How many times each page is audited (`--runs N`); the median run is the one reported. */
function runsFromArguments(args: string[]): number {
  const at = args.indexOf('--runs')
  if (at === -1) return 1
  const runs = Number(args[at + 1])
  if (!Number.isInteger(runs) || runs < 1 || runs > 15)
    throw new Error(`--runs takes a whole number from 1 to 15, not "${args[at + 1] ?? ''}"`)
  return runs
}
const runs = runsFromArguments(process.argv.slice(2))

/** Lighthouse's simulated CPU slowdown (`--slowdown N`); its mobile default is 4. */
function slowdownFromArguments(args: string[]): number {
  const at = args.indexOf('--slowdown')
  if (at === -1) return 4
  const slowdown = Number(args[at + 1])
  if (!Number.isFinite(slowdown) || slowdown < 1 || slowdown > 20)
    throw new Error(`--slowdown takes a number from 1 to 20, not "${args[at + 1] ?? ''}"`)
  return slowdown
}
const cpuSlowdown = slowdownFromArguments(process.argv.slice(2))

/** Each category's goal (0-100). */
const goals = { performance: 98, accessibility: 100, 'best-practices': 95, seo: 100 } as const
type CategoryId = keyof typeof goals
const categoryIds = Object.keys(goals) as CategoryId[]
const categoryLabels: Record<CategoryId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
}

const metrics = {
  'largest-contentful-paint': 'LCP',
  'cumulative-layout-shift': 'CLS',
  'total-blocking-time': 'TBT',
  'first-contentful-paint': 'FCP',
}

/** Failures that come from serving plain http on loopback, not from the site. */
const loopbackOnly = new Set(['is-on-https', 'redirects-http'])

/**
 * Debian's Chromium with a DevTools port for Lighthouse. Host names other than 127.0.0.1 do not
 * resolve, so nothing a page asks for can leave the machine.
 */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'audit-chromium-'))
  const child: ChildProcess = spawn(
    chromiumPath,
    [
      '--headless=new',
      ...chromiumFlags,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
    }
    // Its helper processes may still be writing to the profile for a moment after it exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
  let output = ''
  let timer: NodeJS.Timeout | undefined
  const port = await new Promise<number>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port in time:\n${output}`)), 30_000)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (listening) resolve(Number(listening[1]))
    })
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)))
  })
    .catch(async (error: unknown) => {
      await stop()
      throw error
    })
    .finally(() => clearTimeout(timer))
  return { port, stop }
}

const score = (category: Result.Category | undefined) => (category?.score == null ? undefined : Math.round(category.score * 100))

/** The audits of a category that did not pass (Lighthouse's own pass mark is 0.9). */
function failingAudits(lhr: Result, id: CategoryId): Result['audits'][string][] {
  return (lhr.categories[id]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit): audit is Result['audits'][string] =>
        audit !== undefined &&
        (audit.scoreDisplayMode === 'error' ||
          (audit.score !== null && audit.score < 0.9 && !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode))),
    )
}

/** Where on the page an audit failed: the first 3 elements it names, if it names any. */
function failingElements(audit: Result['audits'][string]): string {
  const items = audit.details && 'items' in audit.details ? (audit.details.items as unknown[]) : []
  const selectors = items.flatMap((item) => {
    const node = (item as { node?: { type?: string; selector?: string } }).node
    return node?.type === 'node' && node.selector ? [node.selector] : []
  })
  return selectors.length
    ? `\n      at ${selectors.slice(0, 3).join(' | ')}${selectors.length > 3 ? ` and ${selectors.length - 3} more` : ''}`
    : ''
}

function describeShortfalls(path: string, lhr: Result): string[] {
  const lines: string[] = []
  for (const id of categoryIds) {
    const value = score(lhr.categories[id])
    if (value !== undefined && value >= goals[id]) continue
    lines.push(`${path}: ${id} ${value ?? 'n/a'} (goal ${goals[id]})`)
    if (id === 'performance') {
      lines.push(
        `  ${Object.entries(metrics)
          .map(([audit, label]) => `${label} ${lhr.audits[audit]?.displayValue ?? 'n/a'}`)
          .join(', ')}`,
      )
    }
    for (const audit of failingAudits(lhr, id)) {
      const detail =
        audit.scoreDisplayMode === 'error'
          ? ` [could not run: ${audit.errorMessage ?? 'error'}]`
          : audit.displayValue
            ? ` (${audit.displayValue})`
            : ''
      lines.push(
        `  - ${audit.id}: ${audit.title}${detail}${loopbackOnly.has(audit.id) ? ' [http on loopback: expected here]' : ''}${id === 'performance' ? '' : failingElements(audit)}`,
      )
    }
  }
  return lines
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN
}
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN
const performanceOf = (lhr: Result) => score(lhr.categories.performance) ?? 0

/** The performance figures of one page over its runs: medians, and the run with the median score. */
function performanceMedians(path: string, lhrs: Result[]): { row: string[]; medianRun: Result } {
  const byScore = [...lhrs].sort((a, b) => performanceOf(a) - performanceOf(b))
  const medianRun = byScore[Math.floor((byScore.length - 1) / 2)]!
  const ms = (audit: string) => `${Math.round(median(lhrs.map((lhr) => numeric(lhr, audit))))} ms`
  return {
    medianRun,
    row: [
      path,
      String(median(lhrs.map(performanceOf))),
      lhrs.map(performanceOf).join(' '),
      ms('total-blocking-time'),
      `${(median(lhrs.map((lhr) => numeric(lhr, 'largest-contentful-paint'))) / 1000).toFixed(2)} s`,
      ms('bootup-time'),
      ms('mainthread-work-breakdown'),
    ],
  }
}

/** What holds a run's performance back: its failing performance audits, worst first, with their figures. */
function heldBackBy(lhr: Result): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? []
  const insights = Object.values(lhr.audits).filter(
    (audit) => audit.id.endsWith('-insight') && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'notApplicable',
  )
  const audits = [...refs.map((ref) => lhr.audits[ref.id]), ...insights].filter(
    (audit): audit is Result['audits'][string] =>
      audit !== undefined &&
      audit.score !== null &&
      audit.score < 0.9 &&
      !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode),
  )
  const seen = new Set<string>()
  return audits
    .filter((audit) => !seen.has(audit.id) && Boolean(seen.add(audit.id)))
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .slice(0, 8)
    .map((audit) => `    - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${lcpElement(audit)}`)
}

/** The element an LCP audit names, if any. */
function lcpElement(audit: Result['audits'][string]): string {
  if (!audit.id.startsWith('largest-contentful-paint') && audit.id !== 'lcp-discovery-insight' && audit.id !== 'lcp-phases-insight')
    return ''
  const text = JSON.stringify(audit.details ?? {})
  const selector = /"selector":"([^"]+)"/.exec(text)?.[1]
  return selector ? ` at ${selector}` : ''
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '))
    .join('\n')
}

const started = performance.now()
const site = await startServedSite()
let failed = false
try {
  const chromium = await startChromium()
  try {
    const results: [string, Result][] = []
    const runsByPage = new Map<string, Result[]>()
    for (let run = 1; run <= runs; run += 1) {
      for (const path of pages) {
        // Lighthouse merges a partial `throttling` over its mobile defaults, so only the CPU changes.
        const flags = {
          port: chromium.port,
          output: 'json' as const,
          logLevel: 'error' as const,
          onlyCategories: categoryIds,
          throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        }
        const runner = await lighthouse(`${site.origin}${path}`, flags)
        if (!runner) throw new Error(`Lighthouse returned no result for ${path}`)
        const { lhr } = runner
        if (lhr.runtimeError) {
          failed = true
          console.error(`${path}: Lighthouse could not audit the page: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
        }
        console.log(
          `audited ${path} (run ${run} of ${runs}) in ${(lhr.timing.total / 1000).toFixed(1)} s: performance ${performanceOf(lhr)}`,
        )
        runsByPage.set(path, [...(runsByPage.get(path) ?? []), lhr])
      }
    }
    // A run Lighthouse could not record (NO_NAVSTART on a busy machine) scores 0: leave it out of the medians.
    const recorded = (path: string) => {
      const all = runsByPage.get(path) ?? []
      const good = all.filter((lhr) => !lhr.runtimeError)
      return good.length ? good : all
    }
    const medians = pages.map((path) => performanceMedians(path, recorded(path)))
    for (const [index, path] of pages.entries()) results.push([path, medians[index]!.medianRun])
    console.log(
      `\nPerformance, median of ${runs} run${runs === 1 ? '' : 's'} (goal: performance >= ${goals.performance}, TBT <= 100 ms, LCP <= 1.8 s):`,
    )
    console.log(table([['page', 'median', 'runs', 'TBT', 'LCP', 'JS boot-up', 'main thread'], ...medians.map((entry) => entry.row)]))
    for (const [path, lhr] of results) {
      const held = heldBackBy(lhr)
      console.log(`  ${path}, median run held back by:${held.length ? `\n${held.join('\n')}` : ' nothing'}`)
    }
    const shortfalls = results.flatMap(([path, lhr]) => describeShortfalls(path, lhr))
    console.log(
      `\nBelow goal (performance >= ${goals.performance}, accessibility ${goals.accessibility}, best practices >= ${goals['best-practices']}, SEO ${goals.seo}):`,
    )
    console.log(shortfalls.length ? shortfalls.join('\n') : '  nothing')
    console.log(
      `\nLighthouse ${results[0]?.[1].lighthouseVersion ?? ''}, mobile, simulated throttling with CPU slowdown ${cpuSlowdown} (this machine's CPU benchmark index ${results[0]?.[1].environment.benchmarkIndex ?? 'n/a'}), ${((performance.now() - started) / 1000).toFixed(0)} s in all; scores of the median run:`,
    )
    const header = ['page', ...categoryIds.map((id) => categoryLabels[id])]
    console.log(
      table([header, ...results.map(([path, lhr]) => [path, ...categoryIds.map((id) => String(score(lhr.categories[id]) ?? 'n/a'))])]),
    )
  } finally {
    await chromium.stop()
  }
} catch (error) {
  failed = true
  console.error(error instanceof Error ? error.message : error)
} finally {
  await site.stop()
}
process.exitCode = failed ? 1 : 0
