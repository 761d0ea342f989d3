/** What each family module returns: the views of one product, before the sheet is put round them. */
export interface View {
  /** The view's name, e.g. "elevation, upper half in section". */
  name: string
  /** What the picture shows, for the alt text: a phrase that follows "the {product name}, ". */
  shows: string
  body: string
  /**
   * Sheet units per millimetre of the part as drawn, the scale its canvas was laid out at: the CAD
   * export divides by it, so every view comes out full size. null for a diagram not to scale (a
   * conveyor layout, a belt's cross-section enlarged out of proportion).
   */
  scale: number | null
}
