import { Link } from 'react-router-dom'
import { formatDate } from '@/utils/format-date'

interface ArticleCardData {
  title: string
  date: string
  summary: string
  path: string
}

/** Article list items: title link, date, summary. */
export function ArticleCardList({ articles, headingLevel = 3 }: { articles: ArticleCardData[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="article-list">
      {articles.map((article) => (
        <li key={article.path}>
          <Heading><Link to={article.path}>{article.title}</Link></Heading>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          <p>{article.summary}</p>
        </li>
      ))}
    </ul>
  )
}
