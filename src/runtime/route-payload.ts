import { whenOnline } from './network-status'
import { reloadForNewBuild, StaleDeployError } from './chunk-reload-guard'
import { RequestError } from './request-error'

type Payload = Record<string, unknown>

/** Where the build wrote the payload of `path` (one JSON file per pre-rendered path). */
export function payloadUrl(path: string, buildHash: string): string {
  return `/static-loader-data${path === '/' ? '/index' : path}.${buildHash}.json`
}

function currentBuildHash(): string {
  // Set by each pre-rendered page: the build whose payload files the page belongs to.
  const hash = (window as { __VITE_REACT_SSG_HASH__?: string }).__VITE_REACT_SSG_HASH__
  if (!hash) throw new Error('This page carries no build hash: it was not pre-rendered.')
  return hash
}

/** Payloads are site files, fetched from the site's own origin whatever the API base is. */
const sameOrigin = { baseURL: '/' }

/**
 * The HTTP client (and axios with it) is not needed to show the first page, which carries its
 * data: it loads as its own chunk, by the first navigation or earlier when the runtime starts.
 */
const httpClientModule = () => import('./http-client')

async function buildIsStillDeployed(hash: string): Promise<boolean> {
  const { httpClient } = await httpClientModule()
  try {
    await httpClient.head(`/static-loader-data-manifest-${hash}.json`, sameOrigin)
    return true
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'not-found') return false
    throw error
  }
}

/** Payloads already fetched or on their way, by path: a prefetched page opens without a request. */
const payloads = new Map<string, Promise<Payload>>()
const MAX_KEPT_PAYLOADS = 60

function keep(path: string, payload: Promise<Payload>): Promise<Payload> {
  if (payloads.size >= MAX_KEPT_PAYLOADS) payloads.delete(payloads.keys().next().value as string)
  payloads.set(path, payload)
  // A failed fetch is not kept: the next attempt (a retry, a click) asks again.
  payload.catch(() => payloads.get(path) === payload && payloads.delete(path))
  return payload
}

async function requestPayload(path: string, hash: string, signal: AbortSignal | undefined, reportActivity: boolean): Promise<Payload> {
  const { httpClient } = await httpClientModule()
  try {
    const response = await httpClient.get<Payload>(payloadUrl(path, hash), { ...sameOrigin, signal, reportActivity })
    if (typeof response.data !== 'object' || response.data === null)
      throw new RequestError('server', response.status, path, `The data of ${path} is not valid JSON`)
    return response.data
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'not-found') {
      if (!(await buildIsStillDeployed(hash))) throw new StaleDeployError(`the data of ${path}`)
      throw new Response(`${path} is not pre-rendered`, { status: 404, statusText: 'Not Found' })
    }
    throw error
  }
}

/** Fetches the payload of `path` ahead of a click, unseen (no loading bar); errors are dropped. */
export function prefetchRoutePayload(path: string): void {
  if (payloads.has(path)) return
  keep(path, requestPayload(path, currentBuildHash(), undefined, false)).catch(() => {})
}

/**
 * The data of route `routeId` on `path`, from a prefetched payload or a new request.
 * A path the build did not pre-render becomes a 404 response (the not-found page); a payload
 * whose build is gone reloads the page once for the new build.
 */
export async function fetchRoutePayload(path: string, routeId: string, signal?: AbortSignal): Promise<unknown> {
  // Offline, a page never fetched waits for the connection; the reader stays where they are meanwhile.
  if (!payloads.has(path)) await whenOnline(signal)
  // A navigation cancels only its own request, never a shared prefetch another click may need.
  const payload = payloads.get(path) ?? keep(path, requestPayload(path, currentBuildHash(), signal, true))
  try {
    return (await payload)[routeId] ?? null
  } catch (error) {
    if (error instanceof StaleDeployError) return reloadForNewBuild(error)
    throw error
  }
}
