import { lazy } from 'react'
import { AfterHydration } from './after-hydration'
import { ResponsivePicture } from '@/components/responsive-picture'
import { GALLERY_SIZES, type GalleryImage } from './slider-settings'

/** Swiper (and its CSS) is not needed to show the first picture: it loads once the page is interactive. */
const GallerySwiper = lazy(() => import('./gallery-swiper').then((module) => ({ default: module.GallerySwiper })))

interface GalleryProps {
  images: GalleryImage[]
  label: string
}

/** The first picture as plain markup, the same size as in the slider. */
function FirstPicture({ images, label }: GalleryProps) {
  const first = images[0]
  return (
    <div className="product-gallery" role="region" aria-roledescription="carousel" aria-label={label}>
      {first ? <ResponsivePicture image={first} sizes={GALLERY_SIZES} decoding="async" /> : null}
      <div className="gallery-tools">
        <span>{images.length > 1 ? `Picture 1 of ${images.length}` : 'Drawing'}</span>
      </div>
    </div>
  )
}

/** A product's pictures: the first at once, then a slider with zoom when Swiper arrives. */
export function ProductGallery(props: GalleryProps) {
  return (
    <AfterHydration fallback={<FirstPicture {...props} />}>
      <GallerySwiper {...props} />
    </AfterHydration>
  )
}
