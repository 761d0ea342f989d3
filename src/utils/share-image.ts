/** Build-time share card of a page: its category's card on category lists and products, else the default. */
export function shareImagePath(path: string, categorySlugs: readonly string[]): string {
  const first = path.split('/')[1] ?? ''
  return categorySlugs.includes(first) ? `/share/${first}.png` : '/share/default.png'
}
