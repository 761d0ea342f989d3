import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pagePolicyFile } from './site/dist-layout'

/** Files and folders whose change makes the build stale. */
const sourceEntries = ['src', 'public', 'index.html', 'routes.json', 'vite.config.ts', 'package-lock.json']

function newestModification(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, name)))
  return newest
}

/** True when dist has no build, or a source changed after the last build. */
export function buildIsStale(projectDir: string, distDir: string): boolean {
  const builtPage = join(distDir, 'index.html')
  // A build from before pre-compression lacks the page policies: it is rebuilt too.
  if (!existsSync(builtPage) || !existsSync(join(distDir, '404.html')) || !existsSync(join(distDir, pagePolicyFile))) return true
  const built = statSync(builtPage).mtimeMs
  return sourceEntries.some((entry) => newestModification(join(projectDir, entry)) > built)
}
