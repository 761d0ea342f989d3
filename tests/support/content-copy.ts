import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect } from 'vitest'
import { ContentError } from '@/content/content-error'
import { defaultContentRoot, loadContent } from '@/content/content-store.server'

/**
 * For a test file that breaks content on purpose: `copy()` gives a fresh copy of the content
 * under `source` (the real content unless told; removed after each test), `problemsOf(root)` the
 * build's message for it.
 */
export function brokenContent(source = defaultContentRoot): { copy: () => string; problemsOf: (root: string) => string } {
  const folders: string[] = []
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })
  return {
    copy: () => {
      const root = mkdtempSync(join(tmpdir(), 'content-'))
      folders.push(root)
      for (const part of ['categories', 'products', 'news', 'knowledge', 'industries', 'lead-products.yaml']) {
        if (existsSync(join(source, part))) cpSync(join(source, part), join(root, part), { recursive: true })
      }
      return root
    },
    problemsOf: (root) => {
      try {
        loadContent(root)
      } catch (error) {
        expect(error).toBeInstanceOf(ContentError)
        return (error as Error).message
      }
      throw new Error('the content was accepted')
    },
  }
}
