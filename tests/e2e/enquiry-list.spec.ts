import { describe, expect, it } from 'vitest'
import { openEnquiryStore } from '@/server/enquiries/enquiry-store'
import { holdScripts, openAsApp, reloadAsApp, servedSiteInChromium } from '../support/browser'

const site = servedSiteInChromium()

const productPath = '/roller/belt-conveyor-roller'

describe('the enquiry list in Chromium', () => {
  it('takes a size from a product page through the header count and the contact form into the stored enquiry, then empties', async () => {
    const context = await site.browser.newContext()
    const page = await context.newPage()
    // A second tab of the same browser, open on another page.
    const otherTab = await context.newPage()
    await openAsApp(otherTab, `${site.origin}/about-us`)
    const quoteLink = (tab = page) => tab.getByRole('banner').getByRole('link', { name: /^Get a quote/ })

    await openAsApp(page, `${site.origin}${productPath}`)
    expect(await quoteLink().textContent()).toBe('Get a quote')
    const row = page.locator('.size-table tbody tr').nth(1)
    const partNumber = (await row.locator('th code').textContent()) ?? ''
    expect(partNumber).toMatch(/^[A-Z]{2,4}-/)
    const add = row.getByRole('button', { name: `Add to enquiry: ${partNumber}` })
    await add.click()
    // The button says it was added, and a notice says so to the eye and to screen readers.
    const added = row.getByRole('button', { name: `Added - remove from enquiry: ${partNumber}` })
    await expect.poll(() => added.textContent()).toBe('Added - remove')
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: `${partNumber} added to your enquiry` })
          .isVisible(),
      )
      .toBe(true)
    await expect.poll(() => quoteLink().textContent()).toBe('Get a quote, enquiry list: 1 item')
    // The other tab hears of it without a reload.
    await expect.poll(() => quoteLink(otherTab).textContent()).toBe('Get a quote, enquiry list: 1 item')

    // A reload keeps the list.
    await reloadAsApp(page)
    await expect.poll(() => quoteLink().textContent()).toBe('Get a quote, enquiry list: 1 item')
    await expect.poll(() => page.getByRole('button', { name: `Added - remove from enquiry: ${partNumber}` }).count()).toBe(1)

    await quoteLink().click()
    await page.waitForURL(/\/contact-us#enquiry$/)
    await expect.poll(() => page.getByLabel('Product 1 (required)').inputValue()).toBe('Belt Conveyor Roller')
    expect(await page.getByLabel('Part number').inputValue()).toBe(partNumber)
    expect(await page.getByLabel('Unit').inputValue()).toBe('pieces')
    expect(await page.getByLabel('Quantity (required)').inputValue()).toBe('1')
    await page.getByLabel('Quantity (required)').fill('240')
    await page.getByLabel('Your name (required)').fill('Kwame Mensah')
    await page.getByLabel('E-mail (required)').fill('list.buyer@example.com')
    await page.getByLabel('Country (required)').selectOption('GH')
    // Sent straight away: the form itself waits out the 3 s within which the server turns forms away.
    // Still listed until the server has stored the enquiry.
    expect(await quoteLink().textContent()).toBe('Get a quote, enquiry list: 1 item')
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await page.waitForURL(/\/thanks\?ref=Q-\d{4}-[A-Z0-9]{6}$/)
    const reference = new URL(page.url()).searchParams.get('ref')

    const store = openEnquiryStore(site.databasePath, { readonly: true })
    const stored = store.list().filter((enquiry) => enquiry.reference === reference)
    store.close()
    expect(stored).toHaveLength(1)
    expect(stored[0]!.products).toEqual([
      { name: 'Belt Conveyor Roller', slug: 'belt-conveyor-roller', partNumber, quantity: 240, unit: 'pieces' },
    ])
    expect(await page.getByRole('main').getByRole('listitem').filter({ hasText: partNumber }).textContent()).toBe(
      `Belt Conveyor Roller, part no. ${partNumber} × 240 pieces`,
    )

    // Sent: the list is empty, in both tabs.
    await expect.poll(() => quoteLink().textContent()).toBe('Get a quote')
    await expect.poll(() => quoteLink(otherTab).textContent()).toBe('Get a quote')
    expect(await page.evaluate(() => localStorage.getItem('site:enquiry-list'))).toBeNull()
    await context.close()
  })

  it('applies an "Add to enquiry" tap made before the page\'s scripts have started, once they do', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } })
    // Scripts are held, as on a slow line, until released.
    const { release } = await holdScripts(page)
    await page.goto(`${site.origin}${productPath}`, { waitUntil: 'load' })
    const row = page.locator('.size-table tbody tr').first()
    const partNumber = (await row.locator('th code').textContent()) ?? ''
    await row.getByRole('button', { name: `Add to enquiry: ${partNumber}` }).click()
    expect(await page.evaluate(() => localStorage.getItem('site:enquiry-list'))).toBeNull()
    release()
    await expect.poll(() => row.getByRole('button', { name: `Added - remove from enquiry: ${partNumber}` }).count()).toBe(1)
    const listed = JSON.parse((await page.evaluate(() => localStorage.getItem('site:enquiry-list'))) ?? '[]') as Array<{
      partNumber?: string
    }>
    expect(listed.map((item) => item.partNumber)).toEqual([partNumber])
    // The phone's contact bar counts it.
    expect(await page.getByRole('navigation', { name: 'Contact us' }).getByRole('link', { name: 'Enquiry (1)' }).isVisible()).toBe(true)
    await page.close()
  })
})
