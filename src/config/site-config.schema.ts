import { z } from 'zod'
import { creditCodeProblem } from '../utils/credit-code.ts'

const whatsAppNumber = z.string().regex(/^\+?[0-9 ]{8,20}$/, 'must be an international number, digits and spaces only')

/** A quality, environment or product certificate a buyer can check with its body. */
const certificateSchema = z
  .object({
    /** e.g. "ISO 9001:2015". */
    standard: z.string().min(3),
    number: z.string().min(3),
    /** The certification body (registrar) that issued it. */
    body: z.string().min(3),
    /** What it covers, as printed on the certificate. */
    scope: z.string().min(10),
    validFrom: z.iso.date(),
    validUntil: z.iso.date(),
    /** The scan, under public/ and written from the site root: "/certificates/iso-9001.pdf". */
    scan: z
      .string()
      .regex(
        /^\/[A-Za-z0-9._/-]+\.(pdf|jpe?g|png|webp)$/,
        'must be a path from the site root to a PDF or image under public/, e.g. "/certificates/iso-9001.pdf"',
      )
      .optional(),
  })
  .refine((certificate) => certificate.validFrom < certificate.validUntil, { path: ['validUntil'], message: 'must come after validFrom' })

/** A named person buyers may write to. */
const salesContactSchema = z.object({
  name: z.string().min(2),
  role: z.string().min(3),
  languages: z.array(z.string().min(2)).min(1),
  email: z.email(),
  whatsapp: whatsAppNumber,
})

/** A customer who has agreed to be named on the site. */
const tradeReferenceSchema = z.object({
  company: z.string().min(2),
  country: z.string().min(2),
  /** What we supply them, in a few words. */
  supplied: z.string().min(3),
  since: z.number().int().min(1900).max(2100).optional(),
})

/** The company and deployment settings every page uses; the type the browser sees is inferred here. */
export const siteConfigSchema = z
  .object({
    companyName: z.string().min(2),
    shortName: z.string().min(2),
    /** Appended to page titles, e.g. " - Example Conveyor". */
    titleSuffix: z.string().min(2),
    tagline: z.string().min(10),
    telephone: z.string().min(5),
    fax: z.string().min(5),
    email: z.email(),
    whatsapp: whatsAppNumber,
    address: z.string().min(10),
    /** Absolute origin used for canonical links, without a trailing slash. */
    siteUrl: z.url().refine((url) => !url.endsWith('/'), 'must not end with "/"'),
    /** Where the enquiry API lives; "/" when it is served with the site. */
    apiBaseUrl: z
      .string()
      .refine(
        (url) => url === '/' || /^https?:\/\/[^ ]+$/.test(url) || url.startsWith('/'),
        'must be "/", a path or an absolute http(s) URL',
      ),
    /** Empty: no analytics script is loaded and nothing is sent. */
    analyticsSiteId: z.string().regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, "-" and "_" only'),
    certificates: z.array(certificateSchema).min(1),
    businessLicence: z.object({
      /** Unified social credit code (统一社会信用代码), as on the licence. */
      creditCode: z.string().superRefine((code, context) => {
        const problem = creditCodeProblem(code)
        if (problem) context.addIssue({ code: 'custom', message: problem })
      }),
    }),
    /** Only where the company holds one worth showing; most exporters need none. */
    exportLicence: z.object({ name: z.string().min(3), number: z.string().min(3) }).optional(),
    salesContacts: z.array(salesContactSchema).min(1),
    /** Only customers who allow their name on the site; may be empty. */
    tradeReferences: z.array(tradeReferenceSchema),
    facts: z
      .object({
        founded: z.number().int().min(1900).max(2100),
        workshopAreaM2: z.number().int().positive(),
        staff: z.number().int().positive(),
        engineers: z.number().int().positive(),
        /** Where the staff work: must add up to staff. */
        teams: z.array(z.object({ team: z.string().min(3), people: z.number().int().positive() })).min(1),
        rollerLines: z.number().int().positive(),
        /** Average rolls of 89-133 mm one line makes in one shift. */
        rollsPerShiftPerLine: z.number().int().positive(),
        shiftsPerDay: z.number().int().min(1).max(3),
        shiftHours: z.number().int().min(1).max(12),
        workingDaysPerYear: z.number().int().min(1).max(366),
        /** Must equal lines x rolls per shift x shifts x working days. */
        rollersPerYear: z.number().int().positive(),
        pulleysPerYear: z.number().int().positive(),
        /** Must equal the number of exportMarkets. */
        exportCountries: z.number().int().positive(),
        exportMarkets: z.array(z.string().min(2)).min(1),
        certification: z.string().min(3),
        ports: z.array(z.string().min(2)).min(1),
        /** Rollers, idlers, pulleys and parts, from shipment. */
        warrantyMonths: z.number().int().positive(),
        /** Roller-making machines, from shipment. */
        machineWarrantyMonths: z.number().int().positive(),
      })
      .superRefine((facts, context) => {
        const yearly = facts.rollerLines * facts.rollsPerShiftPerLine * facts.shiftsPerDay * facts.workingDaysPerYear
        if (facts.rollersPerYear !== yearly) {
          context.addIssue({
            code: 'custom',
            path: ['rollersPerYear'],
            message: `must equal rollerLines x rollsPerShiftPerLine x shiftsPerDay x workingDaysPerYear = ${yearly}`,
          })
        }
        const teamTotal = facts.teams.reduce((sum, team) => sum + team.people, 0)
        if (teamTotal !== facts.staff) {
          context.addIssue({ code: 'custom', path: ['staff'], message: `must equal the people of the teams listed (${teamTotal})` })
        }
        if (facts.exportCountries !== facts.exportMarkets.length) {
          context.addIssue({
            code: 'custom',
            path: ['exportCountries'],
            message: `must equal the ${facts.exportMarkets.length} exportMarkets listed`,
          })
        }
        if (new Set(facts.exportMarkets).size !== facts.exportMarkets.length) {
          context.addIssue({ code: 'custom', path: ['exportMarkets'], message: 'lists a country twice' })
        }
      }),
  })
  .superRefine((config, context) => {
    // The headline certification the pages quote must be one a buyer can look up below it.
    if (!config.certificates.some((certificate) => certificate.standard === config.facts.certification)) {
      context.addIssue({
        code: 'custom',
        path: ['facts', 'certification'],
        message: `must be the standard of one of the certificates listed (${config.certificates.map((c) => c.standard).join(', ')})`,
      })
    }
  })

