/**
 * The rated sizes a calculator's answer lists, with where each goes. Each calculator's own module
 * picks from them (cemaFits, spacingFits, transitionFits), so a page loads only its own filter.
 */
import type { RatedSize } from './catalogue-figures.ts'
import type { CemaClass } from './cema-ratings.ts'

/** A rated size with where it goes: a set's trough angle (0 flat) and a CEMA row's class. */
export interface PlacedSize extends RatedSize {
  angle?: number
  cemaClass?: CemaClass
}

/** Whether a size is for the belt width `beltMm`: the same nominal width within 2 % (457 mm is 18 in). */
export const forBelt = (size: Pick<RatedSize, 'belt'>, beltMm: number) => size.belt !== undefined && Math.abs(size.belt - beltMm) <= beltMm * 0.02
