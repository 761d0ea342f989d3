import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { commonSecurityHeaders, strictTransportSecurity } from './site/security-headers'

/** The common headers, and HSTS when configured and the request came over HTTPS (as the trusted proxy says). */
function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, hsts: string | undefined): void {
  reply.headers(commonSecurityHeaders)
  if (hsts !== undefined && request.protocol === 'https') reply.header('Strict-Transport-Security', hsts)
}

/**
 * Every answer of the process (pages, files, the API, refusals, errors) carries the common
 * security headers; HSTS only with a configured max-age and only over HTTPS (as the client
 * reached the trusted proxy, by X-Forwarded-Proto), since browsers ignore it over plain HTTP.
 */
export function registerSecurityHeaders(app: FastifyInstance, hstsMaxAgeSeconds: number): void {
  const hsts = strictTransportSecurity(hstsMaxAgeSeconds)
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request, reply, hsts)
    done()
  })
}

/**
 * Fastify's answer to an address it cannot decode (/%ff) skips every hook; this one is given as
 * its `frameworkErrors` option, so that answer carries the same headers as any other.
 */
export function frameworkErrorAnswer(hstsMaxAgeSeconds: number) {
  const hsts = strictTransportSecurity(hstsMaxAgeSeconds)
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    applySecurityHeaders(request, reply, hsts)
    const status = error.statusCode ?? 400
    const text =
      status === 414
        ? 'The address is too long.'
        : status >= 500
          ? 'Something went wrong on our side. Please try again.'
          : 'Bad request: the address cannot be read.'
    void reply.code(status).type('text/plain; charset=utf-8').send(text)
  }
}
