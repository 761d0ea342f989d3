import { useRef, useState, type ReactNode } from 'react'
import { A11y, Autoplay, Pagination } from 'swiper/modules'
import 'swiper/css'
import 'swiper/css/pagination'
import { prefersReducedMotion } from './reduced-motion'
import { HERO_AUTOPLAY_DELAY_MS } from './slider-settings'
import { useSwiper } from './use-swiper'

/**
 * The home page's slider once Swiper has loaded; autoplay pauses while the tab is hidden (Swiper's own), while
 * hovered, and while focus is inside, and stops for good with its pause button (WCAG 2.2.2); with reduced
 * motion asked for, it never moves by itself and has no button.
 */
export function HeroSwiper({ slides, label }: { slides: ReactNode[]; label: string }) {
  const container = useRef<HTMLDivElement | null>(null)
  const dots = useRef<HTMLDivElement | null>(null)
  const [reduced] = useState(prefersReducedMotion)
  const [stopped, setStopped] = useState(false)
  const swiper = useSwiper(container, () => {
    return {
      modules: [A11y, Autoplay, Pagination],
      slidesPerView: 1,
      speed: reduced ? 0 : 500,
      autoplay: reduced ? false : { delay: HERO_AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false },
      pagination: { el: dots.current, clickable: true },
      a11y: {
        enabled: true,
        prevSlideMessage: 'Previous slide',
        nextSlideMessage: 'Next slide',
        paginationBulletMessage: 'Show slide {{index}}',
        slideLabelMessage: 'Slide {{index}} of {{slidesLength}}',
      },
    }
  })
  return (
    <div
      className="hero"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={() => swiper.current?.autoplay?.pause()}
      onBlur={(event) => {
        if (!stopped && !event.currentTarget.contains(event.relatedTarget as Node | null)) swiper.current?.autoplay?.resume()
      }}
    >
      {reduced ? null : (
        <button
          type="button"
          className="hero-pause"
          onClick={() => {
            if (stopped) swiper.current?.autoplay?.start()
            else swiper.current?.autoplay?.stop()
            setStopped(!stopped)
          }}
        >
          {stopped ? 'Play slides' : 'Pause slides'}
        </button>
      )}
      <div className="swiper" ref={container}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div className="swiper-slide" key={index}>
              {slide}
            </div>
          ))}
        </div>
        <div className="swiper-pagination" ref={dots} />
      </div>
    </div>
  )
}
