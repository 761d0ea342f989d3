// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Helmet, HelmetProvider } from '@/runtime/document-head'

function PageTags({ title, description, canonical }: { title: string; description: string; canonical: string }) {
  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={title} />
    </Helmet>
  )
}

function JsonLd({ json }: { json: string }) {
  return (
    <Helmet>
      <script type="application/ld+json">{json}</script>
    </Helmet>
  )
}

const managed = () => [...document.head.querySelectorAll('[data-rh]:not(title)')].map((element) => element.outerHTML)
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content')
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')

describe('the head keeper that stands in for react-helmet-async in the browser', () => {
  let container: HTMLElement
  let root: Root
  beforeEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    document.head.innerHTML = ''
    document.title = ''
    container = document.body.appendChild(document.createElement('div'))
    root = createRoot(container)
  })
  afterEach(async () => {
    await act(async () => root.unmount())
    container.remove()
  })

  it('leaves a pre-rendered head that already matches untouched, node for node', async () => {
    document.head.innerHTML = [
      '<title data-rh="true">Rollers</title>',
      '<meta data-rh="true" name="description" content="Steel rollers">',
      '<meta data-rh="true" property="og:title" content="Rollers">',
      '<link data-rh="true" rel="canonical" href="https://example.com/roller">',
    ].join('')
    const before = [...document.head.children]
    await act(async () => root.render(<PageTags title="Rollers" description="Steel rollers" canonical="https://example.com/roller" />))
    expect([...document.head.children]).toEqual(before)
    expect(before.every((element) => element.isConnected)).toBe(true)
  })

  it('lets the later mounted head win the title and same-named tags, and gives them back when it leaves', async () => {
    const page = (withError: boolean) => (
      <HelmetProvider>
        <PageTags title="News" description="Deliveries" canonical="https://example.com/news" />
        <JsonLd json='{"@type":"Organization"}' />
        {withError ? <PageTags title="Page not found" description="No such page" canonical="https://example.com/missing" /> : null}
      </HelmetProvider>
    )
    await act(async () => root.render(page(true)))
    expect(document.title).toBe('Page not found')
    expect(description()).toBe('No such page')
    expect(canonical()).toBe('https://example.com/missing')
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1)

    await act(async () => root.render(page(false)))
    expect(document.title).toBe('News')
    expect(description()).toBe('Deliveries')
    expect(canonical()).toBe('https://example.com/news')
    expect(managed()).toEqual([
      '<meta data-rh="true" name="description" content="Deliveries">',
      '<meta data-rh="true" property="og:title" content="News">',
      '<link data-rh="true" rel="canonical" href="https://example.com/news">',
      '<script data-rh="true" type="application/ld+json">{"@type":"Organization"}</script>',
    ])
  })

  it('follows a page whose tags change, as a client navigation changes them', async () => {
    await act(async () => root.render(<PageTags title="News" description="Deliveries" canonical="https://example.com/news" />))
    await act(async () => root.render(<PageTags title="About us" description="Our factory" canonical="https://example.com/about-us" />))
    expect(document.title).toBe('About us')
    expect(description()).toBe('Our factory')
    expect(canonical()).toBe('https://example.com/about-us')
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
  })

  it('keeps every distinct structured-data block, and sets html attributes such as the language', async () => {
    await act(async () =>
      root.render(
        <>
          <JsonLd json='{"@type":"Organization"}' />
          <JsonLd json='{"@type":"Product"}' />
          <Helmet>
            <html lang="es" />
          </Helmet>
        </>,
      ),
    )
    expect([...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent)).toEqual([
      '{"@type":"Organization"}',
      '{"@type":"Product"}',
    ])
    expect(document.documentElement.getAttribute('lang')).toBe('es')
  })
})
