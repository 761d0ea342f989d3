import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while pre-rendering and during hydration, true afterwards. Content that depends on the
 * address's query (which the pre-rendered HTML cannot know) waits for it, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
