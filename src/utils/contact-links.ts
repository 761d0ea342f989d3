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
