// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import NProgress from 'nprogress'
import {
  createLoadingBar,
  deferredProgressBar,
  FAILED_ATTRIBUTE,
  LOADING_BAR_HIDE_MS,
  trickleProgress,
  type ProgressBar,
} from '@/runtime/loading-bar'
import { createActivityReporter } from '@/runtime/request-activity'

const bar = () => document.getElementById('nprogress')
const failedShown = () => document.documentElement.hasAttribute(FAILED_ATTRIBUTE)

let reporter: ReturnType<typeof createActivityReporter>
let loadingBar: ReturnType<typeof createLoadingBar>

beforeEach(() => {
  vi.useFakeTimers()
  reporter = createActivityReporter()
  loadingBar = createLoadingBar(NProgress)
  loadingBar.connect(reporter)
})
afterEach(() => {
  vi.runOnlyPendingTimers()
  vi.useRealTimers()
  document.getElementById('nprogress')?.remove()
  document.documentElement.removeAttribute(FAILED_ATTRIBUTE)
})

describe('the loading bar', () => {
  it('shows nothing for a navigation that completes in 150 ms', () => {
    const settle = reporter.begin()
    vi.advanceTimersByTime(150)
    settle('done')
    vi.advanceTimersByTime(1000)
    expect(bar()).toBeNull()
  })

  it('becomes visible at 200 ms, not before', () => {
    reporter.begin()
    vi.advanceTimersByTime(199)
    expect(bar()).toBeNull()
    vi.advanceTimersByTime(1)
    expect(bar()).not.toBeNull()
  })

  it('trickles towards full over about 5 s without reaching it', () => {
    expect(trickleProgress(0)).toBeCloseTo(0.08, 2)
    expect(trickleProgress(2500)).toBeGreaterThan(0.6)
    expect(trickleProgress(5000)).toBeGreaterThan(0.85)
    expect(trickleProgress(5000)).toBeLessThan(0.95)
    expect(trickleProgress(60_000)).toBeLessThan(1)
  })

  it('hides 500 ms after the work is done', () => {
    const settle = reporter.begin()
    vi.advanceTimersByTime(1000)
    settle('done')
    vi.advanceTimersByTime(LOADING_BAR_HIDE_MS - 50)
    expect(bar()).not.toBeNull()
    vi.advanceTimersByTime(50)
    expect(bar()).toBeNull()
  })

  it('marks a failed request (answered 500) and still finishes, even a fast one', () => {
    const settle = reporter.begin()
    vi.advanceTimersByTime(50)
    settle('failed')
    expect(failedShown()).toBe(true)
    expect(bar()).not.toBeNull()
    vi.advanceTimersByTime(LOADING_BAR_HIDE_MS)
    expect(bar()).toBeNull()
    expect(failedShown()).toBe(false)
  })

  it('does not mark a cancelled request as failed', () => {
    const settle = reporter.begin()
    vi.advanceTimersByTime(300)
    settle('cancelled')
    expect(failedShown()).toBe(false)
    vi.advanceTimersByTime(LOADING_BAR_HIDE_MS)
    expect(bar()).toBeNull()
  })

  it('counts three concurrent requests and finishes once, when the last settles', () => {
    const settles = [reporter.begin(), reporter.begin(), reporter.begin()]
    vi.advanceTimersByTime(300)
    expect(loadingBar.inFlight).toBe(3)
    settles[0]!('done')
    settles[1]!('done')
    settles[1]!('done')
    vi.advanceTimersByTime(LOADING_BAR_HIDE_MS * 2)
    expect(bar()).not.toBeNull()
    expect(loadingBar.inFlight).toBe(1)
    settles[2]!('done')
    vi.advanceTimersByTime(LOADING_BAR_HIDE_MS)
    expect(bar()).toBeNull()
    expect(loadingBar.inFlight).toBe(0)
  })
})

describe('the bar code fetched when first wanted', () => {
  /** A stand-in for nprogress that records what it was asked, in order. */
  function recordingBar(calls: string[]): ProgressBar {
    return {
      configure: (options) => calls.push(`configure ${JSON.stringify(options)}`),
      set: (progress) => calls.push(`set ${progress}`),
      remove: () => calls.push('remove'),
    }
  }

  it('fetches nothing until warmed up or used, and then only once', async () => {
    const load = vi.fn(async () => recordingBar([]))
    const deferred = deferredProgressBar(load)
    deferred.configure({ minimum: 0.08 })
    expect(load).not.toHaveBeenCalled()
    deferred.warmUp()
    deferred.warmUp()
    deferred.set(0.5)
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  })

  it('applies the options and then only the last state asked for before it arrived', async () => {
    const calls: string[] = []
    let arrive: (bar: ProgressBar) => void = () => {}
    const deferred = deferredProgressBar(() => new Promise((resolve) => (arrive = resolve)))
    deferred.configure({ showSpinner: false })
    deferred.set(0.08)
    deferred.set(0.4)
    arrive(recordingBar(calls))
    await vi.waitFor(() => expect(calls).toEqual(['configure {"showSpinner":false}', 'set 0.4']))
    deferred.remove()
    expect(calls.at(-1)).toBe('remove')
  })

  it('asks again on the next use when the fetch failed (a dropped connection)', async () => {
    const calls: string[] = []
    const load = vi.fn<() => Promise<ProgressBar>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(recordingBar(calls))
    const deferred = deferredProgressBar(load)
    deferred.set(0.2)
    // Used again until the failure has been taken in: then the fetch is tried a second time.
    await vi.waitFor(() => {
      deferred.set(0.3)
      expect(load).toHaveBeenCalledTimes(2)
    })
    await vi.waitFor(() => expect(calls).toEqual(['configure {}', 'set 0.3']))
  })
})
