/** How many items one list page shows. Page counts everywhere derive from these and the data. */
export const pageSizes = {
  products: 12,
  news: 12,
  knowledge: 15,
} as const

export function pageCount(itemCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(itemCount / pageSize))
}
