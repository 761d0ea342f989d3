import { Head } from 'vite-react-ssg'

/** One schema.org JSON-LD block in the page head. `<` is escaped so text can never close the script. */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
  return (
    <Head>
      <script type="application/ld+json">{json}</script>
    </Head>
  )
}
