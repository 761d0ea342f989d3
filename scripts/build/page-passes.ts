/**
 * The build passes over each pre-rendered page. Each is a named Vite plugin (scripts/build/plugins/)
 * whose `api` works on the parsed page; vite-react-ssg hands each page to `onPageRendered`, which
 * parses it once, runs the passes in order and writes the tree back.
 */
import type { Plugin } from 'vite'
import { parseHtml, serializeHtml, type HtmlDocument } from './html-tree.ts'

export interface PrerenderedPage {
  /** The route path, `/roller/belt-conveyor-roller`. */
  path: string
  document: HtmlDocument
}

export interface PagePass {
  transformPage(page: PrerenderedPage): void | Promise<void>
}

export type PagePassPlugin = Plugin<PagePass> & { api: PagePass }

/** The `onPageRendered` of vite-react-ssg that runs `passes` in order over each page. */
export function runPagePasses(passes: readonly PagePassPlugin[]): (path: string, html: string) => Promise<string> {
  return async (path, html) => {
    const page = { path, document: parseHtml(html) }
    for (const pass of passes) await pass.api.transformPage(page)
    return serializeHtml(page.document)
  }
}
