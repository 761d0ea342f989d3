/** The fields of an axios error that matter here (read by shape, so this module needs no axios). */
interface AxiosLikeError {
  isAxiosError: true
  config?: { url?: string }
  response?: { status: number; data?: unknown; headers?: Record<string, unknown> }
}

function isAxiosLike(error: unknown): error is AxiosLikeError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
}

/** What went wrong with a request, in the terms the UI distinguishes. */
export type RequestFailureKind = 'not-found' | 'server' | 'client' | 'network' | 'cancelled'

/** Every failure of the HTTP client becomes one of these, so screens never parse axios errors. */
export class RequestError extends Error {
  readonly kind: RequestFailureKind
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number
  readonly url: string
  /** The server's answer, when it sent one (a refusal's reason, for instance). */
  readonly body: unknown
  /** From a Retry-After header given in seconds, when the server sent one. */
  readonly retryAfterSeconds: number | undefined

  constructor(
    kind: RequestFailureKind,
    status: number,
    url: string,
    message: string,
    answer: { body?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message)
    this.name = 'RequestError'
    this.kind = kind
    this.status = status
    this.url = url
    this.body = answer.body
    this.retryAfterSeconds = answer.retryAfterSeconds
  }
}

const descriptions: Record<RequestFailureKind, string> = {
  'not-found': 'The server has no such file',
  server: 'The server could not answer',
  client: 'The server refused the request',
  network: 'The network connection failed',
  cancelled: 'The request was cancelled',
}

/** Turns anything axios rejects with into a RequestError (kept as is when it already is one). */
export function toRequestError(error: unknown): RequestError {
  if (error instanceof RequestError) return error
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'CanceledError')) {
    return new RequestError('cancelled', 0, '', descriptions.cancelled)
  }
  if (isAxiosLike(error)) {
    const url = error.config?.url ?? ''
    const status = error.response?.status ?? 0
    if (!error.response) return new RequestError('network', 0, url, `${descriptions.network} while loading ${url}`)
    const kind: RequestFailureKind = status === 404 ? 'not-found' : status >= 500 ? 'server' : 'client'
    const retryAfter = Number(error.response.headers?.['retry-after'])
    return new RequestError(kind, status, url, `${descriptions[kind]} (status ${status}) for ${url}`, {
      body: error.response.data,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
    })
  }
  const message = error instanceof Error ? error.message : String(error)
  return new RequestError('network', 0, '', message)
}
