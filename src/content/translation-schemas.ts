import { z } from 'zod'

/**
 * The overlay files of a translation (see the translation format): only the words of an English
 * file, field for field. Figures, size rows, part numbers, drawings and link targets stay in the
 * English file, so these schemas refuse any other field.
 */
const text = z.string().trim().min(1, 'is empty')

export const productOverlaySchema = z.strictObject({
  name: text,
  differs: text.optional(),
  stock: z.union([z.strictObject({ stocked: text, otherSizes: text }), z.strictObject({ madeToOrder: text })], {
    error: (issue) =>
      issue.input === undefined ? 'is missing' : 'must be { stocked, otherSizes } or { madeToOrder }, as in the English file',
  }),
  summary: text,
  overview: text,
  features: z.array(text),
  specs: z.array(z.strictObject({ label: text, value: z.coerce.string().trim().min(1, 'is empty') })),
  applications: z.array(text),
  customisation: z.array(text),
  faq: z.array(z.strictObject({ q: text, a: text })),
  images: z.array(z.strictObject({ alt: text })).optional(),
})
export type ProductOverlay = z.infer<typeof productOverlaySchema>

export const categoryOverlaySchema = z.strictObject({ name: text, summary: text, intro: text })
export type CategoryOverlay = z.infer<typeof categoryOverlaySchema>

export const glossarySchema = z.strictObject({
  language: z.enum(['es', 'ru']),
  terms: z
    .array(
      z.strictObject({
        en: text,
        use: text,
        also: z.array(text).optional(),
        avoid: z.array(text).optional(),
      }),
    )
    .min(1, 'needs at least one term'),
})
export type Glossary = z.infer<typeof glossarySchema>
