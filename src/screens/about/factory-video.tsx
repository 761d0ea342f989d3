import { useRef, useState, type ComponentType, type MouseEvent } from 'react'
import { ResponsivePicture } from '@/components/responsive-picture'
import type { loader } from './about.loader.server'
import type { FactoryVideoPlayerProps } from './factory-video-player'

type Video = NonNullable<Awaited<ReturnType<typeof loader>>['video']>

/**
 * The factory video as its poster and a play button: neither the video nor the player's code is
 * fetched until the buyer clicks. Before the page's scripts run, or if the player cannot load, the
 * link opens the video file itself.
 */
export function FactoryVideo({ video }: { video: Video }) {
  const [Player, setPlayer] = useState<ComponentType<FactoryVideoPlayerProps> | null>(null)
  const [poster, setPoster] = useState('')
  const link = useRef<HTMLAnchorElement>(null)
  const [first] = video.files
  if (!first) return null

  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    // The poster size the browser already chose, so the frame before playback costs no download.
    setPoster(link.current?.querySelector('img')?.currentSrc ?? video.poster.src)
    import('./factory-video-player').then(
      (module) => setPlayer(() => module.FactoryVideoPlayer),
      () => window.location.assign(first.src),
    )
  }

  if (Player) return <Player video={video} poster={poster} />
  return (
    <a ref={link} href={first.src} className="factory-video" onClick={play}>
      {/* Not lazy: on a laptop the poster reaches into the first screen. */}
      <ResponsivePicture image={video.poster} sizes="(min-width: 46rem) 44rem, 100vw" decoding="async" />
      <span className="factory-video-play">
        <span className="factory-video-icon" aria-hidden="true" />
        Play the factory video
      </span>
    </a>
  )
}
