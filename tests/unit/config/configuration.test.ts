import { describe, expect, it } from 'vitest'
import { siteConfigValues } from '@/config/site-config'
import { certificateWarnings, resolveSiteConfig } from '@/config/site-config.schema'
import { readServerConfig } from '@/server/server-config'

describe('site configuration', () => {
  it('uses the reserved example values by default', () => {
    const site = resolveSiteConfig(siteConfigValues, {})
    expect(site.email).toMatch(/@example\.com$/)
    expect(site.siteUrl).toBe('https://www.example.com')
    expect(site.apiBaseUrl).toBe('/')
    expect(site.analyticsSiteId).toBe('')
  })

  it('takes deployment settings from the environment', () => {
    const site = resolveSiteConfig(siteConfigValues, {
      SITE_URL: 'https://conveyors.example.org',
      API_BASE_URL: 'https://api.example.org',
      ANALYTICS_SITE_ID: 'abc-123',
    })
    expect(site.siteUrl).toBe('https://conveyors.example.org')
    expect(site.apiBaseUrl).toBe('https://api.example.org')
    expect(site.analyticsSiteId).toBe('abc-123')
  })

  it('names the bad environment variable in a readable message', () => {
    expect(() => resolveSiteConfig(siteConfigValues, { SITE_URL: 'www.example.org/' })).toThrow(/environment variable SITE_URL/)
    expect(() => resolveSiteConfig(siteConfigValues, { ANALYTICS_SITE_ID: '<script>' })).toThrow(/ANALYTICS_SITE_ID: letters, digits/)
  })

  it('keeps the company figures arithmetically consistent', () => {
    const { facts } = resolveSiteConfig(siteConfigValues, {})
    expect(facts.rollerLines * facts.rollsPerShiftPerLine * facts.shiftsPerDay * facts.workingDaysPerYear).toBe(facts.rollersPerYear)
    expect(facts.exportMarkets).toHaveLength(facts.exportCountries)
    expect(facts.teams.reduce((sum, team) => sum + team.people, 0)).toBe(facts.staff)
    const understaffed = { ...siteConfigValues, facts: { ...siteConfigValues.facts, staff: 180 } }
    expect(() => resolveSiteConfig(understaffed, {})).toThrow(/field "facts.staff": must equal the people of the teams listed \(310\)/)
    const tooMany = { ...siteConfigValues, facts: { ...siteConfigValues.facts, rollersPerYear: 1500000 } }
    expect(() => resolveSiteConfig(tooMany, {})).toThrow(
      /field "facts.rollersPerYear": must equal rollerLines x rollsPerShiftPerLine x shiftsPerDay x workingDaysPerYear = 1200000/,
    )
    const miscounted = { ...siteConfigValues, facts: { ...siteConfigValues.facts, exportCountries: 70 } }
    expect(() => resolveSiteConfig(miscounted, {})).toThrow(/field "facts.exportCountries": must equal the 60 exportMarkets/)
  })

  it('stops the build on a certificate that expired before the build date, naming it', () => {
    const certificate = {
      ...siteConfigValues.certificates[0]!,
      number: 'QMS-2021-118',
      body: 'Some Registrar',
      validFrom: '2021-06-12',
      validUntil: '2024-06-11',
    }
    const expired = { ...siteConfigValues, certificates: [certificate] }
    expect(() => resolveSiteConfig(expired, {}, '2024-06-12')).toThrow(
      /field "certificates.0.validUntil": certificate ISO 9001:2015 no. QMS-2021-118 \(Some Registrar\) expired on 2024-06-11/,
    )
    expect(resolveSiteConfig(expired, {}, '2024-06-11').certificates).toHaveLength(1)
    const backwards = { ...siteConfigValues, certificates: [{ ...certificate, validFrom: '2025-01-01' }] }
    expect(() => resolveSiteConfig(backwards, {}, '2024-01-01')).toThrow(/field "certificates.0.validUntil": must come after validFrom/)
  })

  it('warns, naming it, about a certificate that ends within 60 days, and about none further off or already ended', () => {
    const certificate = {
      ...siteConfigValues.certificates[0]!,
      number: 'QMS-2024-207',
      body: 'Some Registrar',
      validFrom: '2024-06-12',
      validUntil: '2027-06-11',
    }
    const config = {
      certificates: [certificate, { ...certificate, standard: 'ISO 14001:2015', number: 'EMS-2025-031', validUntil: '2028-02-28' }],
    }
    expect(certificateWarnings(config, '2027-04-11')).toEqual([])
    expect(certificateWarnings(config, '2027-04-12')).toEqual([
      'certificate ISO 9001:2015 no. QMS-2024-207 (Some Registrar) ends on 2027-06-11, in 60 days: enter the renewed certificate in src/config/site-config.ts; from the day after, the build stops on it',
    ])
    expect(certificateWarnings(config, '2027-06-10')[0]).toContain('ends on 2027-06-11, in 1 day:')
    expect(certificateWarnings(config, '2027-06-11')[0]).toContain('ends on 2027-06-11, today:')
    // Ended: the build stops instead (above), so no warning is needed.
    expect(certificateWarnings(config, '2027-06-12')).toEqual([])
    // An ending certificate is a warning, not an error: the configuration still resolves.
    expect(resolveSiteConfig({ ...siteConfigValues, certificates: config.certificates }, {}, '2027-05-01').certificates).toHaveLength(2)
  })

  it('refuses a malformed unified social credit code', () => {
    const withCode = (creditCode: string) => ({ ...siteConfigValues, businessLicence: { creditCode } })
    // Published codes of real companies, with their check characters.
    expect(() => resolveSiteConfig(withCode('91350100M000100Y43'), {})).not.toThrow()
    expect(() => resolveSiteConfig(withCode('91110000802100433B'), {})).not.toThrow()
    expect(() => resolveSiteConfig(withCode('91110000802100433'), {})).toThrow(
      /field "businessLicence.creditCode": must be 18 characters, not 17/,
    )
    expect(() => resolveSiteConfig(withCode('91110000802100433I'), {})).toThrow(
      /businessLicence.creditCode": must be digits and capital letters other than I, O, Z, S and V/,
    )
    expect(() => resolveSiteConfig(withCode('9111000080210043b3'), {})).toThrow(/must be digits and capital letters/)
    expect(() => resolveSiteConfig(withCode('91110000802100434B'), {})).toThrow(
      /businessLicence.creditCode": check character \(the last\) should be/,
    )
  })

  it('refuses a contact e-mail that is not an address, and a headline certification with no certificate', () => {
    const contact = { ...siteConfigValues.salesContacts[0]!, email: 'sales at example.com' }
    expect(() => resolveSiteConfig({ ...siteConfigValues, salesContacts: [contact] }, {})).toThrow(/field "salesContacts.0.email"/)
    const unbacked = { ...siteConfigValues, facts: { ...siteConfigValues.facts, certification: 'ISO 14001:2015' } }
    expect(() => resolveSiteConfig(unbacked, {})).toThrow(
      /field "facts.certification": must be the standard of one of the certificates listed \(ISO 9001:2015\)/,
    )
  })

  it('validates the server settings', () => {
    expect(readServerConfig({})).toMatchObject({ port: 4173, host: '127.0.0.1' })
    expect(() => readServerConfig({ PORT: 'eighty' })).toThrow(/environment variable PORT/)
  })
})
