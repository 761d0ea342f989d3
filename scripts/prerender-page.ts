import { routeErrorMarker } from '../src/utils/route-error-marker.ts'

/**
 * Chunks that load only once the page is interactive (the sliders, which show their first slide
 * without them). vite-react-ssg preloads every dynamic import of a screen; these must not be, or a
 * first visit downloads and blocks on them.
 */
const afterInteractiveChunks = ['swiper', 'hero-swiper', 'gallery-swiper']
const afterInteractiveLink = new RegExp(`<link rel="(?:modulepreload|stylesheet)"[^>]*href="/assets/(?:${afterInteractiveChunks.join('|')})-[\\w-]+\\.(?:js|css)"[^>]*>`, 'g')

/**
 * Last pass over each pre-rendered page: fails the build when the page rendered an error screen
 * (a loader threw), puts `<meta charset>` first in <head> (the head manager inserts the title
 * before it) and drops the preloads of the after-interactive chunks.
 */
export function finishPrerenderedPage(path: string, html: string): string {
  const error = new RegExp(`${routeErrorMarker}="([^"]*)"`).exec(html)
  if (error) {
    throw new Error(`Pre-render of ${path} failed: ${decodeHtml(error[1] ?? '')}`)
  }
  const charset = /<meta charset="[^"]+">/i.exec(html)
  if (!charset) throw new Error(`Pre-render of ${path}: no <meta charset> in the page`)
  const withoutCharset = html.replace(charset[0], '').replace(afterInteractiveLink, '')
  return withoutCharset.replace(/<head>/i, `<head>${charset[0]}`)
}

function decodeHtml(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
}
