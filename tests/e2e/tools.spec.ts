import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openAsApp, servedSiteInChromium } from '../support/browser'

const session = servedSiteInChromium()

async function open(path: string): Promise<Page> {
  const page = await session.browser.newPage()
  await openAsApp(page, `${session.origin}${path}`)
  // The calculator is its own chunk: it replaces the pre-rendered note once the page has hydrated.
  await page.getByRole('form', { name: 'Figures' }).waitFor()
  return page
}

/** The figure a working line shows, e.g. "359 rpm". */
async function working(page: Page, label: RegExp): Promise<string> {
  const line = page.locator('.working-line').filter({ has: page.locator('dt', { hasText: label }) })
  return (await line.locator('dd').textContent()) ?? ''
}

async function fill(page: Page, label: RegExp, value: string): Promise<void> {
  await page.getByLabel(label).fill(value)
}

describe('calculators in Chromium', () => {
  it('roll speed: a 133 mm roll at 2.5 m/s turns at 359 rpm; 6 m/s is too fast for it', async () => {
    // By hand: 2.5 * 60 / (pi * 0.133) = 358.99 rpm; 6 * 60 / (pi * 0.133) = 861.6 rpm, above 750.
    const page = await open('/tools/roll-speed')
    expect(await working(page, /^Roll speed n/)).toBe('359 rpm')
    await fill(page, /^Belt speed/, '6')
    await expect.poll(() => working(page, /^Roll speed n/)).toBe('862 rpm')
    expect(await page.getByText(/Too fast: 862 rpm/).count()).toBe(1)
    await page.close()
  })

  it('roll speed in imperial units: 500 ft/min on a 5 in roll is 382 rpm', async () => {
    // By hand: 500 ft/min = 2.54 m/s; 5 in = 127 mm; 2.54 * 60 / (pi * 0.127) = 381.97 rpm.
    const page = await open('/tools/roll-speed')
    await page.getByLabel('Imperial').check()
    await fill(page, /^Belt speed/, '500')
    await fill(page, /^Roll diameter/, '5')
    await expect.poll(() => working(page, /^Roll speed n/)).toBe('382 rpm')
    await page.close()
  })

  it('bearing life: 3 kN on a roll with two 6204 at 500 rpm lasts 24,300 h', async () => {
    // By hand: 500 rpm needs D = v * 60 / (pi * 500); with v = 2.5 m/s, D = 95.49 mm. P = 1.5 kN per
    // bearing; (13.5 / 1.5)^3 = 729 million revolutions; 729e6 / (60 * 500) = 24,300 h; at 24 h a day 2.8 years.
    const page = await open('/tools/bearing-life')
    await fill(page, /^Roll diameter/, '95.4930')
    await expect.poll(() => working(page, /^Basic rating life/)).toBe('24,300 h')
    expect(await working(page, /^At 24 hours a day/)).toBe('2.8 years')
    await page.close()
  })

  it('idler load: 15 + 100 kg/m at 1.2 m spacing puts 0.948 kN on the centre roll, and lists sizes that carry it', async () => {
    // By hand: 900 t/h / (3.6 * 2.5) = 100 kg/m; (15 + 100) * 9.81 * 1.2 = 1353.8 N; * 0.7 = 947.6 N.
    const page = await open('/tools/idler-load')
    expect(await working(page, /^Material per metre/)).toBe('100 kg/m')
    expect(await working(page, /^Load on the most loaded roll/)).toBe('0.948 kN')
    const first = page.locator('.fitting-sizes li').first()
    expect(await first.locator('code').textContent()).toMatch(/^[A-Z]{2,4}-/)
    expect(await first.getByRole('link', { name: 'Ask for a quotation' }).getAttribute('href')).toMatch(/^\/contact-us\?product=[^&,]+&part=[A-Z]{2,4}-/)
    await fill(page, /^Lump and impact factor/, '1.2')
    await expect.poll(() => working(page, /^Load on the most loaded roll/)).toBe('1.137 kN')
    await page.close()
  })

  it('belt capacity: a 1000 mm belt, 35 degree trough, 20 degree surcharge at 2.5 m/s carries 1014 m3/h', async () => {
    // By hand (ISO 5048): b = 0.85 m, A1 = 0.0355, A2 = 0.0772, A = 0.1127 m2; 3600 * 0.112669 * 2.5 = 1014 m3/h; * 1.6 t/m3 = 1622 t/h.
    const page = await open('/tools/belt-capacity')
    expect(await working(page, /^Load section A/)).toBe('0.1127 m²')
    expect(await working(page, /^Volume/)).toBe('1,014 m³/h')
    expect(await working(page, /^Mass flow/)).toBe('1,622 t/h')
    await page.getByLabel('Trough').selectOption('0')
    await expect.poll(() => working(page, /^Load section A/)).toBe('0.0438 m²')
    await page.close()
  })

  it('says which figure is wrong instead of answering', async () => {
    const page = await open('/tools/roll-speed')
    await fill(page, /^Roll diameter/, 'abc')
    await expect.poll(() => page.getByText('Please enter a number.').count()).toBe(1)
    expect(await page.getByText('Correct the marked figures to see the answer.').count()).toBe(1)
    await page.close()
  })

  it('pre-renders each calculator page with its method for crawlers', async () => {
    const response = await fetch(`${session.origin}/tools/belt-capacity`)
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain('Q = 3600 x A x v')
    expect(html).toContain('The calculator opens once the page has loaded')
  })

  it('reads a pasted part number segment by segment and names a wrong segment', async () => {
    const page = await session.browser.newPage()
    await openAsApp(page, `${session.origin}/part-numbers`)
    const box = page.getByLabel('Part number to read')
    await box.fill('CR-D-133x4x465-6205-S25x511F')
    await expect.poll(() => page.locator('.decoded-segments li').count()).toBe(5)
    expect(await page.locator('.decoded-segments li').nth(3).textContent()).toContain('bearing 6205 (25 x 52 x 15 mm)')
    expect(await page.locator('.decoded-segments li').nth(4).textContent()).toContain('shaft 25 mm, 511 mm overall, milled flats at both ends')
    // The shorter code written before walls and shafts were added reads as the full code it stands for.
    await box.fill('cr-d-133x465-6205')
    await expect.poll(() => page.locator('.decoder-result').textContent()).toContain('CR-D-133x465-6205 is the shorter form of CR-D-133x4x465-6205-S25x511F')
    await box.fill('CR-D-133x4x465-6299-S25x511F')
    await expect.poll(() => page.locator('.decoder-result').textContent()).toContain('Part 4 (6299) is not right: 6299 is not a bearing we fit.')
    await page.close()
  })

  it('builds a part number from family, product and size, and carries it into a quotation', async () => {
    const page = await session.browser.newPage()
    await openAsApp(page, `${session.origin}/part-numbers`)
    const builder = page.getByRole('form', { name: 'Build a part number' })
    await builder.getByLabel('Family').selectOption('pulley')
    const series = await builder.getByLabel('Product (series)').inputValue()
    const sizes = await builder.getByLabel('Size').locator('option').allTextContents()
    expect(sizes.length).toBeGreaterThanOrEqual(3)
    for (const size of sizes) expect(size.startsWith(`${series}-`)).toBe(true)
    await builder.getByLabel('Size').selectOption(sizes[1]!)
    expect(await builder.locator('.builder-result code').textContent()).toBe(sizes[1])
    expect(await builder.getByRole('link', { name: 'Ask for a quotation' }).getAttribute('href')).toContain(encodeURIComponent(sizes[1]!))
    await builder.getByRole('button', { name: 'Read it' }).click()
    await expect.poll(() => page.locator('.decoded-segments li').count()).toBeGreaterThanOrEqual(4)
    // The reader leads to that very row of the product's size table.
    await page.getByRole('link', { name: /^See this size of the / }).click()
    await page.waitForURL(/#size-/)
    const row = page.locator(`.size-table tbody tr[id="${new URL(page.url()).hash.slice(1)}"]`)
    await expect.poll(() => row.count()).toBe(1)
    expect(await row.locator('th code').textContent()).toBe(sizes[1])
    await expect.poll(() => row.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(200)
    await page.close()
  })
})
