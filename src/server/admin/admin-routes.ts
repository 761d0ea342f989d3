import { createReadStream, statSync } from 'node:fs'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { ENQUIRY_REFERENCE_PATTERN } from '@/contracts/enquiry-schema'
import { clientNetwork } from '@/server/client-network'
import { enquiriesCsv } from '@/server/enquiries/enquiry-listing'
import { messageIdFor, type MailAddress } from '@/server/enquiries/enquiry-mail'
import { attachmentPath, attachmentsFolderOf } from '@/server/enquiries/attachment-files'
import { openDatabase, type StoredAttachment } from '@/server/enquiries/enquiry-store'
import { messageKinds, outboxQueries } from '@/server/enquiries/outbox'
import { attachmentKinds } from '@/contracts/enquiry-attachments'
import { detailPage, inboxCss, listPage, messagePage, signInPage } from './admin-pages'
import { adminSessions, csrfTokenMatches, signInLimiter, type AdminSession } from './admin-sessions'
import { enquiryStatuses, inboxQueries, type EnquiryStatus, type InboxFilter } from './inbox-queries'
import { parsePasswordHash, taskQueue, verifyPassword } from './password-hash'

export interface AdminOptions {
  databasePath: string
  /** ADMIN_PASSWORD_HASH; absent: every inbox address answers 503 "not configured". */
  passwordHash?: string
  /** The sender address (Message-IDs are shown with its domain) and whether SMTP is configured. */
  mailFrom?: MailAddress
  mailConfigured: boolean
}

export const adminPrefix = '/admin'
const cookieName = 'inbox_session'
const pageSize = 50

/** The inbox is a private tool: never indexed, never cached, never framed, no script at all. */
const privateHeaders = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
}

/**
 * Every value of a cookie the request carries: a page elsewhere on the domain (or a man in the
 * middle on plain HTTP) can plant a second cookie of the same name, and browsers send it first.
 */
function cookieValues(request: FastifyRequest, name: string): string[] {
  const values: string[] = []
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) values.push(rest.join('='))
  }
  return values
}

function sessionCookie(request: FastifyRequest, token: string, maxAgeSeconds: number): string {
  // request.protocol believes X-Forwarded-Proto only from a proxy TRUST_PROXY names.
  return `${cookieName}=${token}; Path=${adminPrefix}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${request.protocol === 'https' ? '; Secure' : ''}`
}

function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (/^(::ffff:)?127\./.test(address) || address === '::1')
}

/**
 * The inbox is reached over HTTPS (directly, or as a trusted proxy says), or from this machine
 * itself without any proxy (an SSH tunnel, a shell on the server): the password and the enquiries
 * never cross a network in clear. A request a proxy forwarded (it names X-Forwarded-*) is not
 * local, whatever address the connection comes from.
 */
