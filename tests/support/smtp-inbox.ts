import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message as the SMTP server received it, with its headers and text decoded. */
export interface ReceivedMail {
  envelopeFrom: string
  envelopeTo: string[]
  headers: Map<string, string>
  subject: string
  messageId: string
  text: string
  raw: string
}

function decodeBytes(text: string): Buffer {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(text[i] ?? ''))
    }
  }
  return Buffer.from(bytes)
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes non-ASCII headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeBytes(text.replace(/_/g, ' ')).toString('utf8'),
    )
}

/** A single-part text message: headers unfolded and decoded, body decoded from its transfer encoding. */
export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'messageId' | 'text'> {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const body = raw.slice(split + 4)
  const headers = new Map<string, string>()
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeHeader(line.slice(colon + 1).trim()))
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase()
  const text =
    encoding === 'quoted-printable'
      ? decodeBytes(body.replace(/=\r\n/g, '')).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body
  return { headers, subject: headers.get('subject') ?? '', messageId: headers.get('message-id') ?? '', text: text.replace(/\r\n/g, '\n') }
}

export interface SmtpInbox {
  port: number
  /** smtp://user:secret@127.0.0.1:port: the credentials are checked. */
  url: string
  received: ReceivedMail[]
  /** Messages whose DATA arrived while `stallData` was set: the server never answered them. */
  stalled: ReceivedMail[]
  /** While true, a message's data is read and never acknowledged (an SMTP server that hangs mid-send). */
  stallData: boolean
  /** How many times a client tried to log in (AUTH), rightly or not. */
  authAttempts: number
  /** Acknowledges the stalled messages after all: the sender learns they were taken. */
  releaseStalled(): void
  /** Resolves once the received messages satisfy the check; rejects after `timeoutMs`. */
  waitFor(check: (received: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>
  waitForStalled(timeoutMs?: number): Promise<ReceivedMail>
  close(): Promise<void>
}

export const smtpUser = 'site'
export const smtpPassword = 'smtp-secret'

/** A real SMTP server in the test process (port 0: a free one, or the port given, to come back on it). */
export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const listeners = new Set<() => void>()
  const stalledCallbacks: (() => void)[] = []
  const notify = () => listeners.forEach((listener) => listener())
  const inbox: SmtpInbox = {
    port: 0,
    url: '',
    received: [],
    stalled: [],
    stallData: false,
    authAttempts: 0,
    releaseStalled: () => {
      for (const acknowledge of stalledCallbacks.splice(0)) acknowledge()
    },
    waitFor: (check, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const listener = () => {
          if (!check(inbox.received)) return
          listeners.delete(listener)
          clearTimeout(timer)
          resolve(inbox.received)
        }
        const timer = setTimeout(() => {
          listeners.delete(listener)
          reject(
            new Error(
              `The SMTP server did not receive the expected messages in ${timeoutMs} ms; it has ${inbox.received.length}: ${inbox.received.map((mail) => mail.subject).join(' | ')}`,
            ),
          )
        }, timeoutMs)
        listeners.add(listener)
        listener()
      }),
    waitForStalled: async (timeoutMs = 20_000) => {
      await new Promise<void>((resolve, reject) => {
        const listener = () => {
          if (inbox.stalled.length === 0) return
          listeners.delete(listener)
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => reject(new Error(`No message reached the stalled SMTP server in ${timeoutMs} ms`)), timeoutMs)
        listeners.add(listener)
        listener()
      })
      return inbox.stalled[0] as ReceivedMail
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A stalled connection must not hold up the end of a test.
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      inbox.authAttempts++
      if (auth.username === smtpUser && auth.password === smtpPassword) callback(null, { user: auth.username })
      else callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const mail: ReceivedMail = {
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parseMail(raw),
        }
        if (inbox.stallData) {
          inbox.stalled.push(mail)
          stalledCallbacks.push(() => {
            inbox.received.push(mail)
            callback()
            notify()
          })
          notify()
          return
        }
        inbox.received.push(mail)
        callback()
        notify()
      })
    },
  })
  server.listen(port, '127.0.0.1')
  await once(server.server, 'listening')
  inbox.port = (server.server.address() as AddressInfo).port
  inbox.url = `smtp://${smtpUser}:${smtpPassword}@127.0.0.1:${inbox.port}`
  return inbox
}
