import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { hashPassword, parsePasswordHash, taskQueue, verifyPassword } from '@/server/admin/password-hash'

describe('the inbox password hash', () => {
  it('verifies the password it was made from and no other', async () => {
    const text = await hashPassword('a long inbox password', { ln: 10, r: 8, p: 1 })
    expect(text).toMatch(/^scrypt:ln=10,r=8,p=1:[\w-]{22}:[\w-]{43}$/)
    const hash = parsePasswordHash(text)
    if (!hash) throw new Error('not parsed')
    expect(await verifyPassword('a long inbox password', hash)).toBe(true)
    expect(await verifyPassword('a long inbox passwordx', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
    // A second hash of the same password has its own salt.
    expect(await hashPassword('a long inbox password', { ln: 10, r: 8, p: 1 })).not.toBe(text)
  })

  it('refuses values that are not such a hash', () => {
    for (const text of [
      '',
      'hunter2',
      '$scrypt$ln=17,r=8,p=1$abc$def',
      'scrypt:ln=4,r=8,p=1:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'scrypt:ln=17,r=8,p=1:AAAAAAAAAAAAAAAAAAAAAA:AAAA',
    ]) {
      expect(parsePasswordHash(text), text).toBeUndefined()
    }
  })

  it('is printed by npm run admin:password for a password on standard input, with the default cost', async () => {
    const child = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/cli/admin-password.ts'])
    child.child.stdin?.end('correct horse battery staple\n')
    const { stdout } = await child
    const hash = parsePasswordHash(stdout.trim())
    expect(stdout.trim()).toMatch(/^scrypt:ln=17,r=8,p=1:/)
    if (!hash) throw new Error('not parsed')
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true)
  }, 120_000)

  it('checks passwords one at a time, four more in line, and turns away the rest', async () => {
    const queue = taskQueue({ running: 1, waiting: 4 })
    let active = 0
    let mostAtOnce = 0
    const releases: (() => void)[] = []
    const check = () =>
      new Promise<boolean>((resolve) => {
        active++
        mostAtOnce = Math.max(mostAtOnce, active)
        releases.push(() => {
          active--
          resolve(false)
        })
      })
    const results = Array.from({ length: 8 }, () => queue.run(check))
    // The three past the line are answered at once, without running.
    expect(await Promise.all(results.slice(5))).toEqual(['busy', 'busy', 'busy'])
    for (let finished = 0; finished < 5; finished++) {
      await expect.poll(() => releases.length).toBe(finished + 1)
      releases[finished]?.()
    }
    expect(await Promise.all(results.slice(0, 5))).toEqual([false, false, false, false, false])
    expect(mostAtOnce).toBe(1)
  })
})
