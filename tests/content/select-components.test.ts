import { describe, expect, it } from 'vitest'
import { loadContent } from '@/content/content-store.server'
import { selectionOffers } from '@/content/selection-offers.server'
import { bearingOf } from '@/engineering/bearings'
import { pulleyRatingAt, ratedSizeAt } from '@/engineering/catalogue-figures'
import { shaftLimits } from '@/engineering/pulley-shaft'
import { materials, selectComponents, type Duty } from '@/features/calculators/select-components'

const offers = selectionOffers(loadContent().products)
const coal = materials.find((m) => m.name === 'Coal')!
/** The reference duty of the selection issue: 1200 mm, 35 deg, 2.5 m/s, 800 t/h of coal, 300 m, level. */
const reference: Duty = { belt: 1200, capacity: 800, speed: 2.5, material: coal, lump: 100, length: 300, lift: 0, angle: 35 }

describe('the selection for the reference duty', () => {
  const selection = selectComponents(reference, offers)
  const line = (role: string) => selection.lines.find((l) => l.role === role)

  it('chooses 35 degree, 3-roll carrying sets for a 1200 mm belt that carry the load at the speed', () => {
    // Load on a set: (16.56 + 88.889) x 9.81 x 1.2 x 1.1 (lumps to 100 mm) / 1000 = 1.3655 kN.
    const carrying = line('carrying')!
    expect(carrying.offer?.partNumber).toMatch(/-1200x35x3-/)
    expect(carrying.count).toBe(Math.ceil((300 - 2.4) / 1.2))
    const set = offers.sets.find((s) => s.partNumber === carrying.offer!.partNumber)!
    expect(set.role).toBe('carrying')
    expect(ratedSizeAt(set, 2.5).rating).toBeGreaterThanOrEqual(1.3655)
    expect(carrying.facts.join(' ')).toContain('load on a set 1.37 kN')
  })

  it('chooses impact and return sets for the width, never gravity, guide or special rolls', () => {
    expect(line('impact')!.offer?.partNumber).toMatch(/^IMI-.*-1200x35x3-/)
    const returns = line('return')!
    expect(returns.offer?.partNumber).toMatch(/-1200x(0x1|10x2)-/)
    expect(returns.count).toBe(100)
    for (const l of selection.lines.filter((x) => ['carrying', 'impact', 'return'].includes(x.role))) {
      for (const o of [l.offer!, ...l.alternatives]) expect(offers.sets.find((s) => s.partNumber === o.partNumber)?.belt).toBe(1200)
    }
  })

  it("chooses a catalogue pulley for every position that carries its resultant and is at least the belt's minimum", () => {
    for (const role of ['drive', 'snub', 'tail', 'take-up', 'bend']) {
      const chosen = line(role)
      expect(chosen?.offer, role).toBeDefined()
      const pulley = offers.pulleys.find((p) => p.partNumber === chosen!.offer!.partNumber)!
      expect(pulley.role).toBe(role)
      expect(pulley.belt).toBe(1200)
      const resultant = Number(/resultant belt load ([\d.]+) kN/.exec(chosen!.facts.join(' '))![1])
      const torque =
        role === 'drive' ? ((selection.tensions.tightSide - selection.tensions.slackSide) / resultant) * (pulley.outside / 2) : undefined
      const rating = pulleyRatingAt(
        bearingOf(pulley.bearing),
        shaftLimits({ ...pulley.shaft, ...(torque ? { torqueArm: torque } : {}) }),
        pulley.outside,
        2.5,
      )
      expect(rating.load).toBeGreaterThanOrEqual(resultant)
      expect(pulley.diameter).toBeGreaterThanOrEqual(selection.belt!.diameters.groups[role === 'drive' ? 'A' : role === 'snub' ? 'C' : 'B'])
    }
    expect(line('bend')!.count).toBe(2)
  })

  it('works the tensions of the level belt: about 11 kN of pull, sag setting the slack side', () => {
    const t = selection.tensions
    expect(t.governing).toBe('carrying-sag')
    expect(t.peripheralForce).toBeGreaterThan(10)
    expect(t.peripheralForce).toBeLessThan(12)
    expect(selection.volumeCarried).toBeGreaterThan(selection.volumeNeeded)
    expect(line('primary-cleaner')!.offer?.partNumber).toBe('PBC-1200')
  })

  it('says so when none of ours fits, and takes an impact bed for big lumps', () => {
    const steep = selectComponents({ ...reference, lift: 15 }, offers)
    // 15 m of lift: 50.8 kN on the drive, more than any listed 1200 mm drive pulley's shaft takes.
    const drive = steep.lines.find((l) => l.role === 'drive')!
    expect(drive.offer).toBeUndefined()
    expect(drive.facts.join(' ')).toContain('ask for a pulley designed to the duty')
    const lumpy = selectComponents({ ...reference, lump: 250 }, offers)
    expect(lumpy.lines.some((l) => l.role === 'impact')).toBe(false)
    expect(lumpy.lines.find((l) => l.role === 'impact-bed')!.offer?.partNumber).toMatch(/^IBD-1200x/)
    // No 3-roll 20 degree sets of 2400 mm in the catalogue: the line says what to ask for.
    const wide = selectComponents({ ...reference, belt: 2400, angle: 20 }, offers)
    expect(wide.lines.find((l) => l.role === 'carrying')!.offer).toBeUndefined()
    expect(wide.lines.find((l) => l.role === 'carrying')!.facts.join(' ')).toContain('ask our engineers')
  })
})
