import type { Options, SearchOptions } from 'minisearch'

/** One searchable page. `id` is its path. */
export interface SearchDocument {
  id: string
  kind: 'product' | 'knowledge' | 'news'
  title: string
  summary: string
  category: string
  headings: string
  text: string
}

/** Words too common to help find a page; leaving them out keeps the index small. */
const stopWords = new Set(
  ('a an and are as at be by for from has have in is it its of on or that the this to was were will with which when where what ' +
    'how can you your we our not than then they their there these those more most also into each but if so do does about over ' +
    'under up out per any all may must such only other same very should would could been being no').split(' '),
)

/** Lower-cases a word and drops stop words and single letters (the same for pages and queries). */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase()
  return word.length < 2 || stopWords.has(word) ? null : word
}

/** Shared by the build (which indexes) and the browser (which loads the index): they must agree. */
export const indexOptions: Options<SearchDocument> = {
  fields: ['title', 'category', 'headings', 'summary', 'text'],
  storeFields: ['kind', 'title', 'summary'],
  processTerm,
}

export const queryOptions: SearchOptions = {
  prefix: true,
  // Small typos in words ("idlr", "pully"); never in numbers, where 6204 is not 6205.
  fuzzy: (term) => (/\d/.test(term) || term.length < 4 ? false : 0.2),
  boost: { title: 6, category: 2, headings: 1.5, summary: 1.5, text: 1 },
  combineWith: 'AND',
}
