import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { readSitePhotos } from '@/content/site-photos.server'
import { writePhotoVariants } from '../../../scripts/build/photo-variants'

const root = mkdtempSync(join(tmpdir(), 'site-photos-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let folders = 0

/** A fresh public/ folder holding `files` (JPEG photographs made here, other files as given text). */
async function publicFolder(files: Record<string, string | { width: number; height: number }>): Promise<string> {
  const dir = join(root, `public-${(folders += 1)}`)
  for (const [name, content] of Object.entries(files)) {
    const file = join(dir, name)
    mkdirSync(join(file, '..'), { recursive: true })
    if (typeof content === 'string') writeFileSync(file, content)
    else
      await sharp({ create: { ...content, channels: 3, background: { r: 90, g: 110, b: 130 } } })
        .jpeg()
        .toFile(file)
  }
  return dir
}

const stories = ['ceramic-lagged-pulleys-for-cement-terminal-in-singapore']
const shown = (file: string) => relative(process.cwd(), file)

describe("the company pages' photographs", () => {
  it('reads each slot in its photos.yaml order, with alt text, size and AVIF and WebP sizes, and leaves empty slots empty', async () => {
    const publicDir = await publicFolder({
      'photos/packing/pallets.jpg': { width: 900, height: 600 },
      'photos/packing/cases.jpg': { width: 600, height: 800 },
      'photos/packing/photos.yaml':
        'cases.jpg: Plywood cases of return rollers, marked with order and item numbers\npallets.jpg: Trough rollers strapped on a steel pallet, ready for the container\n',
      [`photos/news/${stories[0]}/1.jpg`]: { width: 500, height: 400 },
      [`photos/news/${stories[0]}/photos.yaml`]: '1.jpg: Ceramic-lagged pulleys on skids at the port of Singapore\n',
    })
    const photos = readSitePhotos(stories, publicDir)
    expect(photos.slots.factory).toEqual([])
    expect(photos.slots.containerLoading).toEqual([])
    expect(photos.video).toBeUndefined()
    const [cases, pallets] = photos.slots.packing
    expect(cases).toMatchObject({
      src: '/photos/packing/cases.jpg',
      alt: 'Plywood cases of return rollers, marked with order and item numbers',
      width: 600,
      height: 800,
    })
    expect(pallets).toMatchObject({ src: '/photos/packing/pallets.jpg', width: 900, height: 600 })
    expect(pallets?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
    expect(pallets?.sources[1]?.srcSet).toMatch(
      /^\/photos\/packing\/pallets-[0-9a-f]{10}-480\.webp 480w, \/photos\/packing\/pallets-[0-9a-f]{10}-800\.webp 800w, \/photos\/packing\/pallets-[0-9a-f]{10}-900\.webp 900w$/,
    )
    expect(photos.news[stories[0]!]?.map((photo) => photo.alt)).toEqual(['Ceramic-lagged pulleys on skids at the port of Singapore'])

    // The build encodes them with the product photographs' pipeline, into the names the page uses.
    const outDir = join(root, 'dist')
    expect(photos.sources.map((source) => source.folder)).toEqual(['packing', 'packing', `news/${stories[0]}`])
    expect(await writePhotoVariants(outDir, photos.sources.slice(2), join(root, 'cache'))).toEqual({ written: 4, fromCache: 0 })
    const [story] = photos.news[stories[0]!] ?? []
    for (const source of story?.sources ?? []) {
      for (const entry of source.srcSet.split(', ')) expect(existsSync(join(outDir, entry.split(' ')[0]!)), entry).toBe(true)
    }
  })

  it('stops on an image without alt text, naming the file, and on an alt text without its image', async () => {
    const publicDir = await publicFolder({
      'photos/factory/1.jpg': { width: 400, height: 300 },
      'photos/factory/2.jpg': { width: 400, height: 300 },
      'photos/factory/photos.yaml':
        '1.jpg: The roller workshop seen from its crane gantry\n3.jpg: The stock warehouse with racks of rollers\n',
    })
    const error = (() => {
      try {
        readSitePhotos(stories, publicDir)
      } catch (caught) {
        return caught instanceof Error ? caught.message : String(caught)
      }
      return 'no error'
    })()
    expect(error).toContain(
      `${shown(join(publicDir, 'photos/factory/2.jpg'))}: file: has no alt text: add the line "2.jpg: what the photograph shows" to ${shown(join(publicDir, 'photos/factory/photos.yaml'))}`,
    )
    expect(error).toContain(
      `${shown(join(publicDir, 'photos/factory/photos.yaml'))}: field "3.jpg": no such image in ${shown(join(publicDir, 'photos/factory'))}/`,
    )
  })

  it('stops on a folder that is no slot, a story folder that names no story, a stray file and an alt text too short to help', async () => {
    const publicDir = await publicFolder({
      'photos/containers/1.jpg': { width: 400, height: 300 },
      'photos/news/no-such-story/1.jpg': { width: 400, height: 300 },
      'photos/testing/notes.txt': 'shot list',
      'photos/testing/1.jpg': { width: 400, height: 300 },
      'photos/testing/photos.yaml': '1.jpg: A roll\n',
    })
    expect(() => readSitePhotos(stories, publicDir)).toThrow(
      /photos\/containers: file: is not a photo slot: the folders are factory, production-lines, testing, packing, container-loading, video, news/,
    )
    expect(() => readSitePhotos(stories, publicDir)).toThrow(/photos\/news\/no-such-story: file: names no news story/)
    expect(() => readSitePhotos(stories, publicDir)).toThrow(/photos\/testing\/notes\.txt: file: is not a photograph/)
    expect(() => readSitePhotos(stories, publicDir)).toThrow(
      /photos\/testing\/photos\.yaml: field "1\.jpg": is too short to say what the photograph shows/,
    )
  })

  it('makes the factory video of a poster with its alt text and the video files, WebM first', async () => {
    const publicDir = await publicFolder({
      'photos/video/poster.jpg': { width: 640, height: 360 },
      'photos/video/factory.mp4': 'mp4 bytes',
      'photos/video/factory.webm': 'webm bytes',
      'photos/video/photos.yaml': 'poster.jpg: A walk along roller line 3, from tube cutting to painting\n',
    })
    const { video } = readSitePhotos(stories, publicDir)
    expect(video?.poster).toMatchObject({
      src: '/photos/video/poster.jpg',
      alt: 'A walk along roller line 3, from tube cutting to painting',
      width: 640,
      height: 360,
    })
    expect(video?.files).toEqual([
      { src: '/photos/video/factory.webm', type: 'video/webm' },
      { src: '/photos/video/factory.mp4', type: 'video/mp4' },
    ])

    const noPoster = await publicFolder({ 'photos/video/factory.mp4': 'mp4 bytes' })
    expect(() => readSitePhotos(stories, noPoster)).toThrow(/photos\/video: file: has a video but no poster/)
    const noVideo = await publicFolder({
      'photos/video/poster.jpg': { width: 640, height: 360 },
      'photos/video/photos.yaml': 'poster.jpg: A walk along roller line 3, from tube cutting to painting\n',
    })
    expect(() => readSitePhotos(stories, noVideo)).toThrow(/photos\/video: file: has a poster but no video/)
  })
})
