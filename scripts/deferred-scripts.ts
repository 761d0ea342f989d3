/**
 * A pre-rendered page paints and works without JavaScript: its links are plain links and its
 * content is in the HTML. So its scripts start only once the page has loaded and painted, or
 * sooner if the reader touches, clicks or types first. On a slow phone line the stylesheet and the
 * first picture then have the line to themselves, instead of sharing it with some 110 KB of
 * scripts that change nothing on screen.
 *
 * vite-react-ssg writes the entry as `<script type="module" src>` and the page's chunks as
 * `<link rel="modulepreload">`. This pass moves both into a JSON list at the end of <body>, which a
 * small inline module (the same text on every page, so one CSP hash) reads and loads.
 */

const entryScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g
const preloadLink = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g
const listId = 'page-scripts'
const listElement = new RegExp(`<script type="application/json" id="${listId}">([^<]*)</script>`)

/** How long after the last largest paint the browser reports (once the page has loaded) the scripts wait. */
const quietAfterPaintMs = 100
/** How long after the load event the scripts wait when the browser reports no paint. */
const noPaintReportMs = 1000

/** Reads the list, adds the chunks as modulepreloads and imports the entry, once. */
export const pageScriptLoader = [
  `const [entry, ...chunks] = JSON.parse(document.getElementById('${listId}').textContent)`,
  'let started = false',
  'const start = () => {',
  '  if (started) return',
  '  started = true',
  '  for (const href of chunks) {',
  "    const link = document.createElement('link')",
  "    link.rel = 'modulepreload'",
  "    link.crossOrigin = ''",
  '    link.href = href',
  '    document.head.append(link)',
  '  }',
  '  import(entry)',
  '}',
  "for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) addEventListener(type, start, { once: true, passive: true, capture: true })",
  // A tap on a marked control before React listens is kept for the app to apply (src/runtime/early-taps.ts);
  // once React's root is in place it hears taps itself, and replays those made during hydration.
  'window.__earlyTaps = []',
  "addEventListener('click', (event) => {",
  "  const control = event.target instanceof Element && event.target.closest('[data-early-tap]')",
  "  const listening = Object.keys(document.getElementById('root') || {}).some((key) => key.startsWith('__reactContainer'))",
  '  if (control && window.__earlyTaps && !listening) window.__earlyTaps.push(control)',
  '}, { capture: true })',
  // After the load event the page paints what it loaded; the scripts start once a paint has been
  // reported and no larger one has followed for a moment, so they never share the line with what
  // the reader sees first. A browser that reports no paint (one without the API, a hidden tab)
  // starts them a second after the load event.
  'let timer',
  'const settle = () => {',
  '  clearTimeout(timer)',
  `  timer = setTimeout(start, ${quietAfterPaintMs})`,
  '}',
  'const afterLoad = () => {',
  `  timer = setTimeout(start, ${noPaintReportMs})`,
  "  new PerformanceObserver(settle).observe({ type: 'largest-contentful-paint', buffered: true })",
  '}',
  "if (document.readyState === 'complete') afterLoad()",
  "else addEventListener('load', afterLoad, { once: true })",
].join('\n')

/** Moves a page's entry script and modulepreloads into the deferred list; a page without them is returned as it is. */
export function deferPageScripts(html: string): string {
  const entries = [...html.matchAll(entryScript)].map((match) => match[1] ?? '')
  if (entries.length === 0) return html
  if (entries.length > 1) throw new Error(`a page has ${entries.length} entry scripts (${entries.join(', ')}); expected one`)
  const chunks = [...html.matchAll(preloadLink)].map((match) => match[1] ?? '')
  const list = JSON.stringify([...entries, ...new Set(chunks)])
  const tail = `<script type="application/json" id="${listId}">${list}</script><script type="module">${pageScriptLoader}</script>`
  const body = html.replace(entryScript, '').replace(preloadLink, '')
  if (!/<\/body>/i.test(body)) throw new Error('a page has no </body> to put its scripts before')
  return body.replace(/<\/body>/i, `${tail}</body>`)
}

/** The scripts a page loads before it is interactive: its entry first, then the chunks it preloads. */
export function pageScriptsOf(html: string): string[] {
  const list = listElement.exec(html)?.[1]
  return list === undefined ? [] : (JSON.parse(list) as string[])
}
