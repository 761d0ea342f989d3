import { Head } from 'vite-react-ssg'
import { absoluteUrl, canonicalPath } from '@/utils/route-paths'

interface PageHeadProps {
  siteUrl: string
  path: string
  title: string
  description: string
  keywords: string
  /** Path of the share image (1200 x 630 PNG) under the site. */
  image: string
  /** Open Graph type: "article" for news and knowledge, else "website". */
  type?: 'website' | 'article'
  /** Pages that must not be indexed (not-found, errors). */
  noindex?: boolean
}

/** The head tags of one page: title, description, keywords, canonical link and share card tags. */
export function PageHead({ siteUrl, path, title, description, keywords, image, type = 'website', noindex }: PageHeadProps) {
  const url = absoluteUrl(siteUrl, canonicalPath(path))
  const imageUrl = absoluteUrl(siteUrl, image)
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </Head>
  )
}
