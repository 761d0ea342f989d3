/**
 * The list of downloadable files the build made (scripts/build/downloads.ts writes it before the pages
 * are rendered): each product's datasheet and CAD drawing, and the catalogues. Loaders read it to
 * show the links; the files themselves are copied into dist/downloads after the pages.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where generated downloads are kept between builds, named by their content hash. */
export const downloadsCacheDir = join(process.cwd(), 'node_modules', '.cache', 'downloads')
export const downloadsManifestFile = join(downloadsCacheDir, 'manifest.json')

export interface DownloadFile {
  /** Site path, e.g. /downloads/bend-pulley-datasheet-1a2b3c4d.pdf */
  href: string
  /** e.g. "Datasheet" */
  title: string
  format: 'PDF' | 'DXF' | 'STEP' | 'GLB'
  bytes: number
}

export interface DownloadsManifest {
  products: Record<string, DownloadFile[]>
  /** A CAD drawing of each size row and its STEP model, by product slug, each titled and named by its part number. */
  sizes: Record<string, DownloadFile[]>
  /** The 3D model (GLB) of a sized product's lead row, by product slug, which its page's viewer loads. */
  models: Record<string, DownloadFile>
  /** One per category slug, and "all" for the whole range. */
  catalogues: Record<string, DownloadFile>
  /** Each site path's file in the cache folder. */
  sources: Record<string, string>
}

let cached: DownloadsManifest | undefined

export function readDownloadsManifest(file = downloadsManifestFile): DownloadsManifest {
  if (file === downloadsManifestFile && cached) return cached
  if (!existsSync(file))
    throw new Error(`${file} is missing: the downloads step (tsx scripts/build/downloads.ts, part of npm run build) writes it`)
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as DownloadsManifest
  if (file === downloadsManifestFile) cached = manifest
  return manifest
}

/** A product's downloads; every product has a datasheet and a drawing, so none is an error. */
export function productDownloads(slug: string): DownloadFile[] {
  const files = readDownloadsManifest().products[slug]
  if (!files || files.length === 0) throw new Error(`No downloads for the product "${slug}": run the downloads step again (npm run build)`)
  return files
}

/** The CAD drawings and STEP models of a product's sizes, in row order; none for a product drawn from its spec rows. */
export function sizeDownloads(slug: string): DownloadFile[] {
  return readDownloadsManifest().sizes?.[slug] ?? []
}

/** The GLB the product page's 3D viewer loads; undefined for a product without size rows to model. */
export function viewerModel(slug: string): DownloadFile | undefined {
  return readDownloadsManifest().models?.[slug]
}

export function catalogueDownload(key: string): DownloadFile {
  const file = readDownloadsManifest().catalogues[key]
  if (!file) throw new Error(`No catalogue "${key}" in the downloads: run the downloads step again (npm run build)`)
  return file
}
