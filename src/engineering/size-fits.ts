/**
 * The rated sizes a calculator's answer lists, with where each goes. Each calculator's own module
 * picks from them (cemaFits, spacingFits, transitionFits), so a page loads only its own filter;
 * this module holds types only, so it adds no chunk of its own.
 */
import type { RatedSize } from './catalogue-figures.ts'
import type { CemaClass } from './cema-ratings.ts'

/** A rated size with a CEMA row's class (where it goes, its position and angle, is the rated size's own). */
export interface PlacedSize extends RatedSize {
  cemaClass?: CemaClass
}
