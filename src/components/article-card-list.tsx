import { Link } from 'react-router-dom'
import { formatDate } from '@/utils/format-date'

export interface ArticleCardData {
  title: string
  date: string
  summary: string
  path: string
  /** The picture of the product the article is about (or of its category). */
  image?: { src: string; alt: string; width: number; height: number }
}

/** Article list items: picture, title link, date, summary. */
export function ArticleCardList({ articles, headingLevel = 3 }: { articles: ArticleCardData[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="article-list">
      {articles.map((article) => (
        <li key={article.path} className={article.image ? 'has-picture' : undefined}>
          {/* The title link covers the whole item; the picture only illustrates it. */}
          {article.image && (
            <img
              className="article-picture"
              src={article.image.src}
              alt=""
              width={article.image.width}
              height={article.image.height}
              loading="lazy"
              decoding="async"
            />
          )}
          <div>
            <Heading>
              <Link to={article.path}>{article.title}</Link>
            </Heading>
            <time dateTime={article.date}>{formatDate(article.date)}</time>
            <p>{article.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
