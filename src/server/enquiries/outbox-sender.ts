import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import { attachmentsFolderOf } from './attachment-files'
import { openDatabase } from './enquiry-store'
import { composeMessage, type MailSettings } from './enquiry-mail'
import { acknowledgementsPerAddress, defaultAcknowledgementsPerDay, outboxQueries, type AcknowledgementLimits } from './outbox'

/** Waits after the 1st, 2nd… failed attempt: about 20 hours in all before a message is marked failed. */
export const defaultRetryDelaysMs = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000, 6 * 60 * 60_000, 9 * 60 * 60_000]

export interface OutboxSenderOptions {
  databasePath: string
  /** smtp://user:pass@host:587 or smtps://…; absent: nothing is sent and the outbox waits. */
  smtpUrl?: string
  /**
   * smtp:// only: refuse to log in or send unless the server offers STARTTLS (true unless
   * SMTP_REQUIRE_TLS=false, for a relay on this machine), so a stripped STARTTLS never sends the
   * password or the enquiries in clear.
   */
  requireTls?: boolean
  mail: MailSettings
  /** Acknowledgements per address and in all, in any 24 hours (the sales notification always goes). */
  acknowledgementLimits?: Partial<AcknowledgementLimits>
  /** How often the sender looks for due messages. */
  pollIntervalMs?: number
  /** The wait after each failed attempt; the attempt after the last wait is the last one. */
  retryDelaysMs?: number[]
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
}

export interface OutboxSender {
  /** One pass: sends every due message; resolves with how many were accepted by the SMTP server. */
  runOnce(): Promise<number>
  stop(): Promise<void>
}

const stopGraceMs = 5000

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const response = (error as Error & { response?: string }).response
    return response ? `${error.message} (${response})` : error.message
  }
  return String(error)
}

/**
 * Delivers the outbox through SMTP in the background of the `npm start` process: every poll it
 * claims the due messages one by one, composes each from its enquiry, sends it and records the result.
 * A failure waits for its next attempt (retryDelaysMs); after the last one the message is failed
 * and the inbox shows it. Without smtpUrl it does nothing, and the messages wait.
 */
export function startOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { smtpUrl, mail, log } = options
  const retryDelays = options.retryDelaysMs ?? defaultRetryDelaysMs
  const db = openDatabase(options.databasePath, false)
  const outbox = outboxQueries(db)
  const interrupted = outbox.releaseInterrupted()
  if (interrupted > 0)
    log.warn(`${interrupted} e-mail(s) were being sent when the server last stopped: sending them again with the same Message-ID`)

  const limits: AcknowledgementLimits = {
    perAddress: acknowledgementsPerAddress,
    perDay: defaultAcknowledgementsPerDay,
    ...options.acknowledgementLimits,
  }
  const requireTLS = (options.requireTls ?? true) && smtpUrl !== undefined && new URL(smtpUrl).protocol === 'smtp:'
  const transport = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, requireTLS, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 })
    : undefined

  let running: Promise<number> | undefined
  let stopped = false

  async function pass(): Promise<number> {
    if (!transport) return 0
    let accepted = 0
    while (!stopped && db.open) {
      const claimed = outbox.claimNext(new Date(), limits)
      if (!claimed) break
      const { message, enquiry } = claimed
      const composed = composeMessage(message.kind, enquiry, { attachmentsFolder: attachmentsFolderOf(options.databasePath), ...mail })
      try {
        await transport.sendMail({ ...composed })
        // Stopped while the SMTP server was answering: the message stays 'sending' and goes again after the restart.
        if (!db.open) break
        outbox.sent(message.id, new Date())
        accepted++
      } catch (error) {
        if (!db.open) break
        const reason = errorText(error)
        const delay = retryDelays[message.attempts - 1]
        if (delay === undefined) {
          outbox.failed(message.id, reason)
          log.error(`The ${message.kind} e-mail of enquiry ${enquiry.reference} failed after ${message.attempts} attempts: ${reason}`)
        } else {
          outbox.retryAt(message.id, new Date(Date.now() + delay), reason)
          log.warn(
            `The ${message.kind} e-mail of enquiry ${enquiry.reference} was not sent (attempt ${message.attempts}), next attempt in ${Math.round(delay / 1000)} s: ${reason}`,
          )
        }
      }
    }
    return accepted
  }

  /** One pass at a time: a timer tick during a slow pass waits for it. */
  function runOnce(): Promise<number> {
    running ??= pass().finally(() => {
      running = undefined
    })
    return running
  }

  const timer = transport
    ? setInterval(() => {
        if (!running) runOnce().catch((error: unknown) => log.error(`The outbox sender stopped a pass: ${errorText(error)}`))
      }, options.pollIntervalMs ?? 2000)
    : undefined
  timer?.unref()
  // The first pass at once: messages queued while the server was down need not wait for a tick.
  if (transport)
    setImmediate(() => void runOnce().catch((error: unknown) => log.error(`The outbox sender stopped a pass: ${errorText(error)}`)))

  return {
    runOnce,
    stop: async () => {
      stopped = true
      clearInterval(timer)
      // An attempt still talking to the SMTP server gets a few seconds; after that it is left to the next start.
      if (running) await Promise.race([running.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, stopGraceMs).unref())])
      transport?.close()
      db.close()
    },
  }
}
