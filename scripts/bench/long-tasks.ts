/**
 * The main-thread work a first visit costs a slow phone: in Chromium with the CPU slowed 4 times
 * (Lighthouse's mobile figure; the network is not throttled), every long task (over 50 ms) from the
 * start of navigation until the page has hydrated and gone quiet. For each visit: the blocking time
 * (the sum of each long task's time beyond 50 ms, as Total Blocking Time counts it) and the longest
 * task. A trace of the same visit says what the long tasks are made of.
 */
import type { Browser, Page } from 'playwright-core'

export const CPU_SLOWDOWN = 4
/** A task longer than this blocks input (the long-task API's and Total Blocking Time's threshold). */
const LONG_TASK_MS = 50
/** The page is quiet once hydrated and no long task has begun for this long. */
const QUIET_MS = 2000
/** A page that never goes quiet is counted up to this point. */
const LONGEST_MS = 30_000

export interface LongTaskVisit {
  /** Sum over the long tasks of (duration - 50 ms). */
  blocking: number
  /** The same for the tasks that end after the first contentful paint, as Total Blocking Time counts (it also stops at interactive). */
  afterPaint: number
  /** The longest task, in ms. */
  longest: number
  /** How many tasks were over 50 ms. */
  count: number
}

interface SeenTask {
  start: number
  duration: number
}

/** Opens `url` in a new phone-sized context with the CPU slowed, and runs `during` on it until the page is hydrated and quiet. */
async function slowedVisit<T>(
  browser: Browser,
  url: string,
  during: (page: Page, visit: () => Promise<{ tasks: SeenTask[]; firstPaint: number }>) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    const devtools = await context.newCDPSession(page)
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.addInitScript(() => {
      const seen = window as unknown as { longTasks: { start: number; duration: number }[]; firstPaint: number }
      seen.longTasks = []
      seen.firstPaint = Number.NaN
      new PerformanceObserver((list) => {
        for (const entry of list.getEntriesByName('first-contentful-paint')) seen.firstPaint = entry.startTime
      }).observe({ type: 'paint', buffered: true })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.longTasks.push({ start: entry.startTime, duration: entry.duration })
      }).observe({ type: 'longtask', buffered: true })
    })
    const visit = async (): Promise<{ tasks: SeenTask[]; firstPaint: number }> => {
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
      // Hydrated: React has attached its props to the header's links (tests/support/browser.ts does the same).
      await page.waitForFunction(
        () => {
          const link = document.querySelector('header a')
          return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'))
        },
        undefined,
        { polling: 200, timeout: LONGEST_MS },
      )
      const startedAt = Date.now()
      for (;;) {
        const { now, lastEnd } = await page.evaluate(() => {
          const tasks = (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks
          return { now: performance.now(), lastEnd: Math.max(0, ...tasks.map((task) => task.start + task.duration)) }
        })
        if (now - lastEnd >= QUIET_MS || Date.now() - startedAt > LONGEST_MS) break
        await page.waitForTimeout(250)
      }
      return page.evaluate(() => {
        const seen = window as unknown as { longTasks: { start: number; duration: number }[]; firstPaint: number }
        return { tasks: seen.longTasks, firstPaint: seen.firstPaint }
      })
    }
    return await during(page, visit)
  } finally {
    await context.close()
  }
}

function summarise({ tasks, firstPaint }: { tasks: SeenTask[]; firstPaint: number }): LongTaskVisit {
  const long = tasks.filter((task) => task.duration > LONG_TASK_MS)
  const blocking = (counted: SeenTask[]) => counted.reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0)
  return {
    blocking: blocking(long),
    afterPaint: blocking(long.filter((task) => task.start + task.duration > firstPaint)),
    longest: Math.max(0, ...long.map((task) => task.duration)),
    count: long.length,
  }
}

/** One visit to `url`: its long tasks, summed. */
export function longTaskVisit(browser: Browser, url: string): Promise<LongTaskVisit> {
  return slowedVisit(browser, url, async (_page, visit) => summarise(await visit()))
}

