/**
 * Layout checks over every product's technical drawings, as a buyer on a phone sees them: text
 * large enough at 390 px, inside its box and clear of other text, nothing cut short, every
 * dimension's extension lines starting on the part they measure, and every leader clear of the
 * other labels.
 */
import { describe, expect, it } from 'vitest'
import { loadContent } from '@/content/content-store.server'
import { drawProduct } from '@/drawings/technical/product-drawings.server'
import { contains, crossesBox, distanceToOutline, overlaps, readSheet, type Box, type SheetShape } from '../support/svg-geometry'

/** The product gallery's width on a 390 px phone, at most. */
const phoneWidth = 390
const smallestReadable = 11

const sheets = loadContent().products.flatMap((product) =>
  drawProduct(product.slug, product).map((drawing) => ({ file: drawing.file, sheet: readSheet(drawing.svg) })),
)

const solid = new Set(['ln', 'st', 'sd', 'rb', 'tl', 'tk', 'hs', 'hp', 'pl', 'th'])
/** A part's outline or face: a styled shape, or one painted with a pattern (lagging). */
const isPart = (shape: SheetShape) => !shape.inDimension && (solid.has(shape.cls) || (shape.cls === '' && shape.fill.startsWith('url(')))

function area(box: Box): number {
  return (box.right - box.left) * (box.bottom - box.top)
}

/** The sheet frame and the title block's cells, from the drawing itself. */
function boxesOf(shapes: SheetShape[], file: string): { view: Box; cells: Box[] } {
  const frame = shapes.filter((s) => s.cls === 'ln' && s.tag === 'rect').sort((a, b) => area(b.box) - area(a.box))[0]
  const block = shapes.find(
    (s) => s.tag === 'rect' && s.cls === 'pl' && s.box.bottom >= (frame?.box.bottom ?? 0) - 1 && s.box.right - s.box.left > 600,
  )
  if (!frame || !block) throw new Error(`${file}: no frame or title block found`)
  const splits = shapes
    .filter(
      (s) => s.tag === 'path' && s.box.left === s.box.right && s.box.top >= block.box.top - 0.5 && s.box.bottom <= block.box.bottom + 0.5,
    )
    .map((s) => s.box.left)
    .sort((a, b) => a - b)
  const edges = [block.box.left, ...splits, block.box.right]
  const cells = edges.slice(1).map((right, i) => ({ ...block.box, left: edges[i] as number, right }))
  return { view: { ...frame.box, bottom: block.box.top }, cells }
}

describe('drawing checks, every product', () => {
  it('draws every text at 11 px or more on a 390 px phone', () => {
    const small: string[] = []
    for (const { file, sheet } of sheets) {
      for (const text of sheet.texts) {
        const rendered = (text.fontSize * phoneWidth) / sheet.viewBoxWidth
        if (rendered < smallestReadable) small.push(`${file}: "${text.content}" at ${rendered.toFixed(1)} px`)
      }
    }
    expect(small.slice(0, 20), `${small.length} texts under ${smallestReadable} px`).toEqual([])
  })

  it('keeps every text inside its box: the view above the title block, or its title-block cell', () => {
    const outside: string[] = []
    for (const { file, sheet } of sheets) {
      const { view, cells } = boxesOf(sheet.shapes, file)
      for (const text of sheet.texts) {
        const fits = text.inTitleBlock ? cells.some((cell) => contains(cell, text.box, 2)) : contains(view, text.box, 2)
        if (!fits) outside.push(`${file}: "${text.content}"`)
      }
    }
    expect(outside.slice(0, 20), `${outside.length} texts outside their box`).toEqual([])
  })

  it('never cuts a text short', () => {
    const cut = sheets.flatMap(({ file, sheet }) =>
      sheet.texts.filter((text) => /…|\.\.\.$/.test(text.content)).map((text) => `${file}: "${text.content}"`),
    )
    expect(cut.slice(0, 20), `${cut.length} texts cut short`).toEqual([])
  })

  it('keeps texts clear of one another', () => {
    const clashes: string[] = []
    for (const { file, sheet } of sheets) {
      sheet.texts.forEach((a, i) => {
        for (const b of sheet.texts.slice(i + 1)) {
          if (!overlaps(a.box, b.box, 1)) continue
          clashes.push(`${file}: "${a.content}" / "${b.content}"`)
        }
      })
    }
    expect(clashes.slice(0, 20), `${clashes.length} overlapping texts`).toEqual([])
  })

  it('starts every extension line of a dimension on the part it measures', () => {
    const floating: string[] = []
    for (const { file, sheet } of sheets) {
      const { view } = boxesOf(sheet.shapes, file)
      const solids = sheet.shapes.filter((s) => isPart(s) && area(s.box) < area(view) * 0.9 && s.box.top < view.bottom)
      // A hidden or phantom line counts when it meets a part: a line floating clear of the parts does not.
      const attached = sheet.shapes.filter(
        (s) =>
          s.cls === 'hl' &&
          !s.inDimension &&
          s.segments.some(([a, b]) =>
            [a, b, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as [number, number]].some((p) =>
              solids.some((part) => distanceToOutline(p, part.segments) <= 1.5),
            ),
          ),
      )
      const parts = [...solids, ...attached]
      for (const extension of sheet.shapes.filter((s) => s.cls === 'ex')) {
        const start = extension.start as [number, number]
        if (parts.some((part) => distanceToOutline(start, part.segments) <= 4)) continue
        floating.push(`${file}: extension line from (${start.map((v) => v.toFixed(0)).join(', ')})`)
      }
    }
    expect(floating.slice(0, 20), `${floating.length} extension lines start on nothing`).toEqual([])
  })

  it('runs every leader clear of the other labels', () => {
    const crossings: string[] = []
    for (const { file, sheet } of sheets) {
      for (const path of sheet.shapes.filter((s) => s.leader !== undefined && s.cls === 'dm')) {
        const own = sheet.texts.find((t) => t.leader === path.leader)
        for (const text of sheet.texts.filter((t) => !t.inTitleBlock && t !== own)) {
          if (!path.segments.some((segment) => crossesBox(segment, text.box, 1))) continue
          crossings.push(`${file}: the leader of "${own?.content ?? '?'}" crosses "${text.content}"`)
        }
      }
    }
    expect(crossings.slice(0, 40), `${crossings.length} leaders across a label`).toEqual([])
  })

  it('finds extension lines to check', () => {
    expect(sheets.filter(({ sheet }) => sheet.shapes.some((s) => s.cls === 'ex')).length).toBeGreaterThan(sheets.length / 2)
  })
})
