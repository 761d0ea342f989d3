import { useEffect } from 'react'
import { Outlet, useMatches } from 'react-router-dom'
import { PageHead } from '@/components/page-head'
import { SiteFooter } from '@/components/site-footer'
import { SiteHeader } from '@/components/site-header'
import { HeaderSearch } from '@/features/search/header-search'
import { ContactDock } from '@/components/contact-dock'
import { EnquiryListNotice } from '@/components/enquiry-list-notice'
import { OfflineBanner } from '@/components/offline-banner'
import { StructuredData } from '@/components/structured-data'
import { categoryNav, site } from '@/config/site'
import { replayEarlyTaps } from '@/runtime/early-taps'
import { useScrollManagement } from '@/runtime/scroll-manager'
import type { PageRoute } from '@/content/route-entry'
import { englishPathOf } from '@/utils/languages'
import { shareImagePath } from '@/utils/share-image'
import { organizationData } from '@/utils/structured-data'
import { useFocusOnNewPage } from './use-focus-on-new-page'
import { MessagesProvider } from '@/components/interface-messages'
import { LanguageSwitcher } from '@/components/language-switcher'
import type { InterfaceMessages } from '@/config/interface-messages'

const categorySlugs = categoryNav.map((category) => category.slug)

const organization = organizationData({
  name: site.companyName,
  url: site.siteUrl,
  telephone: site.telephone,
  faxNumber: site.fax,
  email: site.email,
  address: site.address,
  taxId: site.businessLicence.creditCode,
  certificates: site.certificates,
  contacts: site.salesContacts,
})

/** The product a product page shows, for the contact dock's pre-filled messages. */
function useCurrentProductName(): string | undefined {
  const matches = useMatches()
  for (const match of matches) {
    const name = (match.data as { product?: { name?: unknown } } | null | undefined)?.product?.name
    if (typeof name === 'string') return name
  }
  return undefined
}

/** The interface words a Spanish or Russian page brings in its payload; undefined on English pages. */
function useCurrentMessages(): InterfaceMessages | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const data = matches[i]?.data as { interface?: InterfaceMessages } | null | undefined
    if (data?.interface) return data.interface
  }
  return undefined
}

function useCurrentRouteEntry(): PageRoute | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const data = matches[i]?.data as { route?: PageRoute } | null | undefined
    if (data?.route) return data.route
  }
  return undefined
}

/** The frame of every page: skip link, header, the current screen, footer, and its head tags. */
export function RootLayout() {
  const entry = useCurrentRouteEntry()
  const productName = useCurrentProductName()
  const messages = useCurrentMessages()
  useScrollManagement()
  useFocusOnNewPage('main')
  // Hydrated: what the buyer tapped before the scripts had started takes effect now.
  useEffect(replayEarlyTaps, [])
  return (
    <MessagesProvider messages={messages}>
      {entry ? (
        <PageHead
          siteUrl={site.siteUrl}
          {...entry}
          image={shareImagePath(englishPathOf(entry.path), categorySlugs)}
          type={entry.name === 'newsdetail' || entry.name === 'knowledgedetail' ? 'article' : 'website'}
        />
      ) : null}
      <StructuredData data={organization} />
      <a href="#main" className="skip-link">
        {messages?.skipToContent ?? 'Skip to content'}
      </a>
      <SiteHeader
        search={<HeaderSearch />}
        languageSwitcher={entry ? <LanguageSwitcher path={entry.path} switchTo={entry.switchTo} /> : null}
      />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <EnquiryListNotice />
      <ContactDock productName={productName} />
    </MessagesProvider>
  )
}
