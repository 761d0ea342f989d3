/**
 * What a query asks for, read from its words before they are searched: a question goes to the
 * articles, a buying word to How to order, a company word to About and the other site pages, a
 * file word to the downloads; numbers are sizes; a machine word lets the machines come first.
 */
import { processTerm, tokenize } from './search-options.ts'

export type DownloadWanted = 'PDF' | 'DXF' | 'catalogue' | 'any'

export interface QueryIntent {
  /** "how long...", "what is...", "why...", "life": the knowledge articles answer it. */
  question: boolean
  /** Price, MOQ, lead time, payment, warranty, Incoterms, packing: How to order answers it. */
  buying: boolean
  /** Certificates, the factory, privacy, the calculators, part numbers: the site's own pages answer it. */
  company: boolean
  /** A file asked for by its kind. */
  download?: DownloadWanted
  /** The query names a machine, or a step a machine does. */
  machine: boolean
  /** The query names an industry or its site ("cement plant", "coal mine", "port"): its industry page answers it. */
  industry: boolean
  /** The numbers of the query (index form): diameters, lengths, belt widths, bearing numbers. */
  sizes: string[]
  /** The query's words (index form) once buying, company and file words are taken out: what products and articles are searched by. */
  topic: string[]
  /** All the query's words (index form), in the site's own phrasing ("delivery time" is "lead time"): what the site pages are searched by. */
  all: string[]
}

/** Two-word phrases read as one, in the words the site uses for them. */
const phrases: Record<string, string> = {
  'lead time': 'lead time',
  'lead times': 'lead time',
  'delivery time': 'lead time',
  'delivery times': 'lead time',
  'part number': 'part number',
  'part numbers': 'part number',
  'data sheet': 'datasheet',
  'steel plant': 'steel plant',
  'steel plants': 'steel plant',
  'steel works': 'steel plant',
  'food plant': 'food plant',
  'food factory': 'food plant',
}

const questionWords = new Set([
  'how',
  'what',
  'why',
  'when',
  'which',
  'where',
  'life',
  'lifespan',
  'lifetime',
  'last',
  'lasts',
  'fail',
  'fails',
])
const buyingWords = new Set([
  'price',
  'prices',
  'pricing',
  'cost',
  'costs',
  'moq',
  'quotation',
  'quote',
  'order',
  'ordering',
  'lead time',
  'payment',
  'pay',
  'terms',
  'warranty',
  'guarantee',
  'incoterm',
  'incoterms',
  'fob',
  'cif',
  'cfr',
  'exw',
  'shipping',
  'shipment',
  'packing',
  'packaging',
])
const companyWords = new Set([
  'certificate',
  'certificates',
  'certification',
  'certified',
  'iso',
  'licence',
  'license',
  'factory',
  'company',
  'about',
  'capacity',
  'history',
  'privacy',
  'gdpr',
  'calculator',
  'calculators',
  'calculate',
  'part number',
])
const downloadWords: Record<string, DownloadWanted> = {
  dxf: 'DXF',
  dwg: 'DXF',
  cad: 'DXF',
  drawing: 'DXF',
  drawings: 'DXF',
  datasheet: 'PDF',
  datasheets: 'PDF',
  pdf: 'PDF',
  catalogue: 'catalogue',
  catalogues: 'catalogue',
  catalog: 'catalogue',
  catalogs: 'catalogue',
  brochure: 'catalogue',
  download: 'any',
  downloads: 'any',
}
// Not "assembly" or "equipment": a roller assembly is a roller, conveyor equipment is everything.
const machineWords = new Set([
  'machine',
  'machines',
  'line',
  'lines',
  'cutting',
  'cutter',
  'welding',
  'welder',
  'boring',
  'milling',
  'grooving',
  'press',
  'testing',
  'tester',
  'production',
  'lathe',
  'making',
])

// The industries of /industries and the sites they name. Not "plant", "steel" or "food" alone:
// a steel roller or a food-grade roll is a product query.
const industryWords = new Set([
  'industry',
  'industries',
  'cement',
  'clinker',
  'quarry',
  'quarries',
  'limestone',
  'coal',
  'colliery',
  'mine',
  'mines',
  'mining',
  'port',
  'ports',
  'terminal',
  'terminals',
  'jetty',
  'harbour',
  'harbor',
  'power',
  'grain',
  'silo',
  'steel plant',
  'food plant',
  'sinter',
])

/** The query's words in lower case, with the two-word phrases above joined. */
function readWords(query: string): string[] {
  const words = tokenize(query).map((word) => word.toLowerCase())
  const read: string[] = []
  for (let i = 0; i < words.length; i += 1) {
    const phrase = phrases[`${words[i]} ${words[i + 1] ?? ''}`]
    read.push(phrase ?? words[i] ?? '')
    if (phrase) i += 1
  }
  return read
}

const indexForms = (words: string[]) => [
  ...new Set(
    words
      .flatMap((word) => word.split(' '))
      .map((word) => processTerm(word))
      .filter((word): word is string => !!word),
  ),
]

export function queryIntent(query: string): QueryIntent {
  const words = readWords(query)
  const download = words.map((word) => downloadWords[word]).find(Boolean)
  const aside = (word: string) => buyingWords.has(word) || companyWords.has(word) || word in downloadWords
  return {
    question: words.some((word) => questionWords.has(word)) || query.trim().endsWith('?'),
    buying: words.some((word) => buyingWords.has(word)),
    company: words.some((word) => companyWords.has(word)),
    download,
    machine: words.some((word) => machineWords.has(word)),
    industry: words.some((word) => industryWords.has(word)),
    sizes: indexForms(words).filter((word) => /^\d+$/.test(word)),
    topic: indexForms(words.filter((word) => !aside(word))),
    all: indexForms(words),
  }
}
