import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildIsStale } from '@/server/build-freshness'
import { pagePolicyFile } from '@/server/site/dist-layout'

/** A project with one source file, written at `sourceTime` (seconds), and optionally a build at `builtTime`. */
function project(sourceTime: number, builtTime?: number): { dir: string; dist: string } {
  const dir = mkdtempSync(join(tmpdir(), 'freshness-'))
  mkdirSync(join(dir, 'src', 'app'), { recursive: true })
  const source = join(dir, 'src', 'app', 'routes.tsx')
  writeFileSync(source, 'export {}')
  utimesSync(source, sourceTime, sourceTime)
  utimesSync(join(dir, 'src', 'app'), sourceTime, sourceTime)
  utimesSync(join(dir, 'src'), sourceTime, sourceTime)
  const dist = join(dir, 'dist')
  if (builtTime !== undefined) {
    mkdirSync(dist)
    for (const page of ['index.html', '404.html']) {
      writeFileSync(join(dist, page), '<!doctype html>')
      utimesSync(join(dist, page), builtTime, builtTime)
    }
    // The page policies the build's serving step writes.
    mkdirSync(dirname(join(dist, pagePolicyFile)), { recursive: true })
    writeFileSync(join(dist, pagePolicyFile), '{}')
  }
  return { dir, dist }
}

describe('whether npm start must build first', () => {
  it('builds when there is no build', () => {
    const { dir, dist } = project(1_000)
    expect(buildIsStale(dir, dist)).toBe(true)
  })

  it('builds when the not-found page is missing', () => {
    const { dir, dist } = project(1_000, 2_000)
    rmSync(join(dist, '404.html'))
    expect(buildIsStale(dir, dist)).toBe(true)
  })

  it('builds when the page policies of the serving step are missing (a build from before it)', () => {
    const { dir, dist } = project(1_000, 2_000)
    rmSync(join(dist, pagePolicyFile))
    expect(buildIsStale(dir, dist)).toBe(true)
  })

  it('keeps a build newer than every source, and rebuilds once a source file (deep in src) changes', () => {
    const { dir, dist } = project(1_000, 2_000)
    expect(buildIsStale(dir, dist)).toBe(false)
    const source = join(dir, 'src', 'app', 'routes.tsx')
    utimesSync(source, 3_000, 3_000)
    expect(buildIsStale(dir, dist)).toBe(true)
  })
})