/** The median of `visits`, figure by figure. */
export function medianVisit(visits: LongTaskVisit[]): LongTaskVisit {
  const median = (figure: keyof LongTaskVisit) => {
    const sorted = visits.map((visit) => visit[figure]).sort((a, b) => a - b)
    const middle = Math.floor(sorted.length / 2)
    return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
  }
  return { blocking: median('blocking'), afterPaint: median('afterPaint'), longest: median('longest'), count: median('count') }
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** Thread time: the CPU the event used, without the time the thread waited (for the CPU slowdown or other processes). */
  tdur?: number
  args?: { name?: string; data?: { url?: string; frame?: string }; beginData?: { url?: string; frame?: string } }
}

/** What a slice of main-thread time was spent on, from the innermost trace event that covers it. */
function kindOf(name: string): string | undefined {
  if (name === 'ParseHTML' || name === 'DecodedDataDocumentParser::AppendBytes') return 'parse HTML'
  if (name === 'ParseAuthorStyleSheet') return 'parse CSS'
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles' || name === 'ScheduleStyleRecalculation') return 'style'
  if (
    name === 'Layout' ||
    name === 'UpdateLayer' ||
    name === 'UpdateLayerTree' ||
    name === 'PrePaint' ||
    name === 'Paint' ||
    name === 'Layerize' ||
    name === 'Commit' ||
    name === 'IntersectionObserverController::computeIntersections'
  )
    return 'layout and paint'
  if (name === 'DocumentLoader::CommitNavigation') return 'start the document'
  if (
    name.startsWith('v8.compile') ||
    name === 'v8.parseOnBackground' ||
    name === 'CompileScript' ||
    name === 'CompileCode' ||
    name === 'v8.produceModuleCache'
  )
    return 'compile'
  if (name === 'v8.evaluateModule') return 'evaluate modules'
  if (name === 'EvaluateScript' || name === 'v8.run') return 'evaluate'
  if (
    name === 'FunctionCall' ||
    name === 'TimerFire' ||
    name === 'RunMicrotasks' ||
    name === 'EventDispatch' ||
    name === 'FireAnimationFrame' ||
    name === 'FireIdleCallback' ||
    name === 'v8.callFunction' ||
    name === 'XHRReadyStateChange'
  )
    return 'run'
  if (name.includes('GC')) return 'garbage collection'
  if (name === 'Decode Image' || name === 'ImageDecodeTask' || name === 'Decode LazyPixelRef') return 'image decode'
  return undefined
}

/** The file name of a script without its content hash: `/assets/framework-AbC123xy.js` is `framework`. */
function scriptName(url: string): string {
  const file = url.split('/').pop() ?? url
  return file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '') || 'inline'
}

export interface TaskMakeUp {
  /** When the task began, from navigation start, in ms. */
  start: number
  duration: number
  /** Time by kind of work ("evaluate framework", "run framework", "style", "parse HTML"...), in ms, largest first. */
  parts: [kind: string, ms: number][]
}

/**
 * The long tasks of the renderer's main thread in a trace of one visit, each split by what its time
 * went on: a slice is charged to the innermost event that covers it; script time is named by the
 * kind of its outermost script event (evaluating a module, or running a callback: hydration and
 * effects run as scheduler callbacks of the framework chunk) and that script's file; the page's
 * entry modules are evaluated as one graph (the framework chunk and the app's), which the trace does
 * not split by file. Parsing, style, layout and paint of another document than the page's (an SVG
 * shown through <img> is a document of its own, parsed and laid out on the page's main thread) are
 * named "SVG images".
 */
