/**
 * The downloads' cache: each generated file is named by the hash of what it is made from and kept
 * in node_modules/.cache/downloads, so a build makes only what changed. Shared by the datasheets
 * and drawings (downloads.ts) and the 3D models (product-models.ts).
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { downloadsCacheDir, type DownloadFile } from '../../src/downloads/downloads-manifest.server.ts'

export const root = fileURLToPath(new URL('../..', import.meta.url))

export const hashOf = (...parts: string[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex')
}

/** The hash of the code that makes a kind of file: a change to any of it makes every such file again. */
export const codeHashOf = (files: readonly string[]) => hashOf(...files.map((file) => readFileSync(join(root, file), 'utf8')))

export interface Made {
  file: DownloadFile
  /** The cached file's path. */
  source: string
  made: boolean
}

/** A part number as a file name: lower case, letters, digits and hyphens ("TI-1000-35" gives "ti-1000-35"). */
export const fileNameOf = (partNumber: string) =>
  partNumber
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const formats = { pdf: 'PDF', dxf: 'DXF', step: 'STEP', glb: 'GLB' } as const satisfies Record<string, DownloadFile['format']>

/** A file from the cache when its hash is there, else made and stored. */
export async function cachedFile(
  name: string,
  extension: keyof typeof formats,
  title: string,
  hash: string,
  make: () => Promise<Uint8Array | string>,
): Promise<Made> {
  const source = join(downloadsCacheDir, `${hash}.${extension}`)
  const made = !existsSync(source)
  if (made) {
    const bytes = await make()
    // Written whole, then renamed: a build stopped half-way never leaves a cut-off file under a hash.
    writeFileSync(`${source}.tmp`, bytes)
    renameSync(`${source}.tmp`, source)
  }
  return {
    source,
    made,
    file: {
      href: `/downloads/${name}-${hash.slice(0, 8)}.${extension}`,
      title,
      format: formats[extension],
      bytes: statSync(source).size,
    },
  }
}
