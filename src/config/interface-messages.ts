import type { Language } from '@/utils/languages'

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
  breadcrumbs: { label: 'Breadcrumb', home: 'Home', products: 'Products' },
  offline: {
    waiting: 'You are offline. The page you chose opens as soon as the connection returns; until then you stay on this one.',
    idle: 'You are offline. Pages you have opened still work; new pages and enquiries wait for the connection.',
  },
  productCard: { more: 'Details and quotation →' },
  productList: {
    pageSuffix: ' - page {page}',
    categories: 'Categories',
    allProducts: 'All products',
    count: '{total} products, page {page} of {pageCount}. Know the belt width or roll size?',
    findBySize: 'Find products by size',
    pagination: '{name} pages',
    choosing: 'Choosing from the {name} range',
    downloadCatalogue: 'Download the {name} catalogue',
    downloadAll: 'Download the whole catalogue',
    downloadMeta: '(PDF, {size} KB: contents, then a page or two per product with its drawing, specification and part numbers)',
  },
  product: {
    pictures: 'Pictures of the {name}',
    offer: 'What we offer',
    fromFactory: 'From the factory',
    customised: 'Customised',
    sizesInStock: 'Sizes in stock',
    madeToOrder: 'Made to order',
    priceOnRequest: 'Price and quotation on request',
    inStock: 'In stock:',
    otherSizes: 'Other sizes:',
    madeToOrderLabel: 'Made to order:',
    nothingInStock: 'Nothing is held in stock.',
    askQuote: 'Ask for a quotation',
    whatsApp: 'WhatsApp us',
    reply: 'Reply within one working day',
    warranty: '{months}-month warranty',
    shippedFrom: 'shipped from {ports}',
    portsJoin: ' or ',
    howToOrder: 'How to order',
    onThisPage: 'On this page',
    models: 'Models',
    sizesAndRatings: 'Sizes and ratings',
    specifications: 'Specifications',
    downloads: 'Downloads',
    features: 'Features',
    applications: 'Applications',
    questions: 'Questions and answers',
    overview: 'Overview',
    byIndustry: 'By industry:',
    customisation: 'Customisation',
    enquireHeading: 'Ask for a quotation for the {name}',
    enquireText:
      'Send the sizes, the quantity and the destination port: an engineer replies within one working day with a price or our questions.',
    related: 'Related products',
  },
  downloads: {
    /** The files' titles where they differ from the English ones of the downloads manifest. */
    titles: undefined as undefined | Record<'PDF' | 'DXF', string>,
    PDF: 'A4, with the drawing, specification, sizes and part numbers',
    DXF: 'for CAD, in millimetres, layers for outline, hidden and centre lines, dimensions and text',
    sizeDrawings: 'CAD drawing of each size ({count} DXF files, by part number)',
  },
  article: {
    related: 'Related articles',
    newer: 'Newer',
    older: 'Older',
    more: 'More {section}',
    all: 'All {section}',
    photos: 'More photographs of this story',
    questions: 'Questions about your conveyor?',
    questionsText: 'Send us your belt width, speed and material: our engineers reply within one working day.',
    contactEngineers: 'Contact our engineers',
  },
  sizeTable: {
    modelsCaption: 'Models of the {name}',
    sizesCaption: 'Sizes and ratings of the {name}',
    model: 'Model',
    partNumber: 'Part number',
    actions: 'Quotation and enquiry list',
    askQuoteFor: 'Ask for a quotation for {part}',
    partNumbersLink: 'How our part numbers read',
  },
}

export type InterfaceMessages = typeof englishMessages

/** A message with its `{name}` places filled: fill('page {page}', { page: 2 }) -> "page 2". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}
