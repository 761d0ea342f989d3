import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readArticleTranslations, readTranslatedArticleList } from '@/content/article-translations.server'
import { ProblemCollector, type KnowledgeArticle } from '@/content/content-store.server'
import type { Glossary } from '@/content/translation-schemas'

const englishBody = [
  'Keep the roll near 600 rpm; see the [belt roller](/roller/belt-conveyor-roller).',
  '',
  '## Step 1: the speed',
  '',
  '| Diameter | rpm at 2.5 m/s |',
  '|---|---|',
  '| 133 mm | 359 |',
  '',
  '- Belt speed',
  '- Belt width',
].join('\n')

const english = {
  slug: 'choose-a-roller',
  meta: { title: 'How do I choose a roller?', summary: 'Start with belt speed, then width.' },
  markdown: englishBody,
} as KnowledgeArticle

const spanishBody = [
  'Mantenga el rodillo cerca de 600 r/min; vea el [rodillo de banda](/roller/belt-conveyor-roller).',
  '',
  '## Paso 1: la velocidad',
  '',
  '| Diámetro | r/min a 2,5 m/s |',
  '|---|---|',
  '| 133 mm | 359 |',
  '',
  '- Velocidad de la banda',
  '- Ancho de banda',
].join('\n')

const glossary: Glossary = { language: 'es', terms: [{ en: 'pulley', use: 'tambor', avoid: ['polea'] }] }

/** A Spanish language folder holding one translated article; returns the problems and the articles read. */
function read(body: string, { slug = 'choose-a-roller', listed = ['choose-a-roller'] } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'articles-'))
  mkdirSync(join(folder, 'knowledge'))
  writeFileSync(
    join(folder, 'knowledge', `${slug}.md`),
    `---\ntitle: ¿Cómo elijo un rodillo?\nsummary: Empiece por la velocidad de la banda y luego el ancho.\n---\n\n${body}\n`,
  )
  const collector = new ProblemCollector(folder)
  const articles = readArticleTranslations(folder, [english], listed, glossary, collector)
  return { articles, problems: collector.problems.map(({ field, problem }) => `${field}: ${problem}`) }
}

describe('the translated knowledge articles', () => {
  it('accept a translation with the English structure, figures and links, and render it', () => {
    const { articles, problems } = read(spanishBody)
    expect(problems).toEqual([])
    const article = articles.get('choose-a-roller')
    expect(article?.title).toBe('¿Cómo elijo un rodillo?')
    expect(article?.headings).toEqual(['Paso 1: la velocidad'])
    expect(article?.html).toContain('<table>')
  })

  it('refuse a missing heading, a table column or list item dropped, naming what the English has', () => {
    expect(read(spanishBody.replace('## Paso 1: la velocidad\n\n', '')).problems).toContain(
      'body: has headings (levels) none; the English has h2, in the same order',
    )
    expect(read(spanishBody.replace('| Diámetro | r/min a 2,5 m/s |', '| Diámetro |').replace('|---|---|', '|---|')).problems).toContain(
      'body: has tables (rows x columns) 2x1; the English has 2x2, in the same order',
    )
    expect(read(spanishBody.replace('\n- Ancho de banda', '')).problems).toContain(
      'body: has lists (items) 1; the English has 2, in the same order',
    )
  })

  it('refuse, section by section, a figure or link lost, an English sentence left and a word to avoid', () => {
    expect(read(spanishBody.replace('2,5 m/s', 'm/s')).problems).toEqual(['body section 1: is missing the figure 2.5 of the English'])
    expect(read(spanishBody.replace('(/roller/belt-conveyor-roller)', '(/roller/other)')).problems).toEqual([
      'body section 0: is missing the link to /roller/belt-conveyor-roller of the English',
      'body section 0: adds the link to /roller/other, which the English does not have',
    ])
    expect(read(spanishBody.replace('- Velocidad de la banda', '- The speed of the belt is the first thing to check')).problems).toEqual([
      'body section 1: reads as English (the words the, of, the, is, the, to): translate the sentence',
    ])
    expect(read(spanishBody.replace('la velocidad', 'la polea')).problems).toEqual([
      'body section 1: uses "polea", which the glossary says to avoid',
    ])
  })

  it('refuse an article that is not on the list of translated articles', () => {
    expect(read(spanishBody, { listed: [] }).problems).toEqual([
      ': translates choose-a-roller, which is not in translations/translated-articles.yaml',
    ])
  })

  it('refuse a list naming an article that does not exist or naming one twice', () => {
    const root = mkdtempSync(join(tmpdir(), 'article-list-'))
    mkdirSync(join(root, 'translations'))
    writeFileSync(join(root, 'translations', 'translated-articles.yaml'), 'articles:\n  - choose-a-roller\n  - gone\n  - choose-a-roller\n')
    const collector = new ProblemCollector(root)
    expect(readTranslatedArticleList(root, [english], collector)).toHaveLength(3)
    expect(collector.problems.map(({ field, problem }) => `${field}: ${problem}`)).toEqual([
      'articles.1: gone is not a knowledge article',
      'articles.2: choose-a-roller is listed twice',
    ])
  })
})
