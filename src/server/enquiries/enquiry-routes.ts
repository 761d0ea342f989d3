import fastifyCors from '@fastify/cors'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import * as z from 'zod/mini'
import { ATTACHMENT_HEAD_BYTES, attachmentKindOf, displayFileName } from '@/contracts/enquiry-attachments'
import {
  ENQUIRY_PATH,
  ENQUIRY_WITH_FILES_BODY_LIMIT_BYTES,
  IDEMPOTENCY_HEADER,
  MIN_FILL_TIME_MS,
  enquiryFieldCodesOf,
  enquiryFieldErrors,
  enquiryRequestSchema,
  idempotencyKeySchema,
  type EnquiryRequest,
  type EnquiryResponse,
} from '@/contracts/enquiry-schema'
import { clientNetwork } from '@/server/client-network'
import { ApiRefusal, registerApiRefusals, registerUtf8JsonParser, unsupportedMediaType } from './api-refusal'
import { newEnquiryReference } from './enquiry-reference'
import { withoutControlCharacters } from './stored-text'
import type { NewAttachment, SaveOutcome } from './enquiry-store'
import { sendLimiter, waitInWords } from './send-limiter'
import { openEnquiryWriter, type EnquiryWriter } from './store-thread'

// The contract is written with zod/mini, which brings no messages of its own: the few refusals it
// words nowhere (an object expected, an unknown key) keep zod's English words, not "Invalid input".
z.config(z.locales.en())

export interface EnquiryApiOptions {
  /** The SQLite file; created with its folder on first start. */
  databasePath: string
  /** Other origins whose pages may send enquiries (CORS); same-origin pages need none. */
  allowedOrigins: string[]
  /** New enquiries stored per client address (IPv6: per /64) per window; refused and repeated sends do not count. */
  rateLimit: { max: number; timeWindowMs: number }
  /** How long a save waits for a lock another process holds before failing; 5 s by default. */
  lockWaitMs?: number
}

/** The API lives under this prefix, so its JSON refusals never replace the site's HTML pages. */
export const apiPrefix = '/api'
const enquiryRoute = ENQUIRY_PATH.slice(apiPrefix.length)

function isJson(request: FastifyRequest): boolean {
  return /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')
}

function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_HEADER.toLowerCase()]
  if (value === undefined) {
    throw new ApiRefusal(400, {
      error: 'idempotency_key_missing',
      message: `The ${IDEMPOTENCY_HEADER} header is missing: the page must send one per form.`,
    })
  }
  const parsed = idempotencyKeySchema.safeParse(value)
  if (!parsed.success)
    throw new ApiRefusal(400, { error: 'idempotency_key_invalid', message: parsed.error.issues[0]?.message ?? 'Invalid key.' })
  return parsed.data
}

function validEnquiry(body: unknown): EnquiryRequest {
  const parsed = enquiryRequestSchema.safeParse(body)
  if (parsed.success) return parsed.data
  throw new ApiRefusal(400, {
    error: 'invalid',
    message: 'Some fields need your attention: please check the messages next to them.',
    fields: enquiryFieldErrors(parsed.error),
    fieldCodes: enquiryFieldCodesOf(parsed.error),
  })
}

/**
 * The form apart from its files, and the files decoded: the schema has checked each one's kind
 * (from its first bytes) and size. The buyer's name for a file is kept for display only.
 */
function withFilesApart({ attachments = [], ...request }: EnquiryRequest): { request: EnquiryRequest; attachments: NewAttachment[] } {
  const files = attachments.map((file): NewAttachment => {
    const bytes = Buffer.from(file.data, 'base64')
    const kind = attachmentKindOf(bytes.subarray(0, ATTACHMENT_HEAD_BYTES))
    if (!kind) throw new Error('A file passed the schema without a kind.')
    return { name: displayFileName(file.name), kind, bytes }
  })
  return { request, attachments: files }
}

/** A filled honeypot or a form sent faster than a person can fill it. */
function looksAutomated(enquiry: EnquiryRequest): boolean {
  return enquiry.website.trim() !== '' || enquiry.elapsedMs < MIN_FILL_TIME_MS
}

