/**
 * The geometry of a roll from its size row: shaft with milled flats, shell tube, the pressed
 * housings, labyrinth seals, bearings and circlips at both ends, and what covers the tube (rubber
 * rings, discs, a spiral, a continuous cover). Idler sets place the same rolls in their frames.
 *
 * Entry: `rollGeometry(sizes, row, form)`. Frame: x along the axis, origin at the middle of the shell.
 */
import { bearingOf, type Bearing } from '../engineering/bearings.ts'
import { catalogueFigures } from '../engineering/catalogue-figures.ts'
import { isPolymerShell } from '../engineering/polymer-shell.ts'
import { rollShaftLength, shaftStub } from '../engineering/shaft-layout.ts'
import type { CoveringMaterial, RollerRow, RollerSizes } from '../engineering/size-rows.ts'
import type { HelixSolid, ModelCallout, ModelLine, ProductGeometry, Solid, SolidMaterial, Vec3 } from './model.ts'
import { bearingProfile, circlipProfile, housingProfile, rollEndGeometry, sealProfile } from './roll-end.ts'
import { annulus, fromEnd, letterDimensions, onAxis, revolved, upFrom, type PlacedDimension, type Placement } from './solid-kit.ts'

/** What covers a roll's tube, which its drawing kind names and its size rows size. */
export type RollForm = 'plain' | 'impact' | 'disc' | 'spiral'

/** A roll as the geometry builds it: the figures of a roller or an idler-set row. */
export interface RollSpec {
  /** Tube outside diameter; a tapered roll's small end. */
  d: number
  /** Large-end diameter of a tapered roll. */
  end?: number
  l: number
  wall: number
  shaft: number
  bearing: Bearing
  shell: SolidMaterial
  covering?: { form: 'rings' | 'discs' | 'spiral' | 'cover'; material: SolidMaterial; fill: number; outside: number }
}

/** Width of one rubber impact ring and of one return-roll disc, mm: our standard mouldings. */
export const impactRingWidth = 35
export const returnDiscWidth = 40
/** A steel spiral's bar width and the length of one turn, mm. */
export const spiralBarWidth = 14
export const steelSpiralPitch = 180

const coveringMaterial: Record<CoveringMaterial, SolidMaterial> = {
  rubber: 'rubber',
  polyurethane: 'polyurethane',
  ceramicLagging: 'ceramic',
}

/**
 * The covering of a roll: a fill of (nearly) the whole length is a cover; otherwise the drawing kind
 * says rings, discs or a spiral, and a product of another kind with a part-length rubber fill has
 * impact rings when they fill most of the length, return discs when they fill less.
 */
export function coveringOf(
  form: RollForm,
  covering: { material: CoveringMaterial; fill: number } | undefined,
  outside: number | undefined,
  d: number,
): RollSpec['covering'] {
  if (outside === undefined || outside <= d) return undefined
  if (!covering)
    return form === 'spiral' ? { form: 'spiral', material: 'steel', fill: spiralBarWidth / steelSpiralPitch, outside } : undefined
  const material = coveringMaterial[covering.material]
  if (covering.fill >= 0.95) return { form: 'cover', material, fill: covering.fill, outside }
  const kind = form === 'spiral' ? 'spiral' : form === 'disc' ? 'discs' : form === 'impact' || covering.fill >= 0.5 ? 'rings' : 'discs'
  return { form: kind, material, fill: covering.fill, outside }
}

/** The outside diameter a roll runs the belt on. */
export const rollOutside = (roll: RollSpec): number => roll.covering?.outside ?? Math.max(roll.d, roll.end ?? roll.d)

/** Axial spans (from, to) of the rings or discs over a tube `l` long, centred on it. */
export function ringSpans(l: number, width: number, fill: number): Array<[number, number]> {
  const pitch = width / fill
  const count = Math.max(2, Math.floor((l - 10 + (pitch - width)) / pitch))
  const start = -(count * pitch - (pitch - width)) / 2
  return Array.from({ length: count }, (_, i): [number, number] => [start + i * pitch, start + i * pitch + width])
}

