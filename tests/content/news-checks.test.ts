import { describe, expect, it } from 'vitest'
import { loadContent } from '@/content/content-store.server'
import { linkedSlugs, yearsAfter } from '../support/date-checks'
import { bearingShaftMismatches } from '../support/text-checks'

describe('date checks', () => {
  it('finds years after the article date and ignores standard editions and links', () => {
    expect(yearsAfter('2020-05-01', 'The rolls were fitted in 2019 and checked again in 2021.')).toEqual([2021])
    expect(yearsAfter('2019-01-10', 'Built to ISO 9001:2015, DIN 15207-1:2000 and MT 821-2006; CEMA 502-2016 too.')).toEqual([])
    expect(yearsAfter('2019-01-10', 'See [the report](/news/report-2024).')).toEqual([])
    expect(yearsAfter('2023-04-01', 'About 47.3 M TEU in 2023, and 2022 before it.')).toEqual([])
    expect(yearsAfter('2023-04-01', 'A 20,240 mm belt; 2,024 rolls; order 12025.')).toEqual([])
  })

  it('reads news links as slugs', () => {
    expect(linkedSlugs('See [a](/news/a-b) and [b](/knowledge/c) and [a again](/news/a-b).', 'news')).toEqual(['a-b'])
  })
})

describe('news against its own date', () => {
  const content = loadContent()
  const bySlug = new Map(content.news.map((a) => [a.slug, a]))

  it('mentions no year after the date of the story', () => {
    const problems = content.news.flatMap((a) => {
      const later = yearsAfter(a.meta.date, `${a.meta.title}\n${a.meta.summary}\n${a.markdown}`)
      return later.length ? [`${a.path} (${a.meta.date}): ${later.join(', ')}`] : []
    })
    expect(problems).toEqual([])
  })

  it('links only to news published on or before its own date', () => {
    const problems = content.news.flatMap((a) =>
      linkedSlugs(a.markdown, 'news').flatMap((slug) => {
        const target = bySlug.get(slug)
        return target && target.meta.date > a.meta.date ? [`${a.path} (${a.meta.date}) links ${target.path} (${target.meta.date})`] : []
      }),
    )
    expect(problems).toEqual([])
  })
})

describe('news figures', () => {
  const content = loadContent()

  it('pairs every 62xx/63xx bearing in a story with a shaft of its bore', () => {
    const problems = content.news.flatMap((a) => bearingShaftMismatches(a.markdown).map((p) => `${a.path}: ${p}`))
    expect(problems).toEqual([])
  })
})
