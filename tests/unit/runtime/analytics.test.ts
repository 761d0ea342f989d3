import { describe, expect, it, vi } from 'vitest'
import { createAnalytics, type AnalyticsEvent } from '@/runtime/analytics'

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
