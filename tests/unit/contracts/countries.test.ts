import { describe, expect, it } from 'vitest'
import { countries, countryByCode } from '@/contracts/countries'

describe('the country list', () => {
  it('holds each ISO 3166-1 country with a dialling code once, sorted by name', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240)
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length)
    expect(new Set(countries.map((country) => country.name)).size).toBe(countries.length)
    const names = countries.map((country) => country.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    for (const country of countries) {
      expect(country.code, country.name).toMatch(/^[A-Z]{2}$/)
      expect(country.dialCode, country.name).toMatch(/^\+[1-9]\d{0,2}$/)
    }
  })

  it('has the dialling codes buyers of conveyor parts are most likely to use', () => {
    const expected = {
      GH: '+233',
      NG: '+234',
      ZA: '+27',
      KE: '+254',
      IN: '+91',
      ID: '+62',
      VN: '+84',
      AU: '+61',
      CL: '+56',
      PE: '+51',
      BR: '+55',
      US: '+1',
      CA: '+1',
      GB: '+44',
      DE: '+49',
      RU: '+7',
      KZ: '+7',
      AE: '+971',
      SA: '+966',
      CN: '+86',
      VA: '+39',
    }
    for (const [code, dialCode] of Object.entries(expected)) expect(countryByCode(code)?.dialCode, code).toBe(dialCode)
  })

  it('finds a country by its code, and nothing for an unknown code', () => {
    expect(countryByCode('GH')).toEqual({ code: 'GH', name: 'Ghana', dialCode: '+233' })
    expect(countryByCode('XX')).toBeUndefined()
    expect(countryByCode('gh')).toBeUndefined()
    // Territories without a dialling code of their own are left out.
    for (const code of ['AQ', 'BV', 'HM', 'TF', 'UM']) expect(countryByCode(code)).toBeUndefined()
  })
})
