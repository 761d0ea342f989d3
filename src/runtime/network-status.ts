import { useSyncExternalStore } from 'react'

/** Whether the browser believes it is online (always true while pre-rendering). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Online or offline, kept current; pre-rendered pages and hydration assume online. */
export function useNetworkStatus(): { online: boolean } {
  const online = useSyncExternalStore(subscribe, isOnline, () => true)
  return { online }
}

/** Navigations waiting for the connection to return, and who wants to hear when that number changes. */
let waiting = 0
const waitingListeners = new Set<() => void>()
const setWaiting = (change: number) => {
  waiting += change
  for (const listener of waitingListeners) listener()
}

/**
 * Resolves at once when online; offline, once the connection returns (or rejects with the signal's
 * reason when the navigation that waits is cancelled). While it waits, the offline banner says the
 * page the reader chose opens when the connection returns.
 */
export function whenOnline(signal?: AbortSignal): Promise<void> {
  if (isOnline()) return Promise.resolve()
  return new Promise<void>((resolve, reject) => {
    setWaiting(1)
    const done = () => {
      window.removeEventListener('online', onOnline)
      signal?.removeEventListener('abort', onAbort)
      setWaiting(-1)
    }
    const onOnline = () => {
      done()
      resolve()
    }
    const onAbort = () => {
      done()
      reject(signal?.reason instanceof Error ? signal.reason : new DOMException('The navigation was cancelled.', 'AbortError'))
    }
    window.addEventListener('online', onOnline)
    signal?.addEventListener('abort', onAbort)
  })
}

function subscribeToWaiting(onChange: () => void): () => void {
  waitingListeners.add(onChange)
  return () => waitingListeners.delete(onChange)
}

/** True while a page the reader chose waits for the connection to return. */
export function useWaitingForConnection(): boolean {
  return useSyncExternalStore(
    subscribeToWaiting,
    () => waiting > 0,
    () => false,
  )
}
