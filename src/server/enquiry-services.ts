import type { FastifyInstance } from 'fastify'
import { adminPrefix, adminRoutes } from './admin/admin-routes'
import { startRetentionJob } from './enquiries/enquiry-retention'
import { startOutboxSender, type OutboxSenderOptions } from './enquiries/outbox-sender'
import type { ServiceConfig } from './service-config'

export interface EnquiryServicesOptions extends ServiceConfig {
  databasePath: string
  /** Sender timing; tests shorten it. */
  outbox?: Pick<OutboxSenderOptions, 'pollIntervalMs' | 'retryDelaysMs'>
}

/**
 * What runs beside the enquiry API in the `npm start` process: the outbox sender (e-mail to sales
 * and to the buyer), the retention job and the sales inbox at /admin. Each stops with the app.
 */
export async function registerEnquiryServices(app: FastifyInstance, options: EnquiryServicesOptions): Promise<void> {
  const { databasePath, mail } = options
  const smtpUrl = mail.from && mail.notifyTo.length > 0 ? mail.smtpUrl : undefined
  const sender = startOutboxSender({
    databasePath,
    smtpUrl,
    requireTls: mail.requireTls,
    acknowledgementLimits: mail.acknowledgementsPerDay === undefined ? undefined : { perDay: mail.acknowledgementsPerDay },
    mail: { from: mail.from ?? { address: 'enquiries@localhost' }, notifyTo: mail.notifyTo },
    log: app.log,
    ...options.outbox,
  })
  const retention = startRetentionJob({ databasePath, days: options.retentionDays, log: app.log })
  app.addHook('onClose', async () => {
    retention.stop()
    await sender.stop()
  })
  await app.register(adminRoutes, {
    prefix: adminPrefix,
    databasePath,
    passwordHash: options.adminPasswordHash,
    mailFrom: mail.from,
    mailConfigured: smtpUrl !== undefined,
  })
}
