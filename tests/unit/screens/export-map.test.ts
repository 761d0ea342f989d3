import { describe, expect, it } from 'vitest'
import { siteConfigValues } from '@/config/site-config'
import { marketPositions } from '@/screens/about/export-map'

describe('the export map', () => {
  it('has a marker position for every export market of the config, on the map', () => {
    for (const country of siteConfigValues.facts.exportMarkets) {
      const position = marketPositions[country]
      expect(position, country).toBeDefined()
      const [lon, lat] = position!
      expect(lon, country).toBeGreaterThanOrEqual(-180)
      expect(lon, country).toBeLessThanOrEqual(180)
      expect(lat, country).toBeGreaterThanOrEqual(-58)
      expect(lat, country).toBeLessThanOrEqual(84)
    }
  })
})
