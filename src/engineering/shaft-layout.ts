/**
 * Shaft sizes of our standard layout, which the part numbers, the size tables, the drawings and
 * the illustrations all read: how far a roll's shaft stands out of its tube, and how much larger a
 * pulley's shaft is through its hubs than at its bearings.
 */

/** Shaft beyond the tube at each end (to the end of the flats), as the drawings draw it. */
export const shaftStub = (shaft: number) => Math.max(14, Math.round(shaft * 0.9))

/** Overall length of a roll's shaft: the shell length and a stub at each end. */
export const rollShaftLength = (shellLength: number, shaft: number) => shellLength + 2 * shaftStub(shaft)

/** Shaft diameter through a pulley's hubs: 20 mm over the journal, so the journal shoulders against the hub seat. */
export const pulleyHubSeat = (shaft: number) => shaft + 20
