/**
 * The company pages' photographs: one folder per slot under public/photos/ (the factory, the
 * production lines, testing, packing, container loading), one folder per news story
 * (public/photos/news/{slug}/), and one short factory video (public/photos/video/). Each folder's
 * photos.yaml gives every image its alt text (`file: text`), in the order the page shows them.
 * A missing folder is an empty slot; an image without alt text, an entry without its file, or a
 * folder that is no slot stops the build, naming the file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { parseDocument } from 'yaml'
import { z } from 'zod'
import { ContentError, type ContentProblem } from './content-error.ts'
import { responsivePhoto, type PhotoSource, type ResponsivePhoto } from './photo-variants.server.ts'
import { defaultPublicDir } from './product-images.server.ts'

/** The slots of the company pages: their folder under public/photos/ and where they show. */
export const photoSlots = {
  factory: { folder: 'factory', shows: 'the works: buildings, workshops, the stock warehouse', shownOn: '/about-us (Our works)' },
  productionLines: {
    folder: 'production-lines',
    shows: 'the roller lines and machines at work',
    shownOn: '/about-us (How a roller is made)',
  },
  testing: {
    folder: 'testing',
    shows: 'run-out checks and the quality lab',
    shownOn: '/about-us (Quality lab), /how-to-order (Inspection)',
  },
  packing: {
    folder: 'packing',
    shows: 'packed goods: steel pallets, cases, marks',
    shownOn: '/about-us (Export markets), /how-to-order (Packing)',
  },
  containerLoading: {
    folder: 'container-loading',
    shows: 'a container being loaded and sealed',
    shownOn: '/about-us (Export markets), /how-to-order (Packing)',
  },
} as const
export type PhotoSlot = keyof typeof photoSlots

/** The folder of the factory video: one poster image and the video as MP4, WebM or both. */
export const videoFolder = 'video'
/** The folder holding one folder per news story, named by its slug. */
export const newsFolder = 'news'
/** The file in each folder that gives the alt texts. */
export const altTextFile = 'photos.yaml'

const imageExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif'])
const videoTypes: Record<string, `video/${string}`> = { '.webm': 'video/webm', '.mp4': 'video/mp4' }

/** photos.yaml: file name to alt text, which says what the photograph shows. */
const altTextsSchema = z.record(
  z.string().regex(/^[\w.-]+$/, 'is not a plain file name'),
  z
    .string()
    .trim()
    .min(10, 'is too short to say what the photograph shows (10 characters at least)')
    .max(200, 'is longer than 200 characters: keep the alt text to what the photograph shows'),
)

export interface FactoryVideo {
  poster: ResponsivePhoto
  /** WebM first (smaller where the browser plays it), then MP4. */
  files: { src: string; type: `video/${string}` }[]
}

export interface SitePhotos {
  slots: Record<PhotoSlot, ResponsivePhoto[]>
  video: FactoryVideo | undefined
  /** By news slug; stories without photographs are not listed. */
  news: Record<string, ResponsivePhoto[]>
}

class PhotoFolderReader {
  readonly problems: ContentProblem[] = []
  readonly sources: PhotoSource[] = []
  constructor(private readonly publicDir: string) {}

  private name(file: string): string {
    return relative(process.cwd(), file) || file
  }

  add(file: string, field: string, problem: string) {
    this.problems.push({ file: this.name(file), field, problem })
  }

  /** The alt texts of a folder's photos.yaml (none when it is missing); undefined, and why, when it is malformed. */
  private altTexts(dir: string): Map<string, string> | undefined {
    const file = join(dir, altTextFile)
    if (!existsSync(file)) return new Map()
    const document = parseDocument(readFileSync(file, 'utf8'), { prettyErrors: true })
    if (document.errors.length > 0) {
      // Most often an alt text with ": " in it, which YAML reads as a key of its own.
      for (const error of document.errors)
        this.add(file, '', `YAML syntax: ${error.message.split('\n')[0]} (put an alt text with ": " in it in double quotes)`)
      return undefined
    }
    const result = altTextsSchema.safeParse(document.toJS() ?? {})
    if (!result.success) {
      for (const issue of result.error.issues) this.add(file, issue.path.join('.'), issue.message)
      return undefined
    }
    return new Map(Object.entries(result.data))
  }

