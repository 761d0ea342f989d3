/**
 * The Dockerfile read as a reviewer would, without Docker: what its stages copy exists, the image
 * runs as a non-root user with a health check, its packages are installed with --omit=dev, and the
 * production dependencies are exactly what `npm start` imports at run time: nothing it imports is
 * missing from them, and nothing in them goes unused (build, browser and test packages are dev).
 */
import { existsSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const dockerfile = readFileSync(join(root, 'deploy/Dockerfile'), 'utf8')
/** Instructions with their continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
const stages = instructions.join('\n').split(/^FROM /m).slice(1).map((stage) => stage.split('\n'))
const image = stages.at(-1) ?? []
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }

/** The packages a module and everything it imports from src/ need, by bare specifier. */
function runtimePackages(entry: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|new URL\(\s*['"](\.[^'"]+)['"]/gm)) {
      const specifier = (match[1] ?? match[2] ?? match[3]) as string
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const base = specifier.startsWith('@/') ? join(root, 'src', specifier.slice(2)) : resolve(dirname(file), specifier)
        const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate) && !candidate.endsWith('/'))
        if (found && /\.tsx?$/.test(found)) visit(found)
        continue
      }
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue
      packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] as string))
    }
  }
  visit(entry)
  return packages
}

describe('the Dockerfile', () => {
  it('builds in stages and runs the last as a non-root user, with a health check on the served port', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2)
    const user = image.find((line) => line.startsWith('USER '))
    expect(user).toBeDefined()
    expect(user).not.toMatch(/USER (root|0)\b/)
    expect(image.find((line) => line.startsWith('HEALTHCHECK '))).toMatch(/process\.env\.PORT/)
    expect(image.find((line) => line.startsWith('ENV '))).toMatch(/PORT=\d+/)
  })

  it('runs on a Node LTS line still maintained (22 or 24) in every stage, as package.json engines allow', () => {
    const bases = instructions.filter((line) => line.startsWith('FROM ')).map((line) => line.split(/\s+/)[1] ?? '')
    expect(bases.length).toBe(stages.length)
    // Node 20 reached its end of life on 2026-04-30: no security fixes after that.
    for (const base of bases) expect(base, base).toMatch(/^node:(22|24)(\.\d+)*-bookworm-slim$/)
    const engines = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node
    expect(engines).toBe('>=20.19')
  })

  it('copies only what exists, and starts a file that exists', () => {
    for (const line of instructions.filter((instruction) => instruction.startsWith('COPY ') && !instruction.includes('--from='))) {
      const sources = line.replace(/^COPY\s+/, '').split(/\s+/).slice(0, -1)
      for (const source of sources.filter((path) => path !== '.')) expect(existsSync(join(root, source)), line).toBe(true)
    }
    const command = JSON.parse(image.find((line) => line.startsWith('CMD '))?.slice(4) ?? '[]') as string[]
    const started = command.find((part) => part.endsWith('.ts'))
    expect(started && existsSync(join(root, started)), command.join(' ')).toBe(true)
  })

  /** The packages the image's command imports, with the loader it names on the command line. */
  function imageImports(): Set<string> {
    const command = JSON.parse(image.find((line) => line.startsWith('CMD '))?.slice(4) ?? '[]') as string[]
    const needed = runtimePackages(join(root, command.find((part) => part.endsWith('.ts')) ?? 'src/server/start.ts'))
    // The loader on the command line runs the TypeScript sources.
    for (const flag of command.filter((_, index) => command[index - 1] === '--import')) needed.add(flag)
    return needed
  }

  it('gives the running image every package npm start imports: all are production dependencies', () => {
    const needed = imageImports()
    expect(needed.size).toBeGreaterThan(3)
    expect([...needed].filter((name) => !(name in packageJson.dependencies))).toEqual([])
  })

  it('lists as production dependencies only what npm start imports: the rest is built into dist or used by the build and tests', () => {
    const needed = imageImports()
    expect(Object.keys(packageJson.dependencies).filter((name) => !needed.has(name))).toEqual([])
  })

  it('installs the packages of the image for production only, in a stage of their own', () => {
    const copied = /^COPY --from=(\S+) \/app\/node_modules /
    const source = image.map((line) => copied.exec(line)?.[1]).find((name) => name !== undefined)
    expect(source, 'the image copies node_modules from a stage').toBeDefined()
    const stage = stages.find((lines) => new RegExp(`\\sAS ${source}$`, 'i').test(lines[0] ?? ''))
    const installs = (stage ?? []).filter((line) => /^RUN .*\bnpm (ci|install|i)\b/.test(line))
    expect(installs.length, `the ${source} stage installs packages`).toBeGreaterThan(0)
    for (const line of installs) expect(line).toMatch(/--omit=dev\b/)
    expect(image.filter((line) => /^RUN .*\bnpm (ci|install|i)\b/.test(line)), 'the image itself installs nothing').toEqual([])
  })
})
