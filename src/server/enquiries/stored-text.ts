/**
 * Header text stored beside an enquiry (the user agent) that no buyer typed, so nobody can be asked
 * to retype it: control characters are removed (replaced by a space) instead of refused.
 */
export function withoutControlCharacters(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing them is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]+/g, ' ').trim()
}
