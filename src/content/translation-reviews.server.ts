/**
 * The review record of the translated pages. Each translated file is read once against its English
 * and its language's glossary, and the record keeps what was checked, when, against which glossary,
 * and the file's hash as it was reviewed. A file changed after its review stops the build (it needs
 * reviewing again); a file with no review yet is a draft: checked like the others, never published.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseDocument } from 'yaml'
import { z } from 'zod'
import type { ContentProblem } from './content-error.ts'

/** The first 16 hex digits of a SHA-256: enough to tell one version of a file from another. */
export function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
}

const hashSchema = z.string().regex(/^[0-9a-f]{16}$/, 'must be the first 16 hex digits of a sha256 (sha256sum FILE | cut -c1-16)')

export const reviewChecks = ['terms', 'figures', 'links', 'sense', 'grammar'] as const

const reviewEntrySchema = z.strictObject({
  file: z
    .string()
    .regex(
      /^(?:products\/[a-z0-9-]+\/[a-z0-9-]+\.yaml|categories\/[a-z0-9-]+\.yaml|knowledge\/[a-z0-9-]+\.md)$/,
      'must be a translated file under products/, categories/ or knowledge/',
    ),
  sha256: hashSchema,
  glossary: hashSchema,
  date: z.iso.date('must be a date written YYYY-MM-DD'),
  checked: z.array(z.enum(reviewChecks)).min(1, 'must name what was checked'),
  changed: z.string().trim().min(1, 'must say what the review corrected, or "nothing"').max(300),
})
const reviewFileSchema = z.array(reviewEntrySchema)

export interface TranslationReviews {
  /** Translated files (paths under translations/<lang>/) whose review matches the file as it is. */
  reviewed: Set<string>
  /** Translated files with no review yet: not published. */
  drafts: string[]
  problems: ContentProblem[]
}

/** The translated files of one language, as paths under its folder. */
function translatedFiles(folder: string): string[] {
  const found: string[] = []
  const walk = (sub: string) => {
    const here = join(folder, sub)
    if (!existsSync(here)) return
    for (const name of readdirSync(here).sort()) {
      const path = sub ? `${sub}/${name}` : name
      if (statSync(join(here, name)).isDirectory()) walk(path)
      else if (/\.(?:yaml|md)$/.test(name)) found.push(path)
    }
  }
  for (const top of ['categories', 'products', 'knowledge']) walk(top)
  return found
}

/** Reads translations/<language>/reviews/*.yaml and sets every translated file of the language against it. */
export function readTranslationReviews(languageFolder: string, today = new Date().toISOString().slice(0, 10)): TranslationReviews {
  const problems: ContentProblem[] = []
  const add = (file: string, field: string, problem: string) =>
    problems.push({ file: relative(process.cwd(), file) || file, field, problem })
  const reviewsFolder = join(languageFolder, 'reviews')
  const entries = new Map<string, { sha256: string; where: string }>()
  const reviewFiles = existsSync(reviewsFolder)
    ? readdirSync(reviewsFolder)
        .filter((name) => name.endsWith('.yaml'))
        .sort()
    : []
  for (const name of reviewFiles) {
    const reviewFile = join(reviewsFolder, name)
    const document = parseDocument(readFileSync(reviewFile, 'utf8'))
    if (document.errors.length > 0) {
      for (const error of document.errors) add(reviewFile, '', `YAML syntax: ${error.message.split('\n')[0]}`)
      continue
    }
    const result = reviewFileSchema.safeParse(document.toJS() ?? [])
    if (!result.success) {
      for (const issue of result.error.issues) add(reviewFile, issue.path.join('.'), issue.message)
      continue
    }
    result.data.forEach((entry, index) => {
      const where = `${index}`
      const previous = entries.get(entry.file)
      if (previous) add(reviewFile, `${where}.file`, `reviews ${entry.file} a second time (also in entry ${previous.where})`)
      else if (!existsSync(join(languageFolder, entry.file))) add(reviewFile, `${where}.file`, `names ${entry.file}, which does not exist`)
      else if (entry.date > today) add(reviewFile, `${where}.date`, `is ${entry.date}, a day still to come`)
      else entries.set(entry.file, { sha256: entry.sha256, where: `${name} #${index}` })
    })
  }
  const reviewed = new Set<string>()
  const drafts: string[] = []
  for (const file of translatedFiles(languageFolder)) {
    const entry = entries.get(file)
    if (!entry) {
      drafts.push(file)
      continue
    }
    const now = shortHash(readFileSync(join(languageFolder, file), 'utf8'))
    if (now === entry.sha256) reviewed.add(file)
    else
      add(
        join(languageFolder, file),
        '',
        `was changed after its review (${entry.where}: sha256 ${entry.sha256}, now ${now}); review it again and record the new hash`,
      )
  }
  return { reviewed, drafts, problems }
}
