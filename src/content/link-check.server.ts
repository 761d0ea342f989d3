import { ContentError, type ContentProblem } from './content-error.ts'
import type { SiteContent } from './content-store.server.ts'
import { relative } from 'node:path'

/** Every internal link in an article or industry page body must point at a path of the route table. */
export function checkInternalLinks(content: SiteContent, paths: ReadonlySet<string>): void {
  const problems: ContentProblem[] = []
  for (const article of [...content.news, ...content.knowledge, ...content.industries]) {
    for (const link of article.links) {
      if (!paths.has(link)) {
        problems.push({
          file: relative(process.cwd(), article.file),
          field: 'body',
          problem: `links to ${link}, which is not a page of the site`,
        })
      }
    }
  }
  if (problems.length > 0) throw new ContentError(problems)
}
