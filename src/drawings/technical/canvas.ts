/**
 * A view laid out in millimetres: x to the right, y upwards, drawn at one scale about an origin on
 * the sheet. Keeps the family modules in the units their spec rows use.
 */
import { n, poly, rect, type Cls, type Point } from './svg-kit.ts'

export class Canvas {
  constructor(
    readonly ox: number,
    readonly oy: number,
    readonly s: number,
  ) {}

  X(x: number): number {
    return this.ox + x * this.s
  }

  Y(y: number): number {
    return this.oy - y * this.s
  }

  at([x, y]: Point): Point {
    return [this.X(x), this.Y(y)]
  }

  /** A rectangle given by two corners in mm. */
  box(x1: number, y1: number, x2: number, y2: number, cls: Cls, rx = 0): string {
    const top = this.Y(Math.max(y1, y2))
    return rect(this.X(Math.min(x1, x2)), top, Math.abs(x2 - x1) * this.s, this.Y(Math.min(y1, y2)) - top, cls, rx * this.s)
  }

  shape(points: Point[], cls: Cls, close = true): string {
    return poly(
      points.map((p) => this.at(p)),
      cls,
      close,
    )
  }

  /**
   * A roll seen from the side between the shell ends a and b (mm): shell, shaft stubs and, when
   * given, rubber rings of outside diameter `rings`.
   */
  roll(
    a: Point,
    b: Point,
    diameter: number,
    options: { shaft?: number; rings?: number; ringWidth?: number; ringFill?: number; shell?: Cls; phantom?: boolean } = {},
  ): string {
    const [x1, y1] = this.at(a)
    const [x2, y2] = this.at(b)
    const length = Math.hypot(x2 - x1, y2 - y1)
    const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI
    const r = (diameter / 2) * this.s
    const shaft = Math.max(2.5, ((options.shaft ?? 25) / 2) * this.s)
    const stub = Math.max(6, 22 * this.s)
    const parts = [
      rect(-stub, -shaft, length + 2 * stub, 2 * shaft, options.phantom ? 'hl' : 'st'),
      rect(0, -r, length, 2 * r, options.phantom ? 'hl' : (options.shell ?? 'st'), Math.min(3, r / 4)),
    ]
    // A phantom roll (a frame drawn without its rolls) is an outline only.
    if (options.rings && !options.phantom) {
      const ro = (options.rings / 2) * this.s
      const width = Math.max(3, (options.ringWidth ?? 35) * this.s)
      // Where the size rows give the share of the length the rings fill, they are spaced to it.
      const pitch = options.ringFill ? width / options.ringFill : width + Math.max(1.5, 6 * this.s)
      const count = Math.floor((length - 4) / pitch)
      const start = (length - (count * pitch - (pitch - width))) / 2
      for (let i = 0; i < count; i++) parts.push(rect(start + i * pitch, -ro, width, 2 * ro, 'rb', Math.min(2, width / 4)))
    } else if (!options.phantom) {
      parts.push(`<path class="th" d="M${n(4)} ${n(-r)}V${n(r)}M${n(length - 4)} ${n(-r)}V${n(r)}"/>`)
    }
    const rotate = Math.abs(angle) > 0.05 ? ` rotate(${n(angle)})` : ''
    return `<g transform="translate(${n(x1)} ${n(y1)})${rotate}">${parts.join('')}</g>`
  }

  /** A belt along a polyline (mm), drawn as a thick rubber band. */
  belt(points: Point[], thickness: number): string {
    const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${this.at(p).map(n).join(' ')}`).join('')
    return `<path d="${d}" fill="none" stroke="#2f3437" stroke-width="${n(Math.max(5, thickness * this.s))}" stroke-linejoin="round"/>`
  }
}
