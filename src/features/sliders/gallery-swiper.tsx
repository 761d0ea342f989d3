import { useRef, useState } from 'react'
import { A11y, Keyboard, Navigation, Pagination, Zoom } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper'
import 'swiper/css'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import 'swiper/css/zoom'
import { prefersReducedMotion } from './reduced-motion'

import { ResponsivePicture } from '@/components/responsive-picture'
import { GALLERY_MAX_ZOOM, GALLERY_MIN_ZOOM, GALLERY_SIZES, GALLERY_ZOOM_STEP, type GalleryImage } from './slider-settings'

/** A product's pictures once Swiper has loaded: swipe or buttons between them, zoom 1–3. */
export function GallerySwiper({ images, label }: { images: GalleryImage[]; label: string }) {
  const swiper = useRef<SwiperInstance | null>(null)
  // The arrows sit in the tool bar under the picture, so on a phone they never cover the drawing's labels.
  const previous = useRef<HTMLButtonElement | null>(null)
  const next = useRef<HTMLButtonElement | null>(null)
  const [current, setCurrent] = useState(0)
  const [scale, setScale] = useState(GALLERY_MIN_ZOOM)
  // One step at a time; at the bottom step zoom.out() also recentres the picture.
  const zoomTo = (ratio: number) => {
    const zoom = swiper.current?.zoom
    if (!zoom) return
    if (ratio <= GALLERY_MIN_ZOOM) zoom.out()
    else zoom.in(Math.min(ratio, GALLERY_MAX_ZOOM))
  }
  const several = images.length > 1
  return (
    <div className="product-gallery" role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination, Zoom]}
        keyboard={{ enabled: several, onlyInViewport: true }}
        onSwiper={(instance) => {
          swiper.current = instance
        }}
        onBeforeInit={(instance) => {
          const navigation = instance.params.navigation
          if (several && navigation && typeof navigation === 'object') {
            navigation.prevEl = previous.current
            navigation.nextEl = next.current
          }
        }}
        onSlideChange={(instance) => setCurrent(instance.activeIndex)}
        onZoomChange={(_instance, ratio) => setScale(ratio)}
        slidesPerView={1}
        speed={prefersReducedMotion() ? 0 : 300}
        zoom={{ minRatio: GALLERY_MIN_ZOOM, maxRatio: GALLERY_MAX_ZOOM, toggle: true }}
        navigation={several ? { prevEl: null, nextEl: null } : false}
        // The dots sit in the tool bar under the picture, clear of the drawing's title block.
        pagination={several ? { el: '.gallery-dots', clickable: true } : false}
        a11y={{ enabled: true, prevSlideMessage: 'Previous picture', nextSlideMessage: 'Next picture', paginationBulletMessage: 'Show picture {{index}}' }}
      >
        {images.map((image, index) => (
          <SwiperSlide key={image.src} zoom>
            <ResponsivePicture image={image} sizes={GALLERY_SIZES} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="gallery-tools">
        {several ? (
          <span className="gallery-step">
            <button type="button" ref={previous} className="gallery-previous" aria-label="Previous picture">‹</button>
            <span aria-live="polite">{`Picture ${current + 1} of ${images.length}`}</span>
            <button type="button" ref={next} className="gallery-next" aria-label="Next picture">›</button>
          </span>
        ) : (
          <span aria-live="polite">Drawing</span>
        )}
        {several ? <span className="gallery-dots" /> : null}
        <span>
          <button type="button" onClick={() => zoomTo(scale - GALLERY_ZOOM_STEP)} disabled={scale <= GALLERY_MIN_ZOOM} aria-label="Zoom out">−</button>{' '}
          <button type="button" onClick={() => zoomTo(scale + GALLERY_ZOOM_STEP)} disabled={scale >= GALLERY_MAX_ZOOM} aria-label="Zoom in">+</button>
        </span>
      </div>
    </div>
  )
}
