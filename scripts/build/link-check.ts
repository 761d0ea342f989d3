import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RouteEntry } from '../../src/content/route-entry.ts'
import { htmlFileFor } from '../../src/server/site/site-files.ts'

export interface LinkReport {
  pages: number
  links: number
  /** "page -> target" for links to a path that is not pre-rendered. */
  broken: string[]
  /** "page -> target" for links to /x/page-1, which repeats /x. */
  pageOneLinks: string[]
  /** Table paths no chain of links from the home page reaches. */
  unreachable: string[]
  /** "page -> target#id" for links to a part of a page (an "On this page" entry, a heading) that has no such id. */
  missingTargets: string[]
}

/** An internal link: a path, or only a `#target` on the same page, with an optional query and target. */
const anchorPattern = /<a\b[^>]*\bhref="(\/[^"#?]*)?(?:\?[^"#]*)?(?:#([^"]*))?"/g
const idPattern = /\bid="([^"]+)"/g

function bodyOf(html: string): string {
  return html.replace(/<head>[\s\S]*?<\/head>/, '')
}

/** The internal links of one built page: the target path (the page itself for `#x`) and the id after `#`, if any. */
export function internalLinks(html: string, page: string): { path: string; target?: string; samePage: boolean }[] {
  return [...bodyOf(html).matchAll(anchorPattern)]
    .filter((match) => match[1] !== undefined || match[2] !== undefined)
    .map((match) => ({
      path: match[1] ?? page,
      target: match[2] ? decodeURIComponent(match[2]) : undefined,
      samePage: match[1] === undefined,
    }))
}

/** The ids of one built page's elements: what a `#target` may name. */
export function elementIds(html: string): Set<string> {
  return new Set([...bodyOf(html).matchAll(idPattern)].map((match) => match[1] ?? ''))
}

/**
 * Follows every internal link of every pre-rendered page. A /x/page-1 duplicate counts as reached
 * when /x is, since links point at the bare list path.
 */
export function checkBuiltLinks(distDir: string, table: RouteEntry[]): LinkReport {
  const known = new Set(table.map((entry) => entry.path))
  const linksOf = new Map<string, string[]>()
  const idsOf = new Map<string, Set<string>>()
  const fragments: { from: string; path: string; target: string }[] = []
  const report: LinkReport = { pages: table.length + 1, links: 0, broken: [], pageOneLinks: [], unreachable: [], missingTargets: [] }
  for (const path of [...known, '/404']) {
    const html = readFileSync(join(distDir, htmlFileFor(path)), 'utf8')
    const links = internalLinks(html, path)
    idsOf.set(path, elementIds(html))
    // A bare `#target` stays on the page, whatever its address: only its target is checked.
    const toOtherPages = links.filter((link) => !link.samePage)
    linksOf.set(
      path,
      toOtherPages.map((link) => link.path),
    )
    report.links += links.length
    for (const link of toOtherPages) {
      // A link to a file the build wrote (a datasheet, a drawing) is sound when the file is there.
      if (!known.has(link.path) && !(/\.\w+$/.test(link.path) && existsSync(join(distDir, link.path))))
        report.broken.push(`${path} -> ${link.path}`)
      else if (link.path.endsWith('/page-1')) report.pageOneLinks.push(`${path} -> ${link.path}`)
    }
    for (const link of links) if (link.target !== undefined) fragments.push({ from: path, path: link.path, target: link.target })
  }
  for (const { from, path, target } of fragments) {
    if (idsOf.has(path) && !idsOf.get(path)?.has(target)) report.missingTargets.push(`${from} -> ${path === from ? '' : path}#${target}`)
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
    ...report.missingTargets.map((link) => `link to a missing #target ${link}`),
  ]
  if (problems.length > 0) throw new Error(`Link check failed:\n  - ${problems.slice(0, 50).join('\n  - ')}`)
  return `link check: ${report.links} internal links on ${report.pages} pages followed; none broken, every #target present; every route reachable from the home page`
}
