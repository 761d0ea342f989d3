import { site } from '@/config/site'
import { createAnalytics, loadGoogleTag, sendToGoogleTag } from './analytics'

/** The site's analytics: inert unless an analytics site id is configured. */
export const siteAnalytics = createAnalytics({ siteId: site.analyticsSiteId, loadTag: loadGoogleTag, send: sendToGoogleTag })
