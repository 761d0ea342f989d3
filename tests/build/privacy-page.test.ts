import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RETENTION_DAYS, retentionDaysFrom } from '@/config/retention'
import { assertBuilt, readPage, routeTable } from '../support/built-site'

beforeAll(assertBuilt)

describe('the privacy notice', () => {
  it('is a pre-rendered page of the route table', () => {
    expect(routeTable.find((entry) => entry.path === '/privacy')).toMatchObject({
      name: 'privacy',
      title: expect.stringMatching(/^Privacy Notice/),
    })
    const { document } = readPage('/privacy')
    expect(document.querySelector('h1')?.textContent).toBe('Privacy notice')
    const headings = [...document.querySelectorAll('h2')].map((heading) => heading.textContent)
    expect(headings).toEqual(
      expect.arrayContaining(['What we keep when you send an enquiry', 'Why we keep it', 'Who sees it', 'How long we keep it']),
    )
  })

  it("states the build's retention period for the client address and browser", () => {
    const days = retentionDaysFrom(process.env)
    expect(days).toBe(Number(process.env.ENQUIRY_RETENTION_DAYS || DEFAULT_RETENTION_DAYS))
    expect(readPage('/privacy').document.body.textContent).toContain(`deleted automatically ${days} days after your enquiry arrives`)
  })

  it('is linked from the enquiry form and from the footer of every kind of page', () => {
    expect(readPage('/contact-us').document.querySelector('form.enquiry-form a[href="/privacy"]')).not.toBeNull()
    for (const path of ['/', '/news', '/roller/belt-conveyor-roller', '/privacy']) {
      expect(readPage(path).document.querySelector('footer a[href="/privacy"]'), path).not.toBeNull()
    }
  })
})
