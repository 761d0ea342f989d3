import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { brokenContent } from '../support/content-copy'

const { copy, problemsOf } = brokenContent()
const rollerFile = join('products', 'roller', 'belt-conveyor-roller.yaml')

/** A copy of the real content whose belt conveyor roller gets `rows` as its only size rows. */
function contentWithRows(rows: string[]): string {
  const root = copy()
  const file = join(root, rollerFile)
  const source = readFileSync(file, 'utf8').replace(
    /\n {2}rows:\n(?: {4}- .*\n?)+/,
    `\n  rows:\n${rows.map((row) => `    - ${row}\n`).join('')}`,
  )
  writeFileSync(file, source)
  return root
}

describe('a size row that breaks an engineering rule stops the build, naming the file, the row and the rule', () => {
  it('a bearing bore larger than the shaft seat', () => {
    const message = problemsOf(
      contentWithRows([
        '{ d: 108, l: 380, shaft: 20, bearing: 6204, wall: 3.5, belt: 1000 }',
        '{ d: 133, l: 465, shaft: 20, bearing: 6205, wall: 4, belt: 1200 }',
      ]),
    )
    expect(message).toMatch(
      /belt-conveyor-roller\.yaml: field "sizes\.rows\.1": row 2 breaks the bearing-fit rule: bearing 6205 has a 25 mm bore, larger than the 20 mm shaft seat/,
    )
    expect(message).not.toMatch(/sizes\.rows\.0"/)
  })

  it('a roll speed above the limit at a listed belt speed', () => {
    // The product lists 2 and 3.15 m/s; a 63.5 mm roll turns 947 rpm at 3.15 m/s.
    const message = problemsOf(contentWithRows(['{ d: 63.5, l: 250, shaft: 17, bearing: 6203, wall: 3, belt: 650 }']))
    expect(message).toMatch(
      /field "sizes\.rows\.0": row 1 breaks the roll-speed rule: a 63\.5 mm roll turns at 947 rpm at the listed 3\.15 m\/s, above the 750 rpm limit/,
    )
  })

  it('a roll length that cannot serve its belt width and position', () => {
    const message = problemsOf(contentWithRows(['{ d: 133, l: 465, shaft: 25, bearing: 6205, wall: 4, belt: 1200, position: flat }']))
    expect(message).toMatch(
      /field "sizes\.rows\.0": row 1 breaks the roll-length rule: a 465 mm flat roll cannot serve a 1200 mm belt \(1250-1600 mm would\)/,
    )
  })

  it('a weight or a rating typed where the build computes it', () => {
    const message = problemsOf(
      contentWithRows(['{ d: 133, l: 465, shaft: 25, bearing: 6205, wall: 4, belt: 1200, mass: 8.9, loadRating: 3.7 }']),
    )
    expect(message).toMatch(/field "sizes\.rows\.0\.mass": is computed by the build \(src\/engineering\): remove it from the content file/)
    expect(message).toMatch(/field "sizes\.rows\.0\.loadRating": is computed by the build/)
  })

  it('a bearing the table does not know, and a repeated size', () => {
    const message = problemsOf(contentWithRows(['{ d: 133, l: 465, shaft: 25, bearing: 6299, wall: 4, belt: 1200 }']))
    expect(message).toMatch(/field "sizes\.rows\.0\.bearing": bearing 6299 is not in the bearing table/)
    // Rows that differ only in the belt they are listed for are one size: the part number says so.
    const repeated = problemsOf(
      contentWithRows([
        '{ d: 133, l: 465, shaft: 25, bearing: 6205, wall: 4, belt: 1000 }',
        '{ d: 133, l: 465, shaft: 25, bearing: 6205, wall: 4, belt: 1200 }',
      ]),
    )
    expect(repeated).toMatch(
      /field "sizes\.rows\.1": row 2 breaks the unique-size rule: repeats row 1 \(part number CR-D-133x4x465-6205-S25x511F\)/,
    )
  })

  it('a caption standard that does not cover the product: a pulley built to DIN 15207-1 (idler rolls)', () => {
    const root = copy()
    const file = join(root, 'products', 'pulley', 'drive-pulley.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\n {2}standard: gb\n/, '\n  standard: din\n'))
    expect(problemsOf(root)).toMatch(
      /drive-pulley\.yaml: field "sizes\.standard": the caption standard DIN 15207-1 does not cover pulleys \(it covers roll, roll-part\)/,
    )
  })
})
