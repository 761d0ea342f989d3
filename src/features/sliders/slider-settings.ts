/** Each hero slide shows this long before the next. */
export const HERO_AUTOPLAY_DELAY_MS = 3000

/** Product pictures zoom between these ratios (pinch, double tap, or the buttons). */
export const GALLERY_MIN_ZOOM = 1
export const GALLERY_MAX_ZOOM = 3
/** Each press of the zoom buttons changes the ratio by this much. */
export const GALLERY_ZOOM_STEP = 1

export type { PictureImage as GalleryImage } from '@/components/responsive-picture'

/** How wide the gallery shows on the page: the whole width on a phone, about half beside the text. */
export const GALLERY_SIZES = '(min-width: 960px) 50vw, 100vw'
