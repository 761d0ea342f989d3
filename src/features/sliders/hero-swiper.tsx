import { useRef, type ReactNode } from 'react'
import { A11y, Autoplay, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper'
import 'swiper/css'
import 'swiper/css/pagination'
import { prefersReducedMotion } from './reduced-motion'
import { HERO_AUTOPLAY_DELAY_MS } from './slider-settings'

/**
 * The home page's slider once Swiper has loaded; autoplay pauses while the tab is hidden (Swiper's own), while
 * hovered, and while focus is inside; with reduced motion asked for, it never moves by itself.
 */
export function HeroSwiper({ slides, label }: { slides: ReactNode[]; label: string }) {
  const swiper = useRef<SwiperInstance | null>(null)
  const reduced = prefersReducedMotion()
  return (
    <div
      className="hero"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={() => swiper.current?.autoplay?.pause()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) swiper.current?.autoplay?.resume()
      }}
    >
      <Swiper
        modules={[A11y, Autoplay, Pagination]}
        onSwiper={(instance) => {
          swiper.current = instance
        }}
        slidesPerView={1}
        speed={reduced ? 0 : 500}
        autoplay={reduced ? false : { delay: HERO_AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        a11y={{ enabled: true, prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide', paginationBulletMessage: 'Show slide {{index}}', slideLabelMessage: 'Slide {{index}} of {{slidesLength}}' }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index}>{slide}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  )
}
