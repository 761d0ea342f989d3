import { defaultLanguage, languageTags, type Language } from './languages.ts'

/** The narrow no-break space that groups thousands in Spanish and Russian figures (30 000 h). */
export const groupSeparator = '\u202F'

/** Groups the integer part by three with a narrow no-break space, only from five digits up (1070, 30 000). */
function groupIntegerDigits(digits: string): string {
  return digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, groupSeparator)
}

/**
 * A number as a reader of `language` writes it. English keeps the site's existing style (1,070;
 * 3.75); Spanish and Russian write a decimal comma and group five or more integer digits with
 * U+202F (Intl would group 4-digit Russian numbers and use a full stop in Spanish, which our
 * style guide does not).
 */
export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  if (language === defaultLanguage) return value.toLocaleString('en-US', options)
  const plain = new Intl.NumberFormat('en-US', { ...options, useGrouping: false }).format(Math.abs(value))
  const [integer = '', fraction] = plain.split('.')
  const sign = value < 0 ? '\u2212' : ''
  return `${sign}${groupIntegerDigits(integer)}${fraction === undefined ? '' : `,${fraction}`}`
}

/** An English figure in running text: grouped by commas (1,070) or with a decimal point (3.75). */
const englishFigure = /(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?![\w])/g

/**
 * Rewrites the English figures of a short text (a size-table cell or note, a spec built from the
 * data) in the style of `language`: "3.0-3.75 mm" -> "3,0-3,75 mm", "30,000 h" -> "30 000 h".
 * Ranges keep their hyphen. Only figures English grouped with commas are regrouped: a bare run of
 * digits may be a standard, bearing code or year (DIN 15207, 6204, 2024) and stays as it is.
 */
export function localiseFigures(text: string, language: Language): string {
  if (language === defaultLanguage) return text
  return text.replace(englishFigure, (_match, integer: string, fraction: string | undefined) => {
    const grouped = integer.includes(',') ? groupIntegerDigits(integer.replace(/,/g, '')) : integer
    return `${grouped}${fraction === undefined ? '' : `,${fraction}`}`
  })
}

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * "2024-05-14" as a reader of `language` writes a date: "14 May 2024", "14 de mayo de 2024",
 * "14 мая 2024 г.". Read as a calendar date in UTC, so every server and browser agrees.
 */
export function formatDateIn(isoDate: string, language: Language): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number)
  if (language === defaultLanguage) return `${day} ${englishMonths[month - 1]} ${year}`
  const date = new Date(Date.UTC(year, month - 1, day))
  return new Intl.DateTimeFormat(languageTags[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
}
