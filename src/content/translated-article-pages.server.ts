/**
 * A knowledge article's page in Spanish or Russian: the translated words over the English article,
 * its neighbours and related articles taken among the articles that language has, and links in the
 * body moved into the language where their target exists there.
 */
import { englishPathOf, type Language } from '../utils/languages.ts'
import { articlePage, relatedArticles } from './article-pages.server.ts'
import { articleCard } from './cards.server.ts'
import type { KnowledgeArticle, SiteContent } from './content-store.server.ts'
import { languageViewOf, type LanguageView } from './language-view.server.ts'
import type { RouteEntry } from './route-entry.ts'
import { loadTranslations } from './translations.server.ts'

/** Internal links of rendered HTML pointed at the page's language where the target exists in it. */
export function relinkHtml(html: string, view: LanguageView): string {
  return html.replace(/href="(\/[^"#?]*)([#?][^"]*)?"/g, (_whole, path: string, rest = '') => `href="${view.link(path)}${rest}"`)
}

export function knowledgeArticlePage(content: SiteContent, route: RouteEntry, language: Language) {
  if (language === 'en') return { ...articlePage(content, 'knowledge', route), sectionPath: '/knowledge' }
  const view = languageViewOf(language, loadTranslations(content))
  const translated = loadTranslations(content)[language].articles
  // The language's own articles, in the English order (newest first).
  const articles = content.knowledge.filter((article) => translated.has(article.path))
  const index = articles.findIndex((article) => article.path === englishPathOf(route.path))
  const english = articles[index]
  const words = english && translated.get(english.path)
  if (!english || !words) throw new Error(`routes.json lists ${route.path} but no translated article has that path`)
  const card = (other: KnowledgeArticle) => {
    const otherWords = translated.get(other.path)
    return {
      ...articleCard(content, other),
      title: otherWords?.title ?? other.meta.title,
      summary: otherWords?.summary ?? other.meta.summary,
      path: view.link(other.path),
    }
  }
  const neighbour = (i: number) => {
    const other = articles[i]
    return other ? { title: translated.get(other.path)?.title ?? other.meta.title, path: view.link(other.path) } : null
  }
  return {
    route,
    article: { title: words.title, date: english.meta.date, summary: words.summary, html: relinkHtml(words.html, view) },
    newer: neighbour(index - 1),
    older: neighbour(index + 1),
    related: relatedArticles(articles, english).map((other) => card(other as KnowledgeArticle)),
    sectionPath: view.link('/knowledge'),
  }
}
