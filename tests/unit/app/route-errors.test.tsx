// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { describeRouteError } from '@/app/describe-route-error'
import { ErrorPageBoundary } from '@/app/route-error-screen'
import { legacyRedirects, runRouteMiddleware } from '@/app/route-middleware'
import { ChunkLoadError } from '@/runtime/chunk-reload-guard'
import { RequestError } from '@/runtime/request-error'

const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined })

describe('route middleware', () => {
  it('fails with 500 "Unknown middleware {name}" for a name missing from the registry', () => {
    let thrown: unknown
    try {
      runRouteMiddleware(['legacy-redirects', 'no-such-step'], args('https://example.com/roller/belt-conveyor-roller'))
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(500)
    expect(describeRouteError(thrown)).toEqual({ kind: 'other', status: 500, message: 'Unknown middleware no-such-step' })
  })

  it("redirects old-site addresses to today's and lets current ones through", () => {
    const target = (url: string) => {
      try {
        legacyRedirects(args(url))
        return null
      } catch (response) {
        return (response as Response).headers.get('Location')
      }
    }
    expect(target('https://example.com/roller/belt-conveyor-roller.html')).toBe('/roller/belt-conveyor-roller')
    expect(target('https://example.com/Roller/Belt-Conveyor-Roller/')).toBe('/roller/belt-conveyor-roller')
    expect(target('https://example.com/news/index.html')).toBe('/news')
    expect(target('https://example.com/roller/belt-conveyor-roller')).toBeNull()
  })
})

describe('what the error page says', () => {
  it('tells apart not found, failed requests, a new build and other errors', () => {
    expect(describeRouteError(new Response('x', { status: 404, statusText: 'Not Found' })).kind).toBe('not-found')
    expect(describeRouteError(new RequestError('server', 500, '/x.json', 'failed'))).toMatchObject({ kind: 'request', status: 500 })
    expect(describeRouteError(new RequestError('network', 0, '/x.json', 'failed')).kind).toBe('request')
    expect(describeRouteError(new ChunkLoadError('gone')).kind).toBe('new-build')
    expect(describeRouteError(Object.assign(new Error('Teapot'), { status: 418 }))).toEqual({
      kind: 'other',
      status: 418,
      message: 'Teapot',
    })
    expect(describeRouteError(new Error(''))).toEqual({ kind: 'other', status: 500, message: 'Error' })
    expect(describeRouteError('a string')).toEqual({ kind: 'other', status: 500, message: 'Error' })
  })
})

describe('the error page fallback', () => {
  let container: HTMLElement | undefined
  afterEach(() => container?.remove())

  it('shows "An error occurred while showing the error page" with a way home when the error page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Broken = () => {
      throw new Error('the error page broke')
    }
    container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container, { onCaughtError: () => {} })
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    await act(async () =>
      root.render(
        <ErrorPageBoundary>
          <Broken />
        </ErrorPageBoundary>,
      ),
    )
    expect(container.querySelector('h1')?.textContent).toBe('An error occurred while showing the error page')
    const home = container.querySelector('a')
    expect(home?.textContent).toBe('Go back to home')
    expect(home?.getAttribute('href')).toBe('/')
    await act(async () => root.unmount())
  })
})
