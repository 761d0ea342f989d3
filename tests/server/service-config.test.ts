import { describe, expect, it } from 'vitest'
import { readServerConfig } from '@/server/server-config'
import { servicesSummary } from '@/server/service-config'

describe('mail and inbox settings', () => {
  it('need none of them to start: nothing is sent and the inbox is not configured', () => {
    const { services } = readServerConfig({})
    expect(services).toEqual({
      mail: { smtpUrl: undefined, from: undefined, notifyTo: [], requireTls: true, acknowledgementsPerDay: 200 },
      adminPasswordHash: undefined,
      retentionDays: 180,
    })
    expect(servicesSummary(services)).toEqual([
      'E-mail: SMTP_URL is not set, so nothing is sent: the e-mails wait in the outbox until it is set and the server restarts',
      'Sales inbox: not configured (set ADMIN_PASSWORD_HASH, made with npm run admin:password)',
      'Client address and browser are deleted from enquiries after 180 days',
    ])
  })

  it('read SMTP_URL, the sender and the comma-separated sales addresses', () => {
    const { services } = readServerConfig({
      SMTP_URL: 'smtp://user:p%40ss@mail.example.com:587',
      ENQUIRY_MAIL_FROM: 'Website <enquiries@example.com>',
      ENQUIRY_NOTIFY_TO: 'sales@example.com, "Export desk" <export@example.com>',
    })
    expect(services.mail).toEqual({
      smtpUrl: 'smtp://user:p%40ss@mail.example.com:587',
      from: { name: 'Website', address: 'enquiries@example.com' },
      notifyTo: [{ address: 'sales@example.com' }, { name: 'Export desk', address: 'export@example.com' }],
      requireTls: true,
      acknowledgementsPerDay: 200,
    })
    expect(servicesSummary(services)[0]).toBe(
      'E-mail: each enquiry is sent to sales@example.com, export@example.com and acknowledged to the buyer (at most 3 a day per address, 200 in all), from enquiries@example.com through mail.example.com:587',
    )
    const relay = readServerConfig({
      SMTP_URL: 'smtp://127.0.0.1:25',
      SMTP_REQUIRE_TLS: 'false',
      ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY: '50',
      ENQUIRY_MAIL_FROM: 'enquiries@example.com',
      ENQUIRY_NOTIFY_TO: 'sales@example.com',
    })
    expect(relay.services.mail).toMatchObject({ requireTls: false, acknowledgementsPerDay: 50 })
    expect(servicesSummary(relay.services)[0]).toMatch(
      /50 in all\), from enquiries@example.com through 127.0.0.1:25 WITHOUT TLS \(SMTP_REQUIRE_TLS=false\)$/,
    )
  })

  it('name each bad variable, and never repeat the SMTP password', () => {
    const problem = (env: Record<string, string>) => {
      try {
        readServerConfig(env)
      } catch (error) {
        return (error as Error).message
      }
      throw new Error('accepted')
    }
    const badUrl = problem({
      SMTP_URL: 'http://user:hunter2@mail.example.com',
      ENQUIRY_MAIL_FROM: 'a@example.com',
      ENQUIRY_NOTIFY_TO: 'b@example.com',
    })
    expect(badUrl).toMatch(/environment variable SMTP_URL: is not an SMTP address: write smtp:\/\//)
    expect(badUrl).not.toContain('hunter2')
    expect(problem({ SMTP_URL: 'smtp://mail.example.com' })).toMatch(
      /ENQUIRY_MAIL_FROM: is needed when SMTP_URL is set[\s\S]*ENQUIRY_NOTIFY_TO: is needed when SMTP_URL is set/,
    )
    expect(problem({ ENQUIRY_NOTIFY_TO: 'sales@example.com, not an address' })).toMatch(
      /ENQUIRY_NOTIFY_TO: "not an address" is not an e-mail address/,
    )
    expect(problem({ ENQUIRY_MAIL_FROM: 'Website' })).toMatch(/ENQUIRY_MAIL_FROM: "Website" is not an e-mail address/)
    expect(problem({ ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY: 'many' })).toMatch(/ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY: must be a whole number/)
    expect(problem({ ADMIN_PASSWORD_HASH: 'hunter2' })).toMatch(
      /ADMIN_PASSWORD_HASH: is not a password hash made by npm run admin:password/,
    )
  })
})
