/**
 * Labels in rows across the top of a view, each with a vertical leader down to the point it names.
 * A leader drops through every row below its own label, so a label in a lower row must stand clear
 * of the leaders from the rows above it. The rows, and each label's side of its leader, are searched
 * for the layout that keeps to that rule and keeps labels centred over their leaders where it can.
 */
import { circle, leader, n, text, textWidth } from './svg-kit.ts'

export interface RowLabel {
  /** The leader's x and the point it ends on, sheet units. */
  x: number
  y: number
  label: string
  /** A long part: other x where the leader may end instead, on the same height; the nearest to x is preferred. */
  spots?: readonly number[]
}

const firstRow = 50
const rowPitch = 34
/** Rows never go further down than this, however much room the view leaves. */
const mostRows = 6
/** From a row's baseline down to the highest part below the rows. */
const clearAbovePart = 24
const sheetLeft = 30
const sheetRight = 766
/** Between two labels in one row. */
const labelGap = 12
/** Between a leader and a label it passes. */
const leaderGap = 6
/** How far a label beside its leader reaches back over it. */
const overhang = 14
/** A leader moved to another spot costs this much per pixel. */
const spotCost = 1 / 12
/** Bounds the search's time: past it, the best layout found so far stands. */
const searchBudget = 20_000

interface Placement {
  /** Where the leader drops. */
  x: number
  row: number
  left: number
  right: number
  cost: number
}

/**
 * Where a label may go: every row, and along the label from centred over its leader to the leader
 * at one end. Each step off centre costs more than a row further up. A label for a long part also
 * tries its leader at spots along the part.
 */
function placements(item: RowLabel, rowCount: number): Placement[] {
  const width = textWidth(item.label)
  const end = overhang / width
  const spots = item.spots ?? [item.x]
  const shares = item.spots ? [0.5, end, 1 - end] : [0.5, 0.35, 0.65, 0.2, 0.8, end, 1 - end]
  const options: Placement[] = []
  for (const x of spots) {
    for (const share of shares) {
      const left = Math.min(Math.max(x - width * share, sheetLeft), sheetRight - width)
      for (let row = 0; row < rowCount; row++)
        options.push({ x, row, left, right: left + width, cost: Math.abs(x - item.x) * spotCost + Math.abs(share - 0.5) * 10 + row })
    }
  }
  return options.sort((a, b) => a.cost - b.cost)
}

function clash(a: Placement, b: Placement): boolean {
  if (a.row === b.row) return a.left < b.right + labelGap && b.left < a.right + labelGap
  // Only the higher label's leader runs past the lower label.
  const [upper, lower] = a.row < b.row ? [a, b] : [b, a]
  return upper.x > lower.left - leaderGap && upper.x < lower.right + leaderGap
}

/** The cheapest clash-free placement of every label, by a bounded depth-first search. */
function layOut(items: RowLabel[], rowCount: number): Placement[] {
  const options = items.map((item) => placements(item, rowCount))
  const chosen: Placement[] = []
  let best: Placement[] | undefined
  let bestCost = Infinity
  let visits = 0
  const visit = (i: number, cost: number) => {
    if (cost >= bestCost || visits++ > searchBudget) return
    if (i === items.length) {
      best = [...chosen]
      bestCost = cost
      return
    }
    for (const option of options[i] as Placement[]) {
      if (chosen.some((other) => clash(option, other))) continue
      chosen.push(option)
      visit(i + 1, cost + option.cost)
      chosen.pop()
    }
  }
  visit(0, 0)
  if (!best) throw new Error(`No clear rows for the labels ${items.map((item) => `"${item.label}"`).join(', ')}`)
  return best
}

/** The labels in their rows above `partsTop` (the highest part), each with its leader and the dot on its point, as SVG. */
export function labelRows(items: RowLabel[], partsTop: number): string {
  const rowCount = Math.min(mostRows, Math.floor((partsTop - clearAbovePart - firstRow) / rowPitch) + 1)
  // Long parts last: they have the most places to go.
  const sorted = [...items].sort((a, b) => Number(a.spots !== undefined) - Number(b.spots !== undefined) || a.x - b.x)
  const layout = layOut(sorted, rowCount)
  return sorted
    .map((item, i) => {
      const { x, row, left } = layout[i] as Placement
      const y = firstRow + row * rowPitch
      return leader([
        `<path class="dm" d="M${n(x)} ${n(y + 7)}V${n(item.y)}"/>`,
        circle(x, item.y, 2.5, 'ar'),
        text(left, y, item.label, { cls: 'lb' }),
      ])
    })
    .join('')
}
