/** Checks that a dated article does not report what happened after its own date. */

/**
 * Years mentioned in `text` that are later than the year of `date` (YYYY-MM-DD). Edition years
 * of standards ("ISO 9001:2015", "MT 821-2006", "DIN 15207-1:2000") and link targets are not
 * events, so they are left out.
 */
export function yearsAfter(date: string, text: string): number[] {
  const year = Number(date.slice(0, 4))
  const prose = text.replace(/\]\([^)]*\)/g, ']')
  const later = new Set<number>()
  for (const match of prose.matchAll(/(?<![\d:/-])(20\d\d)(?![\d-])/g)) {
    const mentioned = Number(match[1])
    if (mentioned > year) later.add(mentioned)
  }
  return [...later].sort()
}

/** Root-relative links from `text` into a section, as slugs ("/news/a-b" gives "a-b"). */
export function linkedSlugs(text: string, section: string): string[] {
  const pattern = new RegExp(`\\]\\(/${section}/([a-z0-9-]+)\\)`, 'g')
  return [...new Set([...text.matchAll(pattern)].map((m) => m[1] ?? ''))]
}
