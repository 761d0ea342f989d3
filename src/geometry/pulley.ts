/**
 * The geometry of a pulley from its size row, in our standard layout (src/engineering): the shell
 * (crowned where the sizes say so) with its lagging, two end discs welded in the shell ends, a hub
 * in each disc on the shaft's hub seat, the stepped shaft with a bearing journal at each end and
 * the plummer blocks at the bearing centres. A wing pulley has radial wing plates in place of the
 * shell.
 *
 * Entry: `pulleyGeometry(sizes, row, form)`. Frame: x along the shaft, origin at the middle of the face.
 */
import { bearingOf } from '../engineering/bearings.ts'
import { catalogueFigures, pulleyBearingCentres, pulleyCrown, pulleyDiscThickness } from '../engineering/catalogue-figures.ts'
import { pulleyHubSeat } from '../engineering/shaft-layout.ts'
import type { PulleyRow, PulleySizes } from '../engineering/size-rows.ts'
import type { ModelCallout, ModelLine, ProductGeometry, Solid, SolidMaterial, Vec2, Vec3 } from './model.ts'
import { annulus, block, boxBetween, letterDimensions, revolved, type PlacedDimension, type Placement } from './solid-kit.ts'

export type PulleyForm = 'drum' | 'wing'

/** Shaft beyond each bearing centre, mm: room for the plummer block and a coupling. */
export const journalOverhang = 100
/** A hub's outside diameter over its bore, and its length: one bore. */
export const hubOutsideRatio = 1.6
/** Wing plates round a wing pulley, and their thickness, mm. */
export const wingCount = 12
export const wingThickness = 12

/** The shell's profile: plain, or a trapezoidal crown falling by `drop` on the diameter over each outer `taper`. */
function shellProfile(sizes: PulleySizes, row: PulleyRow): Vec2[] {
  const [half, R, Ri] = [row.face / 2, row.d / 2, row.d / 2 - row.wall]
  if (sizes.crown !== 'trapezoidal') return annulus(-half, half, Ri, R)
  const { taper, drop } = pulleyCrown(row.face)
  return [
    [-half, Ri],
    [half, Ri],
    [half, R - drop / 2],
    [half - taper, R],
    [-half + taper, R],
    [-half, R - drop / 2],
  ]
}

const shellMaterial = (sizes: PulleySizes): SolidMaterial => (sizes.shell === 'stainless' ? 'stainless' : 'steel')

