import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Language } from '../utils/languages.ts'
import { translatedLanguages } from '../utils/languages.ts'
import { ContentError } from './content-error.ts'
import { defaultContentRoot, ProblemCollector, type Category, type Product, type SiteContent } from './content-store.server.ts'
import { readArticleTranslations, readTranslatedArticleList, type TranslatedArticle } from './article-translations.server.ts'
import { readTranslationReviews } from './translation-reviews.server.ts'
import { checkFieldPair, pairFields } from './translation-checks.ts'
import {
  categoryOverlaySchema,
  glossarySchema,
  productOverlaySchema,
  type CategoryOverlay,
  type Glossary,
  type ProductOverlay,
} from './translation-schemas.ts'

export type TranslatedLanguage = Exclude<Language, 'en'>

/** One language's overlays, keyed by the English path they translate (`/roller/belt-conveyor-roller`, `/roller`). */
export interface LanguageOverlays {
  glossary: Glossary
  products: Map<string, ProductOverlay>
  categories: Map<string, CategoryOverlay>
  /** Translated knowledge articles, keyed by the English path (`/knowledge/{slug}`). */
  articles: Map<string, TranslatedArticle>
  /** Translated files not yet reviewed (paths under translations/<lang>/): checked, but not published. */
  drafts: string[]
}

export type SiteTranslations = Record<TranslatedLanguage, LanguageOverlays>

function yamlFiles(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith('.yaml') && statSync(join(folder, name)).isFile())
    .sort()
}

/** English fields an overlay must carry when the English file has them (the schema cannot know). */
const productFieldsFollowingEnglish = ['differs', 'images'] as const

function checkOverlay(collector: ProblemCollector, file: string, english: object, overlay: object, glossary: Glossary) {
  const { pairs, problems } = pairFields(english as never, overlay as never)
  for (const problem of problems) collector.add(file, problem.field, problem.problem)
  for (const pair of pairs) for (const problem of checkFieldPair(pair, glossary)) collector.add(file, problem.field, problem.problem)
}

function readLanguage(
  root: string,
  language: TranslatedLanguage,
  content: SiteContent,
  listedArticles: readonly string[],
  collector: ProblemCollector,
): LanguageOverlays {
  const folder = join(root, 'translations', language)
  const glossaryFile = join(folder, 'glossary.yaml')
  const glossary = existsSync(glossaryFile)
    ? collector.parse(glossaryFile, readFileSync(glossaryFile, 'utf8'), glossarySchema)
    : (collector.add(glossaryFile, '', 'is missing: every language needs its glossary'), undefined)
  if (glossary && glossary.language !== language)
    collector.add(glossaryFile, 'language', `is ${glossary.language}, but the file is under ${language}/`)
  const terms: Glossary = glossary ?? { language, terms: [] }
  const products = new Map<string, ProductOverlay>()
  const categories = new Map<string, CategoryOverlay>()
  const productsByPath = new Map<string, Product>(content.products.map((product) => [product.path, product]))
  const categoriesBySlug = new Map<string, Category>(content.categories.map((category) => [category.slug, category]))

  const productsFolder = join(folder, 'products')
  for (const categorySlug of existsSync(productsFolder) ? readdirSync(productsFolder).sort() : []) {
    for (const name of yamlFiles(join(productsFolder, categorySlug))) {
      const file = join(productsFolder, categorySlug, name)
      const path = `/${categorySlug}/${name.replace(/\.yaml$/, '')}`
      const english = productsByPath.get(path)
      if (!english) {
        collector.add(file, '', `translates ${path}, which is not an English product`)
        continue
      }
      const overlay = collector.parse(file, readFileSync(file, 'utf8'), productOverlaySchema)
      if (!overlay) continue
      for (const key of productFieldsFollowingEnglish)
        if (english[key] !== undefined && overlay[key] === undefined) collector.add(file, key, 'is missing: the English file has it')
      checkOverlay(collector, file, english, overlay, terms)
      products.set(path, overlay)
    }
  }
  for (const name of yamlFiles(join(folder, 'categories'))) {
    const file = join(folder, 'categories', name)
    const slug = name.replace(/\.yaml$/, '')
    const english = categoriesBySlug.get(slug)
    if (!english) {
      collector.add(file, '', `translates the category ${slug}, which has no English file`)
      continue
    }
    const overlay = collector.parse(file, readFileSync(file, 'utf8'), categoryOverlaySchema)
    if (!overlay) continue
    checkOverlay(collector, file, english, overlay, terms)
    categories.set(english.path, overlay)
  }
  const articles = new Map<string, TranslatedArticle>()
  for (const [slug, article] of readArticleTranslations(folder, content.knowledge, listedArticles, terms, collector))
    articles.set(`/knowledge/${slug}`, article)

  // Only a reviewed translation is published; one changed after its review stops the build.
  const reviews = readTranslationReviews(folder)
  for (const problem of reviews.problems) collector.add(problem.file, problem.field, problem.problem)
  const published = <T>(entries: Map<string, T>, fileOf: (path: string) => string) =>
    new Map([...entries].filter(([path]) => reviews.reviewed.has(fileOf(path))))
  return {
    glossary: terms,
    products: published(products, (path) => `products${path}.yaml`),
    categories: published(categories, (path) => `categories${path}.yaml`),
    articles: published(articles, (path) => `${path.slice(1)}.md`),
    drafts: reviews.drafts,
  }
}

const cache = new Map<string, SiteTranslations>()

/**
 * Reads and checks every translation overlay under `root`/translations against the English
 * content: a bad file, a missing figure or link, an "avoid" word or an English sentence stops
 * the build with every problem, each naming its file and field. A language with no overlays yet
 * is simply empty: a page exists in a language only when its overlay does.
 */
export function loadTranslations(content: SiteContent, root: string = defaultContentRoot): SiteTranslations {
  const cached = cache.get(root)
  if (cached) return cached
  const collector = new ProblemCollector(root)
  const listedArticles = readTranslatedArticleList(root, content.knowledge, collector)
  const entries = translatedLanguages.map(
    (language) => [language, readLanguage(root, language, content, listedArticles, collector)] as const,
  )
  if (collector.problems.length > 0) throw new ContentError(collector.problems)
  const translations = Object.fromEntries(entries) as SiteTranslations
  cache.set(root, translations)
  return translations
}

/** The English product with the overlay's words in place of its own; figures, sizes and links stay English. */
export function translateProduct(product: Product, overlay: ProductOverlay): Product {
  const { images, ...words } = overlay
  return {
    ...product,
    ...words,
    images: product.images?.map((image, index) => ({ ...image, alt: images?.[index]?.alt ?? image.alt })),
  }
}

/** The English category with the overlay's words. */
export function translateCategory(category: Category, overlay: CategoryOverlay): Category {
  return { ...category, ...overlay }
}
