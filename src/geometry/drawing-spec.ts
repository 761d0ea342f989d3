/**
 * What a product's content file says about its drawing: the kind of product drawn and the few
 * choices its size rows cannot give (lagging pattern, fixed trough angle, roll count). The content
 * schema validates the field with this schema; the drawings read its type.
 */
import { z } from 'zod'
import type { ProductSizes } from '../engineering/size-rows.ts'

export const drawingKinds = [
  'roller',
  'impact-roller',
  'disc-roller',
  'spiral-roller',
  'polymer-roller',
  'troughing-idler',
  'return-idler',
  'v-return-idler',
  'garland-idler',
  'guide-roller',
  'self-aligning-idler',
  'pulley',
  'wing-pulley',
  'lagging-sheet',
  'bearing-housing',
  'seal',
  'shaft',
  'tube',
  'bearing',
  'circlip',
  'frame',
  'impact-bed',
  'belt-cleaner',
  'plough',
  'belt',
  'machine',
] as const
export type DrawingKind = (typeof drawingKinds)[number]

export const drawingSpecSchema = z.strictObject({
  kind: z.enum(drawingKinds),
  lagging: z.enum(['plain', 'diamond', 'herringbone', 'ceramic']).optional(),
  troughAngle: z.union([z.literal(20), z.literal(35), z.literal(45)]).optional(),
  rolls: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5)]).optional(),
})
export type DrawingSpec = z.infer<typeof drawingSpecSchema>

/** What the drawings read of a product record: its name, spec rows, drawing field and size rows. */
export interface DrawnProduct {
  name: string
  specs: ReadonlyArray<{ label: string; value: string }>
  drawing: DrawingSpec
  sizes?: ProductSizes
}
