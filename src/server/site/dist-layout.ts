import { extname } from 'node:path'

/** Files the build compresses once (brotli and gzip, next to the file) so no request compresses. */
export const compressibleExtensions = new Set([
  '.html',
  '.json',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.xml',
  '.webmanifest',
  '.txt',
  '.dxf',
  '.step',
])

export function isCompressible(file: string): boolean {
  return compressibleExtensions.has(extname(file))
}

/** The encodings written beside each compressible file, best first: file.br, file.gz. */
export const precompressedEncodings = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const
export type Encoding = (typeof precompressedEncodings)[number]['encoding'] | 'identity'

/** Build-side folder in dist that is never served: the Content-Security-Policy sources and the nginx map. */
export const deployFolder = '.deploy'
export const pagePolicyFile = `${deployFolder}/page-policy.json`
export const nginxPolicyMapFile = `${deployFolder}/nginx-page-policy.conf`
