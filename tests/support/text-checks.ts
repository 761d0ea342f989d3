/** Plain-text checks over content: sentence reuse and bearing/shaft agreement. */

const linkToken = '\u27e6link\u27e7'

/**
 * Sentences of at least `minWords` words, normalised (lowercase, single spaces, no trailing
 * stop). Table rows are data, not sentences: they are left out, and links do not count as words.
 */
export function longSentences(text: string, minWords = 8): string[] {
  return (
    text
      .split('\n')
      .filter((line) => !line.trim().startsWith('|'))
      .join('\n')
      // Link texts are names and titles of other pages, not the writer's sentences.
      .replace(/\[[^\]]*\]\([^)]*\)/g, linkToken)
      .split(/(?<=[.!?])\s+|\n+/)
      .map((sentence) =>
        sentence
          .replace(/[*_`#>|]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .toLowerCase()
          .replace(/[.!?:;]+$/, ''),
      )
      .filter((sentence) => sentence.split(' ').filter((word) => !word.includes(linkToken)).length >= minWords)
  )
}

/**
 * Sentences that appear in more than `maxRecords` records, with the records that hold them.
 * Each record counts a sentence once, however often it repeats it.
 */
export function overusedSentences(records: { id: string; text: string }[], maxRecords = 2): Map<string, string[]> {
  const holders = new Map<string, Set<string>>()
  for (const record of records) {
    for (const sentence of new Set(longSentences(record.text))) {
      const set = holders.get(sentence) ?? new Set<string>()
      set.add(record.id)
      holders.set(sentence, set)
    }
  }
  const overused = new Map<string, string[]>()
  for (const [sentence, ids] of holders) if (ids.size > maxRecords) overused.set(sentence, [...ids])
  return overused
}

/** Bore in mm of a 62xx or 63xx deep-groove ball bearing. */
export function bearingBore(code: string): number {
  const size = Number(code.slice(2, 4))
  return [10, 12, 15, 17][size] ?? size * 5
}

/**
 * Bearing numbers whose stated shaft disagrees with their bore. A shaft is "stated beside" a
 * bearing when one clause (split at ; and sentence ends) holds exactly one bearing number and one
 * "NN mm" figure written next to the word shaft or directly paired with the bearing
 * ("25 mm shaft, 6205", "6205 on a 25 mm shaft", "25 mm with 6205").
 */
export function bearingShaftMismatches(text: string): string[] {
  const problems: string[] = []
  for (const clause of text.split(/;|(?<=[a-z0-9)])\.(?=\s|$)|\n/i)) {
    const bearings = [...new Set([...clause.matchAll(/\b(6[23]\d\d)(?:-?2RS|-?ZZ|\s?C3|-?2Z)*\b/gi)].map((m) => m[1] ?? ''))]
    if (bearings.length !== 1) continue
    const code = bearings[0] ?? ''
    const shafts = [
      ...clause.matchAll(/(\d+(?:\.\d+)?)\s?mm\s+(?:shaft|spindle|axle)/gi),
      ...clause.matchAll(/(?:shaft|spindle|axle)(?:\s+diameter)?(?:\s+of)?\s+(\d+(?:\.\d+)?)\s?mm/gi),
      ...clause.matchAll(new RegExp(`(\\d+(?:\\.\\d+)?)\\s?mm\\s+(?:with|and|on|uses|takes|\\+|/)\\s+(?:a\\s+|an\\s+)?${code}`, 'gi')),
    ].map((m) => Number(m[1]))
    const distinct = [...new Set(shafts)]
    if (distinct.length === 1 && distinct[0] !== bearingBore(code)) {
      problems.push(`${code} (bore ${bearingBore(code)} mm) beside a ${distinct[0]} mm shaft: "${clause.trim().slice(0, 140)}"`)
    }
  }
  return problems
}
