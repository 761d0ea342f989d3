/**
 * The geometry of an idler set from its size row: its rolls where the layout puts them (each the
 * roll geometry of the row's figures), and the frame that carries them. A troughed set stands on a
 * base channel with a bracket between each pair of shell ends; a return or V-return set hangs from
 * drop brackets under the stringers; a garland hangs from links; a self-aligning set turns on a
 * pivot under its cross member. A frame sold alone carries no rolls: their places stay in the model.
 *
 * Entry: `idlerSetGeometry(sizes, row, form)`. Frame: x across the belt, y up, z along the belt,
 * origin at the middle of the top of the base (of the bracket feet, for a hanging set).
 */
import { bearingOf } from '../engineering/bearings.ts'
import { catalogueFigures } from '../engineering/catalogue-figures.ts'
import { shaftStub } from '../engineering/shaft-layout.ts'
import type { IdlerSetRow, IdlerSetSizes } from '../engineering/size-rows.ts'
import { layout, normal, type RollPlace } from './idler-layout.ts'
import type { ModelCallout, ModelDimension, ProductGeometry, Solid, Vec2, Vec3 } from './model.ts'
import { coveringOf, rollAxis, rollHiddenLines, rollOutside, rollSolids, type RollForm, type RollSpec } from './roll.ts'
import { boxBetween, letterDimensions, unit, type PlacedDimension, type Placement } from './solid-kit.ts'

/** How a set is carried, which its drawing kind names: standing on a base, hanging, on links, on a pivot. */
export type SetForm = 'troughing' | 'impact' | 'return' | 'disc-return' | 'garland' | 'self-aligning' | 'frame'

/** The gap between neighbouring shell ends, where a bracket stands, mm. */
export const bracketGap = 50
/** Shaft axis of a flat roll above the base top: half the roll and this much, mm. */
export const axisClearance = 80
/** The pivot's rise under a self-aligning set's cross member, mm. */
export const pivotRise = 90
/** Base channel height and depth along the belt, bracket plate thickness and depth, mm. */
const base = { height: 70, depth: 100 }
const bracket = { thickness: 16, depth: 90 }

/** Whether a set of this row stands on a base (troughed) or hangs under the stringers (flat and V return). */
export const standsOnBase = (row: Pick<IdlerSetRow, 'rolls' | 'angle'>): boolean => row.rolls >= 3 || (row.rolls === 2 && row.angle > 15)

const rollFormOf: Record<SetForm, RollForm> = {
  troughing: 'plain',
  impact: 'impact',
  return: 'plain',
  'disc-return': 'disc',
  garland: 'plain',
  'self-aligning': 'plain',
  frame: 'plain',
}

function rollSpecOfSet(sizes: IdlerSetSizes, row: IdlerSetRow, form: SetForm): RollSpec {
  const covering = coveringOf(rollFormOf[form], sizes.covering, row.outside ?? sizes.outside, row.d)
  return {
    d: row.d,
    l: row.l,
    wall: row.wall,
    shaft: row.shaft,
    bearing: bearingOf(row.bearing),
    shell: 'steel',
    ...(covering ? { covering } : {}),
  }
}

const placementOf = (roll: RollPlace): Placement => ({
  origin: [(roll.a[0] + roll.b[0]) / 2, (roll.a[1] + roll.b[1]) / 2, 0],
  axis: unit([roll.b[0] - roll.a[0], roll.b[1] - roll.a[1], 0]),
})

/** The frame of a set standing on a base channel, brackets up to each gap's shaft ends. */
function standingFrame(brackets: Vec2[], halfWidth: number, pivot: boolean): Solid[] {
  const foot = pivot ? pivotRise : 0
  const frame: Solid[] = pivot
    ? [
        boxBetween('base channel', 'steel', [-halfWidth + 40, -base.height, -base.depth / 2], [halfWidth - 40, 0, base.depth / 2]),
        boxBetween('pivot post', 'steel', [-35, 0, -35], [35, foot - 20, 35]),
        boxBetween('turntable', 'steel', [-70, foot - 20, -70], [70, foot - 8, 70]),
        boxBetween('cross member', 'steel', [-halfWidth + 60, foot - 8, -base.depth / 2], [halfWidth - 60, foot + 12, base.depth / 2]),
      ]
    : [boxBetween('base channel', 'steel', [-halfWidth + 20, -base.height, -base.depth / 2], [halfWidth - 20, 0, base.depth / 2])]
  brackets.forEach(([x, y], i) =>
    frame.push(
      boxBetween(
        `bracket ${i + 1}`,
        'steel',
        [x - bracket.thickness / 2, foot, -bracket.depth / 2],
        [x + bracket.thickness / 2, y + 22, bracket.depth / 2],
      ),
    ),
  )
  return frame
}

/** Drop brackets (or a garland's links) from each shaft end up to the stringer level. */
function hangingFrame(brackets: Vec2[], stringerY: number, links: boolean): Solid[] {
  return brackets.map(([x, y], i) =>
    links
      ? boxBetween(`link ${i + 1}`, 'steel', [x - 10, y - 20, -12], [x + 10, y + 60, 12])
      : boxBetween(
          `drop bracket ${i + 1}`,
          'steel',
          [x - bracket.thickness / 2, y - 35, -bracket.depth / 2],
          [x + bracket.thickness / 2, stringerY, bracket.depth / 2],
        ),
  )
}

