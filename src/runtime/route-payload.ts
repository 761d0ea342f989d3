import { isAxiosError } from 'axios'
import { httpClient } from './http-client'

/** The page asked for payloads of a build that is no longer deployed. */
export class StaleDeployError extends Error {
  constructor(path: string) {
    super(`The site was updated while this page was open (payload for ${path} is gone).`)
    this.name = 'StaleDeployError'
  }
}

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

async function buildIsStillDeployed(hash: string): Promise<boolean> {
  try {
    await httpClient.head(`/static-loader-data-manifest-${hash}.json`, sameOrigin)
    return true
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return false
    throw error
  }
}

/**
 * Fetches the payload of `path` and returns the data of route `routeId` in it.
 * A path the build did not pre-render becomes a 404 response (the not-found page); a payload
 * whose build is gone becomes a StaleDeployError.
 */
export async function fetchRoutePayload(path: string, routeId: string, signal?: AbortSignal): Promise<unknown> {
  const hash = currentBuildHash()
  try {
    const response = await httpClient.get<Record<string, unknown>>(payloadUrl(path, hash), { ...sameOrigin, signal })
    if (typeof response.data !== 'object' || response.data === null) throw new Error(`Payload for ${path} is not JSON`)
    return response.data[routeId] ?? null
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) {
      if (!(await buildIsStillDeployed(hash))) throw new StaleDeployError(path)
      throw new Response(`${path} is not pre-rendered`, { status: 404, statusText: 'Not Found' })
    }
    throw error
  }
}