function rateLimited(waitSeconds: number): ApiRefusal {
  return new ApiRefusal(
    429,
    {
      error: 'rate_limited',
      message: `Too many enquiries were sent from your network in a short time. Please try again in ${waitInWords(waitSeconds)}.`,
    },
    { 'Retry-After': String(waitSeconds) },
  )
}

function registerEnquiryRoutes(api: FastifyInstance, store: EnquiryWriter, rateLimit: EnquiryApiOptions['rateLimit']): void {
  const limiter = sendLimiter(rateLimit)
  // The limit leaves room for the files, as base64 in the JSON: the schema then holds each part to its own.
  api.post(enquiryRoute, { bodyLimit: ENQUIRY_WITH_FILES_BODY_LIMIT_BYTES }, async (request, reply) => {
    if (!isJson(request)) throw unsupportedMediaType()
    const idempotencyKey = idempotencyKeyOf(request)
    const enquiry = validEnquiry(request.body)
    // Only what passed every check counts against the limit: a refused send uses up nothing.
    // The key is request.ip, the client as TRUST_PROXY decides; an IPv6 client counts by its /64.
    const client = clientNetwork(request.ip)
    const wait = limiter.take(client)
    if (looksAutomated(enquiry)) {
      if (wait > 0) throw rateLimited(wait)
      // Answered like a stored enquiry so the sender learns nothing.
      // At warn (what npm start logs) and counted: a real buyer caught by the rule leaves a trace.
      request.log.warn(
        { honeypot: enquiry.website !== '', elapsedMs: enquiry.elapsedMs, email: enquiry.email },
        'enquiry dropped as automated',
      )
      // A failed count must not tell the sender anything: it is logged, and the answer stays the same.
      await store.countAutomatedDrop().catch((error: unknown) => request.log.error({ err: error }, 'counting an automated drop failed'))
      return reply.code(201).send({ reference: newEnquiryReference() } satisfies EnquiryResponse)
    }
    const userAgent = request.headers['user-agent']
    let outcome: SaveOutcome
    try {
      // Past the limit the store still answers a retry of a stored enquiry with its reference.
      outcome = await store.save({
        idempotencyKey,
        ...withFilesApart(enquiry),
        clientAddress: request.ip,
        userAgent: userAgent && withoutControlCharacters(userAgent),
        allowNew: wait === 0,
      })
    } catch (error) {
      if (wait === 0) limiter.giveBack(client)
      throw error
    }
    if (wait === 0 && outcome.status !== 'stored') limiter.giveBack(client)
    if (outcome.status === 'limited') throw rateLimited(wait)
    if (outcome.status === 'conflict') {
      throw new ApiRefusal(409, {
        error: 'idempotency_conflict',
        message: 'A different enquiry was already sent with this form: please reload the page and send it again.',
      })
    }
    if (outcome.status === 'repeated') reply.header('Idempotent-Replayed', 'true')
    return reply.code(201).send({ reference: outcome.reference } satisfies EnquiryResponse)
  })
  // The API never reads enquiries back: the terminal (npm run enquiries) and the signed-in inbox (/admin) do.
  api.route({
    method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    url: enquiryRoute,
    handler: (_request, reply) =>
      reply
        .code(405)
        .header('Allow', 'POST, OPTIONS')
        .send({ error: 'method_not_allowed', message: 'Enquiries can only be sent here (POST), not read or changed.' }),
  })
}

/**
 * The enquiry API (register with `prefix: apiPrefix`): POST /api/enquiries stores a validated
 * enquiry once per idempotency key and answers 201 `{ reference }` after the commit.
 */
export const enquiryApi: FastifyPluginAsync<EnquiryApiOptions> = async (api, options) => {
  // Writes run in a worker thread: a slow disk or another process holding the lock never stalls the pages.
  const store = await openEnquiryWriter(options.databasePath, options.lockWaitMs)
  api.addHook('onClose', () => store.close())
  api.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store')
  })
  registerApiRefusals(api)
  // JSON only: without the text parser a text/plain body is refused with 415 before the handler.
  api.removeContentTypeParser('text/plain')
  registerUtf8JsonParser(api)
  await api.register(fastifyCors, {
    origin: options.allowedOrigins,
    methods: ['POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', IDEMPOTENCY_HEADER],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  })
  registerEnquiryRoutes(api, store, options.rateLimit)
}
