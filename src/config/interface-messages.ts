import type { Language } from '@/utils/languages'
import type { articleMessages } from './messages/article-page'
import type { homePageMessages } from './messages/home-page'
import type { productListMessages } from './messages/product-list'
import type { downloadMessages, modelViewerMessages, productPageMessages, sizeTableMessages } from './messages/product-page'

/**
 * The interface's words in English, as the pages have always shown them. A Spanish or Russian page
 * gets its own catalogue of the same shape in its payload (src/content/interface-messages.server.ts),
 * so the browser never downloads a language it does not show. `{name}` marks a value put in by `fill`.
 */
export const englishMessages = {
  language: 'en' as Language,
  /** The address of the home page in the language. */
  home: '/',
  /** The categories in the language, where they differ from the English menu (names and addresses). */
  categoryNav: undefined as undefined | { slug: string; name: string; path: string }[],
  header: {
    tagline: 'Rollers · Idlers · Pulleys',
    telephone: 'Tel:',
    findBySize: 'Find by size',
    getQuote: 'Get a quote',
    menu: 'Menu',
    close: 'Close',
    mainNav: 'Main',
    products: 'Products',
    news: 'News',
    knowledge: 'Knowledge',
    about: 'About us',
    contact: 'Contact us',
    languages: 'Language',
  },
  skipToContent: 'Skip to content',
  footer: {
    categoriesLabel: 'Product categories',
    products: 'Products',
    quickLinks: 'Quick links',
    allProducts: 'All products',
    finder: 'Product finder',
    industries: 'By industry',
    tools: 'Calculators',
    partNumbers: 'Part numbers',
    news: 'News',
    knowledge: 'Knowledge',
    about: 'About us',
    howToOrder: 'How to order',
    contact: 'Contact us',
    search: 'Search',
    privacy: 'Privacy notice',
    telephone: 'Tel:',
    fax: 'Fax:',
    email: 'E-mail:',
    established: 'Established {year}',
    certified: '{certificate} certified',
    creditCode: 'Unified social credit code',
  },
  dock: { label: 'Contact us', email: 'E-mail', call: 'Call', enquiry: 'Enquiry', enquiryCount: 'Enquiry ({count})', top: 'Top' },
  breadcrumbs: { label: 'Breadcrumb', home: 'Home', products: 'Products' },
  offline: {
    waiting: 'You are offline. The page you chose opens as soon as the connection returns; until then you stay on this one.',
    idle: 'You are offline. Pages you have opened still work; new pages and enquiries wait for the connection.',
  },
  productCard: { more: 'Details and quotation →' },
}

/** The words of one screen: English ones ship with the screen's own code, not with every page. */
export interface ScreenMessages {
  homePage: typeof homePageMessages
  productList: typeof productListMessages
  product: typeof productPageMessages
  sizeTable: typeof sizeTableMessages
  downloads: typeof downloadMessages
  model3d: typeof modelViewerMessages
  article: typeof articleMessages
}

/** A page's catalogue: the shared words, and on a Spanish or Russian page every screen's words too. */
export type InterfaceMessages = typeof englishMessages & Partial<ScreenMessages>

/** A message with its `{name}` places filled: fill('page {page}', { page: 2 }) -> "page 2". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}
