/**
 * The schema of a product's `sizes` block: the typed half of its size rows. The engineering
 * module (src/engineering/size-rows.ts) defines the shapes; this validates a content file
 * against them, so a wrong field stops the build with the file, the row and the field.
 */
import { z } from 'zod'
import { bearingSteels, bearingTable } from '../engineering/bearings.ts'
import { seriesPattern } from '../engineering/part-numbers.ts'
import {
  coveringMaterials,
  laggingKinds,
  machineWorkpieces,
  partKinds,
  rollPositions,
  shellMaterials,
  standardCodes,
  type ProductSizes,
} from '../engineering/size-rows.ts'

/** Figures the build computes; typing one in a content file is an error that says so. */
const computedFields = [
  'mass',
  'weight',
  'rotatingMass',
  'rating',
  'loadRating',
  'load',
  'maxSpeed',
  'maxBeltSpeed',
  'rpm',
  'partNumber',
  'code',
  'life',
]

const mm = (label: string) => z.number({ error: `must be a number of millimetres (${label})` }).positive(`must be more than 0 (${label})`)
const bearing = z.coerce.string().refine((code) => bearingTable.has(code), {
  error: (issue) => `bearing ${String(issue.input)} is not in the bearing table (src/engineering/bearings.ts)`,
})
const beltSpeeds = z.tuple([z.number().positive().max(10), z.number().positive().max(10)], {
  error: 'must be two belt speeds in m/s, e.g. [2.5, 4]',
})
const series = z.string().regex(seriesPattern, 'must be 2-4 capital letters, e.g. CR')
const covering = z.strictObject({ material: z.enum(coveringMaterials), fill: z.number().gt(0).max(1) })

/** A row object whose computed or unknown fields get their own message. */
function row<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.looseObject(shape).superRefine((value, context) => {
    for (const key of Object.keys(value)) {
      if (key in shape) continue
      context.addIssue({
        code: 'custom',
        path: [key],
        message: computedFields.includes(key)
          ? 'is computed by the build (src/engineering): remove it from the content file'
          : `is not a size field (expected ${Object.keys(shape).join(', ')})`,
      })
    }
  }) as unknown as z.ZodObject<Shape>
}

const rows = <T extends z.ZodType>(item: T, what = 'rows') => z.array(item).min(1, `needs at least one of its ${what}`)

export const sizesSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('roller'),
    series,
    standard: z.enum(standardCodes),
    position: z.enum(rollPositions),
    beltSpeeds,
    shell: z.enum(shellMaterials).optional(),
    bearingSteel: z.enum(bearingSteels).optional(),
    covering: covering.optional(),
    rows: rows(
      row({
        d: mm('roll diameter'),
        l: mm('shell length'),
        shaft: mm('shaft'),
        bearing,
        wall: mm('wall'),
        belt: mm('belt width').optional(),
        outside: mm('outside diameter').optional(),
        end: mm('large-end diameter').optional(),
        position: z.enum(rollPositions).optional(),
        pipe: mm('pipe diameter').optional(),
      }),
    ),
  }),
  z.strictObject({
    type: z.literal('idler-set'),
    series,
    standard: z.enum(standardCodes),
    beltSpeeds,
    covering: covering.optional(),
    outside: mm('outside diameter').optional(),
    frameOnly: z.boolean().optional(),
    rows: rows(
      row({
        belt: mm('belt width'),
        angle: z.number().min(0).max(60),
        rolls: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5)]),
        d: mm('roll diameter'),
        l: mm('roll length'),
        shaft: mm('shaft'),
        bearing,
        wall: mm('wall'),
        frameMass: z.number().positive('must be the frame mass in kg'),
        outside: mm('outside diameter').optional(),
      }),
    ),
  }),
  z.strictObject({
    type: z.literal('pulley'),
    series,
    standard: z.enum(standardCodes),
    beltSpeeds,
    lagging: z.strictObject({ kind: z.enum(laggingKinds), thickness: z.number().int().positive() }).optional(),
    shell: z.enum(['steel', 'stainless']).optional(),
    drive: z.boolean().optional(),
    crown: z.literal('trapezoidal').optional(),
    rows: rows(
      row({
        d: mm('shell diameter'),
        face: mm('face width'),
        shaft: mm('shaft at bearings'),
        bearing,
        wall: mm('shell wall'),
        belt: mm('belt width'),
      }),
    ),
  }),
  z.strictObject({
    type: z.literal('part'),
    series,
    standard: z.enum(standardCodes),
    part: z.enum(partKinds),
    material: z.enum(['pressed-steel', 'cast-iron', 'nylon']).optional(),
    rows: rows(
      row({
        bearing: bearing.optional(),
        tube: mm('tube').optional(),
        wall: mm('wall').optional(),
        shaft: mm('shaft').optional(),
        length: mm('length').optional(),
        outside: mm('outside').optional(),
        width: mm('width').optional(),
      }),
    ),
  }),
  z.strictObject({
    type: z.literal('component'),
    series,
    rows: rows(
      row({
        belt: mm('belt width'),
        length: mm('length').optional(),
        angle: z.number().int().min(0).max(60, 'must be the trough angle in degrees, 0-60').optional(),
        bar: mm('bar height').optional(),
        mass: z.number().positive('must be the mass in kg'),
      }),
    ),
  }),
  z.strictObject({
    type: z.literal('machine'),
    series,
    workpiece: z.enum(machineWorkpieces).optional(),
    models: rows(
      z.strictObject({
        model: z.string().regex(/^[A-Z0-9]+$/, 'must be capital letters and digits, e.g. CT219'),
        diameter: z.tuple([z.number().positive(), z.number().positive()]),
        length: z.tuple([z.number().positive(), z.number().positive()]),
        outputPerShift: z.number().int().positive(),
        power: z.number().positive(),
        footprint: z.tuple([z.number().positive(), z.number().positive()]),
        mass: z.number().positive(),
      }),
      'models',
    ),
  }),
])

// The content's shape is the engineering module's: a drift between them fails the type check.
type Assignable<T extends ProductSizes> = T
export type ContentSizes = Assignable<z.infer<typeof sizesSchema>>
