import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { RouteEntry } from '@/content/route-entry'
import { apiPrefix, enquiryApi, type EnquiryApiOptions } from './enquiries/enquiry-routes'
import { registerEnquiryServices, type EnquiryServicesOptions } from './enquiry-services'
import { connectionOptions, defaultTimeouts, proxyTrustedAt, type ServerTimeouts, type TrustProxy } from './http-settings'
import { frameworkErrorAnswer, registerSecurityHeaders } from './security-hooks'
import { fastResponder, type FastResponder } from './site/fast-responder'
import { strictTransportSecurity } from './site/security-headers'
import { registerStaticSite } from './static-site'

/** The built site, or neither field for a process that serves only the API. */
type SiteOptions = { distDir: string; table: RouteEntry[] } | { distDir?: undefined; table?: undefined }

export type AppOptions = SiteOptions & {
  /** The enquiry API under /api; absent: the site only. */
  enquiries?: EnquiryApiOptions
  /** Mail sender, retention job and sales inbox (/admin) on the enquiry database; needs `enquiries`. */
  services?: Omit<EnquiryServicesOptions, 'databasePath'>
  logger?: FastifyServerOptions['logger']
  /** Which proxies decide the client address (TRUST_PROXY); by default the connection's own. */
  trustProxy?: TrustProxy
  /** Strict-Transport-Security max-age for answers over HTTPS (HSTS_MAX_AGE); 0 sends none. */
  hstsMaxAgeSeconds?: number
  /** Limits against slow and idle clients. */
  timeouts?: ServerTimeouts
}

/** The one Node process behind `npm start`: the built site and the enquiry API. */
export async function createApp({
  distDir,
  table,
  enquiries,
  services,
  logger = false,
  trustProxy = 'none',
  hstsMaxAgeSeconds = 0,
  timeouts = defaultTimeouts,
}: AppOptions): Promise<FastifyInstance> {
  // On close, end keep-alive connections too, so a restart or a test run never waits on a client.
  let siteResponder: FastResponder | undefined
  const app = Fastify({
    logger,
    forceCloseConnections: true,
    frameworkErrors: frameworkErrorAnswer(hstsMaxAgeSeconds),
    ...connectionOptions(trustProxy, timeouts, (request, response) => siteResponder?.(request, response) ?? false),
  })
  registerSecurityHeaders(app, hstsMaxAgeSeconds)
  if (distDir !== undefined) {
    const site = await registerStaticSite(app, distDir, table)
    // Pages and files answer from memory before fastify's routing; fastify answers the rest.
    siteResponder = fastResponder(site, { hsts: strictTransportSecurity(hstsMaxAgeSeconds), proxyTrusted: proxyTrustedAt(trustProxy) })
  }
  if (enquiries) await app.register(enquiryApi, { ...enquiries, prefix: apiPrefix })
  if (enquiries && services) await registerEnquiryServices(app, { ...services, databasePath: enquiries.databasePath })
  return app
}
