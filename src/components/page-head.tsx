import { Head } from 'vite-react-ssg'
import { absoluteUrl, canonicalPath } from '@/utils/route-paths'

interface PageHeadProps {
  siteUrl: string
  path: string
  title: string
  description: string
  keywords: string
  /** Pages that must not be indexed (not-found, errors). */
  noindex?: boolean
}

/** The head tags of one page: one title, description, keywords and canonical link. */
export function PageHead({ siteUrl, path, title, description, keywords, noindex }: PageHeadProps) {
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      <link rel="canonical" href={absoluteUrl(siteUrl, canonicalPath(path))} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </Head>
  )
}
