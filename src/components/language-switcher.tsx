import { Link } from 'react-router-dom'
import { browserStorage } from '@/utils/browser-storage'
import { canonicalPath } from '@/utils/route-paths'
import { languageNames, languageOfPath, languages, type Language } from '@/utils/languages'
import { useMessages } from './interface-messages'

/** Where the reader's chosen language is kept. It is only remembered: no page ever redirects by it. */
export const chosenLanguageKey = 'site-language'

/** Keeps the choice for the next visit; a storage that refuses (private mode, full) just forgets it. */
function rememberLanguage(language: Language) {
  try {
    browserStorage('localStorage')?.setItem(chosenLanguageKey, language)
  } catch {
    // Nothing to do: the link still leads to the page in the chosen language.
  }
}

/**
 * Links to the current page in the other languages, or to the nearest page that exists in one
 * (its category, else the home page), as the page's payload gives them; a list's page 1 is its bare
 * address, as everywhere. A click remembers the choice.
 */
export function LanguageSwitcher({ path, switchTo }: { path: string; switchTo: Record<Language, string> }) {
  const m = useMessages()
  const current = languageOfPath(path)
  return (
    <nav className="language-switcher" aria-label={m.header.languages}>
      <ul>
        {languages.map((language) => (
          <li key={language}>
            {language === current ? (
              <span aria-current="true" lang={language}>
                {languageNames[language]}
              </span>
            ) : (
              <Link to={canonicalPath(switchTo[language])} hrefLang={language} lang={language} onClick={() => rememberLanguage(language)}>
                {languageNames[language]}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
