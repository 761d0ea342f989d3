import { quantityInWords, type QuantityUnit } from '@/contracts/enquiry-terms'
import { formatDateIn, formatNumber } from '@/utils/language-format'
import type { Language } from '@/utils/languages'

/** A product line as the acknowledgement may repeat it; the caller has already left out anything link-like. */
export interface AcknowledgedProduct {
  /** Undefined when the buyer's words may not be repeated: the line then says "a product described in your enquiry". */
  name?: string
  partNumber?: string
  quantity: number
  unit: QuantityUnit
}

/** Everything the acknowledgement says, the same facts in every language. */
export interface AcknowledgementFacts {
  reference: string
  /** ISO 8601, UTC. */
  receivedAt: string
  products: AcknowledgedProduct[]
  fileCount: number
  company: { name: string; telephone: string; whatsapp: string; email: string }
}

interface AcknowledgementWords {
  subject: (reference: string, company: string) => string
  greeting: string
  thanks: (reference: string) => string
  /** The heading of the product lines, with when the enquiry arrived. */
  askedAbout: (receivedAt: string) => string
  undisclosedProduct: string
  partNumber: (code: string) => string
  quantity: (quantity: number, unit: QuantityUnit) => string
  files: (count: number) => string
  amendOrIgnore: string
  telephone: string
  email: string
}

/** "2026-11-27T17:13:…Z" -> the date as the language writes it and the time, both UTC. */
function receivedIn(language: Language, iso: string, join: (date: string, time: string) => string): string {
  return join(formatDateIn(iso.slice(0, 10), language), iso.slice(11, 16))
}

const spanishUnits: Record<QuantityUnit, [one: string, many: string]> = {
  pieces: ['pieza', 'piezas'],
  sets: ['juego', 'juegos'],
  metres: ['metro', 'metros'],
  units: ['unidad', 'unidades'],
}

// Russian business letters write quantities with abbreviated units, which need no plural forms.
const russianUnits: Record<QuantityUnit, string> = { pieces: 'шт.', sets: 'компл.', metres: 'м', units: 'ед.' }

const russianPlural = new Intl.PluralRules('ru')
const russianFiles: Record<string, string> = { one: 'файл', few: 'файла', many: 'файлов', other: 'файла' }

const words: Record<Language, AcknowledgementWords> = {
  en: {
    subject: (reference, company) => `Your enquiry ${reference} to ${company}`,
    greeting: 'Hello,',
    thanks: (reference) =>
      `Thank you for your enquiry. It has reached our sales team, who reply within one working day with a quotation or questions. Your reference is ${reference}: please quote it when you write to us.`,
    askedAbout: (receivedAt) => `You asked about (received ${receivedAt.slice(0, 16).replace('T', ' ')} UTC):`,
    undisclosedProduct: 'a product described in your enquiry',
    partNumber: (code) => `part no. ${code}`,
    quantity: quantityInWords,
    files: (count) => `We received ${count} ${count === 1 ? 'file' : 'files'} with it.`,
    amendOrIgnore:
      'To add to your enquiry or correct it, reply to this e-mail. If you did not send it, you need not do anything: we write to this address only about this enquiry.',
    telephone: 'Tel',
    email: 'E-mail',
  },
  es: {
    subject: (reference, company) => `${company}: hemos recibido su solicitud ${reference}`,
    greeting: 'Estimado cliente:',
    thanks: (reference) =>
      `Gracias por su solicitud. Ya la tiene nuestro equipo de ventas, que le responderá en un plazo de un día hábil con una cotización o, si necesitamos más datos, con algunas preguntas. El número de su solicitud es ${reference}; le rogamos que lo indique siempre que nos escriba.`,
    askedAbout: (receivedAt) =>
      `Su solicitud (recibida el ${receivedIn('es', receivedAt, (date, time) => `${date} a las ${time} UTC`)}) incluye:`,
    undisclosedProduct: 'un producto descrito en su solicitud',
    partNumber: (code) => `referencia ${code}`,
    quantity: (quantity, unit) => `${formatNumber(quantity, 'es')} ${spanishUnits[unit][quantity === 1 ? 0 : 1]}`,
    files: (count) => `Junto con ella recibimos ${formatNumber(count, 'es')} ${count === 1 ? 'archivo' : 'archivos'}.`,
    amendOrIgnore:
      'Si desea completar o corregir su solicitud, responda a este correo. Si usted no la envió, no tiene que hacer nada: solo escribimos a esta dirección en relación con esta solicitud.',
    telephone: 'Tel.',
    email: 'Correo electrónico',
  },
  ru: {
    subject: (reference, company) => `${company}: Ваш запрос ${reference} получен`,
    greeting: 'Здравствуйте!',
    thanks: (reference) =>
      `Благодарим Вас за запрос. Он передан в наш отдел продаж: в течение одного рабочего дня мы пришлём Вам коммерческое предложение или уточняющие вопросы. Номер Вашего запроса — ${reference}; пожалуйста, указывайте его в переписке с нами.`,
    askedAbout: (receivedAt) => `Состав запроса (получен ${receivedIn('ru', receivedAt, (date, time) => `${date} в ${time} UTC`)}):`,
    undisclosedProduct: 'товар, описанный в Вашем запросе',
    partNumber: (code) => `артикул ${code}`,
    quantity: (quantity, unit) => `${formatNumber(quantity, 'ru')} ${russianUnits[unit]}`,
    files: (count) => `Вместе с запросом мы получили ${formatNumber(count, 'ru')} ${russianFiles[russianPlural.select(count)]}.`,
    amendOrIgnore:
      'Чтобы дополнить или исправить запрос, просто ответьте на это письмо. Если Вы не отправляли запрос, ничего делать не нужно: мы пишем на этот адрес только по этому запросу.',
    telephone: 'Тел.',
    email: 'Эл. почта',
  },
}

/** The subject and plain text of the acknowledgement to the buyer, in the language of the page they wrote from. */
export function acknowledgementText(language: Language, facts: AcknowledgementFacts): { subject: string; text: string } {
  const say = words[language]
  const { company } = facts
  const productLine = (product: AcknowledgedProduct, index: number) =>
    `${index + 1}. ${product.name ?? say.undisclosedProduct}${product.partNumber ? `, ${say.partNumber(product.partNumber)}` : ''} × ${say.quantity(product.quantity, product.unit)}`
  const paragraphs = [
    say.greeting,
    say.thanks(facts.reference),
    [say.askedAbout(facts.receivedAt), ...facts.products.map(productLine)].join('\n'),
    ...(facts.fileCount > 0 ? [say.files(facts.fileCount)] : []),
    say.amendOrIgnore,
    [company.name, `${say.telephone}: ${company.telephone}`, `WhatsApp: ${company.whatsapp}`, `${say.email}: ${company.email}`].join('\n'),
  ]
  return { subject: say.subject(facts.reference, company.name), text: `${paragraphs.join('\n\n')}\n` }
}
