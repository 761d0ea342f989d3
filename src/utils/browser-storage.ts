/** The browser's local or session storage, or undefined where it is refused (private mode, blocked cookies, pre-rendering). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind]
  } catch {
    return undefined
  }
}
