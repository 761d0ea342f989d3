import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { acknowledgementText, type AcknowledgementFacts } from '@/server/enquiries/acknowledgement-words'
import { composeMessage } from '@/server/enquiries/enquiry-mail'
import type { StoredEnquiry } from '@/server/enquiries/enquiry-store'
import { groupSeparator } from '@/utils/language-format'
import type { Language } from '@/utils/languages'

const facts: AcknowledgementFacts = {
  reference: 'Q-2611-7KX4M9',
  receivedAt: '2026-11-27T17:13:05.000Z',
  products: [
    { name: 'Tambor de desvío', partNumber: 'BP-D-500x1150-22216', quantity: 4, unit: 'pieces' },
    { name: 'Rodillo de impacto', quantity: 12_000, unit: 'pieces' },
    { quantity: 1, unit: 'sets' },
  ],
  fileCount: 3,
  company: {
    name: 'Example Conveyor Machinery Co., Ltd.',
    telephone: '+86 000 0000 0000',
    whatsapp: '+86 000 0000 0002',
    email: 'sales@example.com',
  },
}

/** Words every English sentence is full of, and no Spanish or Russian one holds. */
const englishFunctionWords = new Set(
  'the and of to in for with is are was be we you your our it this that on from by at as or not please have has will'.split(' '),
)

function englishWordsIn(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}']+/gu) ?? []).filter((word) => englishFunctionWords.has(word))
}

/** The word the language's glossary says to write for an English term. */
function glossaryWord(language: Exclude<Language, 'en'>, english: string): string {
  const glossary = parse(readFileSync(join('src/content/translations', language, 'glossary.yaml'), 'utf8')) as {
    terms: Array<{ en: string; use: string }>
  }
  const term = glossary.terms.find((entry) => entry.en === english)
  if (!term) throw new Error(`The ${language} glossary has no term "${english}".`)
  return term.use
}

describe('the acknowledgement in each language', () => {
  const expected = {
    en: {
      received: 'received 2026-11-27 17:13 UTC',
      lines: [
        '1. Tambor de desvío, part no. BP-D-500x1150-22216 × 4 pieces',
        '2. Rodillo de impacto × 12,000 pieces',
        '3. a product described in your enquiry × 1 set',
      ],
      next: 'within one working day with a quotation',
      files: 'We received 3 files with it.',
    },
    es: {
      received: 'recibida el 27 de noviembre de 2026 a las 17:13 UTC',
      lines: [
        '1. Tambor de desvío, referencia BP-D-500x1150-22216 × 4 piezas',
        `2. Rodillo de impacto × 12${groupSeparator}000 piezas`,
        '3. un producto descrito en su solicitud × 1 juego',
      ],
      next: 'en un plazo de un día hábil con una cotización',
      files: 'Junto con ella recibimos 3 archivos.',
    },
    ru: {
      received: 'получен 27 ноября 2026 г. в 17:13 UTC',
      lines: [
        '1. Отклоняющий барабан, артикул BP-D-500x1150-22216 × 4 шт.',
        `2. Амортизирующий ролик × 12${groupSeparator}000 шт.`,
        '3. товар, описанный в Вашем запросе × 1 компл.',
      ],
      next: 'в течение одного рабочего дня мы пришлём Вам коммерческое предложение',
      files: 'Вместе с запросом мы получили 3 файла.',
    },
  }

  it.each(['en', 'es', 'ru'] as const)(
    '%s: names the reference, every product line, when it came, what happens next and how to reach us',
    (language) => {
      const [bendPulley, impactRoller, described] = facts.products
      const products =
        language === 'ru'
          ? [{ ...bendPulley!, name: 'Отклоняющий барабан' }, { ...impactRoller!, name: 'Амортизирующий ролик' }, described!]
          : facts.products
      const { subject, text } = acknowledgementText(language, { ...facts, products })
      const want = expected[language]
      expect(subject).toContain('Q-2611-7KX4M9')
      expect(subject).toContain('Example Conveyor Machinery Co., Ltd.')
      expect(text).toContain('Q-2611-7KX4M9')
      expect(text).toContain(want.received)
      expect(text).toContain(want.lines.join('\n'))
      expect(text).toContain(want.next)
      expect(text).toContain(want.files)
      for (const contact of ['+86 000 0000 0000', 'WhatsApp: +86 000 0000 0002', 'sales@example.com']) expect(text).toContain(contact)
      expect(text.endsWith('\n')).toBe(true)
    },
  )

  it.each(['es', 'ru'] as const)('%s: leaves no English sentence in the subject or the text', (language) => {
    const { subject, text } = acknowledgementText(language, facts)
    expect(englishWordsIn(subject)).toEqual([])
    expect(englishWordsIn(text)).toEqual([])
    // The check can fail: the English text is full of these words.
    expect(englishWordsIn(acknowledgementText('en', facts).text).length).toBeGreaterThan(20)
  })

  it.each(['es', 'ru'] as const)('%s: writes the glossary’s words for enquiry, quotation and part number', (language) => {
    const { subject, text } = acknowledgementText(language, facts)
    const lower = `${subject}\n${text}`.toLowerCase()
    for (const term of ['enquiry', 'quotation', 'part number']) expect(lower).toContain(glossaryWord(language, term).toLowerCase())
  })

  it('addresses the buyer formally: usted in Spanish, a capital Вы in Russian', () => {
    const word = (words: string, flags = 'u') => new RegExp(`(?<!\\p{L})(${words})(?!\\p{L})`, flags)
    const spanish = acknowledgementText('es', facts).text
    expect(spanish).toMatch(word('su|le|usted'))
    expect(spanish).not.toMatch(word('tu|tú|te|contigo', 'iu'))
    const russian = acknowledgementText('ru', facts).text
    expect(russian).toMatch(word('Вас|Вам|Вашего|Вашем'))
    expect(russian).not.toMatch(word('вы|вас|вам|ваш\\p{L}*'))
  })

  it.each([
    [1, 'ru', '1 файл.'],
    [4, 'ru', '4 файла.'],
    [5, 'ru', '5 файлов.'],
    [21, 'ru', '21 файл.'],
    [1, 'es', '1 archivo.'],
    [2, 'es', '2 archivos.'],
  ] as const)('counts %i files in %s as the language does', (fileCount, language, words) => {
    expect(acknowledgementText(language, { ...facts, fileCount }).text).toContain(` ${words}`)
  })

  it('says nothing of files when there are none', () => {
    expect(acknowledgementText('es', { ...facts, fileCount: 0 }).text).not.toMatch(/archivo/)
    expect(acknowledgementText('ru', { ...facts, fileCount: 0 }).text).not.toMatch(/файл/)
  })
})

