// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MINIMUM_PENDING_MS, useMinimumPending } from '@/runtime/use-minimum-pending'

function Probe({ pending }: { pending: boolean }) {
  return <p>{useMinimumPending(pending) ? 'loading' : 'ready'}</p>
}

describe('a shown pending state', () => {
  let container: HTMLElement
  beforeEach(() => {
    vi.useFakeTimers()
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    container = document.body.appendChild(document.createElement('div'))
  })
  afterEach(() => {
    vi.useRealTimers()
    container.remove()
  })

  it('stays at least 200 ms when the work ends after 30 ms, and goes right after', async () => {
    const root = createRoot(container)
    await act(async () => root.render(<Probe pending={false} />))
    expect(container.textContent).toBe('ready')
    await act(async () => root.render(<Probe pending />))
    expect(container.textContent).toBe('loading')
    await act(async () => vi.advanceTimersByTime(30))
    await act(async () => root.render(<Probe pending={false} />))
    expect(container.textContent).toBe('loading')
    await act(async () => vi.advanceTimersByTime(MINIMUM_PENDING_MS - 31))
    expect(container.textContent).toBe('loading')
    await act(async () => vi.advanceTimersByTime(1))
    expect(container.textContent).toBe('ready')
    await act(async () => root.unmount())
  })

  it('follows work that lasts longer than 200 ms exactly', async () => {
    const root = createRoot(container)
    await act(async () => root.render(<Probe pending />))
    await act(async () => vi.advanceTimersByTime(500))
    expect(container.textContent).toBe('loading')
    await act(async () => root.render(<Probe pending={false} />))
    expect(container.textContent).toBe('ready')
    await act(async () => root.unmount())
  })
})
