/**
 * Characters a typed field may not hold, refused with a message rather than silently removed, so
 * what is stored is what the buyer saw and confirmed:
 * - control characters (NUL, BEL, ESC...; DEL and the C1 range): never typed on purpose, they
 *   run as escape sequences in a terminal that prints the enquiries;
 * - in one-line fields also tab, CR and LF (the message keeps its line breaks and tabs);
 * - bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069): they make a name or
 *   address display in another order than it is stored; the plain marks U+200E/U+200F stay allowed;
 * - lone surrogates: half a character, which no other SQLite tool or UTF-8 file can hold;
 * - in one-line fields also the Unicode line and paragraph separators (U+2028, U+2029) and
 *   characters that show nothing (zero-width space, word joiner, BOM, Hangul fillers, tag
 *   characters), which hide text or make two names that look alike differ; the zero-width
 *   joiners (U+200C, U+200D) stay allowed, as Persian and Indic names need them;
 * - a name or product made only of characters nobody can see.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
const lineBreakOrTab = /[\t\n\r]/
const bidiControl = /[\u202a-\u202e\u2066-\u2069]/
const lineSeparator = /[\u2028\u2029]/
const invisibleCharacter = /[\u115f\u1160\u180e\u200b\u2060-\u2064\u3164\ufeff\uffa0\u{e0000}-\u{e007f}]/u
/** Something a reader can see: a letter, digit, symbol or punctuation mark. */
const visibleCharacter = /[\p{L}\p{N}\p{S}\p{P}]/u
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

function codePoint(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
}

/** What is wrong with the characters of a field's text, in the buyer's words, or undefined. */
export function textCharacterProblem(text: string, { multiline = false, visible = false } = {}): string | undefined {
  if (!multiline) {
    const lineBreak = lineBreakOrTab.exec(text)?.[0]
    if (lineBreak !== undefined)
      return lineBreak === '\t' ? 'Please remove the tab character from this field.' : 'Please keep this field on one line.'
    if (lineSeparator.test(text)) return 'Please keep this field on one line.'
    const invisible = invisibleCharacter.exec(text)?.[0]
    if (invisible !== undefined) return `This text contains an invisible character (${codePoint(invisible)}): please retype it without it.`
  }
  const control = controlCharacter.exec(text)?.[0]
  if (control !== undefined)
    return `This text contains an invisible control character (${codePoint(control)}): please retype it without it.`
  const bidi = bidiControl.exec(text)?.[0]
  if (bidi !== undefined)
    return `This text contains an invisible text-direction character (${codePoint(bidi)}): please retype it without it.`
  const surrogate = loneSurrogate.exec(text)?.[0]
  if (surrogate !== undefined) return `This text contains a broken character (${codePoint(surrogate)}): please retype it.`
  if (visible && !visibleCharacter.test(text)) return 'This holds no visible letter or digit: please type it again.'
  return undefined
}