function coveringSolids(roll: RollSpec, at: Placement, name: string): Solid[] {
  const covering = roll.covering
  if (!covering) return []
  const r = roll.d / 2
  const ro = covering.outside / 2
  if (covering.form === 'cover') return [revolved(`${name} cover`, covering.material, at, annulus(-roll.l / 2 + 6, roll.l / 2 - 6, r, ro))]
  if (covering.form === 'spiral') {
    const width = covering.material === 'steel' ? spiralBarWidth : 25
    const spiral: HelixSolid = {
      shape: 'helix',
      name: `${name} spiral`,
      material: covering.material,
      origin: at.origin,
      axis: at.axis,
      from: -roll.l / 2 + width,
      to: roll.l / 2 - width,
      inner: r,
      outer: ro,
      pitch: width / covering.fill,
      width,
      mirrored: true,
    }
    return [spiral]
  }
  const width = covering.form === 'rings' ? impactRingWidth : returnDiscWidth
  return ringSpans(roll.l, width, covering.fill).map(([a, b], i) =>
    revolved(`${name} ${covering.form === 'rings' ? 'ring' : 'disc'} ${i + 1}`, covering.material, at, annulus(a, b, r, ro)),
  )
}

/** Every solid of one roll placed on an axis, its shell centred on the placement's origin. */
export function rollSolids(roll: RollSpec, at: Placement, name = 'roll'): Solid[] {
  const { l, shaft, wall, bearing } = roll
  const total = rollShaftLength(l, shaft)
  const stub = shaftStub(shaft)
  const flat = stub * 0.55
  const across = Math.round(shaft * 0.7)
  const [R1, R2] = [roll.d / 2, (roll.end ?? roll.d) / 2]
  const solids: Solid[] = [
    revolved(`${name} shaft`, 'steel', at, annulus(-total / 2, total / 2, 0, shaft / 2), {
      flats: [
        { from: -total / 2, to: -total / 2 + flat, across },
        { from: total / 2 - flat, to: total / 2, across },
      ],
    }),
    revolved(`${name} shell`, roll.shell, at, [
      [-l / 2, R1 - wall],
      [l / 2, R2 - wall],
      [l / 2, R2],
      [-l / 2, R1],
    ]),
  ]
  const housingMaterial: SolidMaterial = roll.shell === 'polymer' ? 'polymer' : 'steel'
  for (const [side, radius, tubeEnd, inwards] of [
    ['left', R1, -l / 2, 1],
    ['right', R2, l / 2, -1],
  ] as const) {
    const g = rollEndGeometry({ radius, wall, bearing, shaft })
    const place = (profile: ReturnType<typeof housingProfile>) => fromEnd(profile, tubeEnd, inwards)
    solids.push(
      revolved(`${name} ${side} housing`, housingMaterial, at, place(housingProfile(g)), { inside: true }),
      revolved(`${name} ${side} seal`, 'polymer', at, place(sealProfile(g)), { inside: true }),
      revolved(`${name} ${side} bearing ${bearing.designation}`, 'bearing-steel', at, place(bearingProfile(g)), { inside: true }),
      revolved(`${name} ${side} circlip`, 'steel', at, place(circlipProfile(g))),
    )
  }
  return [...solids, ...coveringSolids(roll, at, name)]
}

/** The dashed edges of a roll seen from outside: the tube's bore and the shaft inside it. */
export function rollHiddenLines(roll: RollSpec, at: Placement, name = 'roll'): ModelLine[] {
  const up = upFrom(at.axis)
  const [R1, R2] = [roll.d / 2 - roll.wall, (roll.end ?? roll.d) / 2 - roll.wall]
  const edge = (label: string, u1: number, r1: number, u2: number, r2: number): ModelLine => ({
    name: `${name} ${label}`,
    from: onAxis(at.origin, at.axis, u1, up, r1),
    to: onAxis(at.origin, at.axis, u2, up, r2),
  })
  const l = roll.l / 2
  return [
    edge('bore, upper', -l, R1, l, R2),
    edge('bore, lower', -l, -R1, l, -R2),
    edge('shaft in the tube, upper', -l, roll.shaft / 2, l, roll.shaft / 2),
    edge('shaft in the tube, lower', -l, -roll.shaft / 2, l, -roll.shaft / 2),
  ]
}

/** A roll's axis, beyond its shaft ends. */
export function rollAxis(roll: RollSpec, at: Placement, name = 'roll'): ModelLine {
  const reach = rollShaftLength(roll.l, roll.shaft) / 2 + 20
  return { name: `${name} axis`, from: onAxis(at.origin, at.axis, -reach), to: onAxis(at.origin, at.axis, reach) }
}

