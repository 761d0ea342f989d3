import { describe, expect, it } from 'vitest'
import {
  avoidedWordsUsed,
  checkFieldPair,
  englishFigures,
  missingFigures,
  pairFields,
  translatedFigures,
} from '@/content/translation-checks'
import type { Glossary } from '@/content/translation-schemas'

const spanish: Glossary = { language: 'es', terms: [{ en: 'pulley', use: 'tambor', avoid: ['polea'] }] }
const russian: Glossary = { language: 'ru', terms: [{ en: 'lagging', use: 'футеровка', avoid: ['облицовка'] }] }
const problemsOf = (english: string, translated: string, glossary = spanish) =>
  checkFieldPair({ field: 'overview', english, translated }, glossary).map((problem) => problem.problem)

describe('figures', () => {
  it('reads English and translated figures as the same numbers', () => {
    expect(englishFigures('3.0-3.75 mm, about 1,070 rpm, 30,000 h')).toEqual([3, 3.75, 1070, 30000])
    expect(translatedFigures('3,0-3,75 mm, unas 1070 r/min, 30\u202F000 h')).toEqual([3, 3.75, 1070, 30000])
  })

  it('reads a range as two numbers, never a negative one', () => {
    expect(translatedFigures('3,0-3,75')).toEqual([3, 3.75])
    expect(englishFigures('15-25 days')).toEqual([15, 25])
  })

  it('keeps a list of figures apart', () => {
    expect(translatedFigures('89, 108 y 133 mm')).toEqual([89, 108, 133])
  })

  it('refuses a translation that drops or changes a figure', () => {
    expect(missingFigures({ field: 'x', english: 'shipped in 3-7 days', translated: 'enviado en 3-8 días' })).toEqual([7])
    expect(problemsOf('about 1,070 rpm', 'unas 1,070 r/min')).toEqual(['is missing the figure 1070 of the English'])
    expect(problemsOf('0.6 mm max.', '0,6 mm máx.')).toEqual([])
  })
})

describe('links', () => {
  it('refuses a link dropped or added', () => {
    expect(problemsOf('See the [return roller](/roller/return-roller).', 'Vea el rodillo de retorno.')).toEqual([
      'is missing the link to /roller/return-roller of the English',
    ])
    expect(problemsOf('See the return roller.', 'Vea el [rodillo de retorno](/roller/return-roller).')).toEqual([
      'adds the link to /roller/return-roller, which the English does not have',
    ])
  })

  it('refuses a target that is not the English one exactly', () => {
    expect(problemsOf('The [roller](/roller/x).', 'El [rodillo](/es/roller/x).')).toHaveLength(2)
    expect(problemsOf('The [roller](/roller/x).', 'El [rodillo](/roller/x).')).toEqual([])
  })
})

describe('glossary', () => {
  it('refuses an "avoid" word in any of its forms', () => {
    expect(avoidedWordsUsed('Dos poleas motrices', spanish)).toEqual(['polea'])
    expect(avoidedWordsUsed('барабан с облицовкой', russian)).toEqual(['облицовка'])
    expect(avoidedWordsUsed('tambor motriz con revestimiento', spanish)).toEqual([])
    expect(problemsOf('A drive pulley.', 'Una polea motriz.')).toEqual(['uses "polea", which the glossary says to avoid'])
  })
})

describe('English sentences', () => {
  it('refuses a field with several English function words', () => {
    expect(problemsOf('Sets of three carry the belt in the trough.', 'Sets of three carry the belt in the trough.')).toEqual([
      'reads as English (the words of, the, the): translate the sentence',
    ])
  })

  it('accepts Spanish and Russian prose, and English names such as standards or grades', () => {
    expect(problemsOf('Q235 steel to DIN 15207.', 'Acero Q235 según DIN 15207, para la banda.')).toEqual([])
    expect(problemsOf('Q235 steel to DIN 15207.', 'Сталь Q235 по DIN 15207 для ленты.', russian)).toEqual([])
  })
})

describe('pairFields', () => {
  it('pairs each translated text with the English one at the same place', () => {
    const { pairs, problems } = pairFields(
      { name: 'Roller', specs: [{ label: 'Diameter', value: '89 mm' }] },
      { name: 'Rodillo', specs: [{ label: 'Diámetro', value: '89 mm' }] },
    )
    expect(problems).toEqual([])
    expect(pairs.map((pair) => pair.field)).toEqual(['name', 'specs.0.label', 'specs.0.value'])
  })

  it('refuses an array not the same length as the English', () => {
    const { problems } = pairFields({ features: ['a', 'b', 'c'] }, { features: ['a', 'b'] })
    expect(problems).toEqual([{ field: 'features', problem: 'has 2 items; the English has 3, in the same order' }])
  })

  it('refuses a field the English does not have', () => {
    const { problems } = pairFields({ stock: { madeToOrder: '20 days' } }, { stock: { stocked: 'x', otherSizes: 'y' } })
    expect(problems.map((problem) => problem.field)).toEqual(['stock.stocked', 'stock.otherSizes'])
  })
})
