/**
 * The unified social credit code of a Chinese business licence (GB 32100-2015): 18 characters,
 * digits and capital letters without I, O, Z, S and V. Characters 3-8 are the registering
 * authority's area code (digits); the last is a check character.
 */

/** The code's alphabet; a character's value is its index. */
const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const shape = /^[0-9A-HJ-NPQRTUWXY]{2}[0-9]{6}[0-9A-HJ-NPQRTUWXY]{10}$/

/** The check character for the first 17 characters: weights 3^i mod 31, then 31 - (sum mod 31), 31 read as 0. */
export function creditCodeCheckCharacter(first17: string): string {
  let sum = 0
  let weight = 1
  for (const character of first17) {
    sum += alphabet.indexOf(character) * weight
    weight = (weight * 3) % 31
  }
  return alphabet[(31 - (sum % 31)) % 31] ?? '0'
}

/** Why `code` is not a well-formed unified social credit code, or undefined when it is. */
export function creditCodeProblem(code: string): string | undefined {
  if (code.length !== 18) return `must be 18 characters, not ${code.length}`
  if (!shape.test(code)) return 'must be digits and capital letters other than I, O, Z, S and V, with digits in places 3-8'
  const expected = creditCodeCheckCharacter(code.slice(0, 17))
  if (code[17] !== expected) return `check character (the last) should be ${expected} for the 17 before it: a character is mistyped`
  return undefined
}
