import { Link } from 'react-router-dom'
import { site } from '@/config/site'
import { fill } from '@/config/interface-messages'
import { articleMessages } from '@/config/messages/article-page'
import { formatDateIn } from '@/utils/language-format'
import { useInternalLinkClicks } from '@/utils/use-internal-link-clicks'
import { ArticleCardList } from './article-card-list'
import { Breadcrumbs } from './breadcrumbs'
import { useMessages } from './interface-messages'
import { PhotoGrid } from './photo-grid'
import { ResponsivePicture, type PictureImage } from './responsive-picture'
import { StructuredData } from './structured-data'

interface Neighbour {
  title: string
  path: string
}

interface ArticleViewProps {
  section: { name: string; path: string }
  /** schema.org type: NewsArticle for news, Article for the knowledge library. */
  schemaType: 'NewsArticle' | 'Article'
  article: { title: string; date: string; summary: string; html: string }
  newer: Neighbour | null
  older: Neighbour | null
  related: { title: string; date: string; summary: string; path: string }[]
  /** A news story's photographs: the first leads the story, the others follow its text. */
  photos?: readonly PictureImage[]
}

/** One article: title, date, body (HTML rendered from markdown at build time), related articles, neighbours. */
export function ArticleView({ section, schemaType, article, newer, older, related, photos = [] }: ArticleViewProps) {
  // Links inside the article body are plain HTML: route internal ones through the router.
  const followInternalLink = useInternalLinkClicks()
  const messages = useMessages()
  const m = { language: messages.language, article: messages.article ?? articleMessages }
  const sectionWords = { section: section.name.toLowerCase(), sectionName: section.name }
  const [lead, ...more] = photos
  return (
    <article className="article">
      <StructuredData
        data={{
          '@type': schemaType,
          headline: article.title,
          description: article.summary,
          datePublished: article.date,
          dateModified: article.date,
          ...(lead ? { image: `${site.siteUrl}${lead.src}` } : {}),
          author: { '@id': `${site.siteUrl}/#organization` },
          publisher: {
            '@type': 'Organization',
            name: site.companyName,
            logo: { '@type': 'ImageObject', url: `${site.siteUrl}/favicon.svg` },
          },
        }}
      />
      <Breadcrumbs trail={[{ name: section.name, path: section.path }, { name: article.title }]} />
      <h1>{article.title}</h1>
      <p className="article-meta">
        <time dateTime={article.date}>{formatDateIn(article.date, m.language)}</time>
      </p>
      {/* Above the fold: loaded at once, unlike the photographs further down. */}
      {lead && <ResponsivePicture image={lead} sizes="(min-width: 48rem) 45rem, 100vw" className="article-photo" />}
      <div className="prose" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: article.html }} />
      <PhotoGrid photos={more} label={m.article.photos} />
      <section aria-labelledby="related-articles">
        <h2 id="related-articles">{m.article.related}</h2>
        <ArticleCardList articles={related} />
      </section>
      <nav aria-label={fill(m.article.more, sectionWords)} className="article-nav">
        {newer ? (
          <Link to={newer.path}>
            <span className="article-meta">{m.article.newer}</span>
            <br />
            {newer.title}
          </Link>
        ) : null}
        {older ? (
          <Link to={older.path}>
            <span className="article-meta">{m.article.older}</span>
            <br />
            {older.title}
          </Link>
        ) : null}
      </nav>
      <p>
        <Link to={section.path} className="section-more">
          {fill(m.article.all, sectionWords)}
        </Link>
      </p>
      <aside className="quote-cta">
        <h2>{m.article.questions}</h2>
        <p>{m.article.questionsText}</p>
        <p>
          <Link to="/contact-us#enquiry" className="button button--primary">
            {m.article.contactEngineers}
          </Link>
        </p>
      </aside>
    </article>
  )
}
