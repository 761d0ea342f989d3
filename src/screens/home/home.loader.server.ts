import type { LoaderFunctionArgs } from 'react-router-dom'
import { articleCard, productCard } from '@/content/cards.server'
import { leadProducts } from '@/content/catalogue.server'
import { loadContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'
import { siteLanguageView } from '@/content/language-view.server'
import { loadTranslations } from '@/content/translations.server'
import { languageOfPath } from '@/utils/languages'

export async function loader({ request }: LoaderFunctionArgs) {
  const route = requireRouteEntry(request)
  const content = loadContent()
  const language = languageOfPath(route.path)
  const view = siteLanguageView(language, content)
  // A knowledge article the page's language has is shown and linked in that language.
  const translatedArticles = language === 'en' ? undefined : loadTranslations(content)[language].articles
  return {
    route,
    categories: content.categories.map(view.category).map(({ slug, name, summary, path }) => ({ slug, name, summary, path })),
    featured: leadProducts(content, 8).map(view.product).map(productCard),
    news: content.news.slice(0, 4).map((article) => articleCard(content, article)),
    knowledge: content.knowledge.slice(0, 4).map((article) => {
      const words = translatedArticles?.get(article.path)
      return {
        ...articleCard(content, article),
        ...(words && { title: words.title, summary: words.summary }),
        path: view.link(article.path),
      }
    }),
    industries: content.industries.map((industry) => ({ name: industry.meta.name, path: industry.path })),
  }
}
