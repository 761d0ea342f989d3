/**
 * The browser's side of vite-react-ssg's `Head`: keeps <title>, <meta>, <link>, JSON-LD scripts and
 * <html> attributes in step with the mounted pages, in place of react-helmet-async, which the
 * pre-render still uses to write the head (vite.config.ts swaps the module for the client build
 * only). It exports the two names vite-react-ssg imports from react-helmet-async.
 *
 * Why: react-helmet-async and what it brings (prop-types, react-fast-compare, shallowequal,
 * invariant) are about 6 KB gzip of every page's framework chunk, to do on the client what this
 * does in a few dozen lines. Rules as helmet's: a later mounted `Head` wins a title or a tag with
 * the same key; tags it writes carry `data-rh`, as the pre-rendered ones do, so the first sync
 * finds the server's tags and leaves them when they already match.
 */
import { Children, isValidElement, useLayoutEffect, useState, type ReactElement, type ReactNode } from 'react'

type TagName = 'title' | 'meta' | 'link' | 'script' | 'html'
interface HeadTag {
  name: TagName
  attributes: [string, string][]
  text: string
}

/** React prop names whose HTML attribute is spelt otherwise. */
const attributeNames: Record<string, string> = {
  charSet: 'charset',
  className: 'class',
  crossOrigin: 'crossorigin',
  hrefLang: 'hreflang',
  httpEquiv: 'http-equiv',
}

const writtenOrder: TagName[] = ['meta', 'link', 'script']

const mounted = new Map<number, HeadTag[]>()
let nextInstance = 0
let syncQueued = false

function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('')
}

function tagsOf(children: ReactNode): HeadTag[] {
  const tags: HeadTag[] = []
  Children.forEach(children, (child) => {
    if (!isValidElement(child) || typeof child.type !== 'string') return
    const name = child.type as TagName
    if (!['title', 'meta', 'link', 'script', 'html'].includes(name)) return
    const props = child.props as Record<string, unknown>
    const attributes: [string, string][] = Object.entries(props)
      .filter(([key, value]) => key !== 'children' && value !== undefined && value !== null && value !== false)
      .map(([key, value]) => [attributeNames[key] ?? key, String(value)])
    tags.push({ name, attributes, text: textOf(props.children as ReactNode) })
  })
  return tags
}

/** Tags with the same key replace each other (a meta by name or property, the canonical link). */
function keyOf(tag: HeadTag): string {
  const attribute = (name: string) => tag.attributes.find(([key]) => key === name)?.[1]
  if (tag.name === 'meta') {
    const key = ['name', 'property', 'http-equiv', 'charset'].find((name) => attribute(name) !== undefined)
    return key ? `meta ${key}=${attribute(key)}` : `meta ${JSON.stringify(tag.attributes)}`
  }
  if (tag.name === 'link' && attribute('rel') === 'canonical') return 'link canonical'
  return `${tag.name} ${JSON.stringify(tag.attributes)} ${tag.text}`
}

/** What the head should hold: every mounted `Head`'s tags in mounting order, later keys winning. */
export function resolvedHead(instances: Iterable<HeadTag[]>): { title?: string; html: [string, string][]; tags: HeadTag[] } {
  let title: string | undefined
  const html = new Map<string, string>()
  const tags = new Map<string, HeadTag>()
  for (const instance of instances) {
    for (const tag of instance) {
      if (tag.name === 'title') title = tag.text
      else if (tag.name === 'html') for (const [key, value] of tag.attributes) html.set(key, value)
      else {
        const key = keyOf(tag)
        tags.delete(key)
        tags.set(key, tag)
      }
    }
  }
  // In the order the pre-render writes them (metas, links, scripts), so a matching head compares equal.
  const byKind = [...tags.values()].sort((a, b) => writtenOrder.indexOf(a.name) - writtenOrder.indexOf(b.name))
  return { title, html: [...html], tags: byKind }
}

function elementOf(tag: HeadTag): HTMLElement {
  const element = document.createElement(tag.name)
  element.setAttribute('data-rh', 'true')
  for (const [key, value] of tag.attributes) element.setAttribute(key, value)
  if (tag.text) element.textContent = tag.text
  return element
}

function syncDocumentHead(): void {
  syncQueued = false
  const { title, html, tags } = resolvedHead(mounted.values())
  if (title !== undefined && document.title !== title) document.title = title
  for (const [key, value] of html) document.documentElement.setAttribute(key, value)
  const wanted = tags.map(elementOf)
  const present = [...document.head.querySelectorAll<HTMLElement>('[data-rh]:not(title)')]
  // The pre-rendered head already matches on the first sync of most pages: touch nothing then.
  if (present.length === wanted.length && present.every((element, index) => element.isEqualNode(wanted[index] ?? null))) return
  for (const element of present) element.remove()
  document.head.append(...wanted)
}

function queueSync(): void {
  if (syncQueued) return
  syncQueued = true
  // One sync after all the heads of a commit have run their effects.
  queueMicrotask(syncDocumentHead)
}

/** Stands in for react-helmet-async's provider: there is no context to provide. */
export function HelmetProvider({ children }: { children?: ReactNode }): ReactNode {
  return children
}

/** One page's head tags, applied to the document while it is mounted. Renders nothing, as helmet does. */
export function Helmet({ children }: { children?: ReactNode }): ReactElement | null {
  const [instance] = useState(() => nextInstance++)
  const signature = JSON.stringify(tagsOf(children))
  useLayoutEffect(() => {
    mounted.set(instance, JSON.parse(signature) as HeadTag[])
    queueSync()
  }, [instance, signature])
  useLayoutEffect(
    () => () => {
      mounted.delete(instance)
      queueSync()
    },
    [instance],
  )
  return null
}
