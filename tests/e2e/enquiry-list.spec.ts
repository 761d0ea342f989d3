import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEnquiryStore } from '@/server/enquiries/enquiry-store'
import { launchChromium } from '../support/browser'
import { startServedSite } from '../support/served-site'

let browser: Browser
let site: Awaited<ReturnType<typeof startServedSite>>

beforeAll(async () => {
  site = await startServedSite()
  browser = await launchChromium()
}, 300_000)
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const productPath = '/roller/belt-conveyor-roller'

describe('the enquiry list in Chromium', () => {
  it('takes a size from a product page through the header count and the contact form into the stored enquiry, then empties', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    // A second tab of the same browser, open on another page.
    const otherTab = await context.newPage()
    await otherTab.goto(`${site.origin}/about-us`, { waitUntil: 'networkidle' })
    const quoteLink = (tab = page) => tab.getByRole('banner').getByRole('link', { name: /^Get a quote/ })

    await page.goto(`${site.origin}${productPath}`, { waitUntil: 'networkidle' })
    expect(await quoteLink().textContent()).toBe('Get a quote')
    const row = page.locator('.size-table tbody tr').nth(1)
    const partNumber = (await row.locator('th code').textContent()) ?? ''
    expect(partNumber).toMatch(/^[A-Z]{2,4}-/)
    const add = row.getByRole('button', { name: `Add to enquiry: ${partNumber}` })
    await add.click()
    await expect.poll(() => add.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => quoteLink().textContent()).toBe('Get a quote, enquiry list: 1 item')
    // The other tab hears of it without a reload.
    await expect.poll(() => quoteLink(otherTab).textContent()).toBe('Get a quote, enquiry list: 1 item')

    // A reload keeps the list.
    await page.reload({ waitUntil: 'networkidle' })
    await expect.poll(() => quoteLink().textContent()).toBe('Get a quote, enquiry list: 1 item')
    await expect.poll(() => page.getByRole('button', { name: `Add to enquiry: ${partNumber}` }).getAttribute('aria-pressed')).toBe('true')

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
    // Not faster than a person: the server turns away forms sent within 3 s of opening.
    await page.waitForTimeout(3000)
    // Still listed until the server has stored the enquiry.
    expect(await quoteLink().textContent()).toBe('Get a quote, enquiry list: 1 item')
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await page.waitForURL(/\/thanks\?ref=Q-\d{4}-[A-Z0-9]{6}$/)
    const reference = new URL(page.url()).searchParams.get('ref')

    const store = openEnquiryStore(site.databasePath, { readonly: true })
    const stored = store.list().filter((enquiry) => enquiry.reference === reference)
    store.close()
    expect(stored).toHaveLength(1)
    expect(stored[0]!.products).toEqual([{ name: 'Belt Conveyor Roller', slug: 'belt-conveyor-roller', partNumber, quantity: 240, unit: 'pieces' }])
    expect(await page.getByRole('main').getByRole('listitem').filter({ hasText: partNumber }).textContent()).toBe(`Belt Conveyor Roller, part no. ${partNumber} × 240 pieces`)

    // Sent: the list is empty, in both tabs.
    await expect.poll(() => quoteLink().textContent()).toBe('Get a quote')
    await expect.poll(() => quoteLink(otherTab).textContent()).toBe('Get a quote')
    expect(await page.evaluate(() => localStorage.getItem('site:enquiry-list'))).toBeNull()
    await context.close()
  })
})
