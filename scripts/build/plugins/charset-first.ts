import { attributeOf, findElement, prependChild, sectionOf } from '../html-tree.ts'
import type { PagePassPlugin } from '../page-passes.ts'

/**
 * Puts `<meta charset>` first in <head>: the head manager inserts the title before it, and a
 * browser reads the charset only within the page's first 1024 bytes.
 */
export function charsetFirstPlugin(): PagePassPlugin {
  return {
    name: 'charset-first',
    apply: 'build',
    api: {
      transformPage({ path, document }) {
        const head = sectionOf(document, 'head')
        const charset = findElement(head, (element) => element.tagName === 'meta' && attributeOf(element, 'charset') !== undefined)
        if (!charset) throw new Error(`Pre-render of ${path}: no <meta charset> in the page`)
        prependChild(head, charset)
      },
    },
  }
}
