import { describe, expect, it } from 'vitest'
import { measureFirstVisit } from '../../scripts/first-visit-scripts'
import { servedSiteInChromium } from '../support/browser'

const session = servedSiteInChromium()

const KB = 1024
/** All JavaScript a first visit downloads before the network is idle (gzip): issue 21's goals. */
const withoutSlider = 121 * KB
const withSlider = 150 * KB

describe('a first visit that only reads the page', () => {
  it.each([
    ['a list', '/roller', withoutSlider],
    ['an article', '/knowledge/what-is-a-conveyor-roller', withoutSlider],
    ['the not-found page', '/roller/no-such-roller', withoutSlider],
    ['the home page, with its slider', '/', withSlider],
    ['a product page, with its gallery', '/roller/belt-conveyor-roller', withSlider],
  ])('downloads at most the budget of JavaScript on %s (%s)', async (_kind, path, budget) => {
    const visit = await measureFirstVisit(session.browser, session.origin, path)
    const listing = visit.scripts.map((script) => `${script.path} ${script.gzipBytes}`).join('\n')
    expect(visit.totalGzip, listing).toBeLessThanOrEqual(budget)
    // Neither axios nor another screen's code arrives without the reader asking.
    expect(visit.scripts.filter((script) => /\/(http-client|contact-screen|sent-enquiry)-/.test(script.path)), listing).toEqual([])
  }, 90_000)

  it('still gets the slider on the home page once idle', async () => {
    const visit = await measureFirstVisit(session.browser, session.origin, '/')
    expect(visit.scripts.some((script) => /\/hero-swiper-/.test(script.path))).toBe(true)
    expect(visit.scripts.some((script) => /\/gallery-swiper-/.test(script.path))).toBe(false)
  }, 90_000)
})
