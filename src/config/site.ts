import type { SiteConfig } from './site-config.schema.ts'

/** The site configuration as the browser and the pre-render see it (validated at build start). */
export const site: SiteConfig = __SITE_CONFIG__

export const categoryNav = __CATEGORY_NAV__

export const listPageCounts = __LIST_PAGE_COUNTS__
