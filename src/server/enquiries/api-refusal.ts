import type { FastifyError, FastifyInstance } from 'fastify'
import { ENQUIRY_BODY_LIMIT_BYTES, type EnquiryErrorCode, type EnquiryRefusal } from '@/contracts/enquiry-schema'

/** A refusal the API answers as JSON: thrown from handlers and hooks, sent by the API's error handler. */
export class ApiRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly refusal: EnquiryRefusal & { error: EnquiryErrorCode },
  ) {
    super(refusal.message)
  }
}

/** Fastify's own errors (body parsing, limits) in the API's words. */
function refusalFor(error: FastifyError | ApiRefusal): ApiRefusal {
  if (error instanceof ApiRefusal) return error
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiRefusal(413, {
        error: 'payload_too_large',
        message: `This enquiry is larger than the ${ENQUIRY_BODY_LIMIT_BYTES / 1024} KB we accept: please shorten the message.`,
      })
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return unsupportedMediaType()
    default:
      // Any other 400 from fastify comes from reading the body: empty, malformed or poisoned JSON.
      if (error.statusCode === 400) return new ApiRefusal(400, { error: 'malformed_json', message: 'The enquiry could not be read: the request body is not valid JSON.' })
      return new ApiRefusal(500, {
        error: 'server_error',
        message: 'Something went wrong on our side and your enquiry was not stored. Please try again in a minute.',
      })
  }
}

export function unsupportedMediaType(): ApiRefusal {
  return new ApiRefusal(415, { error: 'unsupported_media_type', message: 'Enquiries must be sent as JSON (Content-Type: application/json).' })
}

/**
 * Every answer of this API context other than success is JSON `{ error, message }`: errors thrown
 * anywhere in it, unknown paths and unknown methods. The site's HTML not-found page stays outside.
 */
export function registerApiRefusals(api: FastifyInstance): void {
  api.setErrorHandler<FastifyError | ApiRefusal>((error, request, reply) => {
    const refused = refusalFor(error)
    if (refused.statusCode >= 500) request.log.error(error)
    return reply.code(refused.statusCode).send(refused.refusal)
  })
  api.setNotFoundHandler((_request, reply) => {
    const refusal: EnquiryRefusal = { error: 'not_found', message: 'There is no such address in the enquiry API.' }
    return reply.code(404).send(refusal)
  })
  // The site's static files answer any GET below "/": claim /api/* so unknown API paths reach the handler above.
  for (const url of ['/', '/*']) {
    api.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url, handler: (_request, reply) => reply.callNotFound() })
  }
}
