import { Head } from 'vite-react-ssg'
import { absoluteUrl, canonicalPath } from '@/utils/route-paths'
import { defaultLanguage, languageOfPath, pathInLanguage, type Language } from '@/utils/languages'

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
  /** The languages the page exists in, for its hreflang links (none on pages that are not indexed). */
  languages?: readonly Language[]
}

/** The head tags of one page: its language, title, description, keywords, canonical and hreflang links and share card tags. */
export function PageHead({ siteUrl, path, title, description, keywords, image, type = 'website', noindex, languages = [] }: PageHeadProps) {
  const url = absoluteUrl(siteUrl, canonicalPath(path))
  const imageUrl = absoluteUrl(siteUrl, image)
  const urlIn = (language: Language) => absoluteUrl(siteUrl, canonicalPath(pathInLanguage(path, language)))
  return (
    <Head>
      <html lang={languageOfPath(path)} />
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      <link rel="canonical" href={url} />
      {languages.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={urlIn(language)} />
      ))}
      {languages.includes(defaultLanguage) ? <link rel="alternate" hrefLang="x-default" href={urlIn(defaultLanguage)} /> : null}
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
