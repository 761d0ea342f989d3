import type { Glossary } from './translation-schemas.ts'

/** One refusal of a translated field: the field's path in the overlay file and what is wrong. */
export interface TranslationProblem {
  field: string
  problem: string
}

/** An English field and its translation, found at the same place in both files. */
export interface FieldPair {
  field: string
  english: string
  translated: string
}

/** English figures: 1,070 (grouped by commas), 3.75, 89. A hyphen between figures is a range, never a minus. */
const englishFigurePattern = /\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d)|\d+(?:\.\d+)?/g
/** Translated figures: 30 000 (grouped by U+202F or a no-break space), 3,75, 1070. */
const translatedFigurePattern = /\d{1,3}(?:[\u202F\u00A0]\d{3})+(?:,\d+)?(?!\d)|\d+(?:,\d+)?/g

/** The figures of an English text as plain numbers: "3.0-3.75 mm, 1,070 rpm" -> 3, 3.75, 1070. */
export function englishFigures(text: string): number[] {
  return [...text.matchAll(englishFigurePattern)].map((match) => Number(match[0].replace(/,/g, '')))
}

/** The figures of a Spanish or Russian text as plain numbers: "3,0-3,75 mm, 30 000 h" -> 3, 3.75, 30000. */
export function translatedFigures(text: string): number[] {
  return [...text.matchAll(translatedFigurePattern)].map((match) => Number(match[0].replace(/[\u202F\u00A0]/g, '').replace(',', '.')))
}

/** Every English figure appears in the translation with the same value. */
export function missingFigures(pair: FieldPair): number[] {
  const found = new Set(translatedFigures(pair.translated))
  return [...new Set(englishFigures(pair.english))].filter((figure) => !found.has(figure))
}

const linkTargetPattern = /\]\(([^)\s]+)\)/g

function linkTargets(text: string): string[] {
  return [...text.matchAll(linkTargetPattern)].map((match) => match[1] ?? '').sort()
}

/** The link targets the translation dropped and those it added (each the English target exactly). */
export function linkDifferences(pair: FieldPair): { missing: string[]; added: string[] } {
  const translated = linkTargets(pair.translated)
  const english = linkTargets(pair.english)
  const remove = (from: string[], items: string[]) => {
    const left = [...from]
    for (const item of items) {
      const index = left.indexOf(item)
      if (index >= 0) left.splice(index, 1)
    }
    return left
  }
  return { missing: remove(english, translated), added: remove(translated, english) }
}

/** The text without its link targets, which are English paths by rule. */
function proseOf(text: string): string {
  return text.replace(linkTargetPattern, ']')
}

/**
 * A glossary's "avoid" word matches at the start of a word and with any ending, so a plural or a
 * case form is caught too (polea, poleas; шкив, шкива). Russian words drop a final vowel, ь or й
 * first, where the endings change (облицовка, облицовки).
 */
function avoidPattern(word: string, language: Glossary['language']): RegExp {
  const stem = language === 'ru' && word.length > 4 ? word.replace(/[аяоеиыьй]$/u, '') : word
  const escaped = stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}`, 'iu')
}

/** The glossary's "avoid" words the translated text uses. */
export function avoidedWordsUsed(text: string, glossary: Glossary): string[] {
  const prose = proseOf(text)
  return glossary.terms.flatMap((term) => (term.avoid ?? []).filter((word) => avoidPattern(word, glossary.language).test(prose)))
}

/** English function words: frequent in any English sentence, and not words of Spanish or Russian. */
const englishFunctionWords = new Set([
  'the',
  'and',
  'of',
  'with',
  'for',
  'is',
  'are',
  'to',
  'from',
  'by',
  'this',
  'that',
  'which',
  'it',
  'be',
  'or',
  'on',
  'at',
  'its',
])

/** From this many English function words on, a field is an English sentence left untranslated. */
export const englishWordLimit = 3

/** The English function words of a text, in order (the same word counts each time). */
export function englishFunctionWordsIn(text: string): string[] {
  const words =
    proseOf(text)
      .toLowerCase()
      .match(/[\p{L}']+/gu) ?? []
  return words.filter((word) => englishFunctionWords.has(word))
}

/** Every refusal of one translated field against its English field. */
export function checkFieldPair(pair: FieldPair, glossary: Glossary): TranslationProblem[] {
  const problems: TranslationProblem[] = []
  const add = (problem: string) => problems.push({ field: pair.field, problem })
  const figures = missingFigures(pair)
  if (figures.length > 0) add(`is missing the figure${figures.length === 1 ? '' : 's'} ${figures.join(', ')} of the English`)
  const links = linkDifferences(pair)
  if (links.missing.length > 0)
    add(`is missing the link${links.missing.length === 1 ? '' : 's'} to ${links.missing.join(', ')} of the English`)
  if (links.added.length > 0)
    add(`adds the link${links.added.length === 1 ? '' : 's'} to ${links.added.join(', ')}, which the English does not have`)
  for (const word of avoidedWordsUsed(pair.translated, glossary)) add(`uses "${word}", which the glossary says to avoid`)
  const english = englishFunctionWordsIn(pair.translated)
  if (english.length >= englishWordLimit) add(`reads as English (the words ${english.join(', ')}): translate the sentence`)
  return problems
}

type Shape = string | number | readonly Shape[] | { readonly [key: string]: Shape | undefined } | undefined

/**
 * Walks an overlay and its English record side by side: each text the overlay holds becomes a
 * field pair, each array whose length differs from the English a problem, and each field the
 * overlay has but the English lacks (or the reverse, for a field the format requires) a problem.
 */
export function pairFields(english: Shape, translated: Shape, field = ''): { pairs: FieldPair[]; problems: TranslationProblem[] } {
  const pairs: FieldPair[] = []
  const problems: TranslationProblem[] = []
  const walk = (en: Shape, tr: Shape, path: string) => {
    if (tr === undefined) return
    if (en === undefined) {
      problems.push({ field: path, problem: 'is not in the English file: leave it out' })
      return
    }
    if (typeof tr === 'string' || typeof tr === 'number') {
      pairs.push({ field: path, english: String(en), translated: String(tr) })
      return
    }
    if (Array.isArray(tr)) {
      const enItems = Array.isArray(en) ? en : []
      if (enItems.length !== tr.length) {
        problems.push({ field: path, problem: `has ${tr.length} items; the English has ${enItems.length}, in the same order` })
        return
      }
      tr.forEach((item, index) => walk(enItems[index], item, `${path}.${index}`))
      return
    }
    const enRecord = (typeof en === 'object' && !Array.isArray(en) ? en : {}) as Record<string, Shape>
    for (const [key, value] of Object.entries(tr as Record<string, Shape>)) walk(enRecord[key], value, path ? `${path}.${key}` : key)
  }
  walk(english, translated, field)
  return { pairs, problems }
}
