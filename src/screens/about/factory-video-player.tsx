import { useEffect, useRef } from 'react'
import type { loader } from './about.loader.server'

export interface FactoryVideoPlayerProps {
  video: NonNullable<Awaited<ReturnType<typeof loader>>['video']>
  /** The poster image as already shown, so the frame before playback costs no download. */
  poster: string
}

/** The browser's own player, started at once: loaded only when the buyer asks for the video. */
export function FactoryVideoPlayer({ video, poster }: FactoryVideoPlayerProps) {
  const player = useRef<HTMLVideoElement>(null)
  // It takes the place of the link the buyer pressed, so keyboard focus moves to it.
  useEffect(() => player.current?.focus(), [])
  return (
    <video
      ref={player}
      className="factory-video-player"
      tabIndex={0}
      controls
      autoPlay
      playsInline
      poster={poster}
      width={video.poster.width}
      height={video.poster.height}
      aria-label={video.poster.alt}
    >
      {video.files.map((file) => (
        <source key={file.src} src={file.src} type={file.type} />
      ))}
    </video>
  )
}
