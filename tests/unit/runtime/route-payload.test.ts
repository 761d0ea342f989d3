// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RequestError } from '@/runtime/request-error'
import { fetchRoutePayload, prefetchRoutePayload } from '@/runtime/route-payload'

const http = vi.hoisted(() => ({ get: vi.fn(), head: vi.fn() }))
vi.mock('@/runtime/http-client', () => ({ httpClient: http }))

const hash = 'abc123'
const payloadPath = (path: string) => `/static-loader-data${path}.${hash}.json`

beforeEach(() => {
  http.get.mockReset()
  http.head.mockReset()
  window.sessionStorage.clear()
  ;(window as { __VITE_REACT_SSG_HASH__?: string }).__VITE_REACT_SSG_HASH__ = hash
})
afterEach(() => vi.unstubAllGlobals())

describe('route payloads', () => {
  it('reloads for the new build when a payload and its build manifest are gone (a deploy)', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    http.get.mockRejectedValue(new RequestError('not-found', 404, payloadPath('/roller'), 'gone'))
    http.head.mockRejectedValue(new RequestError('not-found', 404, `/static-loader-data-manifest-${hash}.json`, 'gone'))
    void fetchRoutePayload('/roller', 'productsclass/roller')
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(http.head).toHaveBeenCalledWith(`/static-loader-data-manifest-${hash}.json`, { baseURL: '/' })
  })

  it('answers a path the current build did not pre-render with a 404 response (the not-found page)', async () => {
    http.get.mockRejectedValue(new RequestError('not-found', 404, payloadPath('/roller/page-99'), 'gone'))
    http.head.mockResolvedValue({ status: 200 })
    const failure = await fetchRoutePayload('/roller/page-99', 'x').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Response)
    expect((failure as Response).status).toBe(404)
  })

  it('keeps at most 60 payloads: the oldest is asked for again, a recent one is not', async () => {
    http.get.mockImplementation(async (url: string) => ({ status: 200, data: { route: { url } } }))
    for (let index = 0; index < 61; index += 1) await fetchRoutePayload(`/page-${index}`, 'route')
    expect(http.get).toHaveBeenCalledTimes(61)
    // A prefetch of a kept payload asks for nothing.
    prefetchRoutePayload('/page-60')
    await fetchRoutePayload('/page-60', 'route')
    expect(http.get).toHaveBeenCalledTimes(61)
    expect(await fetchRoutePayload('/page-0', 'route')).toEqual({ url: payloadPath('/page-0') })
    expect(http.get).toHaveBeenCalledTimes(62)
  })
})
