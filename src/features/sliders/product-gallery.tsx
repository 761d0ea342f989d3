import { lazy, useState } from 'react'
import { AfterHydration } from './after-hydration'
import { ResponsivePicture } from '@/components/responsive-picture'
import { GALLERY_SIZES, type GalleryImage } from './slider-settings'

/** Swiper (and its CSS) is not needed to show the first picture: it loads once the page is interactive. */
const GallerySwiper = lazy(() => import('./gallery-swiper').then((module) => ({ default: module.GallerySwiper })))

interface GalleryProps {
  images: GalleryImage[]
  label: string
}

/** The first picture as plain markup, the same size as in the slider; `onIntent` when the reader points at, touches or focuses it. */
function FirstPicture({ images, label, onIntent }: GalleryProps & { onIntent?: () => void }) {
  const first = images[0]
  return (
    <div
      className="product-gallery"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
    >
      {first ? <ResponsivePicture image={first} sizes={GALLERY_SIZES} decoding="async" fetchPriority="high" /> : null}
      <div className="gallery-tools">
        <span>{images.length > 1 ? `Picture 1 of ${images.length}` : 'Drawing'}</span>
      </div>
    </div>
  )
}

/**
 * A product's pictures: the first at once, then a slider with zoom when Swiper arrives: on the
 * first idle moment when there is a second picture, else (only zoom to offer) once the reader
 * points at, touches or focuses the picture.
 */
export function ProductGallery(props: GalleryProps) {
  const [wanted, setWanted] = useState(false)
  const several = props.images.length > 1
  return (
    <AfterHydration
      when={several ? 'idle' : wanted}
      fallback={<FirstPicture {...props} onIntent={several ? undefined : () => setWanted(true)} />}
    >
      <GallerySwiper {...props} />
    </AfterHydration>
  )
}
