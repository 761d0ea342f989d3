import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * The inbox password is kept as an scrypt hash (node:crypto, RFC 7914) in ADMIN_PASSWORD_HASH:
 *
 *   scrypt:ln=17,r=8,p=1:<salt>:<hash>
 *
 * ln is log2 of the cost N (17: N = 131072, about 128 MiB and a few hundred milliseconds per
 * check), r the block size, p the parallelism; salt (16 bytes) and hash (32 bytes) are base64url.
 * Colons rather than $ separate the parts, so the value needs no escaping in a shell or .env file.
 */
export interface PasswordHash {
  ln: number
  r: number
  p: number
  salt: Buffer
  hash: Buffer
}

export const defaultCost = { ln: 17, r: 8, p: 1 }
const keyLength = 32

export function parsePasswordHash(text: string): PasswordHash | undefined {
  const match = /^scrypt:ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2}):([A-Za-z0-9_-]{16,}):([A-Za-z0-9_-]{32,})$/.exec(text.trim())
  if (!match) return undefined
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (ln < 10 || ln > 22 || r < 1 || p < 1) return undefined
  const hash = Buffer.from(match[5] ?? '', 'base64url')
  if (hash.length !== keyLength) return undefined
  return { ln, r, p, salt: Buffer.from(match[4] ?? '', 'base64url'), hash }
}

function derive(password: string, salt: Buffer, { ln, r, p }: { ln: number; r: number; p: number }): Promise<Buffer> {
  const N = 2 ** ln
  // scrypt needs 128 * N * r bytes; node refuses above maxmem, so allow that much and a little more.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** A new hash of the password, with a random salt, in the format above. */
export async function hashPassword(password: string, cost = defaultCost): Promise<string> {
  const salt = randomBytes(16)
  const hash = await derive(password, salt, cost)
  return `scrypt:ln=${cost.ln},r=${cost.r},p=${cost.p}:${salt.toString('base64url')}:${hash.toString('base64url')}`
}

/** Whether the password matches the hash, compared in constant time. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const hash = await derive(password, stored.salt, stored)
  return timingSafeEqual(hash, stored.hash)
}

/**
 * Runs at most `running` tasks at once, with at most `waiting` more in line; a task beyond that
 * is not run and resolves 'busy'. Each password check holds about 128 MiB and a core for a few
 * hundred milliseconds, so a burst of sign-ins from many addresses waits its turn or is turned
 * away instead of taking the server's memory and CPU.
 */
export function taskQueue({ running = 1, waiting = 4 }: { running?: number; waiting?: number } = {}) {
  let active = 0
  const line: (() => void)[] = []
  return {
    async run<T>(task: () => Promise<T>): Promise<T | 'busy'> {
      if (active < running) active++
      else if (line.length < waiting) await new Promise<void>((resolve) => line.push(resolve))
      else return 'busy'
      try {
        return await task()
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = line.shift()
        if (next) next()
        else active--
      }
    },
  }
}
