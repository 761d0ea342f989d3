import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Manifest } from 'vite'
import { attributeOf, elementsOf, removeElement, type HtmlDocument, type HtmlElement } from '../html-tree.ts'
import { chunkRolesFile, type ChunkRolesByFile, type ResolvedChunkRole } from '../lazy-chunk-roles.ts'
import type { PagePassPlugin } from '../page-passes.ts'

/** What the browser build says of its chunks: Vite's manifest and the roles scripts/build/plugins/chunk-roles.ts resolved. */
export interface BrowserBuild {
  manifest: Manifest
  roles: ChunkRolesByFile
}

function readBrowserBuild(outDir: string): BrowserBuild {
  const read = (file: string): unknown => JSON.parse(readFileSync(join(outDir, file), 'utf8'))
  return { manifest: read('.vite/manifest.json') as Manifest, roles: read(chunkRolesFile) as ChunkRolesByFile }
}

/** Whether the page at `path` follows an import() of a chunk with this role to what it loads. */
function followsImportOf(role: ResolvedChunkRole | undefined, path: string): boolean {
  switch (role?.kind) {
    case 'on-use':
    case 'after-hydration':
      return false
    case 'tool':
      return path === `/tools/${role.tool}`
    default:
      return true
  }
}

const linksOf = (document: HtmlDocument, rel: string) =>
  [...elementsOf(document)].filter((element) => element.tagName === 'link' && attributeOf(element, 'rel') === rel)
/** The build file a link names (`assets/x.js` for `/assets/x.js`). */
const fileOf = (link: HtmlElement) => (attributeOf(link, 'href') ?? '').replace(/^\//, '')

/**
 * The chunks the page's own code loads on arrival: what the entry imports statically, and what
 * its screen imports, statically or through import() as the chunk roles allow. vite-react-ssg
 * preloads the browser chunks of every module that ran while a page rendered, and the first page
 * also runs the build-time loaders, whose engineering modules sit in the calculators' chunks in
 * the browser build: the home page preloaded the idler-load calculator.
 */
function ownChunks(screens: readonly string[], path: string, { manifest, roles }: BrowserBuild): Set<string> {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  const own = new Set<string>()
  const visit = (key: string, throughImports: boolean) => {
    const chunk = manifest[key]
    if (!chunk || own.has(chunk.file)) return
    own.add(chunk.file)
    const lazily = throughImports
      ? (chunk.dynamicImports ?? []).filter((next) => followsImportOf(roles[manifest[next]?.file ?? ''], path))
      : []
    for (const next of [...(chunk.imports ?? []), ...lazily]) if (!manifest[next]?.isEntry) visit(next, throughImports)
  }
  // The entry loads every screen through import(): only what it imports statically counts.
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, false)
  for (const file of screens) visit(keyOf.get(file) ?? '', true)
  return own
}

/**
 * Keeps the modulepreloads of the chunks the page's own code loads on arrival and that its roles
 * list, and drops the stylesheets of chunks that load after the page is interactive. A page
 * without a screen chunk among its preloads keeps what vite-react-ssg found, less those roles.
 */
export function keepOwnPreloads(document: HtmlDocument, path: string, build: BrowserBuild): void {
  const preloads = linksOf(document, 'modulepreload')
  const screens = preloads.map(fileOf).filter((file) => build.roles[file]?.kind === 'screen')
  const own = screens.length > 0 ? ownChunks(screens, path, build) : undefined
  const reached = new Set(preloads.map(fileOf).filter((file) => own?.has(file) ?? true))
  const listed = (file: string): boolean => {
    const role = build.roles[file]
    if (!reached.has(file) || role?.kind === 'after-interactive') return false
    return role?.kind === 'with' ? listed(role.withFile) : true
  }
  const afterInteractiveCss = new Set(
    Object.values(build.manifest).flatMap((chunk) => (build.roles[chunk.file]?.kind === 'after-interactive' ? (chunk.css ?? []) : [])),
  )
  for (const link of preloads) if (!listed(fileOf(link))) removeElement(link)
  for (const link of linksOf(document, 'stylesheet')) if (afterInteractiveCss.has(fileOf(link))) removeElement(link)
}

/** Trims each page's modulepreloads to the chunks its own code loads on arrival, by the chunks' roles. */
export function pagePreloadsPlugin(): PagePassPlugin {
  let outDir: string | undefined
  let build: BrowserBuild | undefined
  return {
    name: 'page-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    api: {
      transformPage({ path, document }) {
        if (!outDir) throw new Error('page-preloads: the build folder is not known (the plugin was not in the resolved config)')
        // The browser build is written before the first page renders.
        build ??= readBrowserBuild(outDir)
        keepOwnPreloads(document, path, build)
      },
    },
  }
}
