import type { ImgHTMLAttributes } from 'react'

export interface PictureImage {
  src: string
  alt: string
  width: number
  height: number
  /** A photograph's AVIF and WebP sizes; a drawing has none. */
  sources?: ReadonlyArray<{ type: string; srcSet: string }>
}

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'>

/**
 * An image at its intrinsic size (no layout shift); a photograph as a <picture> whose sources let
 * the browser pick the AVIF or WebP size for `sizes`, with the original file as the fallback.
 */
export function ResponsivePicture({ image, sizes, ...props }: { image: PictureImage; sizes: string } & ImageProps) {
  const img = <img src={image.src} alt={image.alt} width={image.width} height={image.height} {...props} />
  if (!image.sources || image.sources.length === 0) return img
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  )
}
