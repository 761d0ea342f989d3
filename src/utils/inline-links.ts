/** Text with markdown-style links "[words](/path)": the only markup product fields may carry. */

export type InlinePart = { text: string; path?: undefined } | { text: string; path: string }

const inlineLink = /\[([^\]]+)\]\((\/[^)\s]*)\)/g

/** Splits text into plain runs and internal links, in order. */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = []
  let last = 0
  for (const match of text.matchAll(inlineLink)) {
    const index = match.index ?? 0
    if (index > last) parts.push({ text: text.slice(last, index) })
    parts.push({ text: match[1] ?? '', path: match[2] ?? '' })
    last = index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}

/** The text as a reader reads it, links reduced to their words (for descriptions and JSON-LD). */
export function plainText(text: string): string {
  return text.replace(inlineLink, '$1')
}
