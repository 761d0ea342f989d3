import type { ScreenKind } from '@/content/route-entry'

/** What a route record tells the runtime: its screen kind, and whether it has a payload. */
export interface RouteHandle {
  screen: ScreenKind | 'notfound'
  payload: boolean
}