export function pulleyGeometry(sizes: PulleySizes, row: PulleyRow, form: PulleyForm = 'drum'): ProductGeometry {
  const figures = catalogueFigures({ ...sizes, rows: [row] })[0]
  if (!figures) throw new Error(`pulley ${sizes.series}: no figures for its row`)
  const bearing = bearingOf(row.bearing)
  const at: Placement = { origin: [0, 0, 0], axis: [1, 0, 0] }
  const half = row.face / 2
  const centres = pulleyBearingCentres(row.face, bearing)
  const shaftLength = centres + 2 * journalOverhang
  const hubBore = pulleyHubSeat(row.shaft)
  const hubOutside = hubBore * hubOutsideRatio
  const disc = pulleyDiscThickness(row.shaft)
  const lagging = sizes.lagging?.thickness ?? 0
  const material = shellMaterial(sizes)
  const solids: Solid[] = [
    revolved('shaft', 'steel', at, [
      [-shaftLength / 2, 0],
      [shaftLength / 2, 0],
      [shaftLength / 2, row.shaft / 2],
      [half, row.shaft / 2],
      [half, hubBore / 2],
      [-half, hubBore / 2],
      [-half, row.shaft / 2],
      [-shaftLength / 2, row.shaft / 2],
    ]),
  ]
  if (form === 'wing') {
    for (let i = 0; i < wingCount; i++) {
      const angle = (2 * Math.PI * i) / wingCount
      const radial: Vec3 = [0, Math.cos(angle), Math.sin(angle)]
      const mid = (hubOutside / 2 + row.d / 2) / 2
      solids.push(
        block(`wing ${i + 1}`, material, [0, radial[1] * mid, radial[2] * mid], [row.face, row.d / 2 - hubOutside / 2, wingThickness], {
          yAxis: radial,
        }),
      )
    }
  } else {
    solids.push(revolved('shell', material, at, shellProfile(sizes, row)))
    if (sizes.lagging)
      solids.push(
        revolved(
          `${sizes.lagging.kind} lagging`,
          sizes.lagging.kind === 'ceramic' ? 'ceramic' : 'rubber',
          at,
          annulus(-half, half, row.d / 2, row.d / 2 + lagging),
        ),
      )
  }
  const discOutside = form === 'wing' ? row.d / 2 : row.d / 2 - row.wall
  for (const [side, end, inwards] of [
    ['left', -half, 1],
    ['right', half, -1],
  ] as const) {
    const inner = end + inwards * disc
    const hubInner = end + inwards * hubBore
    solids.push(
      revolved(`${side} end disc`, material, at, annulus(Math.min(end, inner), Math.max(end, inner), hubOutside / 2, discOutside), {
        inside: form !== 'wing',
      }),
      revolved(`${side} hub`, 'steel', at, annulus(Math.min(end, hubInner), Math.max(end, hubInner), hubBore / 2, hubOutside / 2), {
        inside: form !== 'wing',
      }),
    )
    const x = (side === 'left' ? -1 : 1) * (centres / 2)
    solids.push(
      revolved(
        `${side} bearing ${bearing.designation}`,
        'bearing-steel',
        at,
        annulus(x - bearing.width / 2, x + bearing.width / 2, row.shaft / 2, bearing.outside / 2),
        {
          inside: true,
        },
      ),
      boxBetween(
        `${side} plummer block`,
        'steel',
        [x - bearing.width / 2 - 20, -bearing.outside * 0.9, -bearing.outside * 0.55],
        [x + bearing.width / 2 + 20, bearing.outside * 0.7, bearing.outside * 0.55],
      ),
      boxBetween(
        `${side} plummer block foot`,
        'steel',
        [x - bearing.width / 2 - 20, -bearing.outside * 0.9 - 20, -bearing.outside * 1.2],
        [x + bearing.width / 2 + 20, -bearing.outside * 0.9, bearing.outside * 1.2],
      ),
    )
  }
  const p = (x: number, y: number): Vec3 => [x, y, 0]
  const outside = row.d + 2 * lagging
  const below = -outside / 2
  const placed: PlacedDimension[] = [
    { label: 'Face width', mm: row.face, kind: 'length', from: p(-half, below), to: p(half, below) },
    { label: 'Shell diameter', mm: row.d, kind: 'diameter', from: p(-half, -row.d / 2), to: p(-half, row.d / 2) },
    { label: 'Bearing centres', mm: centres, kind: 'length', from: p(-centres / 2, -row.shaft / 2), to: p(centres / 2, -row.shaft / 2) },
    {
      label: 'Shaft at bearings',
      mm: row.shaft,
      kind: 'diameter',
      from: p(centres / 2 + bearing.width / 2 + 40, -row.shaft / 2),
      to: p(centres / 2 + bearing.width / 2 + 40, row.shaft / 2),
    },
  ]
  const reference = [
    { label: 'Shaft length', mm: shaftLength, kind: 'length' as const, from: p(-shaftLength / 2, 0), to: p(shaftLength / 2, 0) },
  ]
  const hiddenLines: ModelLine[] =
    form === 'wing'
      ? []
      : [
          { name: 'shell bore, upper', from: p(-half, row.d / 2 - row.wall), to: p(half, row.d / 2 - row.wall) },
          { name: 'shell bore, lower', from: p(-half, -(row.d / 2 - row.wall)), to: p(half, -(row.d / 2 - row.wall)) },
          { name: 'hub seat, upper', from: p(-half, hubBore / 2), to: p(half, hubBore / 2) },
          { name: 'hub seat, lower', from: p(-half, -hubBore / 2), to: p(half, -hubBore / 2) },
          { name: 'left end disc, inner face', from: p(-half + disc, -discOutside), to: p(-half + disc, discOutside) },
          { name: 'right end disc, inner face', from: p(half - disc, -discOutside), to: p(half - disc, discOutside) },
        ]
  const reach = outside / 2 + 20
  const callouts: ModelCallout[] = [
    { text: `bearing ${bearing.designation}`, at: p(centres / 2, bearing.outside / 2) },
    {
      text:
        form === 'wing'
          ? `${wingCount} wing plates`
          : sizes.lagging
            ? `${sizes.lagging.kind} lagging ${lagging} mm`
            : `${material} shell, wall ${row.wall}`,
      at: p(half * 0.5, outside / 2),
    },
    { text: `end disc ${disc} mm`, at: p(-half + disc / 2, (discOutside + hubOutside / 2) / 2) },
    { text: `hub on Ø${hubBore} seat`, at: p(-half + hubBore / 2, hubOutside / 2) },
  ]
  return {
    model: 'pulley',
    partNumber: figures.partNumber,
    solids,
    dimensions: [...letterDimensions(`pulley ${figures.partNumber}`, placed, figures.dimensions), ...reference],
    centreLines: [
      { name: 'shaft axis', from: p(-shaftLength / 2 - 20, 0), to: p(shaftLength / 2 + 20, 0) },
      { name: 'cross centre line, vertical', from: p(0, -reach), to: p(0, reach) },
      { name: 'cross centre line, across', from: [0, 0, -reach], to: [0, 0, reach] },
    ],
    hiddenLines,
    callouts,
  }
}
