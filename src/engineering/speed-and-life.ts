/**
 * Roll speed and bearing life (ISO 281 basic rating life).
 * Units: belt speed in m/s, diameters in mm, loads in kN, speeds in rpm, life in hours.
 */
import type { BearingKind } from './bearings.ts'

/** Revolutions per minute of a roll of diameter `diameterMm` under a belt at `beltSpeed` m/s: n = v * 60 / (pi * D). */
export function rollSpeed(beltSpeed: number, diameterMm: number): number {
  return (beltSpeed * 60) / (Math.PI * (diameterMm / 1000))
}

/** The belt speed (m/s) at which a roll of diameter `diameterMm` turns at `rpm`. */
export function beltSpeedAt(rpm: number, diameterMm: number): number {
  return (rpm * Math.PI * (diameterMm / 1000)) / 60
}

/** ISO 281 life exponent: 3 for ball bearings, 10/3 for roller bearings. */
export function lifeExponent(kind: BearingKind): number {
  return kind === 'ball' ? 3 : 10 / 3
}

/** Basic rating life L10h = (10^6 / (60 n)) * (C / P)^p, hours. */
export function ratingLifeHours(dynamicRating: number, load: number, rpm: number, kind: BearingKind = 'ball'): number {
  if (load <= 0) return Number.POSITIVE_INFINITY
  return (1e6 / (60 * rpm)) * (dynamicRating / load) ** lifeExponent(kind)
}

/** The load P (same unit as C) a bearing carries for `hours` of L10 life at `rpm`: the inverse of ratingLifeHours. */
export function loadForLife(dynamicRating: number, hours: number, rpm: number, kind: BearingKind = 'ball'): number {
  const millionRevolutions = (hours * 60 * rpm) / 1e6
  return dynamicRating / millionRevolutions ** (1 / lifeExponent(kind))
}
