/** A WhatsApp chat with `number` (any spacing or "+"), optionally with a message typed in for the reader. */
export function whatsAppHref(number: string, text?: string): string {
  const chat = `https://wa.me/${number.replace(/\D/g, '')}`
  return text ? `${chat}?text=${encodeURIComponent(text)}` : chat
}

/** A tel: link; the spaces of the displayed number are left out. */
export function telephoneHref(number: string): string {
  return `tel:${number.replace(/\s/g, '')}`
}

/** The opening line of a quotation request by chat, naming the product when there is one. */
export function quotationGreeting(productName?: string): string {
  return productName ? `Hello, I would like a quotation for: ${productName}` : 'Hello, I would like a quotation for conveyor rollers.'
}

/**
 * The contact page's enquiry form with a product line filled in: the product, the size's part
 * number (its own field, `part=`, as "Add to enquiry" fills it) and the page the buyer asked from.
 */
export function quotationHref({
  product,
  slug,
  partNumber,
  from,
}: {
  product: string
  slug?: string
  partNumber?: string
  from: string
}): string {
  const params = new URLSearchParams({ product })
  if (partNumber) params.set('part', partNumber)
  if (slug) params.set('slug', slug)
  params.set('from', from)
  return `/contact-us?${params.toString()}#enquiry`
}
