import { absoluteUrl } from './route-paths.ts'

/** schema.org objects for the site's pages, as plain data (rendered by StructuredData). */

import { plainText } from './inline-links.ts'

interface Organization {
  name: string
  url: string
  telephone: string
  faxNumber: string
  email: string
  address: string
  /** The business licence's unified social credit code. */
  taxId: string
  certificates: { standard: string; number: string; body: string; validFrom: string; validUntil: string }[]
  contacts: { name: string; role: string; languages: string[]; email: string; whatsapp: string }[]
}

export function organizationData(org: Organization) {
  return {
    '@type': 'Organization',
    '@id': `${org.url}/#organization`,
    name: org.name,
    url: absoluteUrl(org.url, '/'),
    logo: `${org.url}/favicon.svg`,
    email: org.email,
    telephone: org.telephone,
    faxNumber: org.faxNumber,
    address: org.address,
    taxID: org.taxId,
    // A certificate as schema.org has it: the credential, the body that recognises it, and its dates.
    hasCredential: org.certificates.map((certificate) => ({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'certificate',
      name: certificate.standard,
      identifier: certificate.number,
      recognizedBy: { '@type': 'Organization', name: certificate.body },
      dateCreated: certificate.validFrom,
      expires: certificate.validUntil,
    })),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: org.telephone,
        email: org.email,
        availableLanguage: ['English', 'Chinese'],
      },
      ...org.contacts.map((person) => ({
        '@type': 'ContactPoint',
        contactType: 'sales',
        name: `${person.name}, ${person.role}`,
        email: person.email,
        telephone: person.whatsapp,
        availableLanguage: person.languages,
      })),
    ],
  }
}

export function breadcrumbData(
  siteUrl: string,
  trail: { name: string; path?: string }[],
  currentPath: string,
  home: { name: string; path: string } = { name: 'Home', path: '/' },
) {
  const items = [home, ...trail.map((crumb) => ({ name: crumb.name, path: crumb.path ?? currentPath }))]
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  }
}

export function faqData(questions: { q: string; a: string }[]) {
  return {
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.a) },
    })),
  }
}
