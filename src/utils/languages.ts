/** The site's languages. English lives at the root; every other language under its own prefix. */
export const languages = ['en', 'es', 'ru'] as const
export type Language = (typeof languages)[number]

export const defaultLanguage: Language = 'en'

/** The languages that have a path prefix: every one but English. */
export const translatedLanguages = languages.filter((language) => language !== defaultLanguage) as readonly Exclude<Language, 'en'>[]

/** The name of each language written in itself, for the switcher and hreflang labels. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español', ru: 'Русский' }

/** The BCP 47 tag Intl and `<html lang>` take for each language. */
export const languageTags: Record<Language, string> = { en: 'en', es: 'es', ru: 'ru' }

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

const prefixPattern = /^\/(es|ru)(?=\/|$)/

/** The language a site path is written in: `/es/roller` -> es, `/ru` -> ru, `/roller` -> en. */
export function languageOfPath(path: string): Language {
  const prefix = prefixPattern.exec(path)?.[1]
  return isLanguage(prefix) ? prefix : defaultLanguage
}

/** The English path a path translates: `/es/roller` -> `/roller`, `/ru` -> `/`; an English path is returned as it is. */
export function englishPathOf(path: string): string {
  return path.replace(prefixPattern, '') || '/'
}

/**
 * The same page in `language`: `/roller` in es -> `/es/roller`, `/es/roller` in ru -> `/ru/roller`,
 * `/` in es -> `/es`, `/ru/roller` in en -> `/roller`. A hash or query string is kept.
 */
export function pathInLanguage(path: string, language: Language): string {
  const english = englishPathOf(path)
  if (language === defaultLanguage) return english
  if (english === '/' || /^\/[?#]/.test(english)) return `/${language}${english.slice(1)}`
  return `/${language}${english}`
}
