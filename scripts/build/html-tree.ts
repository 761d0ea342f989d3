/**
 * A pre-rendered page as a parsed tree (parse5, the HTML parser jsdom uses; vite-react-ssg writes
 * every page through jsdom, so parsing and serialising a page again gives back the same bytes).
 * The build passes find, move and remove elements here, never in the HTML text.
 */
import { defaultTreeAdapter, html, parse, serialize, type DefaultTreeAdapterMap } from 'parse5'

export type HtmlDocument = DefaultTreeAdapterMap['document']
export type HtmlElement = DefaultTreeAdapterMap['element']
type ParentNode = DefaultTreeAdapterMap['parentNode']

export const parseHtml = (html: string): HtmlDocument => parse(html)
export const serializeHtml = (document: HtmlDocument): string => serialize(document)

const isElement = (node: DefaultTreeAdapterMap['node']): node is HtmlElement => 'tagName' in node

/** Every element under `root`, in document order. */
export function* elementsOf(root: ParentNode): Generator<HtmlElement> {
  for (const node of root.childNodes) {
    if (!isElement(node)) continue
    yield node
    yield* elementsOf(node)
  }
}

export function attributeOf(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value
}

/** The first element under `root` for which `test` holds, if any. */
export function findElement(root: ParentNode, test: (element: HtmlElement) => boolean): HtmlElement | undefined {
  for (const element of elementsOf(root)) if (test(element)) return element
  return undefined
}

/** The page's <head> or <body>; the parser always makes both. */
export function sectionOf(document: HtmlDocument, tagName: 'head' | 'body'): HtmlElement {
  const section = findElement(document, (element) => element.tagName === tagName)
  if (!section) throw new Error(`the page has no <${tagName}>`)
  return section
}

/** Takes `element` out of the page, with the whitespace that followed it: a line break that only laid out the tag. */
export function removeElement(element: HtmlElement): void {
  const parent = element.parentNode
  if (!parent) return
  const next = parent.childNodes[parent.childNodes.indexOf(element) + 1]
  if (next && next.nodeName === '#text' && 'value' in next && next.value.trim() === '') defaultTreeAdapter.detachNode(next)
  defaultTreeAdapter.detachNode(element)
}

/** A new HTML element with these attributes (in this order) and, when given, this text inside. */
export function createElement(tagName: string, attributes: Record<string, string>, text?: string): HtmlElement {
  const element = defaultTreeAdapter.createElement(
    tagName,
    html.NS.HTML,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  )
  if (text !== undefined) defaultTreeAdapter.insertText(element, text)
  return element
}

/** Puts `child` first in `parent`, moving it there if it is already in the page. */
export function prependChild(parent: HtmlElement, child: HtmlElement): void {
  if (child.parentNode) defaultTreeAdapter.detachNode(child)
  const first = parent.childNodes[0]
  if (first) defaultTreeAdapter.insertBefore(parent, child, first)
  else defaultTreeAdapter.appendChild(parent, child)
}

export const appendChild = (parent: HtmlElement, child: HtmlElement): void => defaultTreeAdapter.appendChild(parent, child)
