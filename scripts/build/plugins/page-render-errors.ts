import { routeErrorMarker } from '../../../src/utils/route-error-marker.ts'
import { attributeOf, findElement } from '../html-tree.ts'
import type { PagePassPlugin } from '../page-passes.ts'

/**
 * Fails the build when a page rendered the error screen: a loader that throws at build time
 * renders it, and vite-react-ssg would write the page and carry on.
 */
export function pageRenderErrorsPlugin(): PagePassPlugin {
  return {
    name: 'page-render-errors',
    apply: 'build',
    api: {
      transformPage({ path, document }) {
        const error = findElement(document, (element) => attributeOf(element, routeErrorMarker) !== undefined)
        if (error) throw new Error(`Pre-render of ${path} failed: ${attributeOf(error, routeErrorMarker) ?? ''}`)
      },
    },
  }
}
