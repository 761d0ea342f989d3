/**
 * What the duty-driven selection can choose from: the catalogue's idler sets, pulleys by the role
 * their series serves, and the components a loading point and a clean return need, in the few
 * figures the choice needs (built by selection-offers.server.ts into the selection page's payload).
 */
import type { RatedSize } from '../engineering/catalogue-figures.ts'
import type { PulleyShaft } from '../engineering/pulley-shaft.ts'

export const setRoles = ['carrying', 'impact', 'return'] as const
export type SetRole = (typeof setRoles)[number]

/** An idler set with the run it serves. */
export type SetOffer = RatedSize & { role: SetRole }

export const pulleyRoles = ['drive', 'tail', 'snub', 'take-up', 'bend'] as const
export type PulleyRole = (typeof pulleyRoles)[number]

export const componentRoles = ['impact-bed', 'primary-cleaner', 'secondary-cleaner', 'plough'] as const
export type ComponentRole = (typeof componentRoles)[number]

interface Offer {
  partNumber: string
  product: string
  path: string
  slug: string
  belt: number
}

export interface PulleyOffer extends Offer {
  role: PulleyRole
  /** Shell diameter and diameter over the lagging, face width, mm. */
  diameter: number
  outside: number
  face: number
  bearing: string
  /** The shaft without its drive torque: a drive's torque is the duty's own effective tension, worked out with the duty. */
  shaft: Omit<PulleyShaft, 'torqueArm'>
  /** Place of its series among those that serve the role: the plain pulley first, lagged and special ones after. */
  rank: number
  lagging?: string
}

export interface ComponentOffer extends Offer {
  role: ComponentRole
  /** Length along the belt and trough angle, where the component has them. */
  length?: number
  angle?: number
}

export interface SelectionOffers {
  sets: SetOffer[]
  pulleys: PulleyOffer[]
  components: ComponentOffer[]
}
