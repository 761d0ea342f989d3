import { editDistance } from './edit-distance.ts'

const segmentsOf = (path: string) => path.toLowerCase().split('/').filter(Boolean)

/**
 * The address a mistyped one most likely meant (`/idler/troughing-idlr` is `/idler/troughing-idler`):
 * the site address nearest to it, comparing whole addresses and, for an address whose section
 * is wrong or missing, last segments. List pages beyond the first are not offered. Undefined when
 * nothing is near enough to be a typing slip.
 */
export function nearestAddress(typed: string, addresses: readonly string[]): string | undefined {
  const parts = segmentsOf(typed.replace(/\.html?$/i, ''))
  const last = parts.at(-1)
  if (!last) return undefined
  const whole = `/${parts.join('/')}`
  let best: { address: string; score: number } | undefined
  for (const address of addresses) {
    const candidate = segmentsOf(address)
    const end = candidate.at(-1)
    if (!end || /^page-\d+$/.test(end)) continue
    // A wrong or missing section costs 2, on top of the slips in the page's own name.
    const score = Math.min(editDistance(whole, `/${candidate.join('/')}`), editDistance(last, end) + 2)
    if (!best || score < best.score) best = { address, score }
  }
  // A slip is a few letters: about one in four of the page's name, at least two.
  return best && best.score <= Math.max(2, Math.floor(last.length / 4)) ? best.address : undefined
}

/** The addresses a sitemap lists, as paths on this site. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].flatMap((match) => {
    try {
      return [new URL(match[1] ?? '').pathname]
    } catch {
      return []
    }
  })
}
