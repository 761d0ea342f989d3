import { describe, expect, it } from 'vitest'
import { runPagePasses } from '../../../../../scripts/build/page-passes'
import { pageRenderErrorsPlugin } from '../../../../../scripts/build/plugins/page-render-errors'

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>T</title><meta name="description" content="d"><meta charset="UTF-8"><meta name="viewport" content="x"></head><body>${body}</body></html>`

describe('the pass that fails the build on an error screen', () => {
  const check = runPagePasses([pageRenderErrorsPlugin()])

  it('names the path and the error, as the error screen wrote it', async () => {
    const html = page('<div data-route-error="500 routes.json lists /roller/x but no product file has &quot;that&quot; path"></div>')
    await expect(check('/roller/x', html)).rejects.toThrow(
      'Pre-render of /roller/x failed: 500 routes.json lists /roller/x but no product file has "that" path',
    )
  })

  it('passes a page without one as it is', async () => {
    expect(await check('/', page('<main>ok</main>'))).toBe(page('<main>ok</main>'))
  })
})
