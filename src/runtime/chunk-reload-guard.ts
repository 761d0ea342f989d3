import { whenOnline } from './network-status'

/** A page reloads for new files at most once in this long; a second failure shows the error page. */
export const RELOAD_WINDOW_MS = 60_000
/** A route chunk that has not arrived after this long is a failure. */
export const CHUNK_TIMEOUT_MS = 120_000
const LAST_RELOAD_KEY = 'site:last-stale-reload'

/** The page's code or payloads belong to a build that is no longer deployed. */
export class StaleDeployError extends Error {
  constructor(what: string) {
    super(`The site was updated while this page was open (${what} is gone).`)
    this.name = 'StaleDeployError'
  }
}

/** A route's code could not be loaded, and reloading is not (or no longer) the answer. */
export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ChunkLoadError'
  }
}

type ReloadMemory = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Decides whether a stale-deploy failure may reload the page now, and remembers the time if so.
 * The time survives the reload (sessionStorage), so a page that keeps failing reloads only once a minute.
 */
export function claimStaleReload(memory: ReloadMemory, now: number): boolean {
  const last = Number(memory.getItem(LAST_RELOAD_KEY) ?? Number.NaN)
  if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_WINDOW_MS) return false
  memory.setItem(LAST_RELOAD_KEY, String(now))
  return true
}

function sessionMemory(): ReloadMemory {
  try {
    return window.sessionStorage
  } catch {
    // Storage blocked: remember for this page only, which still prevents a loop within it.
    const values = new Map<string, string>()
    return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) }
  }
}

/**
 * Reloads the page for the new build when allowed (the returned promise then never settles, so
 * nothing renders meanwhile); otherwise rejects with `error` for the error page.
 */
export function reloadForNewBuild(error: Error, reload: () => void = () => window.location.reload()): Promise<never> {
  if (claimStaleReload(sessionMemory(), Date.now())) {
    reload()
    return new Promise<never>(() => {})
  }
  return Promise.reject(error)
}

/** True for the errors browsers give when a dynamic import or its preload fails. */
export function isChunkLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
    error.message,
  )
}

/**
 * Wraps a route's lazy import: a chunk gone after a deploy reloads the page once; a chunk that takes
 * longer than CHUNK_TIMEOUT_MS, or fails again within the minute, rejects with a ChunkLoadError.
 */
export function guardChunkLoad<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    // Offline, a page's code that has not arrived waits for the connection instead of failing.
    await whenOnline()
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ChunkLoadError(`This page's code did not arrive within ${CHUNK_TIMEOUT_MS / 1000} seconds.`)),
        CHUNK_TIMEOUT_MS,
      )
    })
    return Promise.race([load(), timeout])
      .catch((error: unknown) => {
        if (isChunkLoadFailure(error))
          return reloadForNewBuild(new ChunkLoadError('The site was updated and this page could not load its new code.'))
        throw error
      })
      .finally(() => clearTimeout(timer))
  }
}

/** True when the site answers at all, so a chunk that failed to load is gone, not out of reach. */
async function siteAnswers(): Promise<boolean> {
  try {
    // Plain fetch, not the HTTP client: the client's own chunk is one of those this guard covers.
    const response = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
    return response.ok
  } catch {
    return false
  }
}

/**
 * Vite reports a failed import of a chunk (or of its dependencies) as this window event; the import
 * goes on to fail and its caller says so. The page reloads for a new deploy, within the reload
 * allowance, only when the site still answers: a dropped connection must not swap the page for the
 * browser's own error page, with what the buyer was doing on it.
 */
export function installPreloadErrorGuard(
  reload: () => void = () => window.location.reload(),
  answers: () => Promise<boolean> = siteAnswers,
): void {
  window.addEventListener('vite:preloadError', () => {
    void answers().then((up) => {
      if (up && claimStaleReload(sessionMemory(), Date.now())) reload()
    })
  })
}