describe('the acknowledgement message of a stored enquiry', () => {
  const stored = (language: Language, name: string): StoredEnquiry => {
    const request = {
      name: 'Lucía Fernández',
      email: 'lucia@example.com',
      country: 'CL',
      products: [{ name, quantity: 40, unit: 'pieces' as const }],
      sourcePage: `/${language}/contact-us`,
      language,
      website: '',
      elapsedMs: 30_000,
    }
    return {
      reference: 'Q-2611-7KX4M9',
      receivedAt: '2026-11-27T10:00:00.000Z',
      name: request.name,
      email: request.email,
      company: null,
      country: 'CL',
      phone: null,
      sourcePage: request.sourcePage,
      language,
      products: request.products,
      details: null,
      utm: null,
      attachments: [],
      request,
      clientAddress: null,
      userAgent: null,
    }
  }
  const settings = { from: { address: 'enquiries@factory.example' }, notifyTo: [{ address: 'sales@factory.example' }] }

  it('is written in the language of the enquiry, and still never repeats a link the buyer typed', () => {
    const spanish = composeMessage('acknowledgement', stored('es', 'Rodillo de carga'), settings)
    expect(spanish.subject).toContain('hemos recibido su solicitud Q-2611-7KX4M9')
    expect(spanish.text).toContain('1. Rodillo de carga × 40 piezas')
    const linked = composeMessage('acknowledgement', stored('ru', 'ролики, см. www.evil.example'), settings)
    expect(linked.text).toContain('1. товар, описанный в Вашем запросе × 40 шт.')
    expect(linked.text).not.toContain('evil')
  })

  it('tells the sales team the language in the subject and the text, and keeps English subjects as they were', () => {
    const sales = composeMessage('sales', stored('es', 'Rodillo de carga'), settings)
    expect(sales.subject).toBe('Enquiry Q-2611-7KX4M9 in Spanish from Lucía Fernández, Chile: Rodillo de carga × 40 pieces')
    expect(sales.text).toContain('Language of the page and the acknowledgement: Spanish (es)')
    const english = composeMessage('sales', stored('en', 'Carrying roller'), settings)
    expect(english.subject).toBe('Enquiry Q-2611-7KX4M9 from Lucía Fernández, Chile: Carrying roller × 40 pieces')
    expect(english.text).toContain('Language of the page and the acknowledgement: English (en)')
  })
})
