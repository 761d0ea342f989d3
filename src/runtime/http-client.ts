import axios, { type InternalAxiosRequestConfig } from 'axios'
import { site } from '@/config/site'
import { pageActivity, type SettleActivity } from './request-activity'
import { toRequestError } from './request-error'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false: the request runs unseen (prefetch), it never moves the loading bar. */
    reportActivity?: boolean
  }
}

const settleKey = Symbol('settle activity')
type TrackedConfig = InternalAxiosRequestConfig & { [settleKey]?: SettleActivity }

/** The one HTTP client of the browser code. Its failures are RequestErrors. */
export const httpClient = axios.create({
  baseURL: site.apiBaseUrl,
  headers: { Accept: 'application/json, text/plain, */*' },
})

httpClient.interceptors.request.use((config: TrackedConfig) => {
  if (config.reportActivity !== false) config[settleKey] = pageActivity.begin()
  return config
})

httpClient.interceptors.response.use(
  (response) => {
    ;(response.config as TrackedConfig)[settleKey]?.('done')
    return response
  },
  (error: unknown) => {
    const requestError = toRequestError(error)
    const config = (error as { config?: TrackedConfig }).config
    config?.[settleKey]?.(requestError.kind === 'cancelled' ? 'cancelled' : 'failed')
    return Promise.reject(requestError)
  },
)
