/**
 * What the build writes after the pages, from the same route table and content: the link check,
 * sitemap.xml, robots.txt, the web manifest, the share cards, the icons and the product drawings.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteConfig } from '../src/config/site-config.schema.ts'
import { productsInList } from '../src/content/catalogue.server.ts'
import type { SiteContent } from '../src/content/content-store.server.ts'
import type { RouteEntry } from '../src/content/route-entry.ts'
import { assertLinksSound, checkBuiltLinks } from './link-check.ts'
import { writeProductDrawings } from './product-drawings.ts'
import { webManifest, writeBuildImages } from './share-images.ts'
import { lastModifiedDates, robotsTxt, sitemapXml } from './sitemap.ts'

export function writeSiteExtras(outDir: string, site: SiteConfig, content: SiteContent, routeTable: RouteEntry[]): void {
  console.log(assertLinksSound(checkBuiltLinks(outDir, routeTable)))
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(routeTable, lastModifiedDates(content), site.siteUrl))
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(site.siteUrl))
  writeFileSync(join(outDir, 'manifest.webmanifest'), webManifest(site.companyName, site.shortName))
  console.log(writeProductDrawings(outDir, content.products))
  writeBuildImages(outDir, site.companyName, [
    { name: 'default', heading: 'Rollers, idlers and pulleys', subheading: `Made in our own factory since ${site.facts.founded}`, inStock: true },
    ...content.categories.map((category) => ({
      name: category.slug,
      heading: category.name,
      subheading: `${productsInList(content, category.slug).length} products from our own factory in China`,
      inStock: productsInList(content, category.slug).some((product) => 'stocked' in product.stock),
    })),
  ])
}
