import { z } from 'zod'
import { drawingSpecSchema } from '../geometry/drawing-spec.ts'
import { sizesSchema } from './size-schema.ts'

/** Category slugs in the order the site lists them. */
export const categorySlugs = [
  'roller',
  'others',
  'idler',
  'pulley',
  'roller-parts',
  'conveyor-components',
  'conveyor-roller-machine',
] as const
export const categorySlugSchema = z.enum(categorySlugs)
export type CategorySlug = z.infer<typeof categorySlugSchema>

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens')
const sentence = (min: number, max: number) =>
  z.string().trim().min(min, `must be at least ${min} characters`).max(max, `must be at most ${max} characters`)
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'is not a real calendar date',
  )

export const categorySchema = z.strictObject({
  name: sentence(3, 60),
  order: z.number().int().min(1),
  summary: sentence(60, 260),
  intro: sentence(200, 2500),
})
export type CategoryRecord = z.infer<typeof categorySchema>

/** lead-products.yaml: the products most buyers come for, most asked for first, as category/slug. */
export const leadProductsSchema = z.strictObject({
  products: z.array(z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'must be category/slug of a product, e.g. idler/troughing-idler')).min(1),
})

/**
 * What the factory holds: sizes kept on the shelf (and the lead time of the others), or nothing
 * kept, every unit made to order in a stated lead time. Shown on the product page.
 */
export const stockSchema = z.union(
  [z.strictObject({ stocked: sentence(10, 200), otherSizes: sentence(5, 100) }), z.strictObject({ madeToOrder: sentence(5, 100) })],
  {
    error: (issue) =>
      issue.input === undefined ? 'is missing' : 'must be { stocked: sizes held, otherSizes: lead time } or { madeToOrder: lead time }',
  },
)
export type Stock = z.infer<typeof stockSchema>

export const productSchema = z.strictObject({
  name: sentence(3, 80),
  alsoListedIn: categorySlugSchema.optional(),
  /** The main product this one is a variant of, as "{category}/{slug}" (required under others/). */
  primary: z
    .string()
    .regex(/^[a-z0-9-]+\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be written {category}/{slug}')
    .optional(),
  /** Under others/: what this product is beside its primary, in one sentence; its card shows it. */
  differs: sentence(40, 200).optional(),
  stock: stockSchema,
  summary: sentence(80, 320),
  overview: sentence(200, 1400),
  features: z.array(sentence(20, 300)).min(4, 'needs at least 4 features').max(6, 'has more than 6 features'),
  specs: z
    .array(z.strictObject({ label: sentence(2, 60), value: z.coerce.string().trim().min(1, 'is empty').max(200) }))
    .min(6, 'needs at least 6 specification rows'),
  applications: z.array(sentence(3, 200)).min(2, 'needs at least 2 applications'),
  customisation: z.array(sentence(3, 300)).min(2, 'needs at least 2 customisation options'),
  faq: z
    .array(z.strictObject({ q: sentence(10, 200), a: sentence(20, 900) }))
    .min(2, 'needs at least 2 questions')
    .max(3, 'has more than 3 questions'),
  /** Photographs under public/, shown instead of the generated drawing when present. */
  images: z
    .array(
      z.strictObject({
        src: z.string().regex(/^\/[\w/.-]+\.(?:jpe?g|png|webp|avif)$/, 'must be a path under public/ ending in .jpg, .png, .webp or .avif'),
        alt: sentence(5, 160),
      }),
    )
    .optional(),
  drawing: drawingSpecSchema,
  /** The sizes it is offered in; weights, ratings and part numbers are computed from them. */
  sizes: sizesSchema.optional(),
})
export type ProductRecord = z.infer<typeof productSchema>

/** An industry page's frontmatter: the duty, the products and options that fit it, and what to read. */
export const industrySchema = z.strictObject({
  title: sentence(30, 90),
  name: sentence(5, 30),
  summary: sentence(100, 260),
  demands: z
    .array(z.strictObject({ label: sentence(3, 40), text: sentence(60, 300) }))
    .min(3, 'needs at least 3 demands')
    .max(6, 'has more than 6 demands'),
  /** Products that fit, most relevant first, as "{category}/{slug}". */
  products: z
    .array(z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'must be written {category}/{slug}'))
    .min(3, 'needs at least 3 products')
    .max(8, 'has more than 8 products'),
  options: z.array(sentence(40, 200)).min(3, 'needs at least 3 options').max(6, 'has more than 6 options'),
  /** Delivery stories and articles about the industry, as site paths. */
  reading: z
    .array(z.string().regex(/^\/(?:news|knowledge)\/[a-z0-9-]+$/, 'must be a /news/{slug} or /knowledge/{slug} path'))
    .min(2, 'needs at least 2 stories or articles')
    .max(6, 'has more than 6 stories or articles'),
})
export type IndustryFrontmatter = z.infer<typeof industrySchema>

export const newsKinds = ['delivery', 'machine', 'technical', 'product', 'company'] as const

/** What every article's frontmatter holds besides its title and its kind or topic. */
const articleFields = { date: isoDate, summary: sentence(60, 300) }

export const newsSchema = z.strictObject({ title: sentence(20, 110), kind: z.enum(newsKinds), ...articleFields })
export type NewsFrontmatter = z.infer<typeof newsSchema>

export const knowledgeTopics = ['rollers', 'idlers', 'pulleys', 'parts', 'components', 'machines', 'maintenance'] as const

export const knowledgeSchema = z.strictObject({ title: sentence(10, 110), topic: z.enum(knowledgeTopics), ...articleFields })
export type KnowledgeFrontmatter = z.infer<typeof knowledgeSchema>

export { slug as slugSchema }
