import type { FastifyInstance } from 'fastify'
import { commonSecurityHeaders, strictTransportSecurity } from './site/security-headers'

/**
 * Every answer of the process (pages, files, the API, refusals, errors) carries the common
 * security headers; HSTS only with a configured max-age and only over HTTPS (as the client
 * reached the trusted proxy, by X-Forwarded-Proto), since browsers ignore it over plain HTTP.
 */
export function registerSecurityHeaders(app: FastifyInstance, hstsMaxAgeSeconds: number): void {
  const hsts = strictTransportSecurity(hstsMaxAgeSeconds)
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(commonSecurityHeaders)
    if (hsts !== undefined && request.protocol === 'https') reply.header('Strict-Transport-Security', hsts)
    done()
  })
}