const shellNames: Record<SolidMaterial, string> = {
  steel: 'steel tube',
  stainless: 'stainless steel tube',
  polymer: 'polymer shell',
  rubber: 'rubber',
  polyurethane: 'polyurethane',
  ceramic: 'ceramic',
  'bearing-steel': 'bearing steel',
}

/** The roll of a roller size row. */
export function rollSpecOf(sizes: RollerSizes, row: RollerRow, form: RollForm): RollSpec {
  const shell: SolidMaterial = isPolymerShell(sizes.shell) ? 'polymer' : sizes.shell === 'stainless' ? 'stainless' : 'steel'
  const covering = coveringOf(form, sizes.covering, row.outside, row.d)
  return {
    d: row.d,
    ...(row.end ? { end: row.end } : {}),
    l: row.l,
    wall: row.wall,
    shaft: row.shaft,
    bearing: bearingOf(row.bearing),
    shell,
    ...(covering ? { covering } : {}),
  }
}

export function rollGeometry(sizes: RollerSizes, row: RollerRow, form: RollForm = 'plain'): ProductGeometry {
  const figures = catalogueFigures({ ...sizes, rows: [row] })[0]
  if (!figures) throw new Error(`roll ${sizes.series}: no figures for its row`)
  const roll = rollSpecOf(sizes, row, form)
  const at: Placement = { origin: [0, 0, 0], axis: [1, 0, 0] }
  const total = rollShaftLength(row.l, row.shaft)
  const outside = row.outside ?? row.d
  const [R1, R2] = [row.d / 2, (row.end ?? row.d) / 2]
  const p = (x: number, y: number): Vec3 => [x, y, 0]
  // Lengths run under the part; diameters across it, at the end they belong to.
  const placed: PlacedDimension[] = [
    { label: 'Shell length', mm: row.l, kind: 'length', from: p(-row.l / 2, -Math.max(R1, R2)), to: p(row.l / 2, -Math.max(R1, R2)) },
    { label: 'Shaft length', mm: total, kind: 'length', from: p(-total / 2, -row.shaft / 2), to: p(total / 2, -row.shaft / 2) },
    {
      label: row.outside ? 'Outside diameter' : row.end ? 'Small-end diameter' : 'Roll diameter',
      mm: outside,
      kind: 'diameter',
      from: p(row.outside ? row.l / 2 : -row.l / 2, -outside / 2),
      to: p(row.outside ? row.l / 2 : -row.l / 2, outside / 2),
    },
    ...(row.outside
      ? [{ label: 'Tube diameter', mm: row.d, kind: 'diameter' as const, from: p(-row.l / 2, -R1), to: p(-row.l / 2, R1) }]
      : []),
    ...(row.end
      ? [{ label: 'Large-end diameter', mm: row.end, kind: 'diameter' as const, from: p(row.l / 2, -R2), to: p(row.l / 2, R2) }]
      : []),
    {
      label: 'Shaft diameter',
      mm: row.shaft,
      kind: 'diameter',
      from: p(-total / 2 + shaftStub(row.shaft) / 2, -row.shaft / 2),
      to: p(-total / 2 + shaftStub(row.shaft) / 2, row.shaft / 2),
    },
  ]
  const g = rollEndGeometry({ radius: R1, wall: row.wall, bearing: roll.bearing, shaft: row.shaft })
  const callouts: ModelCallout[] = [
    { text: `bearing ${roll.bearing.designation}`, at: p(-row.l / 2 + g.seal + g.bw / 2, (g.Rb + g.rs) / 2) },
    { text: 'labyrinth seal', at: p(-row.l / 2 + g.seal / 2, (g.Rb + g.rs) / 2) },
    { text: `${shellNames[roll.shell]}, wall ${row.wall}`, at: p(row.l * 0.2, R1 - row.wall / 2) },
    ...(roll.covering ? [{ text: `${roll.covering.material} ${roll.covering.form}`, at: p(row.l * 0.3, (outside + row.d) / 4) }] : []),
  ]
  const reach = outside / 2 + 20
  return {
    model: 'roll',
    partNumber: figures.partNumber,
    solids: rollSolids(roll, at),
    dimensions: letterDimensions(`roll ${figures.partNumber}`, placed, figures.dimensions),
    centreLines: [
      rollAxis(roll, at),
      { name: 'cross centre line, vertical', from: p(0, -reach), to: p(0, reach) },
      { name: 'cross centre line, across', from: [0, 0, -reach], to: [0, 0, reach] },
    ],
    hiddenLines: rollHiddenLines(roll, at),
    callouts,
  }
}
