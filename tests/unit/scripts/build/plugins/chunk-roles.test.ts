import { describe, expect, it } from 'vitest'
import type { DeclaredChunk } from '../../../../../scripts/build/lazy-chunk-roles'
import { resolveChunkRoles, type BundleChunk } from '../../../../../scripts/build/plugins/chunk-roles'

const root = '/site'
const chunk = (fileName: string, name: string, facade: string | null, more: Partial<BundleChunk> = {}): BundleChunk => ({
  fileName,
  name,
  facadeModuleId: facade && `${root}/${facade}`,
  moduleIds: facade ? [`${root}/${facade}`] : [],
  dynamicImports: [],
  ...more,
})
const appImports = ['assets/home-screen.js', 'assets/search-screen.js', 'assets/http-client.js']
const chunks: BundleChunk[] = [
  chunk('assets/app.js', 'app', 'index.html', { dynamicImports: appImports }),
  chunk('assets/framework.js', 'framework', null, { moduleIds: [`${root}/node_modules/react/index.js`] }),
  chunk('assets/home-screen.js', 'home-screen', 'src/screens/home/home-screen.tsx'),
  chunk('assets/search-screen.js', 'search-screen', 'src/screens/search/search-screen.tsx'),
  chunk('assets/site-search.js', 'site-search', 'src/features/search/site-search.ts'),
  // Imported statically by the search and through import() elsewhere: a shared chunk without a facade.
  chunk('assets/http-client.js', 'http-client', null, {
    moduleIds: [`${root}/src/runtime/http-client.ts`, `${root}/node_modules/axios/index.js`],
  }),
]
const why = 'a test'
const declared: DeclaredChunk[] = [
  { chunk: { group: 'framework' }, role: { kind: 'framework', why } },
  { chunk: { modules: /^src\/screens\/[^/]+\/[^/]+-screen\.tsx$/ }, role: { kind: 'screen', why } },
  { chunk: { module: 'src/runtime/http-client.ts' }, role: { kind: 'with', with: 'src/features/search/site-search.ts', why } },
]

describe("the roles of the browser build's chunks", () => {
  it('find each chunk by its group, its facade module or the module it holds, and name the other chunk by its file', () => {
    expect(resolveChunkRoles(chunks, root, declared)).toEqual({
      'assets/framework.js': { kind: 'framework', why },
      'assets/home-screen.js': { kind: 'screen', why },
      'assets/search-screen.js': { kind: 'screen', why },
      'assets/http-client.js': { kind: 'with', withFile: 'assets/site-search.js', why },
    })
  })

  it("name a package's module from its node_modules folder, also when that folder is linked from outside the root", () => {
    const linked = [
      chunk('assets/app.js', 'app', 'index.html', { dynamicImports: [...appImports, 'assets/nprogress.js'] }),
      ...chunks.slice(1),
      chunk('assets/nprogress.js', 'nprogress', null, {
        facadeModuleId: '/elsewhere/node_modules/nprogress/nprogress.js',
        moduleIds: ['/elsewhere/node_modules/nprogress/nprogress.js'],
      }),
    ]
    const withPackage: DeclaredChunk[] = [
      ...declared,
      { chunk: { module: 'node_modules/nprogress/nprogress.js' }, role: { kind: 'on-use', why } },
    ]
    expect(resolveChunkRoles(linked, root, withPackage)['assets/nprogress.js']).toEqual({ kind: 'on-use', why })
  })

  it('fail the build for a chunk loaded through import() without a role, naming it', () => {
    const withFinder = [
      chunk('assets/app.js', 'app', 'index.html', { dynamicImports: [...appImports, 'assets/product-finder.js'] }),
      ...chunks.slice(1),
      chunk('assets/product-finder.js', 'product-finder', 'src/features/finder/product-finder.tsx'),
    ]
    expect(() => resolveChunkRoles(withFinder, root, declared)).toThrow(
      'assets/product-finder.js is loaded through import() but has no role',
    )
  })

  it('fail the build for a line that names no chunk, or a chunk given two roles', () => {
    expect(() =>
      resolveChunkRoles(chunks, root, [...declared, { chunk: { module: 'src/gone.ts' }, role: { kind: 'on-use', why } }]),
    ).toThrow('src/gone.ts is declared but no chunk holds it')
    expect(() =>
      resolveChunkRoles(chunks, root, [
        ...declared,
        { chunk: { module: 'src/screens/home/home-screen.tsx' }, role: { kind: 'on-use', why } },
      ]),
    ).toThrow('assets/home-screen.js has two roles (screen and on-use)')
  })
})
