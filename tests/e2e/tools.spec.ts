import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openAsApp, reloadAsApp, servedSiteInChromium } from '../support/browser'

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
    // The quotation carries the product, the part number on its own and the calculator with its inputs.
    expect(await first.getByRole('link', { name: 'Ask for a quotation' }).getAttribute('href')).toMatch(
      /^\/contact-us\?product=[^&]+&part=[A-Z]{2,4}-[^&]+&slug=[a-z-]+&from=%2Ftools%2Fidler-load/,
    )
    // A troughed 1200 mm carrying set lists 3-roll 35 degree sets and troughing rolls for that belt only (48 in is 1219 mm):
    // no gravity, guide, tapered or impact rolls.
    for (const code of await page.locator('.fitting-sizes li code').allTextContents())
      expect(code).toMatch(/-1(200|219)x35x3-|^[A-Z]+-[A-Z]+-1[345][0-9.]*x[0-9.]+x4[5-6][0-9]-/)
    await fill(page, /^Lump and impact factor/, '1.2')
    await expect.poll(() => working(page, /^Load on the most loaded roll/)).toBe('1.137 kN')
    // On the return run the belt alone loads a flat roll: 15 x 9.81 x 1.2 x 1.2 (the factor above) = 0.212 kN, and flat return sets and rolls are listed.
    await page.getByLabel('Where the set runs').selectOption('return')
    await page.getByLabel('Idler set').selectOption('1')
    await expect.poll(() => working(page, /^Load on the most loaded roll/)).toBe('0.212 kN')
    const returns = await page.locator('.fitting-sizes li code').allTextContents()
    expect(returns.length).toBeGreaterThan(0)
    for (const code of returns) expect(code).toMatch(/-1(200|219)x0x1-|^[A-Z]+-[A-Z]+-[0-9.]+x[0-9.]+x1[34][0-9]{2}-/)
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

  it('belt tension: the ISO 5048 worked example gives 24.39 kN, 67.8 kW at the motor and T1 38.43 kN', async () => {
    // By hand (the page's worked example, also in tests/unit/engineering/belt-tension.test.ts):
    // F_U = 1.31 x 8.6368 + 13.08 = 24.394 kN; P_M = 24.394 x 2.5 / 0.9 = 67.76 kW; T2 = 14.037 (grip at start-up), T1 = 38.431 kN.
    const page = await open('/tools/belt-tension')
    expect(await working(page, /^Peripheral force F_U/)).toBe('24.39 kN')
    expect(await working(page, /^Power at the motor/)).toBe('67.8 kW')
    expect(await working(page, /^Tight side T1/)).toBe('38.43 kN')
    expect(await working(page, /^Slack side T2 \(set by the grip/)).toBe('14.04 kN')
    await page.close()
  })

  it('minimum pulley diameter: an EP 800/4 belt at 40 % of its working strength needs a 400 mm drive, and our drive pulleys are at least that', async () => {
    // By hand: 200 N/mm a ply, 0.8 + 100 / 300 = 1.133 mm; 4 plies 4.53 mm; 108 x 4.53 = 490 -> 500 mm; 38.4 / (800 x 1.2 / 10) = 40 %: one step down for group A.
    const page = await open('/tools/pulley-diameter')
    expect(await working(page, /^Group A/)).toBe('400 mm')
    expect(await working(page, /^Group B/)).toBe('315 mm')
    expect(await working(page, /^Group C/)).toBe('250 mm')
    const drives = page.getByRole('region', { name: 'Drive pulleys' }).locator('.fitting-sizes code')
    expect(await drives.count()).toBeGreaterThan(0)
    for (const code of await drives.allTextContents()) expect(Number(/-(\d+)x\d+-/.exec(code)![1])).toBeGreaterThanOrEqual(400)
    await page.close()
  })

  it('selection: the reference duty gives 35 degree sets for a 1200 mm belt, impact and return sets, pulleys and cleaners, and adds them all with counts', async () => {
    const page = await open('/tools/select')
    const lines = page.locator('.selection-line')
    await expect.poll(() => lines.count()).toBeGreaterThanOrEqual(10)
    const code = async (title: RegExp) =>
      (await lines
        .filter({ has: page.locator('strong', { hasText: title }) })
        .locator('code')
        .first()
        .textContent()) ?? ''
    expect(await code(/^Carrying idler sets, 3 rolls at 35°/)).toMatch(/-1200x35x3-/)
    expect(await code(/^Impact idler sets/)).toMatch(/^IMI-.*-1200x35x3-/)
    expect(await code(/^Return idler sets/)).toMatch(/-1200x/)
    expect(await code(/^Drive pulley/)).toMatch(/x1400-/)
    expect(await code(/^Tail pulley/)).toMatch(/^TP-/)
    const offered = await lines.getByRole('button', { name: /^Add to enquiry: / }).count()
    expect(offered).toBeGreaterThanOrEqual(10)
    await page.getByRole('button', { name: 'Add all to enquiry' }).click()
    // Every line's button now says it is in the enquiry.
    await expect.poll(() => lines.getByRole('button', { name: /^Added - remove from enquiry: / }).count()).toBe(offered)
    const listed = await page.evaluate(
      () => JSON.parse(localStorage.getItem('site:enquiry-list') ?? '[]') as Array<{ partNumber: string; quantity: number }>,
    )
    expect(listed.length).toBe(offered)
    // 300 m less the 2.4 m loading zone at 1.2 m: 249 carrying sets; 300 m at 3 m: 100 return sets.
    expect(listed.find((item) => /-1200x35x3-/.test(item.partNumber) && !item.partNumber.startsWith('IMI'))?.quantity).toBe(249)
    expect(listed.find((item) => /-1200x(0x1|10x2)-/.test(item.partNumber))?.quantity).toBe(100)
    // The duty and this page's link go with a quotation asked from here.
    const ask = await page.getByRole('link', { name: 'Ask for a quotation with this duty' }).getAttribute('href')
    expect(ask).toMatch(/^\/contact-us\?width=1200&speed=2.5&capacity=800&material=Coal&lump=100&length=300&from=%2Ftools%2Fselect/)
    await page.close()
  })

  it("keeps every calculator's inputs in the address: a reload gives the same answer", async () => {
    const changes: Array<[string, RegExp, string]> = [
      ['/tools/select', /^Belt width/, '1000'],
      ['/tools/belt-tension', /^Conveyor length/, '450'],
      ['/tools/pulley-diameter', /^Highest running belt tension/, '60'],
      ['/tools/roll-speed', /^Belt speed/, '3.15'],
      ['/tools/bearing-life', /^Load on the roll/, '2.5'],
      ['/tools/idler-load', /^Idler spacing/, '1.5'],
      ['/tools/belt-capacity', /^Belt width/, '1400'],
      ['/tools/cema-idler-load', /^Idler spacing Si/, '3.5'],
      ['/tools/idler-spacing', /^Belt tension at this point/, '20'],
      ['/tools/transition-distance', /^Belt width/, '1200'],
    ]
    for (const [path, label, value] of changes) {
      const page = await open(path)
      const before = await page.locator('.calculator-answer').innerText()
      await fill(page, label, value)
      await expect.poll(() => page.locator('.calculator-answer').innerText()).not.toBe(before)
      await page.waitForURL((url) => [...url.searchParams.values()].includes(value))
      const answer = await page.locator('.calculator-answer').innerText()
      await reloadAsApp(page)
      await page.getByRole('form', { name: 'Figures' }).waitFor()
      expect(await page.getByLabel(label).inputValue(), path).toBe(value)
      await expect.poll(() => page.locator('.calculator-answer').innerText()).toBe(answer)
      await page.close()
    }
  })

  it('CEMA idler load: 450.5 lb on a 36 in belt needs class C, L10 about 234,800 h; a wider spacing raises it', async () => {
    // By hand (inch-pound): Wm = 2000 x 1200 / (60 x 500) = 80 lb/ft; (9 + 80 x 1.1) x 4 = 388 lb; IML = 0.25 x 6000 / 24 = 62.5 lb;
    // CIL = 450.5 lb; B 391 lb too light, C 900 lb; K2 = (900 / 450.5)^3 = 7.973, K3 = 500 / 381.97 = 1.309, K4 = 0.75;
    // L10 = 30,000 x 7.973 x 1.309 x 0.75 = 234,836 h, shown to the 100 h. At Si = 5 ft: 97 x 5 + 1500 / 30 = 535 lb.
    const page = await open('/tools/cema-idler-load')
    // A CEMA method opens in inch-pound units, with the example as CEMA states it.
    expect(await page.getByLabel('Imperial').isChecked()).toBe(true)
    expect(await page.getByLabel(/^Belt width/).inputValue()).toBe('36')
    await expect.poll(() => working(page, /^Calculated idler load CIL/)).toBe('450.5 lbf')
    expect(await working(page, /^Lightest class/)).toBe('CEMA C')
    expect(await working(page, /^L10 life/)).toBe('234,800 h')
    expect(await page.locator('.fitting-sizes li').first().locator('code').textContent()).toMatch(/^[A-Z]{2,4}-/)
    await fill(page, /^Idler spacing Si/, '5')
    await expect.poll(() => working(page, /^Calculated idler load CIL/)).toBe('535 lbf')
    await page.close()
  })

  it('idler spacing: 12 kN allows 1.28 m at 1.5 % sag, so build at 1.2 m; at 30 kN the 1.5 m range top decides', async () => {
    // By hand: qG = 900 / (3.6 x 2.5) = 100 kg/m; a = 8 x 12,000 x 0.015 / (115 x 9.81) = 1.276 m, down to 1.2 m;
    // load per set 1128.15 x 1.2 = 1353.8 N. At 30 kN: 3600 / 1128.15 = 3.19 m, capped at 1.5 m.
    const page = await open('/tools/idler-spacing')
    expect(await working(page, /^Largest spacing/)).toBe('1.28 m')
    expect(await working(page, /^Spacing to build/)).toBe('1.2 m')
    expect(await working(page, /^Load on one set/)).toBe('1.354 kN')
    expect(await page.locator('.fitting-sizes li').first().locator('code').textContent()).toMatch(/^[A-Z]{2,4}-/)
    await fill(page, /^Belt tension at this point/, '30')
    await expect.poll(() => working(page, /^Spacing to build/)).toBe('1.5 m')
    expect(await working(page, /^What sets it/)).toBe('the top of the usual range for the carrying side')
    await page.close()
  })

  it('transition distance: a 1000 mm fabric belt at 35 deg and 70 % needs 2.4 m; steel cord 5.2 m', async () => {
    // By hand: factor 2.4 (60-90 % band) x 1000 mm = 2400 mm; trough depth 380 x sin 35 = 218 mm; steel cord 5.2 x 1000 = 5200 mm.
    const page = await open('/tools/transition-distance')
    expect(await working(page, /^Transition distance/)).toBe('2.4 m')
    expect(await working(page, /^Trough depth/)).toBe('218 mm')
    expect(await page.locator('.fitting-sizes li').first().locator('code').textContent()).toMatch(/^TSI-/)
    await page.getByLabel('Belt carcass').selectOption('steel-cord')
    await expect.poll(() => working(page, /^Transition distance/)).toBe('5.2 m')
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
    expect(await page.locator('.decoded-segments li').nth(4).textContent()).toContain(
      'shaft 25 mm, 511 mm overall, milled flats at both ends',
    )
    // The shorter code written before walls and shafts were added reads as the full code it stands for.
    await box.fill('cr-d-133x465-6205')
    await expect
      .poll(() => page.locator('.decoder-result').textContent())
      .toContain('CR-D-133x465-6205 is the shorter form of CR-D-133x4x465-6205-S25x511F')
    await box.fill('CR-D-133x4x465-6299-S25x511F')
    await expect
      .poll(() => page.locator('.decoder-result').textContent())
      .toContain('Part 4 (6299) is not right: 6299 is not a bearing we fit.')
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
