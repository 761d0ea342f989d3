// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAnalytics, loadGoogleTag, sendToGoogleTag, type AnalyticsEvent } from '@/runtime/analytics'

function analyticsWith(siteId: string) {
  const loadTag = vi.fn<(siteId: string) => void>()
  const sent: AnalyticsEvent[] = []
  const analytics = createAnalytics({ siteId, loadTag, send: (event) => sent.push(event) })
  return { analytics, loadTag, sent }
}

describe('analytics', () => {
  it('records one page view per route change, the first load once', () => {
    const { analytics, sent } = analyticsWith('G-TEST123')
    analytics.pageView('/', 'Home')
    analytics.pageView('/', 'Home')
    analytics.pageView('/roller', 'Conveyor Roller')
    analytics.pageView('/', 'Home')
    expect(sent.map((event) => event.type === 'page_view' && event.path)).toEqual(['/', '/roller', '/'])
  })

  it('loads the tag once, with the configured id, when started', () => {
    const { analytics, loadTag } = analyticsWith('G-TEST123')
    expect(loadTag).not.toHaveBeenCalled()
    analytics.start()
    analytics.start()
    expect(loadTag).toHaveBeenCalledTimes(1)
    expect(loadTag).toHaveBeenCalledWith('G-TEST123')
  })

  it('with no id configured loads nothing and sends nothing', () => {
    const { analytics, loadTag, sent } = analyticsWith('')
    analytics.start()
    analytics.pageView('/', 'Home')
    analytics.conversion('enquiry', 'Q-2611-ABCDEF')
    expect(loadTag).not.toHaveBeenCalled()
    expect(sent).toEqual([])
    expect(analytics.enabled).toBe(false)
  })

  it('records a conversion with its reference', () => {
    const { analytics, sent } = analyticsWith('G-TEST123')
    analytics.conversion('enquiry', 'Q-2611-ABCDEF')
    expect(sent).toEqual([{ type: 'conversion', name: 'enquiry', reference: 'Q-2611-ABCDEF' }])
  })
})

describe('the Google tag', () => {
  const queue = () => ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args))
  afterEach(() => {
    delete (window as { dataLayer?: unknown }).dataLayer
    document.head.querySelectorAll('script').forEach((script) => script.remove())
  })

  it('loads gtag.js once for the configured id, configured to leave page views to the router', () => {
    const analytics = createAnalytics({ siteId: 'G-TEST123', loadTag: loadGoogleTag, send: sendToGoogleTag })
    analytics.start()
    analytics.start()
    const scripts = [...document.head.querySelectorAll('script')]
    expect(scripts.map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123'])
    expect(scripts[0]?.async).toBe(true)
    expect(queue()).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-TEST123', { send_page_view: false }],
    ])
  })

  it('queues a page view and an enquiry sent as a conversion (generate_lead with the reference)', () => {
    const analytics = createAnalytics({ siteId: 'G-TEST123', loadTag: loadGoogleTag, send: sendToGoogleTag })
    analytics.pageView('/contact-us', 'Contact Us')
    analytics.conversion('enquiry', 'Q-2611-7KX4M9')
    expect(queue()).toEqual([
      ['event', 'page_view', { page_path: '/contact-us', page_title: 'Contact Us', page_location: window.location.href }],
      ['event', 'generate_lead', { event_label: 'enquiry', transaction_id: 'Q-2611-7KX4M9' }],
    ])
  })
})
