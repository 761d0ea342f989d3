import { resolve } from 'node:path'
import { z } from 'zod'
import type { EnquiryApiOptions } from './enquiries/enquiry-routes'
import { checkServiceEnvironment, serviceConfigFrom, serviceEnvironmentShape, type ServiceConfig } from './service-config'
import { parseTrustProxy, type TrustProxy } from './http-settings'

const windowUnitsMs = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const

/** "10/10m": 10 enquiries per address per 10 minutes; a bare count keeps the 10-minute window. */
const rateLimitSetting = z.string().transform((value, context) => {
  const match = /^(\d+)(?:\/(\d+)([smhd]))?$/.exec(value.trim())
  const max = Number(match?.[1])
  const window = match?.[2] === undefined ? 10 * windowUnitsMs.m : Number(match[2]) * windowUnitsMs[match[3] as keyof typeof windowUnitsMs]
  if (!match || max < 1 || window < 1000) {
    context.addIssue({
      code: 'custom',
      message: `"${value}" is not a rate limit: write a count per window, e.g. 10/10m (10 enquiries per address per 10 minutes; units s, m, h, d)`,
    })
    return z.NEVER
  }
  return { max, timeWindowMs: window }
})

/** "https://a.example, https://b.example": scheme and host (and port) only, as browsers send Origin. */
const originsSetting = z.string().transform((value, context) => {
  const origins = value
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
  for (const origin of origins) {
    if (!URL.canParse(origin) || !/^https?:$/.test(new URL(origin).protocol) || new URL(origin).origin !== origin) {
      context.addIssue({
        code: 'custom',
        message: `"${origin}" is not an origin: write scheme and host only, e.g. https://www.example.com (no path, no trailing slash)`,
      })
    }
  }
  return origins
})

/** A hop count or proxy addresses and ranges (see http-settings.ts). */
const trustProxySetting = z.string().transform((value, context): TrustProxy => {
  const parsed = parseTrustProxy(value)
  if (typeof parsed === 'object' && 'problem' in parsed) {
    context.addIssue({ code: 'custom', message: parsed.problem })
    return z.NEVER
  }
  return parsed
})

const serverEnvironmentSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4173),
    HOST: z.string().min(1).default('127.0.0.1'),
    DIST_DIR: z.string().min(1).default('dist'),
    ENQUIRY_DB_PATH: z.string().min(1).default('data/enquiries.sqlite'),
    ENQUIRY_ALLOWED_ORIGINS: originsSetting.default([]),
    ENQUIRY_RATE_LIMIT: rateLimitSetting.default({ max: 10, timeWindowMs: 10 * windowUnitsMs.m }),
    ...serviceEnvironmentShape,
    TRUST_PROXY: trustProxySetting.default('none'),
    HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).default(0),
  })
  .superRefine(checkServiceEnvironment)

export interface ServerConfig {
  port: number
  host: string
  distDir: string
  enquiries: EnquiryApiOptions
  /** Mail, sales inbox and retention (see service-config.ts). */
  services: ServiceConfig
  trustProxy: TrustProxy
  hstsMaxAgeSeconds: number
}

/** Reads and validates the server's environment; throws one readable message on bad values. */
export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const result = serverEnvironmentSchema.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - environment variable ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`)
  }
  const { data } = result
  return {
    port: data.PORT,
    host: data.HOST,
    distDir: resolve(data.DIST_DIR),
    enquiries: {
      databasePath: resolve(data.ENQUIRY_DB_PATH),
      allowedOrigins: data.ENQUIRY_ALLOWED_ORIGINS,
      rateLimit: data.ENQUIRY_RATE_LIMIT,
    },
    services: serviceConfigFrom(data),
    trustProxy: data.TRUST_PROXY,
    hstsMaxAgeSeconds: data.HSTS_MAX_AGE,
  }
}

/**
 * A hop count trusts whoever connects, so on an address other than loopback anyone reaching the
 * port directly can write the X-Forwarded-For the limits count, and the X-Forwarded-Proto the inbox
 * reads: the start-up log says so. Undefined when the setting is safe.
 */
export function trustProxyWarning({ trustProxy, host }: Pick<ServerConfig, 'trustProxy' | 'host'>): string | undefined {
  if (trustProxy === 'none' || !('hops' in trustProxy)) return undefined
  if (host === 'localhost' || host === '::1' || host.startsWith('127.')) return undefined
  return `TRUST_PROXY=${trustProxy.hops} believes whoever connects to ${host}: a client reaching this port directly can choose the address the limits count. Give the proxy's address instead (e.g. TRUST_PROXY=127.0.0.1 for nginx on this machine).`
}
