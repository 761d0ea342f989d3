import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { RouteEntry } from '@/content/route-entry'
import { apiPrefix, enquiryApi, type EnquiryApiOptions } from './enquiries/enquiry-routes'
import { registerEnquiryServices, type EnquiryServicesOptions } from './enquiry-services'
import { registerStaticSite } from './static-site'

/** The built site, or neither field for a process that serves only the API. */
type SiteOptions = { distDir: string; table: RouteEntry[] } | { distDir?: undefined; table?: undefined }

export type AppOptions = SiteOptions & {
  /** The enquiry API under /api; absent: the site only. */
  enquiries?: EnquiryApiOptions
  /** Mail sender, retention job and sales inbox (/admin) on the enquiry database; needs `enquiries`. */
  services?: Omit<EnquiryServicesOptions, 'databasePath'>
  logger?: FastifyServerOptions['logger']
}

/** The one Node process behind `npm start`: the built site and the enquiry API. */
export async function createApp({ distDir, table, enquiries, services, logger = false }: AppOptions): Promise<FastifyInstance> {
  // On close, end keep-alive connections too, so a restart or a test run never waits on a client.
  const app = Fastify({ logger, forceCloseConnections: true })
  if (distDir !== undefined) await registerStaticSite(app, distDir, table)
  if (enquiries) await app.register(enquiryApi, { ...enquiries, prefix: apiPrefix })
  if (enquiries && services) await registerEnquiryServices(app, { ...services, databasePath: enquiries.databasePath })
  return app
}
