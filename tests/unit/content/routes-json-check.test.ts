import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('routes.json', () => {
  it('is regenerated from the content (the --check mode passes)', () => {
    const output = execFileSync('npx', ['tsx', 'scripts/generate-routes.ts', '--check'], { encoding: 'utf8' })
    expect(output).toMatch(/routes\.json is up to date \(\d+ routes\)/)
  })
})
