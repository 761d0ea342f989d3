/**
 * The CAD kernel the 3D models are made with, at build time only: replicad on its own OpenCascade
 * build. Chosen over calling opencascade.js 1.1.4 directly: on the same roll it loaded in 1.4 s
 * against 6.8 s (23 MB of WebAssembly against 66 MB), its API is typed and small (cylinders,
 * boxes, booleans, placement, meshes), while building, writing STEP and meshing took alike.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { setOC } from 'replicad'
import opencascade from 'replicad-opencascadejs'

const require = createRequire(import.meta.url)
let loading: Promise<void> | undefined

/** Loads the kernel once per process; every solid and writer here needs it first. */
export function loadKernel(): Promise<void> {
  loading ??= (async () => {
    const wasmBinary = readFileSync(require.resolve('replicad-opencascadejs/wasm'))
    // The STEP writer prints its transfer statistics on stdout; the build's log has no use for them.
    setOC(await opencascade({ wasmBinary, print: () => undefined }))
  })()
  return loading
}
