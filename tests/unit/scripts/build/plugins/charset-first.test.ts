import { describe, expect, it } from 'vitest'
import { runPagePasses } from '../../../../../scripts/build/page-passes'
import { charsetFirstPlugin } from '../../../../../scripts/build/plugins/charset-first'

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>T</title><meta name="description" content="d"><meta charset="UTF-8"><meta name="viewport" content="x"></head><body>${body}</body></html>`

describe('the pass that puts the charset first', () => {
  const charsetFirst = runPagePasses([charsetFirstPlugin()])

  it("moves the charset to the head's start and changes nothing else", async () => {
    const result = await charsetFirst('/', page('<main>ok</main>'))
    expect(result).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>T</title><meta name="description" content="d"><meta name="viewport" content="x"></head><body><main>ok</main></body></html>',
    )
  })

  it('fails a page without a charset, naming it', async () => {
    await expect(charsetFirst('/about-us', page('x').replace('<meta charset="UTF-8">', ''))).rejects.toThrow(
      'Pre-render of /about-us: no <meta charset> in the page',
    )
  })
})
