// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FactoryVideo } from '@/screens/about/factory-video'

const video = {
  poster: {
    src: '/photos/video/poster.jpg',
    alt: 'A walk along roller line 3, from tube cutting to painting',
    width: 1280,
    height: 720,
    sources: [
      { type: 'image/avif' as const, srcSet: '/photos/video/poster-0123456789-480.avif 480w' },
      { type: 'image/webp' as const, srcSet: '/photos/video/poster-0123456789-480.webp 480w' },
    ],
  },
  files: [
    { src: '/photos/video/factory.webm', type: 'video/webm' as const },
    { src: '/photos/video/factory.mp4', type: 'video/mp4' as const },
  ],
}

describe('the factory video', () => {
  it('is a poster linking to the video file on first visit, with no video element to fetch anything', () => {
    const html = renderToString(<FactoryVideo video={video} />)
    expect(html).not.toContain('<video')
    expect(html).toContain('href="/photos/video/factory.webm"')
    expect(html).toContain(
      '<img src="/photos/video/poster.jpg" alt="A walk along roller line 3, from tube cutting to painting" width="1280" height="720"',
    )
  })

  it("plays in the browser's own player once the buyer clicks, WebM first, and takes the focus", async () => {
    render(<FactoryVideo video={video} />)
    expect(document.querySelector('video')).toBeNull()
    const link = screen.getByRole('link', { name: /Play the factory video/ })
    expect(screen.getByRole('img', { name: video.poster.alt })).toBeTruthy()
    expect(fireEvent.click(link)).toBe(false)
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull())
    const player = document.querySelector('video')!
    expect([...player.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.getAttribute('type')])).toEqual([
      ['/photos/video/factory.webm', 'video/webm'],
      ['/photos/video/factory.mp4', 'video/mp4'],
    ])
    expect(player.hasAttribute('controls')).toBe(true)
    expect(player.getAttribute('aria-label')).toBe(video.poster.alt)
    expect(document.activeElement).toBe(player)
  })
})
