import { createHash } from 'node:crypto'

/**
 * Where a page may load from besides its own origin, decided by the build's settings
 * (API_BASE_URL on another host, analytics) and written to dist/.deploy/page-policy.json.
 */
export interface PolicySources {
  script: string[]
  connect: string[]
  img: string[]
}

export const noExtraSources: PolicySources = { script: [], connect: [], img: [] }

/** The Google tag and where it sends page views (https://developers.google.com/tag-platform/security/guides/csp). */
const analyticsSources: PolicySources = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
}

/** The sources a build needs from its API base URL and analytics id. */
export function policySourcesFor({ apiBaseUrl, analyticsSiteId }: { apiBaseUrl: string; analyticsSiteId: string }): PolicySources {
  const apiOrigin = /^https?:\/\//.test(apiBaseUrl) ? [new URL(apiBaseUrl).origin] : []
  const analytics = analyticsSiteId === '' ? noExtraSources : analyticsSources
  return { script: analytics.script, connect: [...apiOrigin, ...analytics.connect], img: analytics.img }
}

/**
 * The text of every inline script a browser would run: no src, and a JavaScript type (none, module
 * or text/javascript). JSON-LD and other data blocks are not run, so the policy need not list them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? ''
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type !== undefined && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue
    scripts.push(match[2] ?? '')
  }
  return scripts
}

/** 'sha256-…' for one inline script, as CSP Level 2 hashes it (UTF-8 bytes of the element's text). */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

/**
 * The Content-Security-Policy of one built page: its own origin only, plus the hashes of exactly
 * the inline scripts it carries (the router's hydration data, the build hash). No 'unsafe-inline'.
 */
export function contentSecurityPolicy(html: string, sources: PolicySources = noExtraSources): string {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))]
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes, ...sources.script],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', ...sources.img],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...sources.connect],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/**
 * The headers every answer carries (pages, files, the API and its refusals). HSTS is added by the
 * caller, only for answers sent over HTTPS and only when configured.
 */
export const commonSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** Strict-Transport-Security for a configured max-age (0: not sent). */
export function strictTransportSecurity(maxAgeSeconds: number): string | undefined {
  return maxAgeSeconds > 0 ? `max-age=${maxAgeSeconds}` : undefined
}