export type SiteConfig = z.infer<typeof siteConfigSchema>

/** Settings that differ per deployment, read from the environment. */
const environmentOverrides = {
  SITE_URL: 'siteUrl',
  API_BASE_URL: 'apiBaseUrl',
  ANALYTICS_SITE_ID: 'analyticsSiteId',
} as const

/** Certificates whose validity ended before `today` (YYYY-MM-DD), as schema-style issues naming each. */
function expiredCertificates(config: SiteConfig, today: string): { path: PropertyKey[]; message: string }[] {
  return config.certificates.flatMap((certificate, index) =>
    certificate.validUntil < today
      ? [
          {
            path: ['certificates', index, 'validUntil'],
            message: `certificate ${certificate.standard} no. ${certificate.number} (${certificate.body}) expired on ${certificate.validUntil}: enter the renewed certificate, or remove it`,
          },
        ]
      : [],
  )
}

/** How many days before a certificate ends the build and the launch check start to warn. */
export const certificateWarningDays = 60

const dayMs = 24 * 60 * 60 * 1000

/**
 * One warning per certificate that is still valid on `today` (YYYY-MM-DD, the build date unless
 * given) but ends within `certificateWarningDays`, naming it: the renewed one is due, and the build
 * stops on it the day after it ends.
 */
export function certificateWarnings(config: Pick<SiteConfig, 'certificates'>, today = new Date().toISOString().slice(0, 10)): string[] {
  return config.certificates.flatMap((certificate) => {
    const daysLeft = Math.round((Date.parse(certificate.validUntil) - Date.parse(today)) / dayMs)
    if (daysLeft < 0 || daysLeft > certificateWarningDays) return []
    const when = daysLeft === 0 ? 'today' : `in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`
    return [
      `certificate ${certificate.standard} no. ${certificate.number} (${certificate.body}) ends on ${certificate.validUntil}, ${when}: enter the renewed certificate in src/config/site-config.ts; from the day after, the build stops on it`,
    ]
  })
}

/**
 * Merges environment overrides into the site config and validates the result, including that no
 * certificate has expired by `today` (the build date unless given). Throws one readable message
 * listing every bad setting.
 */
export function resolveSiteConfig(
  base: SiteConfig,
  env: Record<string, string | undefined>,
  today = new Date().toISOString().slice(0, 10),
): SiteConfig {
  const merged: Record<string, unknown> = { ...base }
  for (const [variable, key] of Object.entries(environmentOverrides)) {
    const value = env[variable]
    if (value !== undefined && value !== '') merged[key] = value
  }
  const result = siteConfigSchema.safeParse(merged)
  const issues = result.success ? expiredCertificates(result.data, today) : result.error.issues
  if (!result.success || issues.length > 0) {
    const lines = issues.map((issue) => {
      const key = issue.path.join('.')
      const variable = Object.entries(environmentOverrides).find(([, k]) => k === key)?.[0]
      const source = variable && env[variable] ? `environment variable ${variable}` : `src/config/site-config.ts field "${key}"`
      return `  - ${source}: ${issue.message}`
    })
    throw new Error(`Invalid site configuration:\n${lines.join('\n')}`)
  }
  return result.data
}
