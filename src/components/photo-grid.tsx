import { ResponsivePicture, type PictureImage } from './responsive-picture'

/** The width a grid cell takes (see .photo-grid): three across on a laptop, two on a tablet, one on a phone. */
const cellSizes = '(min-width: 62rem) 20rem, (min-width: 36rem) 50vw, 100vw'

/**
 * Photographs side by side, each with its alt text, loaded as they come near the screen (they sit
 * below the fold). Nothing at all when there are none: an empty slot leaves no trace on the page.
 */
export function PhotoGrid({ photos, label }: { photos: readonly PictureImage[]; label: string }) {
  if (photos.length === 0) return null
  return (
    <ul className="photo-grid" aria-label={label}>
      {photos.map((photo) => (
        <li key={photo.src}>
          <ResponsivePicture image={photo} sizes={cellSizes} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  )
}
