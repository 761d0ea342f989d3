import { describe, expect, it } from 'vitest'
import { englishPathOf, isLanguage, languageOfPath, pathInLanguage } from '@/utils/languages'

describe('languageOfPath', () => {
  it('reads the prefix of a Spanish or Russian path and treats the rest as English', () => {
    expect(languageOfPath('/es/roller/belt-conveyor-roller')).toBe('es')
    expect(languageOfPath('/ru')).toBe('ru')
    expect(languageOfPath('/roller')).toBe('en')
    expect(languageOfPath('/')).toBe('en')
  })

  it('does not take a path that merely starts with the letters for a language', () => {
    expect(languageOfPath('/estimates')).toBe('en')
    expect(languageOfPath('/rubber-disc-roller')).toBe('en')
  })
})

describe('pathInLanguage', () => {
  it('prefixes English paths and leaves English at the root', () => {
    expect(pathInLanguage('/roller', 'es')).toBe('/es/roller')
    expect(pathInLanguage('/', 'ru')).toBe('/ru')
    expect(pathInLanguage('/roller', 'en')).toBe('/roller')
  })

  it('moves a translated path to another language', () => {
    expect(pathInLanguage('/es/roller/belt-conveyor-roller', 'ru')).toBe('/ru/roller/belt-conveyor-roller')
    expect(pathInLanguage('/es/roller', 'en')).toBe('/roller')
    expect(pathInLanguage('/ru', 'en')).toBe('/')
  })

  it('keeps a hash and a query string', () => {
    expect(pathInLanguage('/roller/belt-conveyor-roller#sizes', 'es')).toBe('/es/roller/belt-conveyor-roller#sizes')
    expect(pathInLanguage('/?q=roller', 'ru')).toBe('/ru?q=roller')
  })
})

describe('englishPathOf and isLanguage', () => {
  it('strips only a language prefix', () => {
    expect(englishPathOf('/ru/idler')).toBe('/idler')
    expect(englishPathOf('/es')).toBe('/')
    expect(englishPathOf('/estimates')).toBe('/estimates')
  })

  it('knows the three languages and nothing else', () => {
    expect(['en', 'es', 'ru'].every(isLanguage)).toBe(true)
    expect(isLanguage('de')).toBe(false)
    expect(isLanguage(undefined)).toBe(false)
  })
})
