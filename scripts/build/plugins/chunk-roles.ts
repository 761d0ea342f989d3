import { isAbsolute, relative, sep } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { chunkRolesFile, lazyChunkRoles, type ChunkRolesByFile, type ChunkSelector, type DeclaredChunk } from '../lazy-chunk-roles.ts'

/** What the roles are read from: the parts of Rolldown's OutputChunk that say what a chunk holds and loads. */
export type BundleChunk = Pick<Rolldown.OutputChunk, 'fileName' | 'name' | 'facadeModuleId' | 'moduleIds' | 'dynamicImports'>

/**
 * A module id as the table writes it: the path from the project root, with "/"; a package's file
 * as `node_modules/<package>/...` wherever the packages are installed (a linked folder included).
 */
function sourcePath(id: string, root: string): string | undefined {
  if (!isAbsolute(id)) return undefined
  const path = id.split(sep).join('/')
  const inPackages = path.lastIndexOf('/node_modules/')
  return inPackages >= 0 ? path.slice(inPackages + 1) : relative(root, id).split(sep).join('/')
}

function chunksSelected(selector: ChunkSelector, chunks: readonly BundleChunk[], root: string): BundleChunk[] {
  const facade = (chunk: BundleChunk) => (chunk.facadeModuleId ? sourcePath(chunk.facadeModuleId, root) : undefined)
  if ('group' in selector) return chunks.filter((chunk) => chunk.name === selector.group)
  if ('modules' in selector) return chunks.filter((chunk) => selector.modules.test(facade(chunk) ?? ''))
  // A module imported both statically and through import() sits in a shared chunk without a facade.
  const built = chunks.filter((chunk) => facade(chunk) === selector.module)
  return built.length > 0 ? built : chunks.filter((chunk) => chunk.moduleIds.some((id) => sourcePath(id, root) === selector.module))
}

const describe = (selector: ChunkSelector) =>
  'group' in selector ? `group "${selector.group}"` : 'modules' in selector ? `modules ${selector.modules}` : selector.module

/**
 * Each declared chunk's role, by file. Throws, naming them, for a chunk loaded through import()
 * with no role, a chunk given two, and a line that selects no chunk.
 */
export function resolveChunkRoles(
  chunks: readonly BundleChunk[],
  root: string,
  declared: readonly DeclaredChunk[] = lazyChunkRoles,
): ChunkRolesByFile {
  const roles: ChunkRolesByFile = {}
  const problems: string[] = []
  const fileOfModule = (module: string) => chunksSelected({ module }, chunks, root)[0]?.fileName
  for (const { chunk: selector, role } of declared) {
    const selected = chunksSelected(selector, chunks, root)
    if (selected.length === 0) problems.push(`${describe(selector)} is declared but no chunk holds it`)
    for (const { fileName } of selected) {
      if (roles[fileName]) problems.push(`${fileName} has two roles (${roles[fileName].kind} and ${role.kind})`)
      if (role.kind !== 'with') {
        roles[fileName] = role
        continue
      }
      const withFile = fileOfModule(role.with)
      if (withFile) roles[fileName] = { kind: 'with', withFile, why: role.why }
      else problems.push(`${fileName} goes with ${role.with}, which no chunk holds`)
    }
  }
  const loadedLazily = new Set(chunks.flatMap((chunk) => chunk.dynamicImports))
  for (const file of [...loadedLazily].sort()) if (!roles[file]) problems.push(`${file} is loaded through import() but has no role`)
  if (problems.length > 0) throw new Error(`Chunk roles (scripts/build/lazy-chunk-roles.ts):\n  ${problems.join('\n  ')}`)
  return roles
}

/**
 * Checks the browser build's chunks against the declared roles and writes what it resolved beside
 * Vite's manifest, for the page passes that run after the bundle (scripts/build/plugins/page-preloads.ts).
 */
export function chunkRolesPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'chunk-roles',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
      this.emitFile({ type: 'asset', fileName: chunkRolesFile, source: `${JSON.stringify(resolveChunkRoles(chunks, root), null, 2)}\n` })
    },
  }
}
