import type { LoaderFunctionArgs } from 'react-router-dom'
import { articleCard, productCard } from '@/content/cards.server'
import { loadContent } from '@/content/content-store.server'
import { requireRouteEntry } from '@/content/route-table.server'

/** One industry: its duty, body, the products that fit it (cards) and the stories and articles about it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const route = requireRouteEntry(request)
  const content = loadContent()
  const industry = content.industries.find((candidate) => candidate.path === route.path)
  if (!industry) throw new Response(`${route.path} is not an industry page`, { status: 404 })
  const products = industry.meta.products.flatMap((path) => content.products.filter((product) => product.path === `/${path}`))
  const articles = [...content.news, ...content.knowledge]
  const reading = industry.meta.reading.flatMap((path) => articles.filter((article) => article.path === path))
  const { title, name, summary, demands, options } = industry.meta
  return {
    route,
    industry: { title, name, summary, demands, options, html: industry.html },
    products: products.map(productCard),
    reading: reading.map((article) => articleCard(content, article)),
    others: content.industries
      .filter((other) => other.path !== industry.path)
      .map((other) => ({ name: other.meta.name, path: other.path })),
  }
}
