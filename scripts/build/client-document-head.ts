import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const documentHeadModule = fileURLToPath(new URL('../../src/runtime/document-head.tsx', import.meta.url))

/**
 * The browser build resolves react-helmet-async to src/runtime/document-head.tsx, which keeps the
 * head in step at a fraction of the size; the pre-render (an SSR build) keeps the real helmet,
 * whose context vite-react-ssg reads to write each page's head.
 */
export function clientDocumentHead(): Plugin {
  return {
    name: 'client-document-head',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      if (source === 'react-helmet-async' && !options.ssr) return documentHeadModule
      return undefined
    },
  }
}