function reachedSafely(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true
  const { headers } = request
  const forwarded =
    headers['x-forwarded-for'] !== undefined || headers['x-forwarded-proto'] !== undefined || headers.forwarded !== undefined
  return !forwarded && isLoopback(request.socket.remoteAddress)
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/

/** The list's filter from the query string; anything unreadable is left out. */
function filterFrom(query: Record<string, string | undefined>): InboxFilter {
  const status = enquiryStatuses.find((value) => value === query.status)
  const date = (value: string | undefined) => (value && datePattern.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined)
  return { query: query.q?.slice(0, 200) || undefined, status, from: date(query.from), to: date(query.to) }
}

/**
 * A download's Content-Disposition: always a download, never shown in the inbox's own origin, named
 * as the buyer named it with the extension of what it really is (a PDF sent as "x.exe" saves as
 * "x.exe.pdf"); an ASCII name for old clients and the UTF-8 one (RFC 6266) for the rest.
 */
export function downloadDisposition(file: Pick<StoredAttachment, 'name' | 'kind'>): string {
  const extension = attachmentKinds[file.kind].extension
  const same = file.kind === 'jpeg' ? /\.jpe?g$/i : new RegExp(`\\.${extension}$`, 'i')
  const name = same.test(file.name) ? file.name : `${file.name}.${extension}`
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_')
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

type FormBody = Record<string, string | undefined>
type AdminRoute = { Params: { reference: string; id?: string }; Body: FormBody; Querystring: Record<string, string | undefined> }
type AdminRequest = FastifyRequest<AdminRoute>

/**
 * The sales inbox at /admin, served by `npm start` only: sign-in with the configured password,
 * the enquiries (search, status and date filters, CSV), each one's details, status, internal note
 * and e-mail state. Server-rendered forms: no script, nothing added to the public pages.
 */
export const adminRoutes: FastifyPluginAsync<AdminOptions> = async (app, options) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(privateHeaders)
    if (!reachedSafely(request)) {
      request.log.warn({ ip: request.ip }, 'inbox request refused: plain HTTP')
      return reply
        .code(403)
        .type('text/html; charset=utf-8')
        .send(
          messagePage(
            'The sales inbox needs HTTPS',
            'The inbox answers only over HTTPS, through the site’s proxy, or on the server itself, so that its password and the enquiries never cross the network in clear. Open it with https:// at the site’s address.',
          ),
        )
    }
  })
  app.get('/inbox.css', (_request, reply) => reply.type('text/css; charset=utf-8').send(inboxCss))

  const html = (reply: FastifyReply, code: number, body: string) => reply.code(code).type('text/html; charset=utf-8').send(body)
  app.setNotFoundHandler((_request, reply) => html(reply, 404, messagePage('Not found', 'There is no such page in the sales inbox.')))

  const passwordHash = options.passwordHash === undefined ? undefined : parsePasswordHash(options.passwordHash)
  if (!passwordHash) {
    const notConfigured = (_request: FastifyRequest, reply: FastifyReply) =>
      html(
        reply,
        503,
        messagePage(
          'The sales inbox is not configured',
          'Set ADMIN_PASSWORD_HASH (made with npm run admin:password) in the environment of npm start and restart it. Enquiries are stored meanwhile; npm run enquiries lists them.',
        ),
      )
    app.route({ method: ['GET', 'POST'], url: '/', handler: notConfigured })
    app.route({ method: ['GET', 'POST'], url: '/*', handler: notConfigured })
    return
  }

  const db = openDatabase(options.databasePath, false)
  app.addHook('onClose', () => db.close())
  const inbox = inboxQueries(db)
  const outbox = outboxQueries(db)
  const sessions = adminSessions()
  const limiter = signInLimiter()
  const passwordChecks = taskQueue()

  // The inbox's forms are URL-encoded; this parser is scoped to /admin.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    const fields: FormBody = {}
    for (const [key, value] of new URLSearchParams(String(body))) fields[key] = value
    done(null, fields)
  })

  /** The live session of any inbox cookie the request carries, with its token. */
  const signedInAs = (request: FastifyRequest): { token: string; session: AdminSession } | undefined => {
    for (const token of cookieValues(request, cookieName)) {
      const session = sessions.find(token)
      if (session) return { token, session }
    }
    return undefined
  }
  const sessionOf = (request: FastifyRequest) => signedInAs(request)?.session

  /** Pages for a signed-in user; anyone else is sent to the sign-in form. */
  const signedIn =
    (handler: (request: AdminRequest, reply: FastifyReply, session: AdminSession) => unknown) =>
    (request: AdminRequest, reply: FastifyReply) => {
      const session = sessionOf(request)
      if (!session) return reply.code(303).header('Location', `${adminPrefix}/sign-in`).send()
      return handler(request, reply, session)
    }

  /** Changes: a signed-in session and its CSRF token in the form, or 403 and nothing changes. */
  const change =
    (handler: (request: AdminRequest, reply: FastifyReply, session: AdminSession) => unknown) =>
    (request: AdminRequest, reply: FastifyReply) => {
      const session = sessionOf(request)
      if (!session)
        return html(reply, 403, messagePage('Not signed in', 'Your session has ended, so nothing was changed. Sign in and try again.'))
      if (!csrfTokenMatches(session, request.body?.csrf)) {
        request.log.warn('inbox change refused: missing or wrong CSRF token')
        return html(
          reply,
          403,
          messagePage(
            'Change refused',
            'This change did not come from a page of the inbox (its security token was missing or out of date), so nothing was changed. Reload the page and try again.',
            session.csrfToken,
          ),
        )
      }
      return handler(request, reply, session)
    }

  const referenceOf = (request: AdminRequest) =>
    ENQUIRY_REFERENCE_PATTERN.test(request.params.reference) ? request.params.reference : undefined

  app.get('/sign-in', (request, reply) => {
    if (sessionOf(request)) return reply.code(303).header('Location', adminPrefix).send()
    return html(reply, 200, signInPage())
  })

  app.post<{ Body: FormBody }>('/sign-in', async (request, reply) => {
    // Counted per network: an IPv6 client by its /64, as the enquiry limit counts it.
    const client = clientNetwork(request.ip)
    const wait = limiter.retryAfterSeconds(client)
    if (wait > 0) {
      return html(
        reply.header('Retry-After', String(wait)),
        429,
        signInPage({ problem: `Too many wrong passwords from your network. Please wait ${Math.ceil(wait / 60)} minute(s) and try again.` }),
      )
    }
    const password = typeof request.body?.password === 'string' ? request.body.password : ''
    // Counted as a failure before the check, so a burst sent at once is refused past the limit
    // instead of being checked in full; a right password then clears the count.
    limiter.failed(client)
    const right = password !== '' && (await passwordChecks.run(() => verifyPassword(password, passwordHash)))
    if (right === 'busy') {
      limiter.withdraw(client)
      return html(
        reply.header('Retry-After', '5'),
        503,
        signInPage({ problem: 'Many sign-ins are being checked right now. Please try again in a few seconds.' }),
      )
    }
    if (!right) {
      request.log.warn({ ip: request.ip }, 'inbox sign-in refused')
      return html(reply, 401, signInPage({ problem: 'That password is not right.' }))
    }
    limiter.succeeded(client)
    const { token } = sessions.open()
    return reply
      .code(303)
      .header('Set-Cookie', sessionCookie(request, token, 12 * 60 * 60))
      .header('Location', adminPrefix)
      .send()
  })

  app.post<AdminRoute>(
    '/sign-out',
    change((request, reply) => {
      sessions.close(signedInAs(request)?.token)
      return reply
        .code(303)
        .header('Set-Cookie', sessionCookie(request, '', 0))
        .header('Location', `${adminPrefix}/sign-in`)
        .send()
    }),
  )

  app.get<AdminRoute>(
    '/',
    signedIn((request, reply, session) => {
      const filter = filterFrom(request.query)
      const page = Math.max(1, Math.min(100_000, Number.parseInt(request.query.page ?? '1', 10) || 1))
      const { enquiries, total } = inbox.list(filter, { limit: pageSize, offset: (page - 1) * pageSize })
      return html(reply, 200, listPage({ enquiries, total, page, pageSize, filter, counts: inbox.counts(), csrfToken: session.csrfToken }))
    }),
  )

  app.get<AdminRoute>(
    '/export.csv',
    signedIn((request, reply) => {
      const enquiries = inbox.all(filterFrom(request.query))
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="enquiries-${day}.csv"`)
        .send(enquiriesCsv(enquiries))
    }),
  )

  app.get<AdminRoute>(
    '/enquiries/:reference',
    signedIn((request, reply, session) => {
      const reference = referenceOf(request)
      const enquiry = reference === undefined ? undefined : inbox.find(reference)
      if (!enquiry)
        return html(reply, 404, messagePage('No such enquiry', `There is no enquiry ${request.params.reference}.`, session.csrfToken))
      const messageIds = Object.fromEntries(
        messageKinds.map((kind) => [kind, options.mailFrom ? messageIdFor(enquiry.reference, kind, options.mailFrom) : undefined]),
      )
      return html(
        reply,
        200,
        detailPage({
          enquiry,
          messages: outbox.ofEnquiry(enquiry.reference),
          messageIds,
          csrfToken: session.csrfToken,
          mailConfigured: options.mailConfigured,
        }),
      )
    }),
  )

  const attachmentsFolder = attachmentsFolderOf(options.databasePath)
  app.get<AdminRoute>(
    '/enquiries/:reference/attachments/:id',
    signedIn((request, reply, session) => {
      const reference = referenceOf(request)
      const file =
        reference === undefined ? undefined : inbox.find(reference)?.attachments.find((candidate) => candidate.id === request.params.id)
      if (!file)
        return html(reply, 404, messagePage('No such file', `Enquiry ${request.params.reference} has no such file.`, session.csrfToken))
      const path = attachmentPath(attachmentsFolder, file.id)
      let size: number
      try {
        size = statSync(path).size
      } catch {
        return html(
          reply,
          410,
          messagePage('File deleted', `The file ${file.name} of enquiry ${reference} is no longer kept.`, session.csrfToken),
        )
      }
      return reply
        .type(file.contentType)
        .header('Content-Length', size)
        .header('Content-Disposition', downloadDisposition(file))
        .send(createReadStream(path))
    }),
  )

  const backTo = (reply: FastifyReply, reference: string) =>
    reply.code(303).header('Location', `${adminPrefix}/enquiries/${reference}`).send()
  const missing = (reply: FastifyReply, request: AdminRequest, session: AdminSession) =>
    html(reply, 404, messagePage('No such enquiry', `There is no enquiry ${request.params.reference}.`, session.csrfToken))

  app.post<AdminRoute>(
    '/enquiries/:reference/status',
    change((request, reply, session) => {
      const reference = referenceOf(request)
      const status = enquiryStatuses.find((value) => value === request.body.status) as EnquiryStatus | undefined
      if (!status)
        return html(
          reply,
          400,
          messagePage('Unknown status', `The status must be one of ${enquiryStatuses.join(', ')}.`, session.csrfToken),
        )
      if (reference === undefined || !inbox.setStatus(reference, status)) return missing(reply, request, session)
      return backTo(reply, reference)
    }),
  )

  app.post<AdminRoute>(
    '/enquiries/:reference/note',
    change((request, reply, session) => {
      const reference = referenceOf(request)
      const note = (request.body.note ?? '').replace(/\r\n/g, '\n')
      if (note.length > 5000)
        return html(
          reply,
          400,
          messagePage('Note too long', 'A note can be at most 5,000 characters; nothing was saved.', session.csrfToken),
        )
      if (reference === undefined || !inbox.setNote(reference, note)) return missing(reply, request, session)
      return backTo(reply, reference)
    }),
  )

  app.post<AdminRoute>(
    '/enquiries/:reference/retry-mail',
    change((request, reply, session) => {
      const reference = referenceOf(request)
      if (reference === undefined || !inbox.find(reference)) return missing(reply, request, session)
      outbox.retryFailed(reference, new Date())
      return backTo(reply, reference)
    }),
  )
}
