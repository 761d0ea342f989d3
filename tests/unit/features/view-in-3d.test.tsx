// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ModelViewerProps } from '@/features/model-viewer/model-viewer'
import { ViewIn3d } from '@/features/model-viewer/view-in-3d'
import { pageActivity } from '@/runtime/request-activity'

/** The viewer as the test wants it to end: the model drawn, or failed. */
const viewer = vi.hoisted(() => ({ outcome: 'ready' as 'ready' | 'error' }))
vi.mock('@/features/model-viewer/model-viewer', () => ({
  ModelViewer: ({ label, onReady, onError }: ModelViewerProps) => {
    useEffect(() => (viewer.outcome === 'ready' ? onReady() : onError(new Error('404'))), [onReady, onError])
    return <canvas role="img" aria-label={label} />
  },
}))

const props = {
  productName: 'Belt Conveyor Roller',
  model: { href: '/downloads/r-view-12345678.glb', partNumber: 'R-89' },
  drawing: { src: '/drawings/belt-conveyor-roller-1.svg', alt: 'Drawing of the roller', width: 800, height: 600 },
}

const withWebGl = (available: boolean) =>
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => (available ? {} : null)) as never)

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('View in 3D', () => {
  it('shows the model once asked, and tells the loading bar when it is done', async () => {
    withWebGl(true)
    viewer.outcome = 'ready'
    const settle = vi.fn()
    vi.spyOn(pageActivity, 'begin').mockReturnValue(settle)
    render(<ViewIn3d {...props} />)
    expect(screen.queryByRole('img')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'View in 3D' }))
    expect(await screen.findByRole('img', { name: '3D model of the Belt Conveyor Roller, size R-89' })).toBeTruthy()
    expect(settle).toHaveBeenCalledWith('done')
  })

  it('shows the drawing and says why when the model fails to load', async () => {
    withWebGl(true)
    viewer.outcome = 'error'
    const settle = vi.fn()
    vi.spyOn(pageActivity, 'begin').mockReturnValue(settle)
    render(<ViewIn3d {...props} />)
    fireEvent.click(screen.getByRole('button', { name: 'View in 3D' }))
    expect((await screen.findByText(/could not be loaded/)).getAttribute('role')).toBe('status')
    expect(screen.queryByText('Loading the 3D model…')).toBeNull()
    expect(screen.getByRole('img', { name: 'Drawing of the roller' }).getAttribute('src')).toBe(props.drawing.src)
    expect(settle).toHaveBeenCalledWith('failed')
  })

  it('shows the drawing at once where the browser has no WebGL, loading nothing', () => {
    withWebGl(false)
    const begin = vi.spyOn(pageActivity, 'begin')
    render(<ViewIn3d {...props} />)
    fireEvent.click(screen.getByRole('button', { name: 'View in 3D' }))
    expect(screen.getByRole('status').textContent).toMatch(/cannot show 3D models/)
    expect(screen.getByRole('img', { name: 'Drawing of the roller' })).toBeTruthy()
    expect(begin).not.toHaveBeenCalled()
  })
})
