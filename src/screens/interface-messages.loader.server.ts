import type { LoaderFunctionArgs } from 'react-router-dom'
import { languageOfPath } from '@/utils/languages'
import { interfaceMessagesFor } from '@/content/interface-messages.server'

/** The interface catalogue of the request's language, for a Spanish or Russian page's payload. */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  if (language === 'en') throw new Error(`${request.url}: English pages carry no interface catalogue`)
  return interfaceMessagesFor(language)
}
