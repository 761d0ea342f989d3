import { formatDateIn } from './language-format.ts'

/** "2024-05-14" -> "14 May 2024", the same on the server and in every browser locale. */
export function formatDate(isoDate: string): string {
  return formatDateIn(isoDate, 'en')
}
