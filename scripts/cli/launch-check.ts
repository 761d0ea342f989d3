/**
 * Lists every example value still in the site configuration and the content, so a real
 * deployment cannot carry placeholders; then, as warnings that do not stop it, the empty photo
 * slots and any certificate that ends within 60 days.
 *   tsx scripts/cli/launch-check.ts                 check; exit 1 while any example value remains
 *   tsx scripts/cli/launch-check.ts --before-build  the same, but only when SITE_URL names a real site
 *                                               (the build's first step; example builds go on)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { siteConfigValues } from '../../src/config/site-config.ts'
import { certificateWarnings, resolveSiteConfig, type SiteConfig } from '../../src/config/site-config.schema.ts'
import { loadContent } from '../../src/content/content-store.server.ts'
import { readRouteTable } from '../../src/content/route-table.server.ts'
import { photoSlots, readSitePhotos, videoFolder, type SitePhotos } from '../../src/content/site-photos.server.ts'

export interface LaunchProblem {
  /** The file to edit, from the project root. */
  file: string
  /** The configuration field ("salesContacts.0.email") or the content file's line ("line 12"). */
  field: string
  value: string
  problem: string
  /** Where a visitor sees the value. */
  shownOn: string
}

const configFile = 'src/config/site-config.ts'

/** Example values in any text: the reserved domains and the +86 000 number format (wa.me links too). */
const exampleText = [
  { problem: 'an example.com address or URL', pattern: /\bexample\.(?:com|org|net)\b/i },
  { problem: 'a placeholder number (+86 000 ...)', pattern: /(?:\+|\b)86[\s-]*000/ },
]

/** In the configuration, also the word "Example" (company name, certificate body) and runs of zeros (codes). */
const exampleConfigText = [
  ...exampleText,
  { problem: 'the word "Example"', pattern: /\bexample\b/i },
  { problem: 'a placeholder code (a run of zeros)', pattern: /0{7,}/ },
]

/** Where each top-level configuration field shows; the rest show where the pages quote them. */
const configShownOn: Record<string, string> = {
  companyName: 'every page (header, titles, footer), datasheets and catalogues',
  shortName: 'every page (header, titles)',
  titleSuffix: 'every page title',
  telephone: 'every page (footer), /contact-us, datasheets',
  fax: 'every page (footer), /contact-us, datasheets',
  email: 'every page (footer, contact buttons), /contact-us, datasheets',
  whatsapp: 'every page (footer, contact buttons), /contact-us, datasheets',
  address: 'every page (footer), /contact-us, datasheets',
  siteUrl: 'canonical links, sitemap, structured data, datasheets',
  certificates: '/about-us',
  businessLicence: 'every page (footer), /about-us',
  exportLicence: '/about-us',
  salesContacts: '/about-us, structured data',
  tradeReferences: '/about-us',
}

/** Fields a deployment may set from the environment instead of the file. */
const environmentFields: Record<string, string> = { siteUrl: 'SITE_URL', apiBaseUrl: 'API_BASE_URL', analyticsSiteId: 'ANALYTICS_SITE_ID' }

/** Every text value of the configuration with its dotted path. */
function textFields(value: unknown, path: string[] = []): { field: string; value: string }[] {
  if (typeof value === 'string') return [{ field: path.join('.'), value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => textFields(item, [...path, String(index)]))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textFields(item, [...path, key]))
  return []
}

function configProblems(config: SiteConfig, env: Record<string, string | undefined>, publicDir: string): LaunchProblem[] {
  const problems: LaunchProblem[] = []
  for (const { field, value } of textFields(config)) {
    const match = exampleConfigText.find((rule) => rule.pattern.test(value))
    const top = field.split('.')[0] ?? field
    const variable = environmentFields[field]
    const file = variable && env[variable] ? `environment variable ${variable}` : configFile
    if (match) problems.push({ file, field, value, problem: match.problem, shownOn: configShownOn[top] ?? 'the pages that quote it' })
  }
  config.certificates.forEach((certificate, index) => {
    if (certificate.scan && !existsSync(join(publicDir, certificate.scan))) {
      problems.push({
        file: configFile,
        field: `certificates.${index}.scan`,
        value: certificate.scan,
        problem: `no such file in ${relative(process.cwd(), publicDir) || publicDir}/`,
        shownOn: '/about-us (a broken link)',
      })
    }
  })
  // Server settings are checked only where set: the build machine usually has none of them.
  for (const variable of ['ENQUIRY_MAIL_FROM', 'ENQUIRY_NOTIFY_TO', 'ENQUIRY_ALLOWED_ORIGINS']) {
    const value = env[variable] ?? ''
    const match = exampleText.find((rule) => rule.pattern.test(value))
    if (match)
      problems.push({
        file: `environment variable ${variable}`,
        field: variable,
        value,
        problem: match.problem,
        shownOn: 'the enquiry e-mails (npm start)',
      })
  }
  // Analytics may be left out on purpose; ANALYTICS_REQUIRED says this deployment wants it.
  if (/^(1|true|yes)$/i.test(env.ANALYTICS_REQUIRED ?? '') && config.analyticsSiteId === '') {
    problems.push({
      file: configFile,
      field: 'analyticsSiteId',
      value: '',
      problem: 'empty, and ANALYTICS_REQUIRED is set: set ANALYTICS_SITE_ID',
      shownOn: 'every page (analytics)',
    })
  }
  return problems
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(path)
    return /\.(md|ya?ml|json|txt)$/.test(entry.name) ? [path] : []
  })
}

