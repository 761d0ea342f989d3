import { siteConfigValues } from '@/config/site-config'
import type { SiteConfig } from '@/config/site-config.schema'

/**
 * A configuration as the owner would fill it in: no example value left. Made up for the tests
 * (the domain, people and numbers belong to no one we know); never shipped.
 */
export const filledSiteConfig: SiteConfig = {
  ...siteConfigValues,
  companyName: 'Hebei Tiancheng Conveyor Machinery Co., Ltd.',
  shortName: 'Tiancheng Conveyor',
  titleSuffix: ' - Tiancheng Conveyor',
  telephone: '+86 311 8765 4321',
  fax: '+86 311 8765 4322',
  email: 'sales@real-factory.cn',
  whatsapp: '+86 138 1234 5678',
  address: 'No. 18 Gongye Road, Luancheng District, Shijiazhuang, Hebei Province, China',
  siteUrl: 'https://www.real-factory.cn',
  certificates: [
    {
      standard: 'ISO 9001:2015',
      number: '00124Q35678R2M',
      body: 'China Quality Certification Centre (CQC)',
      scope: 'Design and manufacture of belt-conveyor rollers, idlers and pulleys',
      validFrom: '2024-06-12',
      validUntil: '2027-06-11',
      scan: '/certificates/iso-9001-2015.pdf',
    },
    {
      standard: 'ISO 14001:2015',
      number: '00124E31234R1M',
      body: 'China Quality Certification Centre (CQC)',
      scope: 'Manufacture of belt-conveyor rollers, idlers and pulleys, and the related environmental management',
      validFrom: '2025-03-01',
      validUntil: '2028-02-28',
    },
  ],
  // Shape and check character valid (GB 32100-2015).
  businessLicence: { creditCode: '91130111MA0CJ8LX4W' },
  exportLicence: { name: 'Customs registration code', number: '1301960123' },
  salesContacts: [
    {
      name: 'Li Wei',
      role: 'Sales engineer, Asia and Oceania',
      languages: ['English', 'Chinese'],
      email: 'li.wei@real-factory.cn',
      whatsapp: '+86 138 1234 5679',
    },
    {
      name: 'Anna Zhao',
      role: 'Sales engineer, Europe and the Americas',
      languages: ['English', 'Russian', 'Chinese'],
      email: 'anna.zhao@real-factory.cn',
      whatsapp: '+86 139 2345 6780',
    },
  ],
  tradeReferences: [
    { company: 'Port Bulk Handling Sdn Bhd', country: 'Malaysia', supplied: 'Trough and return rollers for ship loaders', since: 2017 },
  ],
}
