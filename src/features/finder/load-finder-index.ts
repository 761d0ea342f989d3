import { httpClient } from '@/runtime/http-client'
import type { FinderIndex } from './finder-index'

let loading: Promise<FinderIndex> | undefined

/** Fetches the finder's index once; a failed fetch may be tried again. */
export function loadFinderIndex(): Promise<FinderIndex> {
  loading ??= httpClient.get<FinderIndex>(__FINDER_INDEX_URL__, { baseURL: '/' }).then((response) => response.data)
  loading.catch(() => {
    loading = undefined
  })
  return loading
}
