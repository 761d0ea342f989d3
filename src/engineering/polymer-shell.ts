/**
 * Polymer shells (HDPE, UHMW-PE, nylon) and polymer covers: the working temperature range and the
 * load the shell carries. A polymer shell creeps under a steady load and softens as it warms, so
 * its limit is the shell, not the bearings: the shell is taken as a tube simply supported at its
 * two housings under the belt load spread along its length, M = F L / 8, sigma = M / Z with
 * Z = pi (D^4 - d^4) / (32 D), held to a long-term bending stress at the top of its temperature range.
 */

export type PolymerShell = 'hdpe' | 'uhmwpe' | 'nylon'

export interface PolymerGrade {
  name: string
  /** Working temperature range, deg C. */
  temperature: readonly [number, number]
  /**
   * Long-term bending stress the shell may carry at the top of its range, MPa. Our design figures,
   * not sourced from a standard or a maker's table [U]: about half the short-term flexural strength
   * lost to creep over years of load and to warmth, then a factor of about 2 (PE 4 MPa, cast PA6 10 MPa).
   */
  allowableStress: number
}

/** The temperature ranges are the ones our product pages state. */
export const polymerGrades: Record<PolymerShell, PolymerGrade> = {
  hdpe: { name: 'HDPE', temperature: [-30, 70], allowableStress: 4 },
  uhmwpe: { name: 'UHMW-PE', temperature: [-40, 80], allowableStress: 4 },
  nylon: { name: 'nylon (cast PA6)', temperature: [-20, 80], allowableStress: 10 },
}

/** Polyether polyurethane covers (they resist hydrolysis in wet duty, where polyester PU breaks down). */
export const polyurethaneCoverTemperature = [-30, 80] as const

export const isPolymerShell = (shell: string | undefined): shell is PolymerShell =>
  shell === 'hdpe' || shell === 'uhmwpe' || shell === 'nylon'

/** Radial load (kN) a polymer shell of outside diameter `outside`, wall `wall` and length `length` (mm) carries within its long-term stress. */
export function polymerShellLimit(shell: PolymerShell, outside: number, wall: number, length: number): number {
  const inside = outside - 2 * wall
  const sectionModulus = (Math.PI * (outside ** 4 - inside ** 4)) / (32 * outside)
  return (8 * polymerGrades[shell].allowableStress * sectionModulus) / length / 1000
}

/** "-30 to +70 deg C" */
export const temperatureText = ([low, high]: readonly [number, number]) => `${low} to +${high} deg C`
