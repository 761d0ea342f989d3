import { beforeAll, describe, expect, it } from 'vitest'
import { assertBuilt, builtAssets, routeTable } from '../support/built-site'

beforeAll(assertBuilt)

describe('the browser bundle', () => {
  const scripts = () => builtAssets().filter((asset) => asset.name.endsWith('.js'))

  it('does not contain the route table', () => {
    const product = routeTable.find((e) => e.name === 'productsdetail')
    const article = routeTable.find((e) => e.name === 'knowledgedetail')
    for (const { name, text } of scripts()) {
      expect(text.includes(product?.id ?? '-'), name).toBe(false)
      expect(text.includes(article?.title ?? '-'), name).toBe(false)
      expect(text.includes('routes.json'), name).toBe(false)
    }
  })

  it('is a production build of React', () => {
    for (const { name, text } of scripts()) expect(/jsxDEV|react-dom\.development/.test(text), name).toBe(false)
  })

  it('does not contain the markdown parser, the YAML parser or content files', () => {
    for (const { name, text } of scripts()) {
      // Strings only the marked and yaml packages carry.
      expect(text.includes('marked(): input parameter'), name).toBe(false)
      expect(text.includes('Please report this to https://github.com/markedjs/marked'), name).toBe(false)
      expect(/Implicit keys need to be on a single line|YAMLParseError/.test(text), name).toBe(false)
      expect(text.includes('overview:'), name).toBe(false)
      expect(text.includes('node:fs'), name).toBe(false)
    }
  })
})
