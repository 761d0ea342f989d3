import { routeErrorMarker } from '../src/utils/route-error-marker.ts'

/**
 * Chunks that load only once the page is interactive (the sliders, which show their first slide
 * without them). vite-react-ssg preloads every dynamic import of a screen; these must not be, or a
 * first visit downloads and blocks on them.
 */
const afterInteractiveChunks = ['swiper', 'hero-swiper', 'gallery-swiper']
const afterInteractiveLink = new RegExp(`<link rel="(?:modulepreload|stylesheet)"[^>]*href="/assets/(?:${afterInteractiveChunks.join('|')})-[\\w-]+\\.(?:js|css)"[^>]*>`, 'g')

/**
 * The HTTP client (axios) is needed on arrival only by the search pages, which fetch their index
 * at once; elsewhere the first page carries its data, the client loads on the reader's first
 * interaction (src/app/browser-runtime.ts), and a preload would download it anyway.
 */
const httpClientLink = /<link rel="modulepreload"[^>]*href="\/assets\/http-client-[\w-]+\.js"[^>]*>/g
const fetchesOnArrival = /href="\/assets\/site-search-[\w-]+\.js"/

/**
 * Last pass over each pre-rendered page: fails the build when the page rendered an error screen
 * (a loader threw), puts `<meta charset>` first in <head> (the head manager inserts the title
 * before it) and drops the preloads of the after-interactive chunks and, where the page does not
 * fetch on arrival, of the HTTP client.
 */
export function finishPrerenderedPage(path: string, html: string): string {
  const error = new RegExp(`${routeErrorMarker}="([^"]*)"`).exec(html)
  if (error) {
    throw new Error(`Pre-render of ${path} failed: ${decodeHtml(error[1] ?? '')}`)
  }
  const charset = /<meta charset="[^"]+">/i.exec(html)
  if (!charset) throw new Error(`Pre-render of ${path}: no <meta charset> in the page`)
  let withoutCharset = html.replace(charset[0], '').replace(afterInteractiveLink, '')
  if (!fetchesOnArrival.test(html)) withoutCharset = withoutCharset.replace(httpClientLink, '')
  return withoutCharset.replace(/<head>/i, `<head>${charset[0]}`)
}

function decodeHtml(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
}
