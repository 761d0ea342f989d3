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
