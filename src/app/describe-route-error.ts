import { isRouteErrorResponse } from 'react-router-dom'
import { ChunkLoadError, StaleDeployError } from '@/runtime/chunk-reload-guard'
import { RequestError } from '@/runtime/request-error'

/** What the error page shows for a thrown value; `kind` decides the offered way out. */
export interface RouteErrorView {
  kind: 'not-found' | 'request' | 'new-build' | 'other'
  status: number
  message: string
}

/** Tells apart a missing page, a failed request, a deploy under an open page, and anything else. */
export function describeRouteError(error: unknown): RouteErrorView {
  if (isRouteErrorResponse(error)) {
    const message = error.statusText || (typeof error.data === 'string' && error.data) || 'Error'
    return { kind: error.status === 404 ? 'not-found' : 'other', status: error.status, message }
  }
  // A Response thrown outside a loader reaches here unconverted.
  if (error instanceof Response) {
    return { kind: error.status === 404 ? 'not-found' : 'other', status: error.status, message: error.statusText || 'Error' }
  }
  if (error instanceof RequestError) {
    if (error.kind === 'not-found') return { kind: 'not-found', status: 404, message: error.message }
    const message =
      error.kind === 'network'
        ? 'The connection to our server failed while loading this page.'
        : `Our server could not send the data of this page (status ${error.status}).`
    return { kind: 'request', status: error.status || 503, message }
  }
  if (error instanceof ChunkLoadError || error instanceof StaleDeployError)
    return { kind: 'new-build', status: 503, message: error.message }
  if (error instanceof Error) {
    const status = (error as Error & { status?: unknown }).status
    return { kind: 'other', status: typeof status === 'number' ? status : 500, message: error.message || 'Error' }
  }
  return { kind: 'other', status: 500, message: 'Error' }
}
