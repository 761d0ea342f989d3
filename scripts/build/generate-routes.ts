/**
 * Validates the content (each file, then the site-wide quotas) and writes routes.json, the table
 * of every pre-rendered path.
 *   tsx scripts/build/generate-routes.ts          write routes.json
 *   tsx scripts/build/generate-routes.ts --check  fail when routes.json is stale
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs'
import { siteConfigValues } from '@/config/site-config'
import { resolveSiteConfig } from '@/config/site-config.schema'
import { ContentError } from '@/content/content-error'
import { defaultContentRoot, loadContent } from '@/content/content-store.server'
import { siteQuotaProblems } from '@/content/editorial-quotas.server'
import { checkInternalLinks } from '@/content/link-check.server'
import { buildRouteTable, routeTableFile } from '@/content/route-table.server'
import { loadTranslations } from '@/content/translations.server'

function main() {
  const check = process.argv.includes('--check')
  const content = loadContent()
  const quotaProblems = siteQuotaProblems(content, defaultContentRoot)
  if (quotaProblems.length > 0) throw new ContentError(quotaProblems)
  const site = resolveSiteConfig(siteConfigValues, {})
  // A bad translation overlay stops here too, before any page is built.
  const table = buildRouteTable(content, site, loadTranslations(content))
  checkInternalLinks(content, new Set(table.map((entry) => entry.path)))
  const json = `${JSON.stringify(table, null, 2)}\n`
  if (check) {
    const current = existsSync(routeTableFile) ? readFileSync(routeTableFile, 'utf8') : ''
    if (current !== json) {
      console.error('routes.json is stale: run `npm run routes` and commit the result.')
      process.exit(1)
    }
    console.log(`routes.json is up to date (${table.length} routes).`)
    return
  }
  writeFileSync(routeTableFile, json)
  console.log(`routes.json written: ${table.length} routes.`)
}

try {
  main()
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error)
  process.exit(1)
}
