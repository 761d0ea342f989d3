import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { buildConstants } from './scripts/build/build-constants.ts'
import { siteConfigValues } from './src/config/site-config.ts'
import { resolveSiteConfig } from './src/config/site-config.schema.ts'
import { loadContent } from './src/content/content-store.server.ts'
import { readRouteTable } from './src/content/route-table.server.ts'
import { downloadsManifestFile, readDownloadsManifest } from './src/downloads/downloads-manifest.server.ts'
import { policySourcesFor } from './src/server/site/security-headers.ts'
import { runPagePasses } from './scripts/build/page-passes.ts'
import { chunkRolesPlugin } from './scripts/build/plugins/chunk-roles.ts'
import { pageRenderErrorsPlugin } from './scripts/build/plugins/page-render-errors.ts'
import { charsetFirstPlugin } from './scripts/build/plugins/charset-first.ts'
import { pagePreloadsPlugin } from './scripts/build/plugins/page-preloads.ts'
import { deferredScriptsPlugin } from './scripts/build/plugins/deferred-scripts.ts'
import { prepareForServing } from './scripts/build/prepare-serving.ts'
import { searchIndexJson } from './scripts/build/search-index.ts'
import { writeSiteExtras } from './scripts/build/site-extras.ts'
import { photoSummary, writePhotoVariants } from './scripts/build/photo-variants.ts'
import { productPhotoSources } from './src/content/product-images.server.ts'
import { readSitePhotos } from './src/content/site-photos.server.ts'
import { certificateWarnings } from './src/config/site-config.schema.ts'
import { clientDocumentHead } from './scripts/build/client-document-head.ts'

// Validated once at start: a bad setting or content file stops here with a readable message.
const site = resolveSiteConfig(siteConfigValues, process.env)
for (const warning of certificateWarnings(site)) console.warn(`Warning: ${warning}`)
const content = loadContent()
// The company pages' photographs, each with its alt text: an image without one stops here, naming it.
const sitePhotos = readSitePhotos(content.news.map((story) => story.slug))
const routeTable = readRouteTable()
/** A JSON file the build writes with its content hash in the name, fetched only by the page that needs it. */
function hashedJson(name: string, source: string) {
  return { source, fileName: `assets/${name}-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.json` }
}
// The build makes the downloads before this file is read; Vite's dev server started before any build finds none yet.
const downloads = existsSync(downloadsManifestFile)
  ? readDownloadsManifest()
  : { products: {}, sizes: {}, models: {}, catalogues: {}, sources: {} }
const searchIndex = hashedJson('search-index', searchIndexJson(content, site, downloads))

/**
 * The passes over each pre-rendered page, in order: fail on an error screen, put the charset
 * first, trim the preloads to what the page uses (by the chunk roles of
 * scripts/build/lazy-chunk-roles.ts), then defer every script to after the first paint.
 */
const pagePasses = [pageRenderErrorsPlugin(), charsetFirstPlugin(), pagePreloadsPlugin(), deferredScriptsPlugin()]

/** Emits the search index next to the other hashed assets (client build only). */
const indexAssetsPlugin: Plugin = {
  name: 'index-assets',
  apply: (_config, env) => !env.isSsrBuild,
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: searchIndex.fileName, source: searchIndex.source })
  },
}

export default defineConfig({
  plugins: [react(), clientDocumentHead(), indexAssetsPlugin, chunkRolesPlugin(), ...pagePasses],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: { ...buildConstants(site, content, routeTable), __SEARCH_INDEX_URL__: JSON.stringify(`/${searchIndex.fileName}`) },
  build: {
    target: 'es2022',
    // Every browser that runs es2022 supports <link rel="modulepreload">: no polyfill needed.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The framework every page needs, in one chunk with the entry: one request, one gzip stream
        // (with the head keeper that stands in for react-helmet-async in the browser).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run|vite-react-ssg)[\\/]|src[\\/]runtime[\\/]document-head\.tsx$/,
            },
            // Three small helpers the runtime and later code share (first move, idle time, work in
            // flight): one chunk instead of three. They import nothing, so the group takes in nothing else.
            { name: 'runtime-helpers', test: /src[\\/](runtime[\\/](first-interaction|request-activity)|utils[\\/]when-idle)\.ts$/ },
            // Sliders load once the page is interactive (their roles: scripts/build/lazy-chunk-roles.ts): Swiper's core,
            // the modules both sliders use and the hook that runs it in one chunk; autoplay goes with the
            // hero, zoom, arrows and keys with the gallery, so neither page downloads the other's.
            {
              name: 'swiper',
              test: /node_modules[\\/](swiper[\\/](shared|swiper\.(mjs|css)|modules[\\/](a11y|pagination|index)\.(mjs|css))|ssr-window|dom7)|src[\\/]features[\\/]sliders[\\/]use-swiper\.ts$/,
            },
          ],
        },
      },
    },
    assetsInlineLimit: 0,
  },
  ssgOptions: {
    dirStyle: 'flat',
    beastiesOptions: false,
    // Exactly the paths of the route table, plus the not-found page (404.html).
    includedRoutes: () => [...routeTable.map((entry) => entry.path), '/404'],
    onPageRendered: runPagePasses(pagePasses),
    // After the pages: link check, crawler files, manifest, share cards and icons; then the
    // pre-compressed copies and page policies that npm start and nginx serve (scripts/build/prepare-serving.ts).
    onFinished: async (outDir) => {
      writeSiteExtras(outDir, site, content, routeTable)
      console.log(photoSummary(await writePhotoVariants(outDir, [...productPhotoSources(content.products), ...sitePhotos.sources])))
      await prepareForServing(outDir, policySourcesFor(site))
    },
  },
})
