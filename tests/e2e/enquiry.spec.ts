import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openEnquiryStore } from '@/server/enquiries/enquiry-store'
import { holdScripts, openAsApp, reloadAsApp, servedSiteInChromium } from '../support/browser'
import { startServedSite } from '../support/served-site'

const site = servedSiteInChromium()

function storedEnquiries(databasePath = site.databasePath) {
  const store = openEnquiryStore(databasePath, { readonly: true })
  try {
    return store.list()
  } finally {
    store.close()
  }
}

/**
 * Opens a contact page whose form has something to show (a product in the address): its code comes
 * at once, and the buyer starts once the send button is no longer "Preparing the form…".
 */
async function openFormAsApp(page: Page, url: string) {
  await openAsApp(page, url)
  await page.getByRole('button', { name: 'Send enquiry' }).waitFor()
}

async function fillBuyer(page: Page) {
  await page.getByLabel('Your name (required)').fill('Kwame Mensah')
  await page.getByLabel('E-mail (required)').fill('kwame@example.com.gh')
  await page.getByLabel('Company').fill('Tema Bulk Terminals Ltd')
  await page.getByLabel('Country (required)').selectOption('GH')
  await page.getByLabel('Quantity (required)').first().fill('120')
}

describe('an enquiry in Chromium', () => {
  it('goes from a product page to /thanks with the product carried over, and is stored', async () => {
    const page = await site.browser.newPage()
    await openAsApp(page, `${site.origin}/pulley/bend-pulley`)
    await page.getByRole('link', { name: 'Ask for a quotation' }).first().click()
    await page.waitForURL(/\/contact-us\?/)
    await expect.poll(() => page.getByLabel('Product 1 (required)').inputValue()).toBe('Bend Pulley')
    await fillBuyer(page)
    expect(await page.getByLabel('Phone or WhatsApp').inputValue()).toBe('+233 ')
    await page.getByLabel('Phone or WhatsApp').fill('+233 24 555 0123')
    await page.getByText('Technical details (optional)').click()
    await page.getByLabel('Belt width').fill('1200 mm')
    await page.getByLabel('Destination port').fill('Tema')
    await page.getByLabel('Incoterm').selectOption('CIF')
    await page.getByLabel('Message').fill('Coal, 800 t/h.\nPlease quote with spare bearings.')
    // Sent straight away: the form itself waits out the 3 s within which the server turns forms away.
    await page.getByRole('button', { name: 'Send enquiry' }).dblclick()
    await page.waitForURL(/\/thanks\?ref=Q-\d{4}-[A-Z0-9]{6}$/)
    const reference = new URL(page.url()).searchParams.get('ref')
    await expect.poll(() => page.locator('.reference strong').textContent()).toBe(reference)
    const stored = storedEnquiries().filter((enquiry) => enquiry.reference === reference)
    expect(stored).toHaveLength(1)
    expect(stored[0]!.products).toEqual([{ name: 'Bend Pulley', slug: 'bend-pulley', quantity: 120, unit: 'pieces' }])
    expect(stored[0]!.sourcePage).toBe('/pulley/bend-pulley')
    expect(stored[0]!.phone).toBe('+233 24 555 0123')
    expect(storedEnquiries().filter((enquiry) => enquiry.email === 'kwame@example.com.gh')).toHaveLength(1)
    // What was sent, and where the acknowledgement goes; a reload keeps it.
    const main = page.getByRole('main')
    expect(await main.getByRole('listitem').filter({ hasText: 'Bend Pulley' }).textContent()).toBe('Bend Pulley × 120 pieces')
    expect(await main.textContent()).toContain('goes to kwame@example.com.gh')
    // Every other field as sent: contact, delivery, technical details and the message.
    const fields = await page.locator('.sent-fields div').allTextContents()
    expect(fields).toEqual(expect.arrayContaining(['CompanyTema Bulk Terminals Ltd', 'CountryGhana', 'Destination portTema', 'IncotermCIF – Cost, Insurance and Freight', 'Belt width1200 mm']))
    expect(await page.locator('.sent-message').textContent()).toBe('Coal, 800 t/h.\nPlease quote with spare bearings.')
    // The WhatsApp chat opens with the reference.
    expect(await page.locator('main a[href^="https://wa.me/"]').getAttribute('href')).toContain(encodeURIComponent(reference!))
    await reloadAsApp(page)
    await expect.poll(() => page.locator('.reference strong').textContent()).toBe(reference)
    expect(await page.locator('.sent-message').textContent()).toBe('Coal, 800 t/h.\nPlease quote with spare bearings.')
    await page.close()
  })

  it('says nothing about an enquiry on /thanks opened directly, even with a reference in the address', async () => {
    const page = await site.browser.newPage()
    await openAsApp(page, `${site.origin}/thanks?ref=Q-2611-7KX4M9`)
    expect(await page.locator('h1').textContent()).toBe('Ask us for a quotation')
    const text = await page.getByRole('main').textContent()
    expect(text).not.toMatch(/Thank you for your enquiry|Q-2611-7KX4M9|reference:/)
    await page.close()
  })

  it('sends an edited enquiry as a new one when its first send was stored but the answer lost (409), and shows its reference', async () => {
    const page = await site.browser.newPage()
    await openFormAsApp(page, `${site.origin}/contact-us?product=Return%20Idler`)
    await fillBuyer(page)
    await page.getByLabel('E-mail (required)').fill('lost.answer@example.com')
    await page.getByLabel('Message').fill('First version: 120 return idlers.')
    // The first send reaches the server and is stored; its answer never reaches the browser.
    const keys: string[] = []
    let loseAnswer = true
    await page.route('**/api/enquiries', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '')
      if (!loseAnswer) return route.continue()
      loseAnswer = false
      await route.fetch()
      await route.abort('connectionreset')
    })
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    // The form first waits out the 3 s a person needs at least.
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'could not reach us' }).count(), { timeout: 15_000 }).toBe(1)
    expect(storedEnquiries().filter((enquiry) => enquiry.email === 'lost.answer@example.com')).toHaveLength(1)
    // The buyer reloads (the draft comes back with the same key), edits and sends again.
    await reloadAsApp(page)
    await expect.poll(() => page.getByLabel('Message').inputValue()).toBe('First version: 120 return idlers.')
    await page.getByLabel('Message').fill('Second version: 150 return idlers, CIF Tema.')
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await page.waitForURL(/\/thanks\?ref=/)
    const reference = new URL(page.url()).searchParams.get('ref')
    await expect.poll(() => page.locator('.reference strong').textContent()).toBe(reference)
    // Same key refused with 409, then the edited form under a new key.
    expect(keys).toHaveLength(3)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
    const stored = storedEnquiries().filter((enquiry) => enquiry.email === 'lost.answer@example.com')
    expect(stored.map((enquiry) => enquiry.request.message).sort()).toEqual(['First version: 120 return idlers.', 'Second version: 150 return idlers, CIF Tema.'])
    expect(stored.find((enquiry) => enquiry.reference === reference)?.request.message).toBe('Second version: 150 return idlers, CIF Tema.')
    await page.close()
  }, 60_000)

  it('shows a field error next to its field, announced, and clears it once fixed', async () => {
    const page = await site.browser.newPage()
    await openAsApp(page, `${site.origin}/contact-us`)
    await page.getByLabel('E-mail (required)').fill('kwame.example.com')
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    const email = page.getByLabel('E-mail (required)')
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await email.getAttribute('aria-describedby'))!
    expect(await page.locator(`#${describedBy.replaceAll(':', '\\:')}`).textContent()).toBe('An e-mail address needs an @, as in name@company.com.')
    expect(await page.getByRole('alert').first().textContent()).toMatch(/check the fields marked/)
    await email.fill('kwame@example.com')
    await email.blur()
    await expect.poll(() => email.getAttribute('aria-invalid')).toBeNull()
    await page.close()
  })

  it('keeps the draft when the server is down, says so, and sends it once the server is back', async () => {
    // This test takes its server down and back up: a site of its own, not the shared one.
    let own = await startServedSite()
    try {
      const page = await site.browser.newPage()
      await openFormAsApp(page, `${own.origin}/contact-us?product=Impact%20Roller`)
      await fillBuyer(page)
      await page.getByLabel('Message').fill('Rubber rings 89 mm, for a loading chute.')
      await own.stop()
      await page.getByRole('button', { name: 'Send enquiry' }).click()
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'could not reach us' }).count()).toBe(1)
      own = await startServedSite({ port: own.port, databasePath: own.databasePath })
      // The draft survives a reload.
      await reloadAsApp(page)
      await expect.poll(() => page.getByLabel('Message').inputValue()).toBe('Rubber rings 89 mm, for a loading chute.')
      expect(await page.getByLabel('Your name (required)').inputValue()).toBe('Kwame Mensah')
      await page.getByRole('button', { name: 'Send enquiry' }).click()
      await page.waitForURL(/\/thanks\?ref=/)
      const reference = new URL(page.url()).searchParams.get('ref')
      const stored = storedEnquiries(own.databasePath).find((enquiry) => enquiry.reference === reference)
      expect(stored?.request.message).toBe('Rubber rings 89 mm, for a loading chute.')
      // Sent, so no longer kept: the form starts empty.
      await openAsApp(page, `${own.origin}/contact-us`)
      expect(await page.getByLabel('Message').inputValue()).toBe('')
      await page.close()
    } finally {
      await own.stop()
    }
  }, 300_000)

  it('stores a form a quick buyer sends within 3 s of the first keystroke, after a short wait', async () => {
    const page = await site.browser.newPage()
    await openFormAsApp(page, `${site.origin}/contact-us?product=Rubber%20Impact%20Roller`)
    await fillBuyer(page)
    await page.getByLabel('E-mail (required)').fill('quick.buyer@example.com')
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await page.waitForURL(/\/thanks\?ref=/)
    const reference = new URL(page.url()).searchParams.get('ref')
    const stored = storedEnquiries().filter((enquiry) => enquiry.reference === reference)
    expect(stored).toHaveLength(1)
    expect(stored[0]!.email).toBe('quick.buyer@example.com')
    await page.close()
  })
  it('keeps what the buyer typed before the page\'s scripts arrived, and sends nothing by itself meanwhile', async () => {
    const page = await site.browser.newPage()
    // Scripts are held, as on a slow line, until released.
    const { release } = await holdScripts(page)
    await page.goto(`${site.origin}/contact-us`, { waitUntil: 'load' })
    // The button says why it waits, instead of sitting there greyed out.
    expect(await page.getByRole('button', { name: 'Preparing the form…' }).isDisabled()).toBe(true)
    await page.getByLabel('Your name (required)').fill('Nguyen Van An')
    await page.getByLabel('E-mail (required)').fill('an@example.com.vn')
    await page.getByLabel('Country (required)').selectOption('VN')
    await page.getByLabel('Product 1 (required)').fill('Impact roller 133 x 380')
    await page.getByLabel('Quantity (required)').first().fill('40')
    // Enter in a field does not send the form while its code is on its way.
    await page.getByLabel('Your name (required)').press('Enter')
    expect(new URL(page.url()).search).toBe('')
    release()
    await expect.poll(() => page.getByRole('button', { name: 'Send enquiry' }).isEnabled()).toBe(true)
    expect(await page.getByLabel('Your name (required)').inputValue()).toBe('Nguyen Van An')
    expect(await page.getByLabel('E-mail (required)').inputValue()).toBe('an@example.com.vn')
    expect(await page.getByLabel('Country (required)').inputValue()).toBe('VN')
    expect(await page.getByLabel('Product 1 (required)').inputValue()).toBe('Impact roller 133 x 380')
    expect(await page.getByLabel('Quantity (required)').first().inputValue()).toBe('40')
    // And it is the form's own value now: kept on the device as the buyer goes on typing.
    await page.getByLabel('Company').fill('Hai Phong Cement')
    await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).toContain('Nguyen Van An')
    await page.close()
  })
  it('fills in the dialling code when the country is the first thing chosen, before the form\'s code has run', async () => {
    const page = await site.browser.newPage()
    // Scripts are held, as on a slow line, until released.
    const { release } = await holdScripts(page)
    await page.goto(`${site.origin}/contact-us`, { waitUntil: 'load' })
    await page.getByLabel('Country (required)').selectOption('GH')
    release()
    await expect.poll(() => page.getByLabel('Phone or WhatsApp').inputValue()).toBe('+233 ')
    expect(await page.getByLabel('Country (required)').inputValue()).toBe('GH')
    await page.close()
  })

  it('loads the form\'s code only once the buyer moves, hydrating the form in place with what was typed and the focus', async () => {
    const page = await site.browser.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
    const formCode = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/enquiry-form-from-address-[\w-]+\.js$/.test(entry.name)))
    // The page is the app now, and still has not asked for the form's code.
    await openAsApp(page, `${site.origin}/contact-us`)
    expect(await formCode()).toBe(false)
    const name = page.getByLabel('Your name (required)')
    await name.click()
    await name.pressSequentially('Ama Owusu', { delay: 30 })
    await expect.poll(() => page.getByRole('button', { name: 'Send enquiry' }).isEnabled()).toBe(true)
    expect(await formCode()).toBe(true)
    // The same field, still focused, with every letter: nothing was replaced under the buyer.
    expect(await name.inputValue()).toBe('Ama Owusu')
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true)
    await name.pressSequentially(' Mensah')
    await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).toContain('Ama Owusu Mensah')
    // Away and back within the visit: the form is rendered by the page, with the draft.
    await page.getByRole('link', { name: 'how to order' }).first().click()
    await page.waitForURL('**/how-to-order')
    await page.goBack()
    await expect.poll(() => name.inputValue()).toBe('Ama Owusu Mensah')
    expect(problems).toEqual([])
    await page.close()
  })

  it('loads the form\'s code at once when there is a kept draft to show', async () => {
    const page = await site.browser.newPage()
    await openAsApp(page, `${site.origin}/privacy`)
    await page.evaluate(() => localStorage.setItem('site:enquiry-draft', JSON.stringify({ values: { name: 'Tran Thi Mai', email: '', company: '', country: '', phone: '', products: [{ name: 'Return roller', slug: '', partNumber: '', unit: 'pieces' }], details: {}, port: '', incoterm: '', message: '' }, idempotencyKey: 'kept-draft-000000001', startedAt: Date.now() })))
    await openAsApp(page, `${site.origin}/contact-us`)
    await expect.poll(() => page.getByLabel('Your name (required)').inputValue()).toBe('Tran Thi Mai')
    expect(await page.getByText('We kept the enquiry you started on this device.').isVisible()).toBe(true)
    await page.close()
  })
})
