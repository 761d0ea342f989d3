import { lazy, type ReactNode } from 'react'
import { AfterHydration } from './after-hydration'

/** Swiper (and its CSS) is not needed to show the first slide: it loads once the page is interactive. */
const HeroSwiper = lazy(() => import('./hero-swiper').then((module) => ({ default: module.HeroSwiper })))

/** The first slide as plain markup, the same size as in the slider: what crawlers and the first paint see. */
function FirstSlide({ slides, label }: { slides: ReactNode[]; label: string }) {
  return (
    <div className="hero" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="slider-static">{slides[0]}</div>
    </div>
  )
}

/** The home page's slider: the first slide at once, the others when Swiper arrives. */
export function HeroSlider(props: { slides: ReactNode[]; label: string }) {
  return (
    <AfterHydration fallback={<FirstSlide {...props} />}>
      <HeroSwiper {...props} />
    </AfterHydration>
  )
}
