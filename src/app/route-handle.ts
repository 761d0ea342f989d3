import type { ScreenKind } from '@/content/route-entry'
import type { MiddlewareName } from './route-middleware'

/** What a route record tells the runtime: its screen kind, whether it has a payload, its middleware. */
export interface RouteHandle {
  screen: ScreenKind | 'notfound'
  payload: boolean
  /** Names from the middleware registry (src/app/route-middleware.ts), run before the data loads. */
  middleware?: readonly MiddlewareName[]
}
