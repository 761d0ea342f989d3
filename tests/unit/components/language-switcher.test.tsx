// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { MessagesProvider } from '@/components/interface-messages'
import { chosenLanguageKey, LanguageSwitcher } from '@/components/language-switcher'
import { englishMessages } from '@/config/interface-messages'

afterEach(() => localStorage.clear())

const switchTo = { en: '/roller/belt-conveyor-roller', es: '/es/roller/belt-conveyor-roller', ru: '/ru/roller' }

function renderSwitcher(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MessagesProvider messages={{ ...englishMessages, header: { ...englishMessages.header, languages: 'Idioma' } }}>
        <LanguageSwitcher path={path} switchTo={switchTo} />
      </MessagesProvider>
    </MemoryRouter>,
  )
}

describe('LanguageSwitcher', () => {
  it('links the other languages to the same page or the nearest one, and marks the current one', () => {
    renderSwitcher('/es/roller/belt-conveyor-roller')
    const nav = screen.getByRole('navigation', { name: 'Idioma' })
    expect(nav).toBeTruthy()
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/roller/belt-conveyor-roller')
    expect(screen.getByRole('link', { name: 'Русский' }).getAttribute('href')).toBe('/ru/roller')
    expect(screen.queryByRole('link', { name: 'Español' })).toBeNull()
    expect(screen.getByText('Español').getAttribute('aria-current')).toBe('true')
  })

  it('remembers the language chosen, without going anywhere by itself', () => {
    renderSwitcher('/roller/belt-conveyor-roller')
    expect(localStorage.getItem(chosenLanguageKey)).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: 'Español' }))
    expect(localStorage.getItem(chosenLanguageKey)).toBe('es')
  })
})
