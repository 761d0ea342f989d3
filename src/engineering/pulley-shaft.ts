/**
 * The shaft limits of a pulley: bending (and, on a drive pulley, torsion) stress at the journal
 * and at the hub, and the shaft's slope at the hub. Loads in N or kN as named, lengths in mm,
 * stresses in MPa.
 *
 * Model: a shaft simply supported at the bearing centres, loaded by the two end-disc hubs with
 * half the resultant belt load each (the hubs sit at the shell ends, `a` from each bearing).
 * Between the bearing and the hub the moment rises to M = (F/2) a and stays there between the
 * hubs. Stress sigma = 32 M / (pi d^3); with torque T, von Mises: 32 / (pi d^3) sqrt(M^2 + 0.75 T^2).
 * Slope at the hub, shaft alone between the hubs (the end discs are taken as not stiffening it):
 * theta = P a (L - 2a) / (2 E I), the two-equal-symmetric-loads case of a simply supported beam
 * (Gere and Goodno, Mechanics of Materials, Appendix G, table of beam deflections).
 */

/**
 * Working bending allowable for the C45 quenched and tempered shaft, MPa. A pulley shaft turns,
 * so its bending stress reverses every revolution and the limit is a fatigue one. 60-80 MPa is
 * common practice for C45 Q&T [domain facts 13, T/U]; 70 MPa is its middle, about a reversed-bending
 * fatigue strength near 280 MPa over a stress raiser of about 2 at the hub shoulder and a safety
 * factor of 2 (our estimate, not a standard's figure).
 */
export const shaftAllowableStress = 70

/** Young's modulus of steel, MPa (handbook value). */
export const steelModulus = 210_000

/** Highest shaft slope at the hub: 8 arc-minutes, the tight end of CEMA B105.1 practice (8-10') for standard end discs [domain facts 13, U]. */
export const hubSlopeLimitMinutes = 8
const radiansPerMinute = Math.PI / (180 * 60)

/**
 * Friction between belt and pulley face for the drive torque (domain facts 13, T): bare steel 0.25,
 * rubber lagging 0.35, ceramic 0.40 (dry; the low end of 0.40-0.45).
 */
export const driveFriction = { bare: 0.25, rubber: 0.35, ceramic: 0.4 } as const

/**
 * The share of the resultant load that is the effective tension T1 - T2 on a drive pulley at
 * the traction limit T1/T2 = e^(mu theta), with a 180 degree wrap (resultant T1 + T2).
 */
export function effectiveTensionShare(friction: number, wrapDegrees = 180): number {
  const ratio = Math.exp((friction * wrapDegrees * Math.PI) / 180)
  return (ratio - 1) / (ratio + 1)
}

export interface PulleyShaft {
  /** Shaft diameter at the bearings (journal), mm. */
  journal: number
  /** Shaft diameter through the hubs, mm. */
  hub: number
  /** Bearing centres, mm. */
  span: number
  /** Hub centres: the face width, mm. */
  hubSpan: number
  /** Drive pulleys: torque per newton of resultant load, mm (effective-tension share x outside radius). */
  torqueArm?: number
}

export type ShaftLimit = 'journal-stress' | 'hub-stress' | 'hub-slope'

export const shaftLimitNames: Record<ShaftLimit, string> = {
  'journal-stress': 'shaft stress at the journal',
  'hub-stress': 'shaft stress at the hub',
  'hub-slope': 'shaft slope at the hub',
}

const arm = (shaft: PulleyShaft) => (shaft.span - shaft.hubSpan) / 2
const sectionModulusFactor = (d: number) => 32 / (Math.PI * d ** 3)
const secondMoment = (d: number) => (Math.PI * d ** 4) / 64

/** Equivalent stress (MPa) at the journal and the hub, and the hub slope (arc-minutes), under a resultant load `resultant` in kN. */
export function shaftResponse(shaft: PulleyShaft, resultant: number): { journal: number; hub: number; slopeMinutes: number } {
  const hubLoad = (resultant * 1000) / 2
  const moment = hubLoad * arm(shaft)
  // The torque is counted at both sections: the drive-side journal and hub carry it all.
  const torque = resultant * 1000 * (shaft.torqueArm ?? 0)
  const equivalent = Math.sqrt(moment ** 2 + 0.75 * torque ** 2)
  const slope = (hubLoad * arm(shaft) * shaft.hubSpan) / (2 * steelModulus * secondMoment(shaft.hub))
  return {
    journal: equivalent * sectionModulusFactor(shaft.journal),
    hub: equivalent * sectionModulusFactor(shaft.hub),
    slopeMinutes: slope / radiansPerMinute,
  }
}

/** The highest resultant load (kN) each shaft limit allows: every response above is linear in the load. */
export function shaftLimits(shaft: PulleyShaft): Record<ShaftLimit, number> {
  const atOne = shaftResponse(shaft, 1)
  return {
    'journal-stress': shaftAllowableStress / atOne.journal,
    'hub-stress': shaftAllowableStress / atOne.hub,
    'hub-slope': hubSlopeLimitMinutes / atOne.slopeMinutes,
  }
}
