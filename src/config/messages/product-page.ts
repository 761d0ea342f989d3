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

/** The 3D view of the product page: its button, the viewer's help and what it says when it cannot show the model. */
export const modelViewerMessages = {
  view: 'View in 3D',
  region: '{name} in 3D',
  label: '3D model of the {name}, size {part}',
  loading: 'Loading the 3D model…',
  failed: 'The 3D model could not be loaded. Here is the drawing of the same size.',
  noWebGl: 'This browser cannot show 3D models (WebGL is off or missing). Here is the drawing of the same size.',
  help: 'Drag to turn, scroll or pinch to zoom.',
  reset: 'Reset view',
}

export const downloadMessages = {
  /** The files' titles where they differ from the English ones of the downloads manifest. */
  titles: undefined as undefined | Partial<Record<'PDF' | 'DXF' | 'STEP' | 'GLB', string>>,
  PDF: 'A4, with the drawing, specification, sizes and part numbers',
  DXF: 'for CAD, in millimetres, layers for outline, hidden and centre lines, dimensions and text',
  STEP: 'a solid model for 3D CAD (STEP AP214), in millimetres, to the dimensions of its size row',
  GLB: 'a 3D view of the size the drawing shows',
  sizeFiles: 'CAD files of each size ({counts}, by part number)',
  countOne: { DXF: '{count} DXF drawing', STEP: '{count} STEP model' },
  countMany: { DXF: '{count} DXF drawings', STEP: '{count} STEP models' },
}
