import { randomUUID } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENQUIRY_PATH, IDEMPOTENCY_HEADER, type EnquiryRequestInput } from '@/contracts/enquiry-schema'
import { hashPassword } from '@/server/admin/password-hash'
import { connectSharedChromium } from '../support/browser'
import { enquiryRequest } from '../support/enquiry-request'
import { startServedSite } from '../support/served-site'

const password = 'inbox password for the tests'
let browser: Browser
let site: Awaited<ReturnType<typeof startServedSite>>
const references: string[] = []

async function sendEnquiry(overrides: Partial<EnquiryRequestInput>): Promise<string> {
  const body = enquiryRequest({ email: 'ama@buyer.example', sourcePage: '/contact-us', elapsedMs: 30_000, ...overrides })
  const response = await fetch(`${site.origin}${ENQUIRY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { reference: string }).reference
}

beforeAll(async () => {
  // A low scrypt cost keeps sign-in quick on a busy machine; the check is the same.
  const passwordHash = await hashPassword(password, { ln: 10, r: 8, p: 1 })
  // A site of its own: these tests read the whole inbox, which the shared site fills from every file.
  site = await startServedSite({ env: { ADMIN_PASSWORD_HASH: passwordHash } })
  browser = await connectSharedChromium()
  references.push(
    await sendEnquiry({
      name: 'Kofi Boateng',
      company: 'Kumasi Quarry Ltd',
      products: [{ name: 'Impact Idler', quantity: 30, unit: 'sets' }],
    }),
  )
  references.push(await sendEnquiry({ name: 'Ama Mensah', company: 'Tema Bulk Handling' }))
}, 300_000)
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

async function signIn(page: Page, typed: string) {
  await page.getByLabel('Password').fill(typed)
  await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Sign in' }).click()])
}

describe('the sales inbox in Chromium', () => {
  let page: Page

  it('refuses a wrong password, then signs in and lists the enquiries newest first', async () => {
    // One context (cookie jar) for the user's tabs, so a second tab shares the session.
    page = await (await browser.newContext()).newPage()
    const first = await page.goto(`${site.origin}/admin`)
    expect(page.url()).toBe(`${site.origin}/admin/sign-in`)
    expect(first?.headers()['x-robots-tag']).toBe('noindex, nofollow')

    await signIn(page, 'not the password')
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('That password is not right.')

    await signIn(page, password)
    await page.waitForURL(`${site.origin}/admin`)
    const rows = page.locator('tbody tr')
    expect(await rows.count()).toBe(2)
    const [older, newer] = references
    expect(await rows.nth(0).locator('td').first().textContent()).toBe(newer)
    expect(await rows.nth(1).locator('td').first().textContent()).toBe(older)
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'inbox_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' })

    await page.getByLabel('Search').fill('kumasi')
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Show' }).click()])
    expect(await page.locator('tbody tr').count()).toBe(1)
    expect(await page.locator('tbody tr td').first().textContent()).toBe(older)
  })

  it('changes an enquiry’s status on its page', async () => {
    const reference = references[0] ?? ''
    await Promise.all([page.waitForURL(`**/admin/enquiries/${reference}`), page.getByRole('link', { name: reference }).click()])
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Enquiry ${reference} new`)
    expect(await page.locator('dl').first().textContent()).toContain('Kumasi Quarry Ltd')
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Mark answered' }).click()])
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Enquiry ${reference} answered`)
    expect(await page.getByRole('button', { name: 'Mark answered' }).isDisabled()).toBe(true)

    await page.goto(`${site.origin}/admin?status=answered`)
    expect(await page.locator('tbody tr').count()).toBe(1)
    expect(await page.locator('tbody tr td').first().textContent()).toBe(reference)
  })

  it('refuses a forged change: a form without the CSRF token, and one posted from another site', async () => {
    const reference = references[1] ?? ''
    // The same browser and session, but a form the inbox did not make (no CSRF token).
    await page.goto(`${site.origin}/admin/enquiries/${reference}`)
    const action = `${site.origin}/admin/enquiries/${reference}/status`
    const [forged] = await Promise.all([
      page.waitForResponse(action),
      page.evaluate((url) => {
        const form = document.createElement('form')
        form.method = 'post'
        form.action = url
        form.innerHTML = '<input name="status" value="spam">'
        document.body.append(form)
        form.submit()
      }, action),
    ])
    expect(forged.status()).toBe(403)
    await page.waitForLoadState('load')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Change refused')

    // Another site's page submitting a form to the inbox: the SameSite=Strict cookie stays home.
    const other = await page.context().newPage()
    await other.route('https://elsewhere.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${site.origin}/admin/enquiries/${reference}/status"><input name="status" value="spam"><input name="csrf" value="guess"><button>Go</button></form>`,
      }),
    )
    await other.goto('https://elsewhere.example/')
    const [response] = await Promise.all([other.waitForResponse(action), other.getByRole('button', { name: 'Go' }).click()])
    expect(response.status()).toBe(403)
    await other.close()

    await page.goto(`${site.origin}/admin/enquiries/${reference}`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Enquiry ${reference} new`)
  })

  it('rate-limits sign-in after repeated wrong passwords, even for the right one', async () => {
    const fresh = await browser.newPage()
    await fresh.goto(`${site.origin}/admin/sign-in`)
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signIn(fresh, `wrong password ${attempt}`)
      await expect.poll(() => fresh.getByRole('alert').textContent()).toBe('That password is not right.')
    }
    await signIn(fresh, password)
    await expect.poll(() => fresh.getByRole('alert').textContent()).toMatch(/^Too many wrong passwords from your network/)
    expect(fresh.url()).toBe(`${site.origin}/admin/sign-in`)
    await fresh.close()
    await page.context().close()
  })
})
