/**
 * vite-react-ssg writes the entry as `<script type="module" src>` in <head> and the page's chunks as
 * `<link rel="modulepreload">`. This pass moves both into a JSON list at the end of <body>, which
 * the page's loader (src/runtime/page-script-loader.ts, compiled by the build) starts after the
 * first paint. Each page's Content-Security-Policy hashes the loader's text as the build wrote it
 * (scripts/build/prepare-serving.ts).
 */
import { fileURLToPath } from 'node:url'
import { pageScriptListId } from '../../../src/runtime/page-script-list.ts'
import {
  appendChild,
  attributeOf,
  createElement,
  elementsOf,
  findElement,
  parseHtml,
  removeElement,
  sectionOf,
  type HtmlDocument,
} from '../html-tree.ts'
import { inlineModuleScript } from '../inline-module.ts'
import type { PagePassPlugin } from '../page-passes.ts'

const loaderModule = fileURLToPath(new URL('../../../src/runtime/page-script-loader.ts', import.meta.url))
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The page loader's text, as the build compiles it. */
export const compilePageScriptLoader = (): Promise<string> => inlineModuleScript(loaderModule, projectRoot)

/** Moves a page's entry script and modulepreloads into the list the loader reads; a page without an entry is left as it is. */
export function deferPageScripts(document: HtmlDocument, loader: string): void {
  const all = [...elementsOf(document)]
  const entries = all.filter(
    (element) => element.tagName === 'script' && attributeOf(element, 'type') === 'module' && attributeOf(element, 'src') !== undefined,
  )
  if (entries.length === 0) return
  if (entries.length > 1)
    throw new Error(
      `a page has ${entries.length} entry scripts (${entries.map((entry) => attributeOf(entry, 'src')).join(', ')}); expected one`,
    )
  const preloads = all.filter((element) => element.tagName === 'link' && attributeOf(element, 'rel') === 'modulepreload')
  const scripts = [...entries, ...preloads].map((element) => attributeOf(element, 'src') ?? attributeOf(element, 'href') ?? '')
  for (const element of [...entries, ...preloads]) removeElement(element)
  const body = sectionOf(document, 'body')
  appendChild(body, createElement('script', { type: 'application/json', id: pageScriptListId }, JSON.stringify([...new Set(scripts)])))
  appendChild(body, createElement('script', { type: 'module' }, loader))
}

/** The scripts a built page loads before it is interactive: its entry first, then the chunks it preloads. */
export function pageScriptsOf(html: string): string[] {
  const list = findElement(parseHtml(html), (element) => element.tagName === 'script' && attributeOf(element, 'id') === pageScriptListId)
  const text = list?.childNodes[0]
  return text && 'value' in text ? (JSON.parse(text.value) as string[]) : []
}

/** Defers every page's scripts to after its first paint, through the compiled loader. */
export function deferredScriptsPlugin(compileLoader: () => Promise<string> = compilePageScriptLoader): PagePassPlugin {
  let loader: Promise<string> | undefined
  return {
    name: 'deferred-scripts',
    apply: 'build',
    api: {
      async transformPage({ document }) {
        loader ??= compileLoader()
        deferPageScripts(document, await loader)
      },
    },
  }
}
