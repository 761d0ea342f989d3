/** The product lists' words in English (other languages come in the page's payload). */
export const productListMessages = {
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
}
