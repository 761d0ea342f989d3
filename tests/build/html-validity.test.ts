import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { screenKinds } from '@/content/route-entry'
import { htmlFileFor } from '@/server/static-site'
import { assertBuilt, distDir, routeTable } from '../support/built-site'

beforeAll(assertBuilt)

const vnuJar = join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar')

/** Two pages of every screen kind (the first and the last of the table), and the not-found page. */
function samplePages(): string[] {
  const files = screenKinds.flatMap((kind) => {
    const paths = routeTable.filter((entry) => entry.name === kind).map((entry) => entry.path)
    return [...new Set([paths[0], paths.at(-1)])].filter((path): path is string => path !== undefined)
  })
  return [...files.map((path) => join(distDir, htmlFileFor(path))), join(distDir, '404.html')]
}

interface VnuMessage {
  type: string
  subType?: string
  url: string
  lastLine?: number
  message: string
}

describe('HTML validity', () => {
  it('has no error from the W3C Nu checker on two pages of every screen kind', async () => {
    const files = samplePages()
    expect(files.length).toBeGreaterThanOrEqual(screenKinds.length + 1)
    // One Java start for all pages; vnu exits non-zero when it reports an error, so read its output either way.
    const output = await promisify(execFile)('java', ['-Xss2m', '-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      ({ stderr }) => stderr,
      (failure: { stderr?: string; message: string }) => {
        if (!failure.stderr?.trim().startsWith('{')) throw new Error(`vnu did not run (is Java installed?): ${failure.message}`)
        return failure.stderr
      },
    )
    const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => `${message.url.replace(`file:${distDir}/`, '')}:${message.lastLine ?? '?'} ${message.message}`)
    expect(errors).toEqual([])
  }, 180_000)
})
