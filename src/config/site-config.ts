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
  // Every value below is an example: the owner enters the real ones, and `npm run launch-check` lists what is left.
  certificates: [
    {
      standard: 'ISO 9001:2015',
      number: 'EXAMPLE-QMS-0000',
      body: 'Example Certification Body',
      scope: 'Design and manufacture of belt-conveyor rollers, idlers, pulleys and roller-making machines',
      validFrom: '2024-06-12',
      // Far ahead on purpose: the build stops on an expired certificate, and the example must keep building.
      validUntil: '2099-12-31',
    },
  ],
  // A placeholder of the right form: the check character (N) is correct for the 17 characters before it.
  businessLicence: { creditCode: '91130000000000000N' },
  salesContacts: [
    { name: 'Example Sales Engineer (Asia and Oceania)', role: 'Sales engineer', languages: ['English', 'Chinese'], email: 'asia@example.com', whatsapp: '+86 000 0000 0003' },
    { name: 'Example Sales Engineer (Middle East and Africa)', role: 'Sales engineer', languages: ['English', 'Arabic', 'Chinese'], email: 'mea@example.com', whatsapp: '+86 000 0000 0004' },
    { name: 'Example Sales Engineer (Europe and the Americas)', role: 'Sales engineer', languages: ['English', 'Russian', 'Spanish', 'Chinese'], email: 'europe-americas@example.com', whatsapp: '+86 000 0000 0005' },
  ],
  tradeReferences: [],
  facts: {
    founded: 2009,
    workshopAreaM2: 26000,
    staff: 310,
    engineers: 22,
    // Where the staff work; the schema checks that the teams add up to the staff.
    teams: [
      { team: 'Roller lines (9 operators a line a shift)', people: 144 },
      { team: 'Idler-frame welding line', people: 24 },
      { team: 'Pulley workshop', people: 30 },
      { team: 'Roller-making machine assembly', people: 20 },
      { team: 'Painting, packing and stock warehouse', people: 24 },
      { team: 'Quality lab and inspectors', people: 12 },
      { team: 'Maintenance', people: 10 },
      { team: 'Engineers and technicians', people: 22 },
      { team: 'Sales, export documents, purchasing, administration', people: 24 },
    ],
    rollerLines: 8,
    rollsPerShiftPerLine: 300,
    shiftsPerDay: 2,
    shiftHours: 8,
    workingDaysPerYear: 250,
    // 8 lines x 300 rolls x 2 shifts x 250 days; the schema checks the product.
    rollersPerYear: 1200000,
    pulleysPerYear: 3000,
    exportCountries: 60,
    exportMarkets: [
      // Asia
      'Vietnam', 'Thailand', 'Indonesia', 'Malaysia', 'Philippines', 'Singapore', 'Myanmar', 'Cambodia', 'Laos',
      'Bangladesh', 'India', 'Pakistan', 'Sri Lanka', 'Mongolia', 'Kazakhstan', 'Uzbekistan', 'South Korea',
      // Middle East
      'United Arab Emirates', 'Saudi Arabia', 'Qatar', 'Oman', 'Kuwait', 'Iraq', 'Jordan', 'Turkey',
      // Europe
      'Russia', 'Poland', 'Romania', 'Serbia', 'Bulgaria', 'Greece', 'Italy', 'Spain', 'Germany', 'Georgia',
      // Africa
      'Egypt', 'Morocco', 'Algeria', 'Ghana', 'Nigeria', 'Kenya', 'Tanzania', 'Zambia', 'Zimbabwe', 'South Africa',
      'Mozambique', 'Ethiopia', 'DR Congo', 'Guinea',
      // Americas
      'Canada', 'United States', 'Mexico', 'Peru', 'Chile', 'Brazil', 'Colombia', 'Ecuador', 'Argentina',
      // Oceania
      'Australia', 'New Zealand',
    ],
    certification: 'ISO 9001:2015',
    ports: ['Tianjin (Xingang)', 'Qingdao'],
    warrantyMonths: 24,
    machineWarrantyMonths: 12,
  },
}
