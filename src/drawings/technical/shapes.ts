/** Pieces several families share: section frames at a part's end, break lines. */
import { poly, rect, type Cls } from './svg-kit.ts'

/**
 * Maps a part's own coordinates to the sheet: u mm along the axis from an end (inwards), r mm
 * from the axis (upwards). side 1 is the left end, -1 the right.
 */
export interface End {
  x: (u: number) => number
  y: (r: number) => number
  s: number
}

export function endFrame(x0: number, cy: number, s: number, side: 1 | -1): End {
  return { x: (u) => x0 + side * u * s, y: (r) => cy - r * s, s }
}

export function sectRect(end: End, u1: number, u2: number, r1: number, r2: number, cls: Cls): string {
  const [xa, xb] = [end.x(u1), end.x(u2)]
  const [ya, yb] = [end.y(r1), end.y(r2)]
  return rect(Math.min(xa, xb), Math.min(ya, yb), Math.abs(xb - xa), Math.abs(yb - ya), cls)
}

export function sectPoly(end: End, points: ReadonlyArray<readonly [number, number]>, cls: Cls): string {
  return poly(
    points.map(([u, r]) => [end.x(u), end.y(r)]),
    cls,
  )
}

/** A break in a long part: a white gap with a wavy edge each side, from y1 to y2. */
export function breakLines(x: number, y1: number, y2: number): string {
  const wave = (x0: number) => {
    const points: Array<[number, number]> = []
    const steps = 6
    for (let i = 0; i <= steps; i++) points.push([x0 + (i % 2 === 0 ? -4 : 4), y1 + ((y2 - y1) * i) / steps])
    return points
  }
  return (
    `<rect x="${x - 9}" y="${Math.round(y1)}" width="18" height="${Math.round(y2 - y1)}" fill="#fff"/>` +
    poly(wave(x - 9), 'th', false) +
    poly(wave(x + 9), 'th', false)
  )
}
