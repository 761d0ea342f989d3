import { randomInt } from 'node:crypto'

/** Letters and digits that cannot be mistaken for one another when read out or typed (no 0/O, 1/I/L). */
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A new reference such as Q-2611-7KX4M9: "Q-", the UTC year and month, then six random characters. */
export function newEnquiryReference(now = new Date()): string {
  const yymm = now.toISOString().slice(2, 7).replace('-', '')
  let random = ''
  for (let i = 0; i < 6; i++) random += alphabet[randomInt(alphabet.length)]
  return `Q-${yymm}-${random}`
}
