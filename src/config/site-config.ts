import type { SiteConfig } from './site-config.schema.ts'

/**
 * The company's details, in one place. The values are reserved examples (example.com, a
 * 000 telephone format): the owner replaces them here. SITE_URL, API_BASE_URL and
 * ANALYTICS_SITE_ID in the environment override the deployment-specific ones.
 */
export const siteConfigValues: SiteConfig = {
  companyName: 'Example Conveyor Machinery Co., Ltd.',
  shortName: 'Example Conveyor',
  titleSuffix: ' - Example Conveyor',
  tagline: 'Conveyor rollers, idlers and pulleys made in our own factory and shipped worldwide',
  telephone: '+86 000 0000 0000',
  fax: '+86 000 0000 0001',
  email: 'sales@example.com',
  whatsapp: '+86 000 0000 0002',
  address: 'No. 000 Example Industrial Park Road, Hebei Province, China',
  siteUrl: 'https://www.example.com',
  apiBaseUrl: '/',
  analyticsSiteId: '',
  facts: {
    founded: 2009,
    workshopAreaM2: 26000,
    staff: 180,
    engineers: 22,
    rollerLines: 8,
    rollersPerYear: 1200000,
    pulleysPerYear: 3000,
    exportCountries: 60,
    certification: 'ISO 9001:2015',
    ports: ['Tianjin (Xingang)', 'Qingdao'],
    warrantyMonths: 24,
  },
}
