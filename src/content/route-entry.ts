/** Screen kinds, as the route table names them. */
export const screenKinds = [
  'home',
  'about',
  'productsclass',
  'productsdetail',
  'news',
  'newsdetail',
  'knowledge',
  'knowledgedetail',
  'contact',
  'search',
  'searchnotfound',
  'thanks',
  'partnumbers',
  'tools',
  'tool',
  'finder',
  'howtoorder',
  'privacy',
] as const
export type ScreenKind = (typeof screenKinds)[number]

/** One pre-rendered path: its ids, screen kind and head metadata (one entry of routes.json). */
export interface RouteEntry {
  path: string
  /** 32 hex characters, derived from a stable key; all news list pages share one. */
  id: string
  /** The list or section the page belongs to; list pages share it. */
  nodeid: string
  /** Equal to id. */
  type: string
  name: ScreenKind
  title: string
  description: string
  keywords: string
  /** Product detail only: the node id of the all-products list. */
  grandId?: string
  /** Paginated lists only: the page number, 1-based. */
  page?: number
}
