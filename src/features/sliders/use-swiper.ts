import { useEffect, useRef, type RefObject } from 'react'
import Swiper from 'swiper'
import type { SwiperOptions } from 'swiper/types'

/**
 * Runs Swiper's core on markup React has rendered (`.swiper > .swiper-wrapper > .swiper-slide`):
 * the core alone is about 4 KB gzip lighter than its React wrapper, which re-renders the slides
 * itself. `options` are read once, when the element mounts: a caller whose slides can change keys
 * the component by them, so a new set of slides gets a new Swiper.
 */
export function useSwiper(container: RefObject<HTMLElement | null>, options: () => SwiperOptions): RefObject<Swiper | null> {
  const swiper = useRef<Swiper | null>(null)
  const readOptions = useRef(options)
  useEffect(() => {
    if (!container.current) return
    const instance = new Swiper(container.current, readOptions.current())
    swiper.current = instance
    return () => {
      instance.destroy(true, true)
      swiper.current = null
    }
  }, [container])
  return swiper
}
