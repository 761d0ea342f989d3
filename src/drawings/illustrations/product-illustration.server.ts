/**
 * The shaded illustration of each product, made at build time from its drawing kind and the same
 * figures as its technical drawings. It is the first picture of a product without photographs.
 */
import type { DrawingKind, DrawnProduct } from '../../geometry/drawing-spec.ts'
import { Figures } from '../figures.ts'
import { componentIllustrations } from './components.ts'
import {
  frameIllustration,
  garlandIllustration,
  guideRollerIllustration,
  returnIllustration,
  selfAligningIllustration,
  troughingIllustration,
  vReturnIllustration,
} from './idlers.ts'
import type { Illustration } from './illustration.ts'
import {
  bearingIllustration,
  circlipIllustration,
  housingIllustration,
  sealIllustration,
  shaftIllustration,
  tubeIllustration,
} from './parts.ts'
import { laggingSheetIllustration, pulleyIllustration, wingPulleyIllustration } from './pulleys.ts'
import { rollerIllustration } from './rollers.ts'

export interface ProductIllustration {
  /** File name under /illustrations, e.g. "bend-pulley.svg". */
  file: string
  alt: string
  width: number
  height: number
  svg: string
}

/** The size of every illustration: the drawings' 4:3, so a gallery or card keeps its box. */
export const illustrationSize = { width: 800, height: 600 } as const

const families: Record<DrawingKind, (f: Figures) => Illustration> = {
  roller: rollerIllustration,
  'impact-roller': rollerIllustration,
  'disc-roller': rollerIllustration,
  'spiral-roller': rollerIllustration,
  'polymer-roller': rollerIllustration,
  'troughing-idler': troughingIllustration,
  'self-aligning-idler': selfAligningIllustration,
  'return-idler': returnIllustration,
  'v-return-idler': vReturnIllustration,
  'garland-idler': garlandIllustration,
  'guide-roller': guideRollerIllustration,
  frame: frameIllustration,
  pulley: pulleyIllustration,
  'wing-pulley': wingPulleyIllustration,
  'lagging-sheet': laggingSheetIllustration,
  'bearing-housing': housingIllustration,
  seal: sealIllustration,
  shaft: shaftIllustration,
  tube: tubeIllustration,
  bearing: bearingIllustration,
  circlip: circlipIllustration,
  ...componentIllustrations,
}

/** The illustration of one product. */
export function illustrateProduct(slug: string, product: DrawnProduct): ProductIllustration {
  const { scene, shows } = families[product.drawing.kind](new Figures(product))
  const alt = `Illustration of the ${product.name}: ${shows}.`
  return { file: `${slug}.svg`, alt, ...illustrationSize, svg: scene.svg(alt, illustrationSize.width, illustrationSize.height) }
}
