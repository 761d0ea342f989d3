import Fastify, { type FastifyInstance } from 'fastify'
import type { RouteEntry } from '@/content/route-entry'
import { registerStaticSite } from './static-site'

export interface AppOptions {
  distDir: string
  table: RouteEntry[]
  logger?: boolean
}

/** The one Node process behind `npm start`: the built site (and, later, the enquiry API). */
export async function createApp({ distDir, table, logger = false }: AppOptions): Promise<FastifyInstance> {
  // On close, end keep-alive connections too, so a restart or a test run never waits on a client.
  const app = Fastify({ logger, forceCloseConnections: true })
  await registerStaticSite(app, distDir, table)
  return app
}
