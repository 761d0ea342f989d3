const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "2024-05-14" -> "14 May 2024", the same on the server and in every browser locale. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${day} ${months[(month ?? 1) - 1]} ${year}`
}