  /** The images of public/photos/{folder}/ in photos.yaml's order; `folder` is also where their sizes go. */
  photos(folder: string): ResponsivePhoto[] {
    const dir = join(this.publicDir, 'photos', folder)
    if (!existsSync(dir)) return []
    const files = readdirSync(dir).filter((name) => !name.startsWith('.') && statSync(join(dir, name)).isFile())
    const images = new Set(files.filter((name) => imageExtensions.has(extname(name).toLowerCase())))
    for (const name of files) {
      if (name !== altTextFile && !images.has(name) && !(folder === videoFolder && videoTypes[extname(name).toLowerCase()])) {
        this.add(
          join(dir, name),
          '',
          `is not a photograph (JPEG, PNG, WebP or AVIF)${folder === videoFolder ? ' or a video (MP4, WebM)' : ''}`,
        )
      }
    }
    const texts = this.altTexts(dir)
    // A malformed photos.yaml is reported as such, not as every image lacking its text.
    if (!texts) return []
    for (const image of [...images].sort()) {
      if (!texts.has(image))
        this.add(
          join(dir, image),
          '',
          `has no alt text: add the line "${image}: what the photograph shows" to ${this.name(join(dir, altTextFile))}`,
        )
    }
    for (const [name] of texts) {
      if (!images.has(name)) this.add(join(dir, altTextFile), name, `no such image in ${this.name(dir)}/ (JPEG, PNG, WebP or AVIF)`)
    }
    return [...texts]
      .filter(([name]) => images.has(name))
      .flatMap(([name, alt]) => {
        const file = join(dir, name)
        try {
          const photo = responsivePhoto(file, { src: `/photos/${folder}/${name}`, alt }, folder)
          this.sources.push({ file, folder })
          return [photo]
        } catch (error) {
          this.add(file, '', error instanceof Error ? error.message.replace(`${file}: `, '') : String(error))
          return []
        }
      })
  }

  video(): FactoryVideo | undefined {
    const dir = join(this.publicDir, 'photos', videoFolder)
    const [poster, ...others] = this.photos(videoFolder)
    if (!existsSync(dir)) return undefined
    const files = readdirSync(dir)
      .filter((name) => videoTypes[extname(name).toLowerCase()])
      .sort((a, b) => Number(extname(a).toLowerCase() === '.mp4') - Number(extname(b).toLowerCase() === '.mp4') || a.localeCompare(b))
      .map((name) => ({ src: `/photos/${videoFolder}/${name}`, type: videoTypes[extname(name).toLowerCase()] as `video/${string}` }))
    if (others.length > 0) this.add(dir, '', 'holds more than one image: keep only the poster the video shows before it plays')
    if (files.length === 0 && poster) this.add(dir, '', 'has a poster but no video: add the video as MP4 or WebM (or both)')
    if (files.length > 0 && !poster)
      this.add(dir, '', `has a video but no poster: add one image (a frame of the video) and its alt text in ${altTextFile}`)
    return poster && files.length > 0 ? { poster, files } : undefined
  }
}

const cache = new Map<string, SitePhotos & { sources: PhotoSource[] }>()

/**
 * Every photograph of the company pages under `publicDir`/photos, checked: throws a ContentError
 * naming each image without alt text, each alt text without its image, and each folder that is no
 * slot or names no news story in `newsSlugs`. Read once per folder and kept.
 */
export function readSitePhotos(
  newsSlugs: readonly string[],
  publicDir: string = defaultPublicDir,
): SitePhotos & { sources: PhotoSource[] } {
  const cached = cache.get(publicDir)
  if (cached) return cached
  const reader = new PhotoFolderReader(publicDir)
  const slots = Object.fromEntries(Object.entries(photoSlots).map(([slot, { folder }]) => [slot, reader.photos(folder)])) as Record<
    PhotoSlot,
    ResponsivePhoto[]
  >
  const video = reader.video()
  const root = join(publicDir, 'photos')
  const known = new Set<string>([...Object.values(photoSlots).map((slot) => slot.folder), videoFolder, newsFolder])
  for (const name of existsSync(root) ? readdirSync(root) : []) {
    if (!known.has(name))
      reader.add(join(root, name), '', `is not a photo slot: the folders are ${[...known].join(', ')} (see the README, "Photographs")`)
  }
  const newsRoot = join(root, newsFolder)
  const stories = new Set(newsSlugs)
  const news: Record<string, ResponsivePhoto[]> = {}
  for (const slug of existsSync(newsRoot) ? readdirSync(newsRoot).sort() : []) {
    if (!stories.has(slug)) {
      reader.add(join(newsRoot, slug), '', "names no news story: the folder must be named as the story's file, without .md")
      continue
    }
    const photos = reader.photos(`${newsFolder}/${slug}`)
    if (photos.length > 0) news[slug] = photos
  }
  if (reader.problems.length > 0) throw new ContentError(reader.problems)
  const result = { slots, video, news, sources: reader.sources }
  cache.set(publicDir, result)
  return result
}
