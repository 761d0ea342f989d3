/**
 * Prints the ADMIN_PASSWORD_HASH of a password for the sales inbox (/admin).
 *   npm run admin:password               asks twice for the password, without showing it
 *   printf '%s\n' "$PW" | npm run admin:password --silent   reads it from standard input
 * The hash is scrypt (node:crypto); its format is described in src/server/admin/password-hash.ts.
 */
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { hashPassword } from '@/server/admin/password-hash'

const minimumLength = 12

const interactive = process.stdin.isTTY === true
let muted = false
// Typed characters are echoed through this stream; muted while a password is typed.
const echo = new Writable({
  write(chunk, _encoding, callback) {
    if (!muted) process.stderr.write(chunk)
    callback()
  },
})
const reader = createInterface({ input: process.stdin, output: echo, terminal: interactive })
const lines = reader[Symbol.asyncIterator]()

/** One line from the terminal with echo off, or from a pipe. */
async function readSecret(prompt: string): Promise<string> {
  if (interactive) process.stderr.write(prompt)
  muted = true
  const line = await lines.next()
  muted = false
  if (interactive) process.stderr.write('\n')
  if (line.done) throw new Error('No password was given.')
  return line.value
}

async function main(): Promise<void> {
  const password = await readSecret('Password for the sales inbox: ')
  if (password.length < minimumLength) throw new Error(`Please choose a password of at least ${minimumLength} characters.`)
  if (process.stdin.isTTY) {
    const again = await readSecret('The same password again: ')
    if (again !== password) throw new Error('The two passwords differ: nothing was printed.')
  }
  const hash = await hashPassword(password)
  console.log(hash)
  if (process.stdout.isTTY) console.error("Set it for npm start, e.g. ADMIN_PASSWORD_HASH='<the line above>' npm start")
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
  .finally(() => reader.close())
