import type { Scene } from './scene.ts'

/** What each family module returns: the scene, and what it shows for the alt text. */
export interface Illustration {
  scene: Scene
  /** A phrase that follows "Illustration of the {product name}: ". */
  shows: string
}
