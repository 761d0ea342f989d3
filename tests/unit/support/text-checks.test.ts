import { describe, expect, it } from 'vitest'
import { bearingBore, bearingShaftMismatches, overusedSentences } from '../../support/text-checks'
import { findPlaceholder } from '../../support/placeholders'

describe('text checks', () => {
  it('knows the bores of 62xx and 63xx bearings', () => {
    expect(bearingBore('6204')).toBe(20)
    expect(bearingBore('6205')).toBe(25)
    expect(bearingBore('6305')).toBe(25)
    expect(bearingBore('6306')).toBe(30)
    expect(bearingBore('6308')).toBe(40)
    expect(bearingBore('6203')).toBe(17)
    expect(bearingBore('6202')).toBe(15)
  })

  it('finds a bearing beside the wrong shaft and accepts the right one', () => {
    expect(bearingShaftMismatches('25 mm shaft, 6205 bearing; 30 mm shaft with 6306.')).toEqual([])
    expect(bearingShaftMismatches('Rolls of 108 mm run on a 20 mm shaft with 6205 bearings.')).toHaveLength(1)
    expect(bearingShaftMismatches('20 mm with 6204; 25 mm with 6306')).toHaveLength(1)
    expect(bearingShaftMismatches('6204 on a 25 mm shaft')).toHaveLength(1)
  })

  it('counts a sentence once per record and reports those used by more than two records', () => {
    const sentence = 'Every roller leaves the line after a run-out check on our test bench.'
    const records = ['a', 'b', 'c'].map((id) => ({ id, text: `${sentence} Something else for ${id} that is unique enough here.` }))
    expect([...overusedSentences(records).values()]).toEqual([['a', 'b', 'c']])
    expect(overusedSentences(records.slice(0, 2)).size).toBe(0)
  })

  it("does not count table rows or link texts as the writer's sentences", () => {
    const related =
      '- [Fixed and floating bearings: why a roller needs both](/knowledge/a)\n| 159 | 4.5 | 30 or 40 | 6306 or 6308 | and more words here |'
    const records = ['a', 'b', 'c'].map((id) => ({ id, text: related }))
    expect(overusedSentences(records).size).toBe(0)
  })

  it('finds placeholders', () => {
    expect(findPlaceholder('Send us your [product] name')).toBe('[product]')
    expect(findPlaceholder('Title reading China undefined manufacturers')).toBe('undefined')
    expect(findPlaceholder('TODO: write this')).toBe('TODO')
    expect(findPlaceholder('A 6205 bearing on a 25 mm shaft.')).toBeUndefined()
  })
})