function makeUpOfLongTasks(events: TraceEvent[], origin: string): TracedVisit {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(origin))
  if (!parse) return { firstPaint: Number.NaN, tasks: [], mainThreadCpu: Number.NaN }
  const thread = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && event.dur !== undefined)
  const navigationStart =
    events.filter((event) => event.pid === parse.pid && event.name === 'navigationStart' && event.ts <= parse.ts).at(-1)?.ts ?? parse.ts
  const firstPaint = events.find((event) => event.pid === parse.pid && event.name === 'firstContentfulPaint' && event.ts > parse.ts)?.ts
  const pageFrame = parse.args?.beginData?.frame
  const frameOf = (event: TraceEvent) => event.args?.beginData?.frame ?? event.args?.data?.frame
  const running = thread.filter(
    (event) => (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') && (event.dur ?? 0) > LONG_TASK_MS * 1000,
  )
  // A task shows as RunTask inside ThreadControllerImpl::RunTask: keep the outermost.
  const outermost = (candidates: TraceEvent[]) =>
    candidates.filter(
      (task) =>
        !candidates.some((outer) => outer !== task && outer.ts <= task.ts && outer.ts + (outer.dur ?? 0) >= task.ts + (task.dur ?? 0)),
    )
  const tasks = outermost(running)
  const allTasks = outermost(
    thread.filter((event) => (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') && event.ts >= navigationStart),
  )
  const mainThreadCpu = allTasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000
  const made = tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    const inside = thread
      .filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    const parts = new Map<string, number>()
    const charge = (kind: string, us: number) => parts.set(kind, (parts.get(kind) ?? 0) + us / 1000)
    // Walk the nesting with a stack; each event's self time goes to its own kind, or its nearest kind-bearing ancestor.
    interface Frame {
      event: TraceEvent
      end: number
      childTime: number
      label: string
    }
    const stack: Frame[] = []
    let rootChildren = 0
    const close = (frame: Frame) => {
      charge(frame.label, (frame.event.dur ?? 0) - frame.childTime)
      const parent = stack.at(-1)
      if (parent) parent.childTime += frame.event.dur ?? 0
      else rootChildren += frame.event.dur ?? 0
    }
    for (const event of inside) {
      while (stack.length && (stack.at(-1)?.end ?? 0) <= event.ts) close(stack.pop() as Frame)
      const kind = kindOf(event.name)
      const outerScript = stack.find((frame) => frame.label.startsWith('evaluate') || frame.label.startsWith('run '))
      const parentLabel = stack.at(-1)?.label ?? `other (${event.name})`
      let label: string
      if (kind === 'evaluate' || kind === 'run' || kind === 'evaluate modules') {
        label = outerScript ? outerScript.label : kind === 'evaluate modules' ? kind : `${kind} ${scriptName(event.args?.data?.url ?? '')}`
      } else if (kind === 'parse HTML' || kind === 'style' || kind === 'layout and paint') {
        // The parser's outer events carry no frame: take it from the first event inside that does.
        const end = event.ts + (event.dur ?? 0)
        const frame =
          frameOf(event) ?? inside.find((inner) => inner.ts >= event.ts && inner.ts + (inner.dur ?? 0) <= end && frameOf(inner))?.args
        const frameId = typeof frame === 'string' ? frame : (frame?.beginData?.frame ?? frame?.data?.frame)
        label = frameId && pageFrame && frameId !== pageFrame ? `SVG images: ${kind}` : kind
      } else label = kind ?? parentLabel
      stack.push({ event, end: event.ts + (event.dur ?? 0), childTime: 0, label })
    }
    while (stack.length) close(stack.pop() as Frame)
    charge('other (task overhead)', (task.dur ?? 0) - rootChildren)
    return {
      start: (task.ts - navigationStart) / 1000,
      duration: (task.dur ?? 0) / 1000,
      parts: [...parts].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]),
    }
  })
  return { firstPaint: firstPaint === undefined ? Number.NaN : (firstPaint - navigationStart) / 1000, tasks: made, mainThreadCpu }
}

export interface TracedVisit {
  /** When the first content painted, from navigation start, in ms. */
  firstPaint: number
  tasks: TaskMakeUp[]
  /**
   * The CPU time of every task of the page's main thread from navigation start until quiet (thread
   * time, so neither the CPU slowdown nor other processes on a busy machine count): the work itself.
   */
  mainThreadCpu: number
}

/** One traced visit to `origin + path`: its long tasks and what each is made of. */
export async function longTaskMakeUp(browser: Browser, origin: string, path: string): Promise<TracedVisit> {
  return slowedVisit(browser, `${origin}${path}`, async (page, visit) => {
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'toplevel', 'blink.user_timing'],
    })
    await visit()
    const trace = await browser.stopTracing()
    const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }
    return makeUpOfLongTasks(traceEvents, origin)
  })
}
