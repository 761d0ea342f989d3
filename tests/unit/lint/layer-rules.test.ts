import { existsSync } from 'node:fs'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The layer rule of eslint.config.js at work on imports written for the test: each wrong direction
 * is refused with the layer message, each right one passes. Files are linted as if saved at the
 * given path, so the rule resolves their imports against the real folders.
 */
const eslint = new ESLint({ cwd: process.cwd() })

async function layerMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message)
}

describe('ESLint layer rules', () => {
  it('name only folders that exist', async () => {
    const config = (await eslint.calculateConfigForFile('src/drawings/figures.ts')) as { settings?: Record<string, unknown> }
    const elements = (config.settings?.['boundaries/elements'] ?? []) as Array<{ pattern: string }>
    expect(elements.map((e) => e.pattern)).toContain('src/drawings')
    expect(elements.map((e) => e.pattern)).toContain('src/geometry')
    for (const { pattern } of elements) expect(existsSync(pattern.replace(/\/\*$/, '')), pattern).toBe(true)
  })

  it.each([
    [
      'drawings may not read the content',
      'src/drawings/probe.ts',
      "import type { ProductRecord } from '../content/schemas.ts'\nexport type Probe = ProductRecord\n",
      'drawings may not import content',
    ],
    [
      'the 3D models may not read the content',
      'src/models/probe.server.ts',
      "import type { ProductRecord } from '../content/schemas.ts'\nexport type Probe = ProductRecord\n",
      'models may not import content',
    ],
    [
      'the drawings may not read the 3D models',
      'src/drawings/probe.server.ts',
      "import { kernelSolid } from '../models/kernel-solid.server.ts'\nexport const probe = kernelSolid\n",
      'drawings may not import models',
    ],
    [
      'engineering imports nothing above it',
      'src/engineering/probe.ts',
      "import { Figures } from '../drawings/figures.ts'\nexport const probe = Figures\n",
      'engineering may not import drawings',
    ],
    [
      'content may not reach the download writers',
      'src/content/probe.server.ts',
      "import { datasheetPdf } from '../downloads/datasheet-pdf.server.ts'\nexport const probe = datasheetPdf\n",
      'content may not import downloads',
    ],
    [
      'the geometry may not read its renderers',
      'src/geometry/probe.ts',
      "import { Figures } from '../drawings/figures.ts'\nexport const probe = Figures\n",
      'geometry may not import drawings',
    ],
    [
      'the geometry may not read the content',
      'src/geometry/probe.ts',
      "import type { ProductRecord } from '../content/schemas.ts'\nexport type Probe = ProductRecord\n",
      'geometry may not import content',
    ],
    [
      'engineering imports nothing above it: the geometry',
      'src/engineering/probe.ts',
      "import { rollGeometry } from '../geometry/roll.ts'\nexport const probe = rollGeometry\n",
      'engineering may not import geometry',
    ],
    [
      'drawings may not reach the download writers',
      'src/drawings/probe.server.ts',
      "import { cataloguePdf } from '../downloads/catalogue-pdf.server.ts'\nexport const probe = cataloguePdf\n",
      'drawings may not import downloads',
    ],
  ])('refuses a wrong import: %s', async (_name, file, code, message) => {
    const messages = await layerMessages(file, code)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain(message)
  })

  it.each([
    [
      'the 3D models read the geometry and engineering',
      'src/models/probe.server.ts',
      "import { bearingOf } from '../engineering/bearings.ts'\nimport { productGeometry } from '../geometry/product-geometry.ts'\nexport const probe = [bearingOf, productGeometry]\n",
    ],
    [
      'drawings read engineering',
      'src/drawings/probe.ts',
      "import { bearingTable } from '../engineering/bearings.ts'\nexport const probe = bearingTable\n",
    ],
    [
      'the geometry reads engineering',
      'src/geometry/probe.ts',
      "import { bearingOf } from '../engineering/bearings.ts'\nexport const probe = bearingOf\n",
    ],
    [
      'drawings read the geometry',
      'src/drawings/probe.ts',
      "import { productGeometry } from '../geometry/product-geometry.ts'\nexport const probe = productGeometry\n",
    ],
    [
      'content reads the drawings',
      'src/content/probe.server.ts',
      "import { drawProduct } from '../drawings/technical/product-drawings.server.ts'\nexport const probe = drawProduct\n",
    ],
    [
      'downloads read content and drawings',
      'src/downloads/probe.server.ts',
      "import type { SizeTable } from '../content/catalogue-sizes.server.ts'\nimport { drawingsDxf } from '../drawings/drawing-dxf.server.ts'\nexport type Probe = SizeTable\nexport const probe = drawingsDxf\n",
    ],
  ])('lets a right import pass: %s', async (_name, file, code) => {
    expect(await layerMessages(file, code)).toEqual([])
  })
})
