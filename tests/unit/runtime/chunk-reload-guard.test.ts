// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS, ChunkLoadError, claimStaleReload, guardChunkLoad, RELOAD_WINDOW_MS } from '@/runtime/chunk-reload-guard'

function memory() {
  const values = new Map<string, string>()
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) }
}

describe('the stale-deploy reload allowance', () => {
  it('allows one reload, refuses another within 60 s, allows again after 60 s', () => {
    const store = memory()
    const start = 1_700_000_000_000
    expect(claimStaleReload(store, start)).toBe(true)
    expect(claimStaleReload(store, start + 1_000)).toBe(false)
    expect(claimStaleReload(store, start + RELOAD_WINDOW_MS - 1)).toBe(false)
    expect(claimStaleReload(store, start + RELOAD_WINDOW_MS)).toBe(true)
  })

  it('remembers the reload in sessionStorage across a page load', async () => {
    window.sessionStorage.clear()
    const reload = vi.fn()
    const before = await import('@/runtime/chunk-reload-guard')
    void before.reloadForNewBuild(new before.StaleDeployError('the data of /roller'), reload)
    expect(reload).toHaveBeenCalledTimes(1)
    // A new page: the module and everything it held are gone; only the tab's sessionStorage is left.
    vi.resetModules()
    const after = await import('@/runtime/chunk-reload-guard')
    expect(after).not.toBe(before)
    const error = new after.StaleDeployError('the data of /roller')
    const outcome = after.reloadForNewBuild(error, reload)
    expect(reload).toHaveBeenCalledTimes(1)
    await expect(outcome).rejects.toBe(error)
  })
})

describe('route code loading', () => {
  const reload = vi.fn()
  beforeEach(() => {
    vi.useFakeTimers()
    window.sessionStorage.clear()
    vi.stubGlobal('location', { ...window.location, reload })
    reload.mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  const missingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/old-1234.js'))

  it('reloads once for a chunk gone after a deploy, then shows the error within 60 s', async () => {
    const first = guardChunkLoad(missingChunk)()
    await vi.advanceTimersByTimeAsync(0)
    expect(reload).toHaveBeenCalledTimes(1)
    void first
    await expect(guardChunkLoad(missingChunk)()).rejects.toBeInstanceOf(ChunkLoadError)
    expect(reload).toHaveBeenCalledTimes(1)
    vi.setSystemTime(Date.now() + RELOAD_WINDOW_MS)
    void guardChunkLoad(missingChunk)()
    await vi.advanceTimersByTimeAsync(0)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('gives up on a chunk after 120000 ms', async () => {
    const never = guardChunkLoad(() => new Promise(() => {}))()
    const outcome = expect(never).rejects.toThrow(/did not arrive within 120 seconds/)
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS)
    await outcome
    expect(reload).not.toHaveBeenCalled()
  })

  it('passes other errors through without reloading', async () => {
    await expect(guardChunkLoad(() => Promise.reject(new Error('boom')))()).rejects.toThrow('boom')
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('a failed chunk import reported by Vite', () => {
  const failedImport = () =>
    window.dispatchEvent(
      Object.assign(new Event('vite:preloadError', { cancelable: true }), {
        payload: new TypeError('Failed to fetch dynamically imported module'),
      }),
    )

  // This one first: a listener left by a later test would take the reload allowance and hide a wrong reload here.
  it('leaves the page alone when the site cannot be reached, so a dropped connection loses nothing', async () => {
    window.sessionStorage.clear()
    const reload = vi.fn()
    let asked = false
    const { installPreloadErrorGuard } = await import('@/runtime/chunk-reload-guard')
    installPreloadErrorGuard(reload, () => {
      asked = true
      return Promise.resolve(false)
    })
    failedImport()
    await vi.waitFor(() => expect(asked).toBe(true))
    await Promise.resolve()
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads the page when the site still answers (the chunk is gone after a deploy)', async () => {
    window.sessionStorage.clear()
    const reload = vi.fn()
    const { installPreloadErrorGuard } = await import('@/runtime/chunk-reload-guard')
    installPreloadErrorGuard(reload, () => Promise.resolve(true))
    failedImport()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  })
})
