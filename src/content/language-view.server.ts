import { pathInLanguage, type Language } from '../utils/languages.ts'
import { loadContent, type Category, type Product, type SiteContent } from './content-store.server.ts'
import { loadTranslations, translateCategory, translateProduct, type SiteTranslations } from './translations.server.ts'

/**
 * The catalogue as a page in one language shows it. Lists, order and figures come from the English
 * content; a product or category with an overlay in the language gets its words and its address
 * in the language, the others stay English (and link to the English page). Links inside translated
 * text move into the language when their target exists there.
 */
export interface LanguageView {
  language: Language
  /** Whether the page at an English path exists in this language. */
  has(englishPath: string): boolean
  /** Where a link to an English path goes from a page in this language. */
  link(englishPath: string): string
  product(product: Product): Product
  category(category: Category): Category
}

/** The English paths of the pages each language has besides English: home and the translated categories and products. */
export function translatedPaths(translations: SiteTranslations, language: Exclude<Language, 'en'>): Set<string> {
  const overlays = translations[language]
  return new Set(['/', ...overlays.categories.keys(), ...overlays.products.keys(), ...overlays.articles.keys()])
}

const markdownLink = /\]\((\/[^)\s#?]*)([#?][^)\s]*)?\)/g

export function languageViewOf(language: Language, translations: SiteTranslations): LanguageView {
  if (language === 'en') {
    return { language, has: () => true, link: (path) => path, product: (product) => product, category: (category) => category }
  }
  const overlays = translations[language]
  const paths = translatedPaths(translations, language)
  const has = (path: string) => paths.has(path)
  const link = (path: string) => (has(path) ? pathInLanguage(path, language) : path)
  const relink = (text: string) => text.replace(markdownLink, (_match, path: string, rest = '') => `](${link(path)}${rest})`)
  return {
    language,
    has,
    link,
    product(product) {
      const overlay = overlays.products.get(product.path)
      if (!overlay) return product
      const translated = translateProduct(product, overlay)
      return {
        ...translated,
        path: link(product.path),
        overview: relink(translated.overview),
        features: translated.features.map(relink),
        faq: translated.faq.map((item) => ({ q: item.q, a: relink(item.a) })),
      }
    },
    category(category) {
      const overlay = overlays.categories.get(category.path)
      return overlay ? { ...translateCategory(category, overlay), path: link(category.path) } : category
    },
  }
}

/** The view of the site's own content in `language` (build time). */
export function siteLanguageView(language: Language, content: SiteContent = loadContent()): LanguageView {
  return languageViewOf(language, loadTranslations(content))
}
