// @vitest-environment jsdom
import { act, useEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useAddressParams } from '@/runtime/use-address-params'

type Change = (apply: (params: URLSearchParams) => void) => void
/** What the probe hands out: the hook's change function, as a control would call it. */
const probe: { change?: Change } = {}
const change: Change = (apply) => probe.change?.(apply)

function Probe() {
  const [params, changeParams] = useAddressParams()
  useEffect(() => {
    probe.change = changeParams
  }, [changeParams])
  return <output>{params.toString()}</output>
}

describe('the address query that controls write to', () => {
  let container: HTMLElement
  let root: Root
  // The site's router renders navigations inside a transition, as vite-react-ssg sets it up.
  const router = () =>
    createMemoryRouter(
      [
        { path: '/finder', element: <Probe /> },
        { path: '/other', element: <p>other</p> },
      ],
      { initialEntries: ['/finder?standard=DIN'], future: { v7_startTransition: true } as never },
    )

  beforeEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    container = document.body.appendChild(document.createElement('div'))
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
  })

  it('keeps every one of three changes made before any of them has rendered', async () => {
    const memory = router()
    await act(async () => root.render(<RouterProvider router={memory} future={{ v7_startTransition: true }} />))
    expect(container.textContent).toBe('standard=DIN')
    await act(async () => {
      change((params) => params.set('category', 'roller'))
      change((params) => params.set('diameter', '133'))
      change((params) => params.delete('standard'))
    })
    expect(container.textContent).toBe('category=roller&diameter=133')
    expect(memory.state.location.search).toBe('?category=roller&diameter=133')
  })

  it('takes the query of a navigation it did not make, such as Back', async () => {
    const memory = router()
    await act(async () => root.render(<RouterProvider router={memory} future={{ v7_startTransition: true }} />))
    await act(async () => change((params) => params.set('category', 'pulley')))
    await act(async () => memory.navigate(-1))
    expect(container.textContent).toBe('standard=DIN')
    await act(async () => change((params) => params.set('width', '1200')))
    expect(memory.state.location.search).toBe('?standard=DIN&width=1200')
  })
})
