import type { LoaderFunctionArgs } from 'react-router-dom'
import { articleCard, productCard } from '@/content/cards.server'
import { leadProducts } from '@/content/catalogue.server'
import { loadContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'
import { siteLanguageView } from '@/content/language-view.server'
import { languageOfPath } from '@/utils/languages'

export async function loader({ request }: LoaderFunctionArgs) {
  const route = requireRouteEntry(request)
  const content = loadContent()
  const view = siteLanguageView(languageOfPath(route.path), content)
  return {
    route,
    categories: content.categories.map(view.category).map(({ slug, name, summary, path }) => ({ slug, name, summary, path })),
    featured: leadProducts(content, 8).map(view.product).map(productCard),
    news: content.news.slice(0, 4).map((article) => articleCard(content, article)),
    knowledge: content.knowledge.slice(0, 4).map((article) => articleCard(content, article)),
    industries: content.industries.map((industry) => ({ name: industry.meta.name, path: industry.path })),
  }
}
