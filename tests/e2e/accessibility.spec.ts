import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openAsApp, servedSiteInChromium } from '../support/browser'

const session = servedSiteInChromium()

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const pages = [
  ['home', '/'],
  ['a product list', '/roller'],
  ['a product detail', '/roller/belt-conveyor-roller'],
  ['an article', '/knowledge/what-is-a-conveyor-roller'],
  ['contact', '/contact-us'],
  ['not found', '/no-such-page'],
] as const

const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
]

/** A page as a visitor sees it once it has settled: loaded, idle and in its own fonts. */
async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await session.browser.newPage({ viewport })
  await openAsApp(page, `${session.origin}${path}`)
  await page.evaluate(() => document.fonts.ready)
  return page
}

interface Violation {
  id: string
  impact: string
  help: string
  targets: string[]
}

/** axe-core's violations for the whole page under WCAG 2.1 A and AA and its best practices. */
async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol: the pages' Content-Security-Policy refuses an added inline script.
  await page.evaluate(axeSource)
  const options: RunOptions = { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
    const results = await axe.run(document, runOptions)
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      // A target inside a shadow root or frame is a list of selectors, outermost first.
      targets: violation.nodes.map((node) => node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : part)).join(' >>> ')),
    }))
  }, options)
}

function report(violations: Violation[]): string {
  return violations
    .map(({ id, impact, help, targets }) => {
      const more = targets.length > 3 ? ` and ${targets.length - 3} more` : ''
      return `- ${id} (${impact}): ${help}\n    at ${targets.slice(0, 3).join(' | ')}${more}`
    })
    .join('\n')
}

describe('accessibility (axe-core: WCAG 2.1 A and AA, best practices)', () => {
  for (const { width, height } of viewports) {
    for (const [kind, path] of pages) {
      it(`finds nothing on ${kind} (${path}) at ${width} px`, async () => {
        const page = await open(path, { width, height })
        const violations = await axeViolations(page)
        await page.close()
        expect(violations.length, `axe violations on ${path} at ${width} px:\n${report(violations)}\n`).toBe(0)
      })
    }
  }
})

/** What the keyboard focus is on: enough for a person to find it. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'nothing (the body)'
    const label = (element.getAttribute('aria-label') || element.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className ? ` class="${element.className}"` : ''}> "${label}"`
  })

/**
 * The outline or box-shadow ('' for neither) of each focus stop and of its ancestors, innermost first:
 * after a Tab, of the element it focused (remembered in the page); after 'blur', of every remembered
 * stop once nothing holds the focus.
 */
const focusMarks = (page: Page, after: 'tab' | 'blur') =>
  page.evaluate((after) => {
    const state = window as unknown as { focusStops?: Element[] }
    state.focusStops ??= []
    if (after === 'blur') (document.activeElement as HTMLElement | null)?.blur()
    else state.focusStops.push(document.activeElement ?? document.body)
    // Read styles as they end up, not part-way through a transition.
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish()
    const mark = (element: Element) => {
      const style = getComputedStyle(element)
      if (style.outlineStyle !== 'none' && style.outlineWidth !== '0px')
        return `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
      return style.boxShadow === 'none' ? '' : `box-shadow ${style.boxShadow}`
    }
    const marks = (element: Element) => {
      const chain: string[] = []
      for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement)
        chain.push(node === document.body ? '' : mark(node))
      return chain
    }
    return (after === 'blur' ? state.focusStops : state.focusStops.slice(-1)).map(marks)
  }, after)

describe('keyboard use', () => {
  for (const { width, height } of viewports) {
    it(`reaches "Skip to content" on the first Tab of home at ${width} px, and the link moves focus to main`, async () => {
      const page = await open('/', { width, height })
      await page.keyboard.press('Tab')
      const skipLink = page.getByRole('link', { name: 'Skip to content' })
      expect(await skipLink.evaluate((link) => link === document.activeElement), `the first Tab reached ${await describeFocus(page)}`).toBe(
        true,
      )
      // Shown once focused, not left off screen.
      expect((await skipLink.boundingBox())?.y).toBeGreaterThanOrEqual(0)
      await page.keyboard.press('Enter')
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
        `the Tab after it reached ${await describeFocus(page)}`,
      ).toBe(true)
      await page.close()
    })
  }

  it('shows where the focus is at each of the first 15 Tab stops of home at 390 px', async () => {
    const page = await open('/', { width: 390, height: 844 })
    const stops: { focused: string; marks: string[] }[] = []
    for (let stop = 0; stop < 15; stop += 1) {
      await page.keyboard.press('Tab')
      const [marks = []] = await focusMarks(page, 'tab')
      stops.push({ focused: await describeFocus(page), marks })
    }
    const unfocused = await focusMarks(page, 'blur')
    // Its own outline or box-shadow, or one an ancestor has only while it holds the focus (a card's ring).
    const shown = (marks: string[], index: number) =>
      Boolean(marks[0]) || marks.slice(1).some((mark, level) => mark !== '' && mark !== unfocused[index]?.[level + 1])
    const unmarked = stops.filter((stop, index) => !shown(stop.marks, index)).map((stop) => `- ${stop.focused}`)
    expect(
      unmarked.length,
      `Tab stops with no outline or box-shadow on the focused element (or gained by an ancestor):\n${unmarked.join('\n')}\n`,
    ).toBe(0)
    await page.close()
  })
})
