/**
 * A conveyor pulley as solids, from its size row: the shell, its lagging, two end discs welded
 * into the shell, their hubs, the shaft (larger through the hubs than at the bearings, a drive
 * pulley's longer at one end) and a bearing on each journal. Centred on the origin, the shaft along X.
 */
import type { Shape3D } from 'replicad'
import { bearingOf } from '../engineering/bearings.ts'
import type { PulleyRow, PulleySizes } from '../engineering/size-rows.ts'
import { pulleyHubSeat } from '../engineering/shaft-layout.ts'
import type { ModelPart } from './model-parts.ts'
import { tube, turned } from './turned-solid.server.ts'

/** The proportions the pulley drawing draws (src/drawings/technical/pulleys.ts): shaft beyond the shell, disc, hub and drive end. */
export const pulleyProportions = {
  journalStub: (shaft: number) => Math.max(120, shaft * 2),
  discThickness: (d: number) => Math.max(16, d * 0.035),
  /** The disc's centre inside each shell end. */
  discInset: 20,
  hubDiameter: (shaft: number) => shaft * 1.9,
  driveEnd: (shaft: number) => shaft * 2.2,
}

export function pulleyParts(row: PulleyRow, sizes: Pick<PulleySizes, 'lagging' | 'drive'>): ModelPart<Shape3D>[] {
  const { d, face, wall, shaft } = row
  const p = pulleyProportions
  const half = face / 2
  const bearing = bearingOf(row.bearing)
  const seat = pulleyHubSeat(shaft)
  const hub = p.hubDiameter(shaft)
  const disc = p.discThickness(d)
  if (hub <= seat) throw new Error(`the hub Ø${hub} is not larger than the shaft's hub seat Ø${seat}`)
  if (bearing.bore !== shaft) throw new Error(`bearing ${row.bearing} has a ${bearing.bore} mm bore, the shaft is Ø${shaft}`)
  const stub = p.journalStub(shaft)
  const discCentre = half - p.discInset - disc / 2
  const hubHalf = disc * 1.2
  const parts: ModelPart<Shape3D>[] = [{ name: 'shell', finish: 'shell', solid: tube(d, d - 2 * wall, -half, half) }]
  if (sizes.lagging) parts.push({ name: 'lagging', finish: 'covering', solid: tube(d + 2 * sizes.lagging.thickness, d, -half, half) })
  for (const [side, x] of [
    ['left', -1],
    ['right', 1],
  ] as const) {
    const c = x * discCentre
    parts.push({ name: `end disc ${side}`, finish: 'shell', solid: tube(d - 2 * wall, hub, c - disc / 2, c + disc / 2) })
    parts.push({ name: `hub ${side}`, finish: 'housing', solid: tube(hub, seat, c - hubHalf, c + hubHalf) })
    const journal = x * (half + stub / 2)
    parts.push({
      name: `bearing ${side}`,
      finish: 'bearing',
      solid: tube(bearing.outside, bearing.bore, journal - bearing.width / 2, journal + bearing.width / 2),
    })
  }
  const seatHalf = discCentre + hubHalf
  const shaftEnd = half + stub
  const driveEnd = sizes.drive ? p.driveEnd(shaft) : 0
  parts.push({
    name: 'shaft',
    finish: 'shaft',
    solid: turned([
      [-shaftEnd, 0],
      [shaftEnd + driveEnd, 0],
      [shaftEnd + driveEnd, shaft / 2],
      [seatHalf, shaft / 2],
      [seatHalf, seat / 2],
      [-seatHalf, seat / 2],
      [-seatHalf, shaft / 2],
      [-shaftEnd, shaft / 2],
    ]),
  })
  return parts
}

/** Overall length of a pulley model along its shaft, as pulleyParts builds it. */
export const pulleyModelLength = (row: PulleyRow, drive = false) =>
  row.face + 2 * pulleyProportions.journalStub(row.shaft) + (drive ? pulleyProportions.driveEnd(row.shaft) : 0)
