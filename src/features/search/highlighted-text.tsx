/** Text with the matched words marked. Built from React text nodes: the text is never HTML. */
export function HighlightedText({ text, terms }: { text: string; terms: string[] }) {
  const words = terms.filter(Boolean).map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  if (words.length === 0) return <>{text}</>
  const pattern = new RegExp(`\\b(${words.join('|')})`, 'gi')
  const parts: (string | { mark: string })[] = []
  let last = 0
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0
    // Mark the whole word the match starts ("idler" in "idlers").
    const end = start + (/^[\w-]+/.exec(text.slice(start))?.[0].length ?? match[0].length)
    if (start < last) continue
    parts.push(text.slice(last, start), { mark: text.slice(start, end) })
    last = end
  }
  parts.push(text.slice(last))
  return <>{parts.map((part, index) => (typeof part === 'string' ? part : <mark key={index}>{part.mark}</mark>))}</>
}
