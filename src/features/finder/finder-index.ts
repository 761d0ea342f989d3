/**
 * The product finder's index, as the build writes it and the finder page reads it: one compact
 * row per size, and the facets a buyer narrows them by.
 */

/** Roll and pulley diameters are facets of their own: a 500 mm pulley is no roll size. */
export const facetNames = ['category', 'width', 'diameter', 'pulley', 'standard', 'bearing', 'angle', 'duty', 'material'] as const
export type FacetName = (typeof facetNames)[number]

export const facetLabels: Record<FacetName, string> = {
  category: 'Category',
  width: 'Belt width',
  diameter: 'Roll diameter',
  pulley: 'Pulley diameter',
  standard: 'Standard',
  bearing: 'Bearing',
  angle: 'Trough angle',
  duty: 'Duty',
  material: 'Material',
}

/** [name, path, category slug, category name] */
export type FinderProduct = [string, string, string, string]

/** [product, part number, facet values in facetNames order ('' where the size has none), mass kg, rating kN (0 when none)] */
export type FinderRow = [number, string, string[], number, number]

export interface FinderIndex {
  products: FinderProduct[]
  rows: FinderRow[]
}

export type FinderChoices = Partial<Record<FacetName, string>>

/** The value a row has for a facet. */
export const valueOf = (row: FinderRow, facet: FacetName) => row[2][facetNames.indexOf(facet)] ?? ''

/** Rows that match every choice, optionally ignoring one facet (for that facet's own counts). */
export function matchingRows(index: FinderIndex, choices: FinderChoices, ignore?: FacetName): FinderRow[] {
  const chosen = facetNames.filter((facet) => facet !== ignore && choices[facet])
  return index.rows.filter((row) => chosen.every((facet) => valueOf(row, facet) === choices[facet]))
}

/** Each value of a facet with the number of rows it would give beside the other choices. */
export function facetCounts(index: FinderIndex, choices: FinderChoices, facet: FacetName): Array<{ value: string; count: number }> {
  const counts = new Map<string, number>()
  for (const row of index.rows) {
    const value = valueOf(row, facet)
    if (value) counts.set(value, 0)
  }
  for (const row of matchingRows(index, choices, facet)) {
    const value = valueOf(row, facet)
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  const numeric = ['width', 'diameter', 'pulley', 'angle'].includes(facet)
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => (numeric ? Number(a.value) - Number(b.value) : a.value.localeCompare(b.value)))
}

/** When the choices leave nothing: the facet whose removal gives the most rows, and how many. */
export function facetToRelax(index: FinderIndex, choices: FinderChoices): { facet: FacetName; count: number } | undefined {
  let best: { facet: FacetName; count: number } | undefined
  for (const facet of facetNames) {
    if (!choices[facet]) continue
    const count = matchingRows(index, choices, facet).length
    if (count > 0 && (!best || count > best.count)) best = { facet, count }
  }
  return best
}

/** The choices an address holds, keeping only known facets with a value. */
export function choicesFrom(params: URLSearchParams): FinderChoices {
  const choices: FinderChoices = {}
  for (const facet of facetNames) {
    const value = params.get(facet)?.trim()
    if (value) choices[facet] = value
  }
  return choices
}

/** A row's mass as the finder shows it: grams under 0.1 kg, so a small part never reads "0 kg". */
export function massText(kg: number): string {
  return kg < 0.1 ? `${Number((kg * 1000).toFixed(kg < 0.01 ? 1 : 0))} g` : `${kg} kg`
}
