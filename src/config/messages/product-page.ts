/** The product page's words in English, with its size table and downloads (other languages come in the page's payload). */
export const productPageMessages = {
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
}

export const sizeTableMessages = {
  modelsCaption: 'Models of the {name}',
  sizesCaption: 'Sizes and ratings of the {name}',
  model: 'Model',
  partNumber: 'Part number',
  actions: 'Quotation and enquiry list',
  askQuoteFor: 'Ask for a quotation for {part}',
  partNumbersLink: 'How our part numbers read',
}

export const downloadMessages = {
  /** The files' titles where they differ from the English ones of the downloads manifest. */
  titles: undefined as undefined | Record<'PDF' | 'DXF', string>,
  PDF: 'A4, with the drawing, specification, sizes and part numbers',
  DXF: 'for CAD, in millimetres, layers for outline, hidden and centre lines, dimensions and text',
  sizeDrawings: 'CAD drawing of each size ({count} DXF files, by part number)',
}
