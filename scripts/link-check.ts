import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RouteEntry } from '../src/content/route-entry.ts'
import { htmlFileFor } from '../src/server/site/site-files.ts'

export interface LinkReport {
  pages: number
  links: number
  /** "page -> target" for links to a path that is not pre-rendered. */
  broken: string[]
  /** "page -> target" for links to /x/page-1, which repeats /x. */
  pageOneLinks: string[]
  /** Table paths no chain of links from the home page reaches. */
  unreachable: string[]
}

const anchorPattern = /<a\b[^>]*\bhref="(\/[^"#?]*)[^"]*"/g

/** The internal link targets of one built page (paths only, without query or hash). */
export function internalLinks(html: string): string[] {
  const main = html.replace(/<head>[\s\S]*?<\/head>/, '')
  return [...main.matchAll(anchorPattern)].map((match) => match[1] ?? '')
}

/**
 * Follows every internal link of every pre-rendered page. A /x/page-1 duplicate counts as reached
 * when /x is, since links point at the bare list path.
 */
export function checkBuiltLinks(distDir: string, table: RouteEntry[]): LinkReport {
  const known = new Set(table.map((entry) => entry.path))
  const linksOf = new Map<string, string[]>()
  const report: LinkReport = { pages: table.length + 1, links: 0, broken: [], pageOneLinks: [], unreachable: [] }
  for (const path of [...known, '/404']) {
    const links = internalLinks(readFileSync(join(distDir, htmlFileFor(path)), 'utf8'))
    linksOf.set(path, links)
    report.links += links.length
    for (const target of links) {
      if (!known.has(target)) report.broken.push(`${path} -> ${target}`)
      else if (target.endsWith('/page-1')) report.pageOneLinks.push(`${path} -> ${target}`)
    }
  }
  const reached = new Set(['/'])
  const queue = ['/']
  while (queue.length > 0) {
    for (const target of linksOf.get(queue.shift() as string) ?? []) {
      if (known.has(target) && !reached.has(target)) {
        reached.add(target)
        queue.push(target)
      }
    }
  }
  report.unreachable = [...known].filter((path) => !reached.has(path) && !reached.has(path.replace(/\/page-1$/, '')))
  return report
}

/** Throws with every problem the report holds; returns a one-line summary otherwise. */
export function assertLinksSound(report: LinkReport): string {
  const problems = [
    ...report.broken.map((link) => `broken link ${link}`),
    ...report.pageOneLinks.map((link) => `link to a page-1 duplicate ${link}`),
    ...report.unreachable.map((path) => `${path} is not reachable from the home page`),
  ]
  if (problems.length > 0) throw new Error(`Link check failed:\n  - ${problems.slice(0, 50).join('\n  - ')}`)
  return `link check: ${report.links} internal links on ${report.pages} pages followed; none broken; every route reachable from the home page`
}
