/**
 * The knowledge articles published in Spanish and Russian: the list of which ones
 * (translations/translated-articles.yaml) and each translation (translations/<lang>/knowledge/<slug>.md),
 * checked against its English article: the same headings, tables and lists in the same order, and,
 * section by section, every figure and link of the English, no glossary word to avoid, no English
 * sentence left.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { marked, type Token } from 'marked'
import { z } from 'zod'
import type { KnowledgeArticle, ProblemCollector } from './content-store.server.ts'
import { checkFieldPair } from './translation-checks.ts'
import type { Glossary } from './translation-schemas.ts'

const text = z.string().trim().min(1, 'is empty')
const articleOverlaySchema = z.strictObject({ title: text, summary: text })
const articleListSchema = z.strictObject({
  articles: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be an article slug')).min(1),
})

export interface TranslatedArticle {
  slug: string
  title: string
  summary: string
  markdown: string
  html: string
  headings: string[]
}

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

/** The slugs of the articles to publish in every translated language; each must be an English article. */
export function readTranslatedArticleList(root: string, english: readonly KnowledgeArticle[], collector: ProblemCollector): string[] {
  const file = join(root, 'translations', 'translated-articles.yaml')
  if (!existsSync(file)) return []
  const list = collector.parse(file, readFileSync(file, 'utf8'), articleListSchema)
  if (!list) return []
  const slugs = new Set(english.map((article) => article.slug))
  const seen = new Set<string>()
  list.articles.forEach((slug, index) => {
    if (!slugs.has(slug)) collector.add(file, `articles.${index}`, `${slug} is not a knowledge article`)
    else if (seen.has(slug)) collector.add(file, `articles.${index}`, `${slug} is listed twice`)
    seen.add(slug)
  })
  return list.articles
}

/** The block structure a translation must keep: heading levels, table sizes and list lengths, in order. */
export function articleShape(tokens: readonly Token[]): { headings: string[]; tables: string[]; lists: string[] } {
  const shape = { headings: [] as string[], tables: [] as string[], lists: [] as string[] }
  for (const token of tokens) {
    if (token.type === 'heading') shape.headings.push(`h${token.depth}`)
    else if (token.type === 'table') shape.tables.push(`${token.rows.length + 1}x${token.header.length}`)
    else if (token.type === 'list') shape.lists.push(`${token.items.length}`)
  }
  return shape
}

/** The body cut at each heading: section 0 is the text before the first heading. */
export function articleSections(markdown: string): string[] {
  return markdown.split(/^(?=#{1,6} )/m)
}

function shapeProblems(english: ReturnType<typeof articleShape>, translated: ReturnType<typeof articleShape>): string[] {
  const names = { headings: 'headings (levels)', tables: 'tables (rows x columns)', lists: 'lists (items)' } as const
  return (Object.keys(names) as (keyof typeof names)[]).flatMap((key) =>
    english[key].join(' ') === translated[key].join(' ')
      ? []
      : [
          `has ${names[key]} ${translated[key].join(', ') || 'none'}; the English has ${english[key].join(', ') || 'none'}, in the same order`,
        ],
  )
}

/** Reads and checks one language's translated articles (translations/<lang>/knowledge/*.md). */
export function readArticleTranslations(
  languageFolder: string,
  english: readonly KnowledgeArticle[],
  listed: readonly string[],
  glossary: Glossary,
  collector: ProblemCollector,
): Map<string, TranslatedArticle> {
  const folder = join(languageFolder, 'knowledge')
  const articles = new Map<string, TranslatedArticle>()
  if (!existsSync(folder)) return articles
  const bySlug = new Map(english.map((article) => [article.slug, article]))
  for (const name of readdirSync(folder)
    .filter((entry) => entry.endsWith('.md'))
    .sort()) {
    const file = join(folder, name)
    const slug = name.replace(/\.md$/, '')
    const source = bySlug.get(slug)
    if (!source || !listed.includes(slug)) {
      collector.add(file, '', `translates ${slug}, which is not in translations/translated-articles.yaml`)
      continue
    }
    const match = frontmatterPattern.exec(readFileSync(file, 'utf8'))
    if (!match) {
      collector.add(file, '', 'has no frontmatter block between two "---" lines')
      continue
    }
    const meta = collector.parse(file, match[1] ?? '', articleOverlaySchema)
    if (!meta) continue
    const markdown = (match[2] ?? '').trim()
    const tokens = marked.lexer(markdown)
    for (const problem of shapeProblems(articleShape(marked.lexer(source.markdown)), articleShape(tokens)))
      collector.add(file, 'body', problem)
    const pairs = [
      { field: 'title', english: source.meta.title, translated: meta.title },
      { field: 'summary', english: source.meta.summary, translated: meta.summary },
    ]
    const englishSections = articleSections(source.markdown)
    const translatedSections = articleSections(markdown)
    if (englishSections.length === translatedSections.length)
      englishSections.forEach((section, index) =>
        pairs.push({ field: `body section ${index}`, english: section, translated: translatedSections[index] ?? '' }),
      )
    for (const pair of pairs) for (const problem of checkFieldPair(pair, glossary)) collector.add(file, problem.field, problem.problem)
    articles.set(slug, {
      slug,
      title: meta.title,
      summary: meta.summary,
      markdown,
      html: marked.parser(tokens),
      headings: tokens.flatMap((token) => (token.type === 'heading' ? [token.text] : [])),
    })
  }
  return articles
}
