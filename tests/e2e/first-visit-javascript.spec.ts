import { describe, expect, it } from 'vitest'
import { measureFirstVisit } from '../../scripts/bench/first-visit-scripts'
import { servedSiteInChromium } from '../support/browser'

const session = servedSiteInChromium()

const KB = 1024
/** All JavaScript a first visit downloads before the network is idle (gzip): issue 21's goals. */
const withoutSlider = 121 * KB
const withSlider = 150 * KB
describe('a first visit that only reads the page', () => {
  /** Neither axios, the loading bar nor another screen's code arrives without the reader asking. */
  const notAsked = /\/(http-client|nprogress|contact-screen|enquiry-form-from-address|sent-enquiry)-/
  it.each<[kind: string, path: string, budget: number, unasked: RegExp]>([
    ['a list', '/roller', withoutSlider, notAsked],
    ['an article', '/knowledge/what-is-a-conveyor-roller', withoutSlider, notAsked],
    ['the not-found page', '/roller/no-such-roller', withoutSlider, notAsked],
    // One calculator: the tool screen can load any of them, and loads only its own.
    [
      'a calculator',
      '/tools/idler-load',
      withoutSlider,
      /\/(http-client|contact-screen|sent-enquiry|roll-speed-calculator|bearing-life-calculator|belt-capacity-calculator|selection-tool|belt-tension-calculator|cema-idler-load-calculator|idler-spacing-calculator|transition-distance-calculator)-/,
    ],
    [
      'the CEMA calculator',
      '/tools/cema-idler-load',
      withoutSlider,
      /\/(http-client|contact-screen|sent-enquiry|idler-load-calculator|idler-spacing-calculator|transition-distance-calculator)-/,
    ],
    // The other calculators, within the same budget.
    ...['roll-speed', 'bearing-life', 'belt-capacity', 'belt-tension', 'pulley-diameter', 'idler-spacing', 'transition-distance'].map(
      (slug): [string, string, number, RegExp] => [
        `the ${slug} calculator`,
        `/tools/${slug}`,
        withoutSlider,
        /\/(http-client|contact-screen|sent-enquiry|selection-tool|idler-load-calculator)-/,
      ],
    ),
    // The selection's catalogue offers are in its payload, like the finder's index.
    [
      'the component selection',
      '/tools/select',
      withoutSlider,
      /\/(http-client|contact-screen|sent-enquiry|idler-load-calculator|belt-tension-calculator)-/,
    ],
    // Its index is in the page's payload: no HTTP client on arrival.
    ['the product finder', '/products/finder', withoutSlider, notAsked],
    // The form's code comes once the buyer moves (src/features/enquiry/enquiry-form-slot.tsx).
    ['the contact page', '/contact-us', withoutSlider, /\/(http-client|enquiry-form-from-address|sent-enquiry)-/],
    // The sent enquiry's summary is this page's own code; the form's is not.
    ['the thank-you page', '/thanks', withoutSlider, /\/(http-client|contact-screen)-/],
    // The factory video's player comes on its click (src/screens/about/factory-video.tsx).
    [
      'the About page',
      '/about-us',
      withoutSlider,
      /\/(http-client|contact-screen|enquiry-form-from-address|sent-enquiry|factory-video-player)-/,
    ],
    ['the home page, with its slider', '/', withSlider, notAsked],
    ['a product page, with its gallery', '/roller/belt-conveyor-roller', withSlider, notAsked],
  ])(
    'downloads at most the budget of JavaScript on %s (%s)',
    async (_kind, path, budget, unasked) => {
      const visit = await measureFirstVisit(session.browser, session.origin, path)
      const listing = visit.scripts.map((script) => `${script.path} ${script.gzipBytes}`).join('\n')
      expect(visit.totalGzip, listing).toBeLessThanOrEqual(budget)
      expect(
        visit.scripts.filter((script) => unasked.test(script.path)),
        listing,
      ).toEqual([])
    },
    90_000,
  )

  it('still gets the slider on the home page once idle', async () => {
    const visit = await measureFirstVisit(session.browser, session.origin, '/')
    expect(visit.scripts.some((script) => /\/hero-swiper-/.test(script.path))).toBe(true)
    expect(visit.scripts.some((script) => /\/gallery-swiper-/.test(script.path))).toBe(false)
  }, 90_000)
})
