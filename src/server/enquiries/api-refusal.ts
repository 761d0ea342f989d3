import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { MAX_ATTACHMENTS_TOTAL_BYTES, sizeInWords } from '@/contracts/enquiry-attachments'
import { ENQUIRY_WITH_FILES_BODY_LIMIT_BYTES, type EnquiryErrorCode, type EnquiryRefusal } from '@/contracts/enquiry-schema'

/** A refusal the API answers as JSON: thrown from handlers and hooks, sent by the API's error handler. */
export class ApiRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly refusal: EnquiryRefusal & { error: EnquiryErrorCode },
    /** Headers the refusal needs, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(refusal.message)
  }
}

/** Fastify's own errors (body parsing, limits) in the API's words. */
function refusalFor(error: FastifyError | ApiRefusal, request: FastifyRequest): ApiRefusal {
  if (error instanceof ApiRefusal) return error
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return payloadTooLarge(
        request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? ENQUIRY_WITH_FILES_BODY_LIMIT_BYTES,
      )
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return unsupportedMediaType()
    default:
      // Any other 400 from fastify comes from reading the body: empty, malformed or poisoned JSON.
      if (error.statusCode === 400)
        return new ApiRefusal(400, {
          error: 'malformed_json',
          message: 'The enquiry could not be read: the request body is not valid JSON.',
        })
      return new ApiRefusal(500, {
        error: 'server_error',
        message: 'Something went wrong on our side and your enquiry was not stored. Please try again in a minute.',
      })
  }
}

/** The limit of the route that refused, in its own words: the enquiry route's, or another's. */
function payloadTooLarge(limitBytes: number): ApiRefusal {
  const limit =
    limitBytes >= 1024 * 1024
      ? `${(limitBytes / 1024 / 1024).toFixed(0)} MB`
      : limitBytes >= 1024
        ? `${(limitBytes / 1024).toFixed(0)} KB`
        : `${limitBytes} bytes`
  const message =
    limitBytes === ENQUIRY_WITH_FILES_BODY_LIMIT_BYTES
      ? `This enquiry is larger than we accept: its files may come to ${sizeInWords(MAX_ATTACHMENTS_TOTAL_BYTES)} in all.`
      : `This request is larger than the ${limit} this address accepts.`
  return new ApiRefusal(413, { error: 'payload_too_large', message })
}

export function unsupportedMediaType(): ApiRefusal {
  return new ApiRefusal(415, {
    error: 'unsupported_media_type',
    message: 'Enquiries must be sent as JSON (Content-Type: application/json).',
  })
}

/** The charset a Content-Type names, lower case, or undefined. */
function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase()
}

/**
 * JSON bodies as UTF-8 only (RFC 8259 §8.1): another charset is refused with 415 and bytes that
 * are not UTF-8 with 400, each with a reason, instead of being stored with replacement characters
 * (fastify's own parser decodes leniently). The text then goes to fastify's parser, which also
 * refuses __proto__ and constructor keys.
 */
export function registerUtf8JsonParser(api: FastifyInstance): void {
  const parseJson = api.getDefaultJsonParser('error', 'error')
  const decoder = new TextDecoder('utf-8', { fatal: true })
  api.removeContentTypeParser('application/json')
  api.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type'])
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(
        new ApiRefusal(415, { error: 'unsupported_media_type', message: `Enquiries must be sent as JSON in UTF-8, not ${charset}.` }),
        undefined,
      )
      return
    }
    let text: string
    try {
      text = decoder.decode(body as Buffer)
    } catch {
      done(
        new ApiRefusal(400, {
          error: 'invalid_encoding',
          message: 'The enquiry could not be read: its text is not valid UTF-8. Please send it again from the form.',
        }),
        undefined,
      )
      return
    }
    parseJson(request, text, done)
  })
}

/**
 * Every answer of this API context other than success is JSON `{ error, message }`: errors thrown
 * anywhere in it, unknown paths and unknown methods. The site's HTML not-found page stays outside.
 */
export function registerApiRefusals(api: FastifyInstance): void {
  api.setErrorHandler<FastifyError | ApiRefusal>((error, request, reply) => {
    const refused = refusalFor(error, request)
    if (refused.statusCode >= 500) request.log.error(error)
    return reply.code(refused.statusCode).headers(refused.headers).send(refused.refusal)
  })
  api.setNotFoundHandler((_request, reply) => {
    const refusal: EnquiryRefusal = { error: 'not_found', message: 'There is no such address in the enquiry API.' }
    return reply.code(404).send(refusal)
  })
  // The site's static files answer any GET below "/": claim /api/* so unknown API paths reach the handler above.
  for (const url of ['/', '/*']) {
    // No body is read here beyond 1 KB: these addresses only ever answer 404.
    api.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url,
      bodyLimit: 1024,
      handler: (_request, reply) => reply.callNotFound(),
    })
  }
}
