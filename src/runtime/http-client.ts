import axios from 'axios'
import { site } from '@/config/site'

/** The one HTTP client of the browser code. */
export const httpClient = axios.create({
  baseURL: site.apiBaseUrl,
  headers: { Accept: 'application/json, text/plain, */*' },
})
