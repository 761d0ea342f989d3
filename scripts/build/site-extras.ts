/**
 * What the build writes after the pages, from the same route table and content: the link check,
 * sitemap.xml, robots.txt, the web manifest, the share cards, the icons, the product drawings, the
 * downloads (datasheets, CAD drawings, catalogues) and the filtered article lists.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { SiteConfig } from '../../src/config/site-config.schema.ts'
import { articleFilters, articleGroup, type ArticleListName } from '../../src/content/article-lists.server.ts'
import { articleCard } from '../../src/content/cards.server.ts'
import { productsInList } from '../../src/content/catalogue.server.ts'
import type { SiteContent } from '../../src/content/content-store.server.ts'
import { illustrateProduct } from '../../src/drawings/illustrations/product-illustration.server.ts'
import type { RouteEntry } from '../../src/content/route-entry.ts'
import { assertLinksSound, checkBuiltLinks } from './link-check.ts'
import { filteredListPath } from '../../src/utils/route-paths.ts'
import { copyDownloads } from './downloads.ts'
import { writeProductDrawings } from './product-drawings.ts'
import { webManifest, writeBuildImages } from './share-images.ts'
import { lastModifiedDates, robotsTxt, sitemapXml } from './sitemap.ts'

export function writeSiteExtras(outDir: string, site: SiteConfig, content: SiteContent, routeTable: RouteEntry[]): void {
  // The downloads first: the link check follows the pages' links to them.
  console.log(copyDownloads(outDir))
  console.log(assertLinksSound(checkBuiltLinks(outDir, routeTable)))
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(routeTable, lastModifiedDates(content), site.siteUrl))
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(site.siteUrl))
  writeFileSync(join(outDir, 'manifest.webmanifest'), webManifest(site.companyName, site.shortName))
  console.log(writeProductDrawings(outDir, content.products))
  console.log(writeFilteredArticleLists(outDir, content))
  const illustrationOf = (product: SiteContent['products'][number] | undefined) => {
    if (!product) throw new Error('a share card needs a product to show')
    return illustrateProduct(product.slug, product).svg
  }
  writeBuildImages(outDir, site.companyName, [
    {
      name: 'default',
      heading: 'Rollers, idlers and pulleys',
      subheading: `Made in our own factory since ${site.facts.founded}`,
      inStock: true,
      illustration: illustrationOf(content.products.find((product) => product.slug === 'belt-conveyor-roller') ?? content.products[0]),
    },
    ...content.categories.map((category) => ({
      name: category.slug,
      heading: category.name,
      subheading: `${productsInList(content, category.slug).length} products from our own factory in China`,
      inStock: productsInList(content, category.slug).some((product) => 'stocked' in product.stock),
      illustration: illustrationOf(productsInList(content, category.slug)[0]),
    })),
  ])
}

/**
 * One JSON file per news kind and knowledge topic with every article of it, newest first: what
 * /news?kind=... and /knowledge?topic=... show in the browser. The pre-rendered pages stay unfiltered.
 */
export function writeFilteredArticleLists(outDir: string, content: SiteContent): string {
  let files = 0
  for (const list of ['news', 'knowledge'] as const satisfies readonly ArticleListName[]) {
    for (const { value } of articleFilters[list].options) {
      const articles = content[list].filter((article) => articleGroup(article) === value).map((article) => articleCard(content, article))
      const file = join(outDir, filteredListPath(list, value))
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, JSON.stringify({ articles }))
      files += 1
    }
  }
  return `filtered article lists: ${files} files in /article-lists`
}
