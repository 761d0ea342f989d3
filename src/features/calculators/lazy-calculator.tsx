import { lazy, Suspense, type ReactNode } from 'react'
import type { SelectionOffers } from '@/content/selection-offers'
import type { PlacedSize } from '@/engineering/size-fits'
import type { ToolSlug } from '@/content/tools'
import { useHydrated } from '@/utils/use-hydrated'

const calculators = {
  select: lazy(() => import('./selection-tool').then((m) => ({ default: m.SelectionTool }))),
  'pulley-diameter': lazy(() => import('./pulley-diameter-calculator').then((m) => ({ default: m.PulleyDiameterCalculator }))),
  'belt-tension': lazy(() => import('./belt-tension-calculator').then((m) => ({ default: m.BeltTensionCalculator }))),
  'roll-speed': lazy(() => import('./roll-speed-calculator').then((m) => ({ default: m.RollSpeedCalculator }))),
  'bearing-life': lazy(() => import('./bearing-life-calculator').then((m) => ({ default: m.BearingLifeCalculator }))),
  'idler-load': lazy(() => import('./idler-load-calculator').then((m) => ({ default: m.IdlerLoadCalculator }))),
  'belt-capacity': lazy(() => import('./belt-capacity-calculator').then((m) => ({ default: m.BeltCapacityCalculator }))),
  'cema-idler-load': lazy(() => import('./cema-idler-load-calculator').then((m) => ({ default: m.CemaIdlerLoadCalculator }))),
  'idler-spacing': lazy(() => import('./idler-spacing-calculator').then((m) => ({ default: m.IdlerSpacingCalculator }))),
  'transition-distance': lazy(() => import('./transition-distance-calculator').then((m) => ({ default: m.TransitionDistanceCalculator }))),
} satisfies Record<ToolSlug, unknown>

/**
 * The interactive calculator, a chunk of its own: the pre-rendered page shows `fallback` (its
 * explanation stays readable), and the calculator arrives once the page has hydrated.
 */
export function LazyCalculator({
  slug,
  sizes,
  offers,
  fallback,
}: {
  slug: ToolSlug
  sizes: PlacedSize[]
  offers: SelectionOffers
  fallback: ReactNode
}) {
  const hydrated = useHydrated()
  if (!hydrated) return fallback
  const Calculator = calculators[slug]
  return (
    <Suspense fallback={fallback}>
      <Calculator sizes={sizes} offers={offers} />
    </Suspense>
  )
}
