import { describe, expect, it } from 'vitest'
import { siteConfigValues } from '@/config/site-config'
import { resolveSiteConfig } from '@/config/site-config.schema'
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
    const site = resolveSiteConfig(siteConfigValues, { SITE_URL: 'https://conveyors.example.org', API_BASE_URL: 'https://api.example.org', ANALYTICS_SITE_ID: 'abc-123' })
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
    expect(() => resolveSiteConfig(tooMany, {})).toThrow(/field "facts.rollersPerYear": must equal rollerLines x rollsPerShiftPerLine x shiftsPerDay x workingDaysPerYear = 1200000/)
    const miscounted = { ...siteConfigValues, facts: { ...siteConfigValues.facts, exportCountries: 70 } }
    expect(() => resolveSiteConfig(miscounted, {})).toThrow(/field "facts.exportCountries": must equal the 60 exportMarkets/)
  })

  it('validates the server settings', () => {
    expect(readServerConfig({})).toMatchObject({ port: 4173, host: '127.0.0.1' })
    expect(() => readServerConfig({ PORT: 'eighty' })).toThrow(/environment variable PORT/)
  })
})
