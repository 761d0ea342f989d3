/** Filler a writer left behind: the content tests fail on any of it. */
const placeholderPattern = /lorem ipsum|\bTODO\b|\bTBD\b|\bundefined\b|\[(?:product|name|company|insert|placeholder|x+)[^\]]*\]/i

/** The first placeholder found in the text, or undefined. */
export function findPlaceholder(text: string): string | undefined {
  return placeholderPattern.exec(text)?.[0]
}