/** The roll a set's lettered dimensions are taken on: the flat centre roll, or the right-hand roll of a two-roll set. */
const measuredRoll = (rolls: RollPlace[]): RollPlace => rolls.find((roll) => roll.angle === 0) ?? (rolls[rolls.length - 1] as RollPlace)

export function idlerSetGeometry(sizes: IdlerSetSizes, row: IdlerSetRow, form: SetForm = 'troughing'): ProductGeometry {
  const figures = catalogueFigures({ ...sizes, rows: [row] })[0]
  if (!figures) throw new Error(`idler set ${sizes.series}: no figures for its row`)
  const roll = rollSpecOfSet(sizes, row, form)
  const outside = rollOutside(roll)
  // A garland hangs whatever its roll count; other sets stand when troughed.
  const standing = form !== 'garland' && standsOnBase(row)
  const pivot = form === 'self-aligning' && standing
  const axisHeight = standing ? outside / 2 + axisClearance + (pivot ? pivotRise : 0) : 0
  const { rolls, brackets } = layout(
    { rolls: row.rolls, angle: row.angle, diameter: row.d, length: row.l, belt: row.belt },
    axisHeight,
    bracketGap,
  )
  const placements = rolls.map(placementOf)
  const top = Math.max(...rolls.flatMap((r) => [r.a[1], r.b[1]])) + outside / 2
  const halfWidth = Math.max(...brackets.map(([x]) => Math.abs(x)), row.belt / 2) + 90
  const frame = standing ? standingFrame(brackets, halfWidth, pivot) : hangingFrame(brackets, top + 180, form === 'garland')
  const rollSolidsOfSet = sizes.frameOnly ? [] : placements.flatMap((at, i) => rollSolids(roll, at, `roll ${i + 1}`))

  const measured = measuredRoll(rolls)
  const at = placementOf(measured)
  const down = (p: Vec2, by: number): Vec3 => {
    const q = normal(p, measured.angle, -by)
    return [q[0], q[1], 0]
  }
  // Diameters across the measured roll's right end, square to the front view: the plan and the side view show them.
  const end: Vec2 = [at.origin[0] + (at.axis[0] * row.l) / 2, at.origin[1] + (at.axis[1] * row.l) / 2]
  const across = (x: number, r: number): [Vec3, Vec3] => [
    [x, end[1], -r],
    [x, end[1], r],
  ]
  const [bFrom, bTo] = across(end[0] - 10, outside / 2)
  const [cFrom, cTo] = across(end[0] + shaftStub(row.shaft) / 2, row.shaft / 2)
  const placed: PlacedDimension[] = [
    { label: 'Roll length', mm: row.l, kind: 'length', from: down(measured.a, outside / 2), to: down(measured.b, outside / 2) },
    { label: 'Roll diameter', mm: outside, kind: 'diameter', from: bFrom, to: bTo },
    { label: 'Shaft diameter', mm: row.shaft, kind: 'diameter', from: cFrom, to: cTo },
  ]
  const reference: ModelDimension[] = [
    { label: 'Belt width', mm: row.belt, kind: 'length', from: [-row.belt / 2, top + 10, 0], to: [row.belt / 2, top + 10, 0] },
  ]
  const wing = rolls.filter((r) => r.angle > 0).sort((p, q) => q.angle - p.angle)[0]
  if (wing)
    reference.push({ label: 'Trough angle', mm: wing.angle, kind: 'angle', from: [wing.a[0], wing.a[1], 0], to: [wing.b[0], wing.b[1], 0] })
  const middleOf = (p: RollPlace): Vec3 => [(p.a[0] + p.b[0]) / 2, (p.a[1] + p.b[1]) / 2, 0]
  const callouts: ModelCallout[] = [
    {
      text: sizes.frameOnly
        ? `rolls Ø${outside} × ${row.l} (not supplied)`
        : `roll Ø${outside} × ${row.l}, bearing ${roll.bearing.designation}`,
      at: middleOf(measured),
    },
    ...(brackets[brackets.length - 1]
      ? [
          {
            text: standing ? 'bracket' : form === 'garland' ? 'link' : 'drop bracket',
            at: [...(brackets[brackets.length - 1] as Vec2), 0] as Vec3,
          },
        ]
      : []),
    ...(standing ? [{ text: pivot ? 'pivot' : 'base channel', at: [0, pivot ? pivotRise / 2 : -base.height / 2, 0] as Vec3 }] : []),
  ]
  const axisLines = placements.map((p, i) => rollAxis(roll, p, `roll ${i + 1}`))
  return {
    model: 'idler-set',
    partNumber: figures.partNumber,
    solids: [...frame, ...rollSolidsOfSet],
    dimensions: [...letterDimensions(`idler set ${figures.partNumber}`, placed, figures.dimensions), ...reference],
    centreLines: [...axisLines, { name: 'belt centre line', from: [0, standing ? -base.height - 20 : -60, 0], to: [0, top + 40, 0] }],
    hiddenLines: sizes.frameOnly ? [] : placements.flatMap((p, i) => rollHiddenLines(roll, p, `roll ${i + 1}`)),
    callouts,
  }
}
