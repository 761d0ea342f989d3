import { useRef, useState } from 'react'
import { A11y, Keyboard, Navigation, Pagination, Zoom } from 'swiper/modules'
import 'swiper/css'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import 'swiper/css/zoom'
import { prefersReducedMotion } from './reduced-motion'
import { useSwiper } from './use-swiper'

import { ResponsivePicture } from '@/components/responsive-picture'
import { GALLERY_MAX_ZOOM, GALLERY_MIN_ZOOM, GALLERY_SIZES, GALLERY_ZOOM_STEP, type GalleryImage } from './slider-settings'

/** A product's pictures once Swiper has loaded: swipe or buttons between them, zoom 1–3. */
export function GallerySwiper({ images, label }: { images: GalleryImage[]; label: string }) {
  const container = useRef<HTMLDivElement | null>(null)
  // The arrows and dots sit in the tool bar under the picture, so on a phone they never cover the drawing's labels.
  const previous = useRef<HTMLButtonElement | null>(null)
  const next = useRef<HTMLButtonElement | null>(null)
  const dots = useRef<HTMLSpanElement | null>(null)
  const [current, setCurrent] = useState(0)
  const [scale, setScale] = useState(GALLERY_MIN_ZOOM)
  const several = images.length > 1
  const swiper = useSwiper(container, () => ({
    modules: [A11y, Keyboard, Navigation, Pagination, Zoom],
    keyboard: { enabled: several, onlyInViewport: true },
    slidesPerView: 1,
    speed: prefersReducedMotion() ? 0 : 300,
    zoom: { minRatio: GALLERY_MIN_ZOOM, maxRatio: GALLERY_MAX_ZOOM, toggle: true },
    navigation: several ? { prevEl: previous.current, nextEl: next.current } : false,
    pagination: several ? { el: dots.current, clickable: true } : false,
    a11y: {
      enabled: true,
      prevSlideMessage: 'Previous picture',
      nextSlideMessage: 'Next picture',
      paginationBulletMessage: 'Show picture {{index}}',
    },
    on: {
      slideChange: (instance) => setCurrent(instance.activeIndex),
      zoomChange: (_instance, ratio) => setScale(ratio),
    },
  }))
  // One step at a time; at the bottom step zoom.out() also recentres the picture.
  const zoomTo = (ratio: number) => {
    const zoom = swiper.current?.zoom
    if (!zoom) return
    if (ratio <= GALLERY_MIN_ZOOM) zoom.out()
    else zoom.in(Math.min(ratio, GALLERY_MAX_ZOOM))
  }
  return (
    <div className="product-gallery" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="swiper" ref={container}>
        <div className="swiper-wrapper">
          {images.map((image, index) => (
            <div className="swiper-slide" key={image.src}>
              <div className="swiper-zoom-container">
                <ResponsivePicture image={image} sizes={GALLERY_SIZES} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="gallery-tools">
        {several ? (
          <span className="gallery-step">
            <button type="button" ref={previous} className="gallery-previous" aria-label="Previous picture">
              ‹
            </button>
            <span aria-live="polite">{`Picture ${current + 1} of ${images.length}`}</span>
            <button type="button" ref={next} className="gallery-next" aria-label="Next picture">
              ›
            </button>
          </span>
        ) : (
          <span aria-live="polite">Drawing</span>
        )}
        {several ? <span className="gallery-dots" ref={dots} /> : null}
        <span>
          <button
            type="button"
            onClick={() => zoomTo(scale - GALLERY_ZOOM_STEP)}
            disabled={scale <= GALLERY_MIN_ZOOM}
            aria-label="Zoom out"
          >
            −
          </button>{' '}
          <button type="button" onClick={() => zoomTo(scale + GALLERY_ZOOM_STEP)} disabled={scale >= GALLERY_MAX_ZOOM} aria-label="Zoom in">
            +
          </button>
        </span>
      </div>
    </div>
  )
}
