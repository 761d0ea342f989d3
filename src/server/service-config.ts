import { z } from 'zod'
import { retentionDaysSetting } from '@/config/retention'
import { parsePasswordHash } from './admin/password-hash'
import type { MailAddress } from './enquiries/enquiry-mail'
import { acknowledgementsPerAddress, defaultAcknowledgementsPerDay } from './enquiries/outbox'

/** "Sales <sales@example.com>" or "sales@example.com". */
function parseAddress(text: string): MailAddress | undefined {
  const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(text)
  const address = match?.[2] ?? match?.[3]
  if (!address || !z.email().safeParse(address).success) return undefined
  const name = match?.[1]?.trim()
  return name ? { name, address } : { address }
}

const addressSetting = z.string().transform((value, context) => {
  const address = parseAddress(value)
  if (!address) {
    context.addIssue({
      code: 'custom',
      message: `"${value}" is not an e-mail address: write e.g. enquiries@example.com or "Website <enquiries@example.com>"`,
    })
    return z.NEVER
  }
  return address
})

const addressListSetting = z.string().transform((value, context) => {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  const addresses: MailAddress[] = []
  for (const part of parts) {
    const address = parseAddress(part)
    if (address) addresses.push(address)
    else
      context.addIssue({
        code: 'custom',
        message: `"${part}" is not an e-mail address: write one or more, comma-separated, e.g. sales@example.com, export@example.com`,
      })
  }
  if (parts.length === 0) context.addIssue({ code: 'custom', message: 'is empty: write one or more addresses, comma-separated' })
  return addresses
})

/** smtp://user:password@host:587 or smtps://…:465. The value is never echoed: it may hold a password. */
const smtpUrlSetting = z
  .string()
  .trim()
  .refine((value) => value === '' || (URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol) && new URL(value).hostname !== ''), {
    message:
      'is not an SMTP address: write smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465 (TLS); encode special characters of the password, e.g. @ as %40',
  })
  .transform((value) => (value === '' ? undefined : value))

/** true (the default) or false: false lets smtp:// log in and send without STARTTLS, for a relay on this machine. */
const requireTlsSetting = z
  .string()
  .trim()
  .refine((value) => value === 'true' || value === 'false', {
    message:
      'must be true or false: false lets an smtp:// server without STARTTLS receive the password and the e-mails in clear (only for a relay on this machine)',
  })
  .transform((value) => value === 'true')

const acknowledgementsPerDaySetting = z
  .string()
  .trim()
  .refine((value) => /^\d+$/.test(value), { message: 'must be a whole number of acknowledgements (0: none are sent)' })
  .transform(Number)

const passwordHashSetting = z
  .string()
  .trim()
  .refine((value) => value === '' || parsePasswordHash(value) !== undefined, {
    message: 'is not a password hash made by npm run admin:password (scrypt:ln=…,r=…,p=…:salt:hash)',
  })
  .transform((value) => (value === '' ? undefined : value))

/** The environment of the mail sender, the sales inbox and the retention job; none is needed to start. */
export const serviceEnvironmentShape = {
  SMTP_URL: smtpUrlSetting.optional(),
  SMTP_REQUIRE_TLS: requireTlsSetting.optional(),
  ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY: acknowledgementsPerDaySetting.optional(),
  ENQUIRY_MAIL_FROM: addressSetting.optional(),
  ENQUIRY_NOTIFY_TO: addressListSetting.optional(),
  ADMIN_PASSWORD_HASH: passwordHashSetting.optional(),
  ENQUIRY_RETENTION_DAYS: retentionDaysSetting,
}

type ServiceEnvironment = {
  SMTP_URL?: string | undefined
  SMTP_REQUIRE_TLS?: boolean | undefined
  ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY?: number | undefined
  ENQUIRY_MAIL_FROM?: MailAddress | undefined
  ENQUIRY_NOTIFY_TO?: MailAddress[] | undefined
  ADMIN_PASSWORD_HASH?: string | undefined
  ENQUIRY_RETENTION_DAYS: number
}

/** With SMTP_URL, the sender and the sales address are needed too. */
export function checkServiceEnvironment(data: ServiceEnvironment, context: z.RefinementCtx): void {
  if (data.SMTP_URL === undefined) return
  if (data.ENQUIRY_MAIL_FROM === undefined)
    context.addIssue({
      code: 'custom',
      path: ['ENQUIRY_MAIL_FROM'],
      message: 'is needed when SMTP_URL is set: the address the e-mails come from, e.g. enquiries@example.com',
    })
  if (data.ENQUIRY_NOTIFY_TO === undefined)
    context.addIssue({
      code: 'custom',
      path: ['ENQUIRY_NOTIFY_TO'],
      message: 'is needed when SMTP_URL is set: where each enquiry is sent, e.g. sales@example.com (comma-separated for several)',
    })
}

export interface ServiceConfig {
  mail: {
    smtpUrl?: string
    from?: MailAddress
    notifyTo: MailAddress[]
    /** smtp:// refuses a server without STARTTLS unless false (SMTP_REQUIRE_TLS); true when absent. */
    requireTls?: boolean
    /** Acknowledgements to buyers in any 24 hours, in all (ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY). */
    acknowledgementsPerDay?: number
  }
  /** The sign-in password's hash; absent: /admin answers that the inbox is not configured. */
  adminPasswordHash?: string
  /** Client address and browser are deleted from enquiries older than this. */
  retentionDays: number
}

export function serviceConfigFrom(data: ServiceEnvironment): ServiceConfig {
  return {
    mail: {
      smtpUrl: data.SMTP_URL,
      from: data.ENQUIRY_MAIL_FROM,
      notifyTo: data.ENQUIRY_NOTIFY_TO ?? [],
      requireTls: data.SMTP_REQUIRE_TLS ?? true,
      acknowledgementsPerDay: data.ENQUIRY_ACKNOWLEDGEMENTS_PER_DAY ?? defaultAcknowledgementsPerDay,
    },
    adminPasswordHash: data.ADMIN_PASSWORD_HASH,
    retentionDays: data.ENQUIRY_RETENTION_DAYS,
  }
}

/** What the start-up log says about mail, the inbox and retention. */
export function servicesSummary(config: ServiceConfig): string[] {
  const { mail } = config
  return [
    mail.smtpUrl
      ? `E-mail: each enquiry is sent to ${mail.notifyTo.map((to) => to.address).join(', ')} and acknowledged to the buyer (at most ${acknowledgementsPerAddress} a day per address, ${mail.acknowledgementsPerDay ?? defaultAcknowledgementsPerDay} in all), from ${mail.from?.address ?? ''} through ${new URL(mail.smtpUrl).host}${mail.requireTls !== false || new URL(mail.smtpUrl).protocol === 'smtps:' ? '' : ' WITHOUT TLS (SMTP_REQUIRE_TLS=false)'}`
      : 'E-mail: SMTP_URL is not set, so nothing is sent: the e-mails wait in the outbox until it is set and the server restarts',
    config.adminPasswordHash
      ? 'Sales inbox: /admin'
      : 'Sales inbox: not configured (set ADMIN_PASSWORD_HASH, made with npm run admin:password)',
    `Client address and browser are deleted from enquiries after ${config.retentionDays} days`,
  ]
}
