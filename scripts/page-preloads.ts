import { readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  src?: string
  imports?: string[]
  dynamicImports?: string[]
}
export type ClientManifest = Record<string, ManifestChunk>

/** The client build's manifest (dist/.vite/manifest.json), written before the pages are rendered. */
export function readClientManifest(outDir: string): ClientManifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as ClientManifest
}

const preloadLink = /<link rel="modulepreload"[^>]*href="\/([^"]+)"[^>]*>/g

/**
 * Drops the modulepreloads a page's own code never asks for. vite-react-ssg preloads the client
 * chunks of every module that first ran while a page rendered, and the first page also runs the
 * build-time loaders, whose engineering modules sit in the calculators' chunks in the browser
 * build: the home page preloaded the idler-load calculator. A page keeps what its screen chunks
 * (and the entry) import, statically or lazily, as vite-react-ssg itself collects it, less the
 * lazy chunks `loadsLazily` says this page never loads.
 */
export function keepOwnPreloads(html: string, manifest: ClientManifest, loadsLazily: (source: string) => boolean = () => true): string {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, chunk }]))
  const preloaded = [...html.matchAll(preloadLink)].map((match) => match[1] ?? '')
  // A screen's own lazy part loaded only on use (the factory video's player) is no root, though it sits under src/screens/.
  const roots = preloaded.filter((file) => {
    const source = byFile.get(file)?.chunk.src
    return source?.startsWith('src/screens/') && loadsLazily(source)
  })
  const entry = Object.entries(manifest).find(([key]) => key.endsWith('.html'))
  const own = new Set<string>()
  const visit = (key: string, lazily: boolean) => {
    const chunk = manifest[key]
    if (!chunk || own.has(chunk.file)) return
    own.add(chunk.file)
    const lazyImports = lazily ? (chunk.dynamicImports ?? []).filter(loadsLazily) : []
    for (const next of [...(chunk.imports ?? []), ...lazyImports]) if (!next.endsWith('.html')) visit(next, lazily)
  }
  // The entry lazily imports every screen: only what it imports statically counts.
  if (entry) visit(entry[0], false)
  for (const file of roots) visit(byFile.get(file)?.key ?? '', true)
  // A page without a screen chunk among its preloads is left as vite-react-ssg wrote it.
  if (roots.length === 0) return html
  return html.replace(preloadLink, (link, file: string) => (own.has(file) ? link : ''))
}

/**
 * Lazy chunks a first visit asks for only once the reader uses the page: the enquiry form
 * (src/features/enquiry/enquiry-form-slot.tsx) and the factory video's player, on its click.
 */
const loadedOnUse = new Set(['src/features/enquiry/enquiry-form-from-address.tsx', 'src/screens/about/factory-video-player.tsx'])

/**
 * The lazy chunks (by source path) the page at `path` loads by itself: a tool page loads only its
 * own calculator, though the tool screen can load any of them; the contact page loads the enquiry
 * form's code only once the buyer moves.
 */
export function lazyChunksOf(path: string): (source: string) => boolean {
  const tool = /^\/tools\/([a-z-]+)$/.exec(path)?.[1]
  return (source) => !loadedOnUse.has(source) && (!source.startsWith('src/features/calculators/') || source === `src/features/calculators/${tool}-calculator.tsx`)
}
