import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { within } from '@testing-library/dom'
import { JSDOM } from 'jsdom'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { HelmetProvider } from 'react-helmet-async'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import sharp from 'sharp'
import { afterAll, describe, expect, it, vi } from 'vitest'

// Each test points the pages at a public/ folder of its own.
const photos = vi.hoisted(() => ({ publicDir: '' }))
vi.mock('@/content/site-photos.server', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/content/site-photos.server')>()
  return { ...original, readSitePhotos: (newsSlugs: readonly string[]) => original.readSitePhotos(newsSlugs, photos.publicDir) }
})

const root = mkdtempSync(join(tmpdir(), 'photo-slot-pages-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A public/ folder with one JPEG per entry of `alts` ("folder/file.jpg": alt text), each folder's photos.yaml beside them. */
async function usePhotos(name: string, alts: Record<string, string>) {
  photos.publicDir = join(root, name)
  for (const [path, alt] of Object.entries(alts)) {
    const file = join(photos.publicDir, 'photos', path)
    mkdirSync(join(file, '..'), { recursive: true })
    await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 100, b: 80 } } })
      .jpeg()
      .toFile(file)
    writeFileSync(join(file, '..', 'photos.yaml'), `${path.split('/').pop()}: "${alt}"\n`, { flag: 'a' })
  }
}

/** The page at `path` as the pre-render makes it, with its build-time payload. */
async function page(
  path: string,
  screen: Promise<{ Component: ComponentType }>,
  load: Promise<{ loader: (args: LoaderFunctionArgs) => Promise<unknown> }>,
) {
  const [{ Component }, { loader }] = await Promise.all([screen, load])
  const handler = createStaticHandler([{ path, loader, Component }])
  const context = await handler.query(new Request(`https://www.example.com${path}`))
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`)
  const html = renderToString(
    <HelmetProvider context={{}}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
    </HelmetProvider>,
  )
  return within(new JSDOM(html).window.document.body)
}

const howToOrder = () =>
  page('/how-to-order', import('@/screens/how-to-order/how-to-order-screen'), import('@/screens/how-to-order/how-to-order.loader.server'))
const story = 'cema-d-idlers-for-limestone-quarry-in-uae'
const newsStory = () =>
  page(`/news/${story}`, import('@/screens/news-article/news-article-screen'), import('@/screens/news-article/news-article.loader.server'))
const about = () => page('/about-us', import('@/screens/about/about-screen'), import('@/screens/about/about.loader.server'))

describe('pages with photo slots', () => {
  it('How to order shows the packing, container and test photographs under their sections', async () => {
    await usePhotos('how-to-order', {
      'packing/1.jpg': 'Trough rollers strapped on a steel pallet',
      'container-loading/1.jpg': 'A 40 ft container loaded with pallets of rollers',
      'testing/1.jpg': 'Run-out of a return roll read on a dial gauge',
    })
    const screen = await howToOrder()
    const packing = within(screen.getByRole('heading', { name: 'Packing' }).closest('section')!)
    expect(packing.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Trough rollers strapped on a steel pallet',
      'A 40 ft container loaded with pallets of rollers',
    ])
    const inspection = within(screen.getByRole('heading', { name: 'Inspection' }).closest('section')!)
    expect(inspection.getByRole('img', { name: 'Run-out of a return roll read on a dial gauge' }).getAttribute('loading')).toBe('lazy')
  })

  it('a delivery story leads with its photograph, loaded at once (it is above the fold)', async () => {
    await usePhotos('news', { [`news/${story}/1.jpg`]: 'CEMA D idler sets on pallets at the quarry in the UAE' })
    const screen = await newsStory()
    const photo = screen.getByRole('img', { name: 'CEMA D idler sets on pallets at the quarry in the UAE' })
    expect([photo.getAttribute('src'), photo.getAttribute('width'), photo.getAttribute('height'), photo.getAttribute('loading')]).toEqual([
      `/photos/news/${story}/1.jpg`,
      '800',
      '600',
      null,
    ])
    expect(photo.closest('picture')?.querySelectorAll('source')).toHaveLength(2)
  })

  it('leaves no trace of an empty slot: no photographs, no "Our works", the drawings of the line as before', async () => {
    await usePhotos('empty', {})
    const screen = await about()
    expect(screen.queryByRole('heading', { name: 'Our works' })).toBeNull()
    expect(screen.queryByRole('list', { name: /^Photographs/ })).toBeNull()
    const process = within(screen.getByRole('heading', { name: 'How a roller is made' }).closest('section')!)
    expect(process.getAllByRole('img')[0]?.getAttribute('src')).toMatch(/^\/illustrations\//)
    expect((await howToOrder()).queryByRole('list', { name: /^Photographs/ })).toBeNull()
    expect((await newsStory()).queryAllByRole('img')).toEqual([])
  })
})
