import { resolve } from 'node:path'
import { z } from 'zod'

const serverEnvironmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4173),
  HOST: z.string().min(1).default('127.0.0.1'),
  DIST_DIR: z.string().min(1).default('dist'),
})

export interface ServerConfig {
  port: number
  host: string
  distDir: string
}

/** Reads and validates the server's environment; throws one readable message on bad values. */
export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const result = serverEnvironmentSchema.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - environment variable ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`)
  }
  return { port: result.data.PORT, host: result.data.HOST, distDir: resolve(result.data.DIST_DIR) }
}
