import { describe, expect, it } from 'vitest'
import { organizationData } from '@/utils/structured-data'
import { filledSiteConfig as site } from '../../support/filled-site-config'

describe('the Organization structured data', () => {
  it('carries the credit code, each certificate with its body and dates, and each named contact', () => {
    const data = organizationData({
      name: site.companyName,
      url: site.siteUrl,
      telephone: site.telephone,
      faxNumber: site.fax,
      email: site.email,
      address: site.address,
      taxId: site.businessLicence.creditCode,
      certificates: site.certificates,
      contacts: site.salesContacts,
    })
    expect(data.taxID).toBe('91130111MA0CJ8LX4W')
    expect(data.hasCredential[0]).toMatchObject({
      name: 'ISO 9001:2015',
      identifier: '00124Q35678R2M',
      recognizedBy: { name: 'China Quality Certification Centre (CQC)' },
      dateCreated: '2024-06-12',
      expires: '2027-06-11',
    })
    expect(data.hasCredential).toHaveLength(2)
    expect(data.contactPoint.slice(1)).toEqual([
      expect.objectContaining({
        name: 'Li Wei, Sales engineer, Asia and Oceania',
        email: 'li.wei@real-factory.cn',
        availableLanguage: ['English', 'Chinese'],
      }),
      expect.objectContaining({ name: 'Anna Zhao, Sales engineer, Europe and the Americas', telephone: '+86 139 2345 6780' }),
    ])
  })
})
