/**
 * Until the site has Spanish and Russian pages, a query in Spanish, Russian or Vietnamese is read
 * through a small table of the main product words and answered from the English pages, which the
 * results then say. Only words we are sure of: a wrong reading is worse than none.
 */

export type QueryLanguage = 'Spanish' | 'Russian' | 'Vietnamese'

export interface ForeignReading {
  language: QueryLanguage
  /** The query in English words, as it is searched. */
  query: string
}

/** Spanish, written without accents (a buyer may type either): "estación" is "estacion". */
const spanish: Record<string, string> = {
  rodillo: 'roller',
  rodillos: 'roller',
  polea: 'pulley',
  poleas: 'pulley',
  tambor: 'pulley',
  tambores: 'pulley',
  // "Estación de rodillos": the set of rolls on its frame.
  estacion: 'idler',
  estaciones: 'idler',
  'banda transportadora': 'conveyor belt',
  'cinta transportadora': 'conveyor belt',
  transportador: 'conveyor',
  transportadora: 'conveyor',
  banda: 'belt',
  rodamiento: 'bearing',
  rodamientos: 'bearing',
  impacto: 'impact',
  retorno: 'return',
  carga: 'carrying',
  motriz: 'drive',
  maquina: 'machine',
  maquinas: 'machine',
}

/** Russian stems: each matches the word with any ending ("ролик", "ролики", "роликов"); the longest stem wins. */
const russian: Record<string, string> = {
  ролик: 'roller',
  роликоопор: 'idler',
  барабан: 'pulley',
  конвеиер: 'conveyor',
  транспортер: 'conveyor',
  лент: 'belt',
  подшипник: 'bearing',
  приводн: 'drive',
  отклоняющ: 'bend',
  натяжн: 'take up',
  футеровк: 'lagging',
  амортизирующ: 'impact',
  желобчат: 'troughing',
  станок: 'machine',
  станк: 'machine',
}

/** Vietnamese, written without tone marks, as buyers often type it: "con lăn băng tải" is a conveyor roller. */
const vietnamese: Record<string, string> = {
  'con lan': 'roller',
  'bang tai': 'conveyor',
  'vong bi': 'bearing',
  'bac dan': 'bearing',
}

/** Little words that carry nothing once the query is read in English ("rodillos de impacto"). */
const linkingWords = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'para', 'con', 'y', 'и', 'для', 'с', 'на'])

const russianStems = Object.keys(russian).sort((a, b) => b.length - a.length)

/** Lower case without accents or tone marks; "й" and "ё" read as "и" and "е", as many type them. */
function plain(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd')
}

function readWord(word: string, next: string | undefined): { english: string; language: QueryLanguage; words: number } | undefined {
  const pair = `${word} ${next ?? ''}`
  if (vietnamese[pair]) return { english: vietnamese[pair], language: 'Vietnamese', words: 2 }
  if (spanish[pair]) return { english: spanish[pair], language: 'Spanish', words: 2 }
  if (spanish[word]) return { english: spanish[word], language: 'Spanish', words: 1 }
  const stem = russianStems.find((candidate) => word.startsWith(candidate))
  if (stem) return { english: russian[stem] ?? '', language: 'Russian', words: 1 }
  return undefined
}

/**
 * The English reading of a query holding at least one word of the table; words it does not know
 * stay as typed (a size, a bearing number, an English word), linking words go.
 */
export function readForeignQuery(query: string): ForeignReading | undefined {
  const words = plain(query)
    .split(/[\s,;:!?()"']+/)
    .filter(Boolean)
  const english: string[] = []
  let language: QueryLanguage | undefined
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? ''
    const read = readWord(word, words[i + 1])
    if (read) {
      english.push(read.english)
      language ??= read.language
      i += read.words - 1
    } else if (!linkingWords.has(word)) {
      english.push(word)
    }
  }
  if (!language) return undefined
  return { language, query: english.join(' ') }
}
