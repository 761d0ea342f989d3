import type { InterfaceMessages } from '../config/interface-messages.ts'
import { pathInLanguage, type Language } from '../utils/languages.ts'
import { loadContent } from './content-store.server.ts'
import { siteLanguageView } from './language-view.server.ts'

type Translated = Exclude<Language, 'en'>
/** The words of a catalogue: everything but what the build fills in from the content. */
type Words = Omit<InterfaceMessages, 'language' | 'home' | 'categoryNav'>

/** The interface in Spanish: neutral international Spanish, "usted", the glossary's words. */
const spanish: Words = {
  header: {
    tagline: 'Rodillos · Estaciones · Tambores',
    telephone: 'Tel.:',
    findBySize: 'Buscar por medida',
    getQuote: 'Pedir cotización',
    menu: 'Menú',
    close: 'Cerrar',
    mainNav: 'Principal',
    products: 'Productos',
    news: 'Noticias',
    knowledge: 'Guías técnicas',
    about: 'Nosotros',
    contact: 'Contacto',
    languages: 'Idioma',
  },
  skipToContent: 'Ir al contenido',
  breadcrumbs: { label: 'Ruta de navegación', home: 'Inicio', products: 'Productos' },
  offline: {
    waiting: 'No hay conexión. La página que eligió se abrirá en cuanto vuelva la conexión; mientras tanto, sigue en esta.',
    idle: 'No hay conexión. Las páginas ya abiertas siguen funcionando; las páginas nuevas y las solicitudes esperan a la conexión.',
  },
  productCard: { more: 'Detalles y cotización →' },
  productList: {
    pageSuffix: ': página {page}',
    categories: 'Categorías',
    allProducts: 'Todos los productos',
    count: '{total} productos, página {page} de {pageCount}. ¿Conoce el ancho de banda o la medida del rodillo?',
    findBySize: 'Buscar productos por medida',
    pagination: 'Páginas de {name}',
    choosing: 'Cómo elegir en la gama {name}',
    downloadCatalogue: 'Descargar el catálogo {name}',
    downloadAll: 'Descargar el catálogo completo',
    downloadMeta: '(PDF, {size} KB, en inglés: índice y una o dos páginas por producto con su plano, especificación y referencias)',
  },
  product: {
    pictures: 'Imágenes: {name}',
    offer: 'Lo que ofrecemos',
    fromFactory: 'Directo de fábrica',
    customised: 'A medida',
    sizesInStock: 'Medidas en stock',
    madeToOrder: 'Fabricación bajo pedido',
    priceOnRequest: 'Precio y cotización a solicitud',
    inStock: 'En stock:',
    otherSizes: 'Otras medidas:',
    madeToOrderLabel: 'Bajo pedido:',
    nothingInStock: 'No se mantiene stock.',
    askQuote: 'Pedir cotización',
    whatsApp: 'Escríbanos por WhatsApp',
    reply: 'Respuesta en un día hábil',
    warranty: 'garantía de {months} meses',
    shippedFrom: 'envío desde {ports}',
    portsJoin: ' o ',
    howToOrder: 'Cómo hacer un pedido',
    onThisPage: 'En esta página',
    models: 'Modelos',
    sizesAndRatings: 'Medidas y capacidades',
    specifications: 'Especificaciones',
    downloads: 'Descargas',
    features: 'Características',
    applications: 'Aplicaciones',
    questions: 'Preguntas y respuestas',
    overview: 'Descripción',
    byIndustry: 'Por sector:',
    customisation: 'Opciones a medida',
    enquireHeading: 'Pida una cotización: {name}',
    enquireText:
      'Indique las medidas, la cantidad y el puerto de destino: un ingeniero le responde en un día hábil con un precio o con nuestras preguntas.',
    related: 'Productos relacionados',
  },
  downloads: {
    titles: { PDF: 'Ficha técnica (en inglés)', DXF: 'Plano CAD' },
    PDF: 'A4, con el plano, la especificación, las medidas y las referencias',
    DXF: 'para CAD, en milímetros, con capas para contorno, líneas ocultas y de eje, cotas y texto',
    sizeDrawings: 'Plano CAD de cada medida ({count} archivos DXF, por referencia)',
  },
  article: {
    related: 'Artículos relacionados',
    newer: 'Más reciente',
    older: 'Anterior',
    more: 'Más {section}',
    all: 'Todas las {section}',
    photos: 'Más fotografías de esta noticia',
    questions: '¿Preguntas sobre su transportador?',
    questionsText: 'Indíquenos el ancho de banda, la velocidad y el material: nuestros ingenieros responden en un día hábil.',
    contactEngineers: 'Consulte a nuestros ingenieros',
  },
  sizeTable: {
    modelsCaption: 'Modelos: {name}',
    sizesCaption: 'Medidas y capacidades: {name}',
    model: 'Modelo',
    partNumber: 'Referencia',
    actions: 'Cotización y lista de solicitud',
    askQuoteFor: 'Pedir cotización de {part}',
    partNumbersLink: 'Cómo se leen nuestras referencias',
  },
}

