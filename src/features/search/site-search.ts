import { httpClient } from '@/runtime/http-client'
import { loadIndexJson, type SiteIndex } from './search-engine'

let loading: Promise<SiteIndex> | undefined

/** Fetches the index once, on the first search; later calls share the same promise. */
export function loadSiteSearch(): Promise<SiteIndex> {
  loading ??= httpClient
    .get<string>(__SEARCH_INDEX_URL__, { baseURL: '/', responseType: 'text', transformResponse: (data: string) => data })
    .then((response) => loadIndexJson(response.data))
  loading.catch(() => {
    loading = undefined
  })
  return loading
}
