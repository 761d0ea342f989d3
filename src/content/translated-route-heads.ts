import type { SiteConfig } from '../config/site-config.schema.ts'
import type { Language } from '../utils/languages.ts'

/** A page's head in the route table: title, description and keywords. */
export interface PageHead {
  title: string
  description: string
  keywords: string
}

/** What a product's head is made from. */
export interface ProductHeadInput {
  name: string
  stocked: boolean
}

/** How the Spanish and Russian pages word their heads; English keeps the owner's patterns in route-table.server.ts. */
export interface TranslatedHeads {
  home(site: SiteConfig): PageHead
  category(name: string, summary: string, site: SiteConfig): PageHead
  product(product: ProductHeadInput, site: SiteConfig): PageHead
}

export const translatedHeads: Record<Exclude<Language, 'en'>, TranslatedHeads> = {
  es: {
    home: (site) => ({
      title: `${site.companyName} - Rodillos, estaciones de rodillos y tambores para transportadores, desde China`,
      description: `Fabricamos rodillos, estaciones de rodillos y tambores para transportadores de banda en medidas CEMA, DIN, JIS y SANS desde ${site.facts.founded}, con cotización bajo pedido.`,
      keywords:
        'rodillo para transportador, estación de rodillos, tambor, piezas de rodillos, componentes de transportador, máquina para fabricar rodillos, fábrica en China',
    }),
    category: (name, summary, site) => ({
      title: `${name}${site.titleSuffix}`,
      description: summary,
      keywords: `${name}, China, fabricante, proveedor, fábrica`,
    }),
    product: ({ name, stocked }, site) => ({
      title: `${name}: fabricante y proveedor en China${site.titleSuffix}`,
      description: `${name}: fabricación propia en China, a su medida y según su norma, ${stocked ? 'con las medidas habituales en stock' : 'hecho por encargo'}. Precio y cotización a solicitud.`,
      keywords: `${name}, China, fabricante, hecho en China, proveedor, fábrica, a medida, en stock, precio, cotización`,
    }),
  },
  ru: {
    home: (site) => ({
      title: `${site.companyName} - конвейерные ролики, роликоопоры и барабаны из Китая`,
      description: `Производим конвейерные ролики, роликоопоры и барабаны для ленточных конвейеров типоразмеров CEMA, DIN, JIS и SANS с ${site.facts.founded} года; коммерческое предложение по запросу.`,
      keywords:
        'конвейерный ролик, роликоопора, барабан, детали роликов, комплектующие конвейера, станок для производства роликов, завод в Китае',
    }),
    category: (name, summary, site) => ({
      title: `${name}${site.titleSuffix}`,
      description: summary,
      keywords: `${name}, Китай, производитель, поставщик, завод`,
    }),
    product: ({ name, stocked }, site) => ({
      title: `${name}: производитель и поставщик в Китае${site.titleSuffix}`,
      description: `${name}: собственное производство в Китае по вашим размерам и стандарту, ${stocked ? 'ходовые размеры на складе' : 'изготовление под заказ'}. Цена и коммерческое предложение по запросу.`,
      keywords: `${name}, Китай, производитель, поставщик, завод, на заказ, в наличии, цена, коммерческое предложение`,
    }),
  },
}
