import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { within } from '@testing-library/dom'
import { JSDOM } from 'jsdom'
import { renderToString } from 'react-dom/server'
import { HelmetProvider } from 'react-helmet-async'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resolveSiteConfig } from '@/config/site-config.schema'
import { filledSiteConfig } from '../../support/filled-site-config'

// The About page as the owner's filled-in configuration makes it, instead of the example one.
vi.mock('@/config/site', async (importOriginal) => {
  const { filledSiteConfig: site } = await import('../../support/filled-site-config')
  return { ...(await importOriginal<Record<string, unknown>>()), site }
})
// Its production steps from the fixture catalogue, not the real one.
vi.mock('@/content/content-store.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/content/content-store.server')>()
  return { ...actual, loadContent: () => actual.loadContent(fileURLToPath(new URL('../../fixtures/catalogue', import.meta.url))) }
})

// A public/ folder of the test's own, with the photographs an owner would put in public/photos/.
const photos = await vi.hoisted(async () => {
  const [{ mkdtempSync }, { tmpdir }, { join }] = await Promise.all([import('node:fs'), import('node:os'), import('node:path')])
  return { publicDir: mkdtempSync(join(tmpdir(), 'about-photos-')) }
})
vi.mock('@/content/site-photos.server', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/content/site-photos.server')>()
  return { ...original, readSitePhotos: (newsSlugs: readonly string[]) => original.readSitePhotos(newsSlugs, photos.publicDir) }
})

const factoryAlt = 'The roller workshop: eight lines under one roof, seen from the crane gantry'

beforeAll(async () => {
  const folder = join(photos.publicDir, 'photos', 'factory')
  mkdirSync(folder, { recursive: true })
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 70, g: 90, b: 110 } } })
    .jpeg()
    .toFile(join(folder, 'workshop.jpg'))
  writeFileSync(join(folder, 'photos.yaml'), `workshop.jpg: "${factoryAlt}"\n`)
})
afterAll(() => rmSync(photos.publicDir, { recursive: true, force: true }))

/** The About page as the pre-render makes it, with its build-time payload, as a document. */
async function aboutPage() {
  const [{ Component }, { loader }] = await Promise.all([
    import('@/screens/about/about-screen'),
    import('@/screens/about/about.loader.server'),
  ])
  const handler = createStaticHandler([{ path: '/about-us', loader, Component }])
  const context = await handler.query(new Request('https://www.real-factory.cn/about-us'))
  if (context instanceof Response) throw new Error(`/about-us answered ${context.status}`)
  const html = renderToString(
    <HelmetProvider context={{}}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
    </HelmetProvider>,
  )
  const { document } = new JSDOM(html).window
  return { ...within(document.body), document }
}

describe('the About page with the company facts filled in', () => {
  it('is a valid configuration', () => {
    expect(() => resolveSiteConfig(filledSiteConfig, {}, '2026-11-27')).not.toThrow()
  })

  it('lists each certificate with its number, body and validity, linking the scan where there is one', async () => {
    const page = await aboutPage()
    const table = within(page.getByRole('heading', { name: 'Certificates and licences' }).closest('section')!)
    const rows = table.getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    const iso9001 = within(rows[0]!)
    expect(iso9001.getByRole('rowheader').textContent).toContain('ISO 9001:2015')
    expect(iso9001.getByText('00124Q35678R2M')).toBeTruthy()
    expect(iso9001.getByText('China Quality Certification Centre (CQC)')).toBeTruthy()
    expect(rows[0]!.textContent).toContain('12 June 2024 to 11 June 2027')
    expect(iso9001.getByRole('link', { name: 'See the certificate' }).getAttribute('href')).toBe('/certificates/iso-9001-2015.pdf')
    expect(within(rows[1]!).queryByRole('link')).toBeNull()
    expect(table.getByText('91130111MA0CJ8LX4W')).toBeTruthy()
    expect(table.getByText('1301960123')).toBeTruthy()
  })

  it('names the sales engineers with their languages, e-mail and WhatsApp', async () => {
    const page = await aboutPage()
    const people = within(page.getByRole('list', { name: 'Our sales engineers' }))
    const cards = people.getAllByRole('listitem')
    expect(cards.map((card) => card.querySelector('strong')?.textContent)).toEqual(['Li Wei', 'Anna Zhao'])
    expect(cards[1]!.textContent).toContain('Speaks English, Russian, Chinese')
    expect(people.getByRole('link', { name: 'anna.zhao@real-factory.cn' }).getAttribute('href')).toBe('mailto:anna.zhao@real-factory.cn')
    expect(people.getByRole('link', { name: '+86 139 2345 6780' }).getAttribute('href')).toBe('https://wa.me/8613923456780')
  })

  it('shows a photograph of the works with its alt text, its size, lazily, as AVIF and WebP sizes', async () => {
    const page = await aboutPage()
    const works = within(page.getByRole('heading', { name: 'Our works' }).closest('section')!)
    const photo = works.getByRole('img', { name: factoryAlt })
    expect(photo.getAttribute('src')).toBe('/photos/factory/workshop.jpg')
    expect([photo.getAttribute('width'), photo.getAttribute('height'), photo.getAttribute('loading')]).toEqual(['1200', '800', 'lazy'])
    const sources = [...(photo.closest('picture')?.querySelectorAll('source') ?? [])]
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]?.getAttribute('srcset')).toMatch(/^\/photos\/factory\/workshop-[0-9a-f]{10}-480\.avif 480w, .* 1200w$/)
    expect(page.getByRole('navigation', { name: 'On this page' }).textContent).toContain('Our works')
  })

  it('shows the trade references the owner allows, and keeps the page on-this-page links sound', async () => {
    const page = await aboutPage()
    expect(page.getByRole('heading', { name: 'References' })).toBeTruthy()
    expect(page.getByText('Port Bulk Handling Sdn Bhd')).toBeTruthy()
    const targets = page.getByRole('navigation', { name: 'On this page' }).querySelectorAll('a')
    for (const link of targets) expect(page.document.getElementById(link.getAttribute('href')!.slice(1)), link.href).not.toBeNull()
  })
})
