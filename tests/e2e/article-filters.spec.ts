import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadContent } from '@/content/content-store.server'
import { openAsApp, servedSiteInChromium } from '../support/browser'

const session = servedSiteInChromium()
const content = loadContent()

const newsOfKind = (kind: string) => content.news.filter((article) => article.meta.kind === kind).map((article) => article.meta.title)
const knowledgeOfTopic = (topic: string) =>
  content.knowledge.filter((article) => article.meta.topic === topic).map((article) => article.meta.title)

/** The titles the filtered list shows, once it has loaded. */
async function filteredTitles(page: Page): Promise<string[]> {
  const section = page.locator('section[aria-labelledby="filtered-heading"]')
  await section.locator('ul.article-list').waitFor()
  return section.locator('ul.article-list h3').allTextContents()
}

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await openAsApp(page, `${session.origin}${path}`)
  return { page, errors }
}

describe('article lists filtered by the address', () => {
  it('shows only the chosen kind on a first visit with the query, and the pre-rendered page stays the whole list', async () => {
    const response = await fetch(`${session.origin}/news?kind=machine`)
    const html = await response.text()
    expect(response.status).toBe(200)
    // Crawlers get the first page of all news, with a link to each kind.
    expect(html).toContain(content.news[0]!.meta.title)
    expect(html).toContain('href="/news?kind=delivery"')

    const { page, errors } = await open('/news?kind=machine')
    expect(await filteredTitles(page)).toEqual(newsOfKind('machine'))
    expect(await page.getByRole('navigation', { name: 'News by kind' }).locator('[aria-current="page"]').textContent()).toMatch(/^Machines/)
    expect(errors).toEqual([])
    await page.close()
  })

  it('changes the filter by client navigation, keeps it in the address, and goes back to all', async () => {
    const { page, errors } = await open('/knowledge/page-2')
    const menu = page.getByRole('navigation', { name: 'Knowledge by topic' })
    await menu.getByRole('link', { name: /^Pulleys and lagging/ }).click()
    await page.waitForURL(`${session.origin}/knowledge?topic=pulleys`)
    expect(await filteredTitles(page)).toEqual(knowledgeOfTopic('pulleys'))
    await menu.getByRole('link', { name: /^Maintenance/ }).click()
    await page.waitForURL(`${session.origin}/knowledge?topic=maintenance`)
    await expect.poll(() => filteredTitles(page)).toEqual(knowledgeOfTopic('maintenance'))
    await page.goBack()
    await page.waitForURL(`${session.origin}/knowledge?topic=pulleys`)
    await expect.poll(() => filteredTitles(page)).toEqual(knowledgeOfTopic('pulleys'))
    await menu.getByRole('link', { name: /^All/ }).click()
    await page.waitForURL(`${session.origin}/knowledge`)
    await expect.poll(() => page.locator('main ul.article-list > li').count()).toBe(15)
    expect(await page.locator('section[aria-labelledby="filtered-heading"]').count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })

  it('says so when the address names no such kind, and shows every article with its picture', async () => {
    const { page } = await open('/news?kind=gossip')
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('There is no kind “gossip”')
    const pictures = page.locator('main ul.article-list > li img.article-picture')
    expect(await pictures.count()).toBe(12)
    expect(await pictures.first().getAttribute('src')).toMatch(/^\/(illustrations|drawings|products)\//)
    await page.close()
  })
})