/** The page a content file makes, when the route table has it. */
function pageOf(file: string, contentDir: string, pages: Set<string>): string {
  const parts = relative(contentDir, file)
    .replace(/\.\w+$/, '')
    .split(/[\\/]/)
  const candidate = parts[0] === 'products' ? `/${parts.slice(1).join('/')}` : `/${parts.join('/')}`
  return pages.has(candidate) ? candidate : 'the pages that use this file'
}

function contentProblems(contentDir: string, pages: Set<string>): LaunchProblem[] {
  return filesUnder(contentDir).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const match = exampleText.find((rule) => rule.pattern.test(line))
        if (!match) return []
        const value = (match.pattern.exec(line) ?? [line])[0]
        return [
          {
            file: relative(process.cwd(), file) || file,
            field: `line ${index + 1}`,
            value,
            problem: match.problem,
            shownOn: pageOf(file, contentDir, pages),
          },
        ]
      }),
  )
}

export interface LaunchCheckInput {
  config: SiteConfig
  env: Record<string, string | undefined>
  contentDir: string
  publicDir: string
  /** The pre-rendered paths, to name the page a content file shows on. */
  pages: Set<string>
}

/** Every example value left in the configuration and the content; empty when the site may go live. */
export function findLaunchProblems(input: LaunchCheckInput): LaunchProblem[] {
  return [...configProblems(input.config, input.env, input.publicDir), ...contentProblems(input.contentDir, input.pages)]
}

export function formatLaunchProblems(problems: LaunchProblem[]): string {
  if (problems.length === 0) return 'Launch check passed: no example values left.'
  const lines = problems.map((p) => `  - ${p.file} ${p.field}: ${JSON.stringify(p.value)} is ${p.problem}; shows on ${p.shownOn}`)
  return `Launch check: ${problems.length} example value${problems.length === 1 ? '' : 's'} left. Replace them (see the README, "Going live"):\n${lines.join('\n')}`
}

/** Something the owner should see to before launch, which does not stop it. */
export interface LaunchWarning {
  /** The file or folder to see to. */
  file: string
  warning: string
}

export interface LaunchWarningInput {
  config: SiteConfig
  photos: SitePhotos
  /** Slugs of the delivery stories, each of which may have a photograph. */
  deliveryStories: string[]
  /** YYYY-MM-DD. */
  today: string
}

/** Certificates ending within 60 days, then the empty photo slots (the site may go live without them). */
export function findLaunchWarnings({ config, photos, deliveryStories, today }: LaunchWarningInput): LaunchWarning[] {
  const warnings: LaunchWarning[] = certificateWarnings(config, today).map((warning) => ({ file: configFile, warning }))
  for (const [slot, { folder, shows, shownOn }] of Object.entries(photoSlots)) {
    if (photos.slots[slot as keyof typeof photoSlots].length === 0)
      warnings.push({ file: `public/photos/${folder}/`, warning: `empty: no photographs of ${shows}; none show on ${shownOn}` })
  }
  if (!photos.video)
    warnings.push({
      file: `public/photos/${videoFolder}/`,
      warning: 'no factory video (a poster image and the video as MP4 or WebM); none shows on /about-us',
    })
  const without = deliveryStories.filter((slug) => !photos.news[slug])
  if (without.length > 0) {
    const named = without.length > 3 ? `${without.slice(0, 3).join(', ')} and ${without.length - 3} more` : without.join(', ')
    warnings.push({
      file: 'public/photos/news/{slug}/',
      warning: `${without.length} of ${deliveryStories.length} delivery stories have no photograph: ${named}`,
    })
  }
  return warnings
}

export function formatLaunchWarnings(warnings: LaunchWarning[]): string {
  return `Warnings (the site may go live with these): ${warnings.length}\n${warnings.map((w) => `  - ${w.file}: ${w.warning}`).join('\n')}`
}

/** A SITE_URL on a reserved example domain, or none, is a test or preview build: the check is skipped. */
export function isExampleSiteUrl(siteUrl: string | undefined): boolean {
  if (!siteUrl) return true
  try {
    return /(^|\.)example\.(com|org|net)$/i.test(new URL(siteUrl).hostname)
  } catch {
    // A malformed SITE_URL is not an example; the configuration check names it.
    return false
  }
}

/** Runs the check for the CLI; returns the exit code. */
export function runLaunchCheck(argv: string[], env: Record<string, string | undefined>): number {
  if (argv.includes('--before-build') && isExampleSiteUrl(env.SITE_URL)) return 0
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const publicDir = join(root, 'public')
  let config: SiteConfig
  let photos: SitePhotos
  let deliveryStories: string[]
  try {
    config = resolveSiteConfig(siteConfigValues, env)
    const { news } = loadContent()
    photos = readSitePhotos(
      news.map((story) => story.slug),
      publicDir,
    )
    deliveryStories = news.filter((story) => story.meta.kind === 'delivery').map((story) => story.slug)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return 1
  }
  const pages = new Set(readRouteTable().map((entry) => entry.path))
  const problems = findLaunchProblems({ config, env, contentDir: join(root, 'src/content'), publicDir, pages })
  const warnings = findLaunchWarnings({ config, photos, deliveryStories, today: new Date().toISOString().slice(0, 10) })
  const report = formatLaunchProblems(problems)
  if (problems.length > 0) console.error(argv.includes('--before-build') ? `${report}\nThe build for ${env.SITE_URL} stops here.` : report)
  else console.log(report)
  if (warnings.length > 0) console.warn(formatLaunchWarnings(warnings))
  return problems.length > 0 ? 1 : 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = runLaunchCheck(process.argv.slice(2), process.env)
}
