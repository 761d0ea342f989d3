import type { Options, SearchOptions } from 'minisearch'

/** One searchable page, or one section of a page. `id` is its path, with `#section` for a section. */
export interface SearchDocument {
  id: string
  /** `page`: How to order, About, Privacy, the calculators and the part-number page, by section. */
  kind: 'product' | 'knowledge' | 'news' | 'page'
  title: string
  summary: string
  category: string
  headings: string
  text: string
  /** Products only: the sizes they are offered in, as size tokens (belt widths, diameters, bearings, standard class). */
  sizes?: string
  /** News only: the places a story names (ports, cities, regions, countries), from its whole text. */
  places?: string
}

/** Words too common to help find a page; leaving them out keeps the index small. */
const stopWords = new Set(
  (
    'a an and are as at be by for from has have in is it its of on or that the this to was were will with which when where what ' +
    'how can you your we our not than then they their there these those more most also into each but if so do does about over ' +
    'under up out per any all may must such only other same very should would could been being no ' +
    // Units say nothing on their own: "1200mm" and "1200 mm" both search for 1200.
    'mm cm inch inches'
  ).split(' '),
)

/**
 * The site's own vocabulary: each word maps to the one form the index keeps, so "troughing idler"
 * finds a "trough idler" and "carrier" finds "carrying". The same map serves pages and queries.
 */
const synonymGroups: Record<string, string[]> = {
  trough: ['trough', 'troughs', 'troughing', 'troughed'],
  carry: ['carry', 'carrying', 'carrier', 'carriers', 'carries', 'carried'],
  return: ['return', 'returns', 'returning'],
  impact: ['impact', 'impacts'],
  garland: ['garland', 'garlands'],
  wing: ['wing', 'wings', 'winged'],
  lagging: ['lagging', 'laggings', 'lagged', 'lag'],
  // Buyers' words for what How to order and About say in their own.
  certificate: ['certificate', 'certificates', 'certified', 'certification', 'certifications', 'certify'],
  // British spelling on the page, American in many queries.
  licence: ['licence', 'licences', 'license', 'licenses', 'licensed'],
  price: ['price', 'prices', 'pricing', 'priced', 'cost', 'costs'],
  quotation: ['quotation', 'quotations', 'quote', 'quotes', 'quoted'],
  packing: ['packing', 'packaging', 'packed'],
  calculator: ['calculator', 'calculators', 'calculate', 'calculation', 'calculations'],
  // "Roller life" asks what "how long should a roller last" answers.
  life: ['life', 'lifespan', 'lifetime', 'last', 'lasts'],
}
const canonicalWord = new Map(Object.entries(synonymGroups).flatMap(([canonical, words]) => words.map((word) => [word, canonical])))

/** Every written form of an index word, for marking the words that matched ("carry" marks "carrier"). */
export function writtenForms(term: string): string[] {
  return synonymGroups[term] ?? [term]
}

/** Plural to singular, for words only: "idlers" -> "idler", "pulleys" -> "pulley"; never "series" or "gas". */
function singular(word: string): string {
  if (word.length < 5 || /\d/.test(word) || !word.endsWith('s') || /(ss|us|is|ies|ics)$/.test(word)) return word
  return word.slice(0, -1)
}

/** Lower-cases a word, drops stop words and single letters, and brings it to its index form (the same for pages and queries). */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase()
  if (word.length < 2 || stopWords.has(word)) return null
  const plain = singular(word)
  return canonicalWord.get(word) ?? canonicalWord.get(plain) ?? plain
}

/** Bearing suffixes buyers add that do not change the size: 2RS, RS, ZZ, 2Z, Z, LLU, DDU, C3. */
const bearingSuffix = /\b(\d{4,5})[\s-]?(?:2rs[hr1]?|rs[hr1]?|zz|2z|z|llu|ddu|c3)(?:[\s-]?c3)?\b/gi

/**
 * Splits text into words the way buyers mean them: "1200mm" is 1200 and mm, "1,200" is 1200, "89x250" is 89 and 250,
 * "1,200 lb" is the one word "1200lb",
 * "6205-2RS", "6205ZZ" and "6205 2rs" are 6205, and "CEMA C" also reads as the one word "cemac".
 */
export function tokenize(text: string): string[] {
  const read = text
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(bearingSuffix, '$1')
    .replace(/(\d)(mm|cm|m|in|inch)\b/gi, '$1 $2')
    // A load, mass, speed or power is not a size: "1,200 lb" stays one word, so "1200" finds belts, not ratings.
    .replace(/(\d)\s*(lbf?|lbs|kg|kn|rpm|kw|h)\b/gi, '$1$2')
    // Sizes written as one word: "1200x35x3", "89x250".
    .replace(/(\d)[x×*](?=\d)/gi, '$1 ')
    .replace(/\bcema[\s-]*([b-f])\b/gi, 'cema cema$1')
  return read.split(/[\n\r\p{Z}\p{P}]+/u).filter(Boolean)
}

/** Shared by the build (which indexes) and the browser (which loads the index): they must agree. */
export const indexOptions: Options<SearchDocument> = {
  fields: ['title', 'category', 'headings', 'summary', 'text', 'sizes', 'places'],
  storeFields: ['kind', 'title', 'summary'],
  tokenize,
  processTerm,
}

/** A word of a query, or a number that must match as typed (6204 is not 6205, 120 is not 1200). */
const isNumber = (term: string) => /^\d+$/.test(term)

/** The shortest word that also finds longer words starting with it: "con" must not find "conveyor". */
export const shortestPrefix = 4

export const queryOptions: SearchOptions = {
  prefix: (term) => !isNumber(term) && term.length >= shortestPrefix,
  // Small typos in words ("idlr", "pully"); never in numbers or a CEMA class, where B is not C.
  fuzzy: (term) => (/\d/.test(term) || term.length < shortestPrefix || /^cema[b-f]$/.test(term) ? false : 0.2),
  // A size row outweighs a mention: "6205" finds the products made with a 6205 before the pages that name it.
  boost: { title: 6, sizes: 5, places: 3, category: 2, headings: 1.5, summary: 1.5, text: 1 },
  combineWith: 'AND',
}
