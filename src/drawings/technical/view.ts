/** What each family module returns: the views of one product, before the sheet is put round them. */
export interface View {
  /** The view's name, e.g. "elevation, upper half in section". */
  name: string
  /** What the picture shows, for the alt text: a phrase that follows "the {product name}, ". */
  shows: string
  body: string
}