/** The interface in Russian: standard technical Russian, "вы" in lower case, the glossary's words. */
const russian: Words = {
  header: {
    tagline: 'Ролики · Роликоопоры · Барабаны',
    telephone: 'Тел.:',
    findBySize: 'Подбор по размеру',
    getQuote: 'Запросить цену',
    menu: 'Меню',
    close: 'Закрыть',
    mainNav: 'Основное меню',
    products: 'Продукция',
    news: 'Новости',
    knowledge: 'Статьи',
    about: 'О компании',
    contact: 'Контакты',
    languages: 'Язык',
  },
  skipToContent: 'Перейти к содержанию',
  breadcrumbs: { label: 'Навигационная цепочка', home: 'Главная', products: 'Продукция' },
  offline: {
    waiting: 'Нет соединения. Выбранная страница откроется, как только связь восстановится; пока вы остаётесь на этой.',
    idle: 'Нет соединения. Открытые страницы работают; новые страницы и запросы ждут соединения.',
  },
  productCard: { more: 'Подробнее и цена →' },
  productList: {
    pageSuffix: ', страница {page}',
    categories: 'Категории',
    allProducts: 'Вся продукция',
    count: 'Изделий: {total}, страница {page} из {pageCount}. Знаете ширину ленты или размер ролика?',
    findBySize: 'Подобрать по размеру',
    pagination: 'Страницы раздела «{name}»',
    choosing: 'Как выбрать: {name}',
    downloadCatalogue: 'Скачать каталог «{name}»',
    downloadAll: 'Скачать полный каталог',
    downloadMeta: '(PDF, {size} КБ, на английском: содержание и одна-две страницы на изделие с чертежом, характеристиками и артикулами)',
  },
  product: {
    pictures: 'Изображения: {name}',
    offer: 'Что мы предлагаем',
    fromFactory: 'С завода',
    customised: 'По вашим размерам',
    sizesInStock: 'Размеры на складе',
    madeToOrder: 'Под заказ',
    priceOnRequest: 'Цена и коммерческое предложение по запросу',
    inStock: 'На складе:',
    otherSizes: 'Другие размеры:',
    madeToOrderLabel: 'Под заказ:',
    nothingInStock: 'Складского запаса нет.',
    askQuote: 'Запросить коммерческое предложение',
    whatsApp: 'Написать в WhatsApp',
    reply: 'Ответ в течение рабочего дня',
    warranty: 'гарантия {months} мес.',
    shippedFrom: 'отгрузка из порта {ports}',
    portsJoin: ' или ',
    howToOrder: 'Как заказать',
    onThisPage: 'На этой странице',
    models: 'Модели',
    sizesAndRatings: 'Типоразмеры и нагрузки',
    specifications: 'Характеристики',
    downloads: 'Файлы',
    features: 'Особенности',
    applications: 'Применение',
    questions: 'Вопросы и ответы',
    overview: 'Описание',
    byIndustry: 'По отраслям:',
    customisation: 'Исполнение на заказ',
    enquireHeading: 'Запросить коммерческое предложение: {name}',
    enquireText:
      'Укажите размеры, количество и порт назначения: инженер ответит в течение рабочего дня, назовёт цену или задаст уточняющие вопросы.',
    related: 'Похожие изделия',
  },
  downloads: {
    titles: { PDF: 'Технический паспорт (на английском)', DXF: 'Чертёж CAD' },
    PDF: 'A4, с чертежом, характеристиками, типоразмерами и артикулами',
    DXF: 'для CAD, в миллиметрах, слои контура, невидимых и осевых линий, размеров и текста',
    sizeDrawings: 'Чертёж CAD каждого типоразмера (файлов DXF: {count}, по артикулам)',
  },
  article: {
    related: 'Похожие статьи',
    newer: 'Новее',
    older: 'Старше',
    more: 'Ещё в разделе «{sectionName}»',
    all: 'Все материалы раздела «{sectionName}»',
    photos: 'Другие фотографии к этой новости',
    questions: 'Вопросы о вашем конвейере?',
    questionsText: 'Сообщите ширину ленты, скорость и транспортируемый груз: наши инженеры ответят в течение одного рабочего дня.',
    contactEngineers: 'Написать инженерам',
  },
  sizeTable: {
    modelsCaption: 'Модели: {name}',
    sizesCaption: 'Таблица типоразмеров: {name}',
    model: 'Модель',
    partNumber: 'Артикул',
    actions: 'Коммерческое предложение и список запроса',
    askQuoteFor: 'Запросить коммерческое предложение на {part}',
    partNumbersLink: 'Как читать наши артикулы',
  },
}

const words: Record<Translated, Words> = { es: spanish, ru: russian }

/**
 * The interface catalogue a Spanish or Russian page carries in its payload: the words, the home
 * page's address and the category menu in the language (a category not translated yet keeps its
 * English name and address).
 */
export function interfaceMessagesFor(language: Translated): InterfaceMessages {
  const content = loadContent()
  const view = siteLanguageView(language, content)
  return {
    ...words[language],
    language,
    home: pathInLanguage('/', language),
    categoryNav: content.categories.map(view.category).map(({ slug, name, path }) => ({ slug, name, path })),
  }
}
