import { z } from 'zod'
import type { Language } from '../utils/languages.ts'

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
  'industries',
  'industry',
] as const
export type ScreenKind = (typeof screenKinds)[number]

const hexId = z.string().regex(/^[0-9a-f]{32}$/)

/**
 * One pre-rendered path: its ids, screen kind and head metadata (one entry of routes.json).
 *
 * `id`, `nodeid`, `type` and `grandId` are read by nothing in this code: the site owner's route
 * table format requires them (other tools of theirs key pages by them), so routes.json keeps them,
 * stable from build to build.
 */
export const routeEntrySchema = z.strictObject({
  path: z.string().regex(/^\/\S*$/),
  /** 32 hex characters, derived from a stable key; all news list pages share one. */
  id: hexId,
  /** The list or section the page belongs to; list pages share it. */
  nodeid: hexId,
  /** Equal to id. */
  type: hexId,
  name: z.enum(screenKinds),
  title: z.string().min(1),
  description: z.string().min(1),
  keywords: z.string(),
  /** Product detail only: the node id of the all-products list. */
  grandId: hexId.optional(),
  /** Paginated lists only: the page number, 1-based. */
  page: z.number().int().min(1).optional(),
})
export type RouteEntry = z.infer<typeof routeEntrySchema>

/**
 * A page's route entry as its payload carries it: with the languages the page exists in (its
 * hreflang links) and, for the language switcher, where each language leads from it: the same
 * page, or the nearest one that exists (its category, else the home page).
 */
export type PageRoute = RouteEntry & { languages: Language[]; switchTo: Record<Language, string> }
