import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { attachmentsFolderOf } from '@/server/enquiries/attachment-files'
import { openEnquiryStore } from '@/server/enquiries/enquiry-store'
import { sampleFiles } from '../support/attachment-files'
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
    await page.getByText('Your conveyor (duty, optional)').click()
    await page.getByLabel('Belt width (mm)').fill('1200')
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
    expect(fields).toEqual(
      expect.arrayContaining([
        'CompanyTema Bulk Terminals Ltd',
        'CountryGhana',
        'Destination portTema',
        'IncotermCIF – Cost, Insurance and Freight',
        'Belt width1200 mm',
      ]),
    )
    expect(await page.locator('.sent-message').textContent()).toBe('Coal, 800 t/h.\nPlease quote with spare bearings.')
    // The WhatsApp chat opens with the reference.
    expect(await page.locator('main a[href^="https://wa.me/"]').getAttribute('href')).toContain(encodeURIComponent(reference!))
    await reloadAsApp(page)
    await expect.poll(() => page.locator('.reference strong').textContent()).toBe(reference)
    expect(await page.locator('.sent-message').textContent()).toBe('Coal, 800 t/h.\nPlease quote with spare bearings.')
    await page.close()
  })

  it('takes the duty from the selection tool’s address and a PDF, keeps an edited figure across a reload, and stores duty, link and file', async () => {
    const page = await site.browser.newPage()
    const from =
      '/tools/select?width=1200&speed=2.5&capacity=800&material=Coal&lump=100&length=300&trough=35&surcharge=20&spacing=1.2&density=0.85'
    const address = `${site.origin}/contact-us?width=1200&speed=2.5&capacity=800&material=Coal&lump=100&length=300&from=${encodeURIComponent(from)}#enquiry`
    await openFormAsApp(page, address)
    const figure = (label: string) => page.getByLabel(label).inputValue()
    await expect.poll(() => figure('Belt width (mm)')).toBe('1200')
    expect(
      await Promise.all(
        ['Belt speed (m/s)', 'Capacity (t/h)', 'Material conveyed', 'Largest lump (mm)', 'Conveyor length (m)'].map(figure),
      ),
    ).toEqual(['2.5', '800', 'Coal', '100', '300'])
    await page.getByLabel('Product 1 (required)').fill('Troughing idler set')
    await fillBuyer(page)
    await page.getByLabel('E-mail (required)').fill('duty.buyer@example.com')
    await page.getByLabel('Belt speed (m/s)').fill('3.15')
    // The same address again: the draft comes back with the buyer's figure, not the address's.
    await reloadAsApp(page)
    await page.getByRole('button', { name: 'Send enquiry' }).waitFor()
    await expect.poll(() => figure('E-mail (required)')).toBe('duty.buyer@example.com')
    expect(await figure('Belt speed (m/s)')).toBe('3.15')
    expect(await figure('Capacity (t/h)')).toBe('800')

    await page
      .getByLabel('Drawings and photographs')
      .setInputFiles({ name: 'conveyor layout.pdf', mimeType: 'application/pdf', buffer: sampleFiles.pdf })
    await page.getByRole('button', { name: 'Remove conveyor layout.pdf' }).waitFor()
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await page.waitForURL(/\/thanks\?ref=Q-\d{4}-[A-Z0-9]{6}$/)
    const reference = new URL(page.url()).searchParams.get('ref')
    await expect.poll(() => page.locator('.reference strong').textContent()).toBe(reference)
    const fields = await page.locator('.sent-fields div').allTextContents()
    expect(fields).toEqual(
      expect.arrayContaining(['Belt width1200 mm', 'Belt speed3.15 m/s', 'Material conveyedCoal', 'Filesconveyor layout.pdf']),
    )

    const [stored, ...others] = storedEnquiries().filter((enquiry) => enquiry.reference === reference)
    expect(others).toEqual([])
    expect(stored?.request.duty).toEqual({ beltWidth: 1200, beltSpeed: 3.15, capacity: 800, material: 'Coal', lumpSize: 100, length: 300 })
    expect(stored?.sourcePage).toBe(from)
    expect(stored?.attachments).toEqual([
      expect.objectContaining({ name: 'conveyor layout.pdf', kind: 'pdf', size: sampleFiles.pdf.length, removedAt: null }),
    ])
    expect(readFileSync(join(attachmentsFolderOf(site.databasePath), stored?.attachments[0]?.id ?? ''))).toEqual(sampleFiles.pdf)
    await page.close()
  })

  it("goes from the component selection to a sent enquiry that holds every line with its count, the duty and the selection's link", async () => {
    const page = await site.browser.newPage()
    await openAsApp(page, `${site.origin}/tools/select?length=150`)
    await page.locator('.selection-bill').waitFor()
    const lines = await page
      .locator('.selection-line')
      .filter({ has: page.getByRole('button', { name: /^Add to enquiry: / }) })
      .count()
    await page.getByRole('button', { name: 'Add all to enquiry' }).click()
    await page.getByRole('link', { name: 'Ask for a quotation with this duty' }).click()
    await page.waitForURL(/\/contact-us\?width=1200&/)
    await page.getByRole('button', { name: 'Send enquiry' }).waitFor()
    // Every line of the bill is a product line, with its part number and count; the duty is filled in.
    await expect.poll(() => page.getByLabel(/^Product \d+ \(required\)$/).count()).toBe(lines)
    expect(await page.getByLabel('Belt width (mm)').inputValue()).toBe('1200')
    expect(await page.getByLabel('Conveyor length (m)').inputValue()).toBe('150')
    await page.getByLabel('Your name (required)').fill('Nguyen Van An')
    await page.getByLabel('E-mail (required)').fill('selection.buyer@example.com')
    await page.getByLabel('Country (required)').selectOption('VN')
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await page.waitForURL(/\/thanks\?ref=Q-\d{4}-[A-Z0-9]{6}$/)
    const reference = new URL(page.url()).searchParams.get('ref')
    const [stored] = storedEnquiries().filter((enquiry) => enquiry.reference === reference)
    expect(stored?.products).toHaveLength(lines)
    // 150 m less the 2.4 m loading zone at 1.2 m: 147.6 / 1.2 = 123 carrying sets; 150 m at 3 m: 50 return sets.
    expect(stored?.products).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ partNumber: expect.stringMatching(/^DTI-.*-1200x35x3-/), quantity: 123, unit: 'sets' }),
        expect.objectContaining({ partNumber: expect.stringMatching(/-1200x0x1-/), quantity: 50, unit: 'sets' }),
        expect.objectContaining({ partNumber: 'PBC-1200', quantity: 1, unit: 'pieces' }),
      ]),
    )
    expect(stored?.request.duty).toEqual({ beltWidth: 1200, beltSpeed: 2.5, capacity: 800, material: 'Coal', lumpSize: 100, length: 150 })
    expect(stored?.sourcePage).toBe('/tools/select?length=150')
    await page.close()
  })

  it('fills the product and its part number into their own fields from a size row’s quotation link', async () => {
    const page = await site.browser.newPage()
    await openAsApp(page, `${site.origin}/pulley/bend-pulley`)
    const link = page.getByRole('link', { name: /^Ask for a quotation for / }).first()
    const partNumber = (await link.getAttribute('aria-label'))?.replace('Ask for a quotation for ', '')
    expect(partNumber).toMatch(/^[A-Z]{2,4}-/)
    await link.click()
    await page.waitForURL(/\/contact-us\?/)
    await expect.poll(() => page.getByLabel('Part number').first().inputValue()).toBe(partNumber)
    expect(await page.getByLabel('Product 1 (required)').inputValue()).toBe('Bend Pulley')
    await page.close()
  })

  it('refuses a program renamed as a drawing beside the file input, before anything is sent', async () => {
    const page = await site.browser.newPage()
    await openFormAsApp(page, `${site.origin}/contact-us?product=Return%20Idler`)
    let requests = 0
    await page.route('**/api/enquiries', (route) => {
      requests++
      return route.continue()
    })
    await page.getByLabel('Drawings and photographs').setInputFiles({
      name: 'drawing.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 This program cannot be run in DOS mode.'),
    })
    const problem = page.locator('.field-error').filter({ hasText: '“drawing.pdf” is not a PDF, PNG, JPEG, WebP, DWG or DXF file' })
    await problem.waitFor()
    expect(await page.getByLabel('Drawings and photographs').getAttribute('aria-describedby')).toContain(await problem.getAttribute('id'))
    expect(await page.getByRole('list', { name: 'Attached files' }).count()).toBe(0)
    expect(requests).toBe(0)
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
    expect(stored.map((enquiry) => enquiry.request.message).sort()).toEqual([
      'First version: 120 return idlers.',
      'Second version: 150 return idlers, CIF Tema.',
    ])
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
    expect(await page.locator(`#${describedBy.replaceAll(':', '\\:')}`).textContent()).toBe(
      'An e-mail address needs an @, as in name@company.com.',
    )
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
  it("keeps what the buyer typed before the page's scripts arrived, and sends nothing by itself meanwhile", async () => {
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
  it("fills in the dialling code when the country is the first thing chosen, before the form's code has run", async () => {
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

  it("loads the form's code only once the buyer moves, hydrating the form in place with what was typed and the focus", async () => {
    const page = await site.browser.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
    const formCode = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/enquiry-form-from-address-[\w-]+\.js$/.test(entry.name)),
      )
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

  it("loads the form's code at once when there is a kept draft to show", async () => {
    const page = await site.browser.newPage()
    await openAsApp(page, `${site.origin}/privacy`)
    await page.evaluate(() =>
      localStorage.setItem(
        'site:enquiry-draft',
        JSON.stringify({
          values: {
            name: 'Tran Thi Mai',
            email: '',
            company: '',
            country: '',
            phone: '',
            products: [{ name: 'Return roller', slug: '', partNumber: '', unit: 'pieces' }],
            details: {},
            port: '',
            incoterm: '',
            message: '',
          },
          idempotencyKey: 'kept-draft-000000001',
          startedAt: Date.now(),
        }),
      ),
    )
    await openAsApp(page, `${site.origin}/contact-us`)
    await expect.poll(() => page.getByLabel('Your name (required)').inputValue()).toBe('Tran Thi Mai')
    expect(await page.getByText('We kept the enquiry you started on this device.').isVisible()).toBe(true)
    await page.close()
  })
})
