/**
 * The site's own pages as the search index reads them: How to order and About by section, so a
 * buyer's "MOQ" or "certificate" lands on the part that answers it, and Privacy, the calculators
 * and the part-number page. Their words live in their screens; each section here repeats the words
 * buyers search by, and a unit test renders the pages and checks that every anchor exists and
 * every word is on the page, in that section.
 */
import type { SiteConfig } from '../../src/config/site-config.schema.ts'
import { toolPages, toolSlugs } from '../../src/content/tools.ts'

export interface SitePageSection {
  /** The page's path, with `#id` for a section. */
  path: string
  title: string
  /** Shown under the title in the results. */
  summary: string
  /** The words it is found by, all of them on the page (in that section). */
  text: string
}

export function sitePageSections({ facts, certificates }: SiteConfig): SitePageSection[] {
  return [
    {
      path: '/how-to-order#steps',
      title: 'How to order: from enquiry to delivery',
      summary:
        'Enquiry, quotation within one working day, drawing and confirmation, production and tests, inspection and packing, shipment and documents.',
      text: 'Enquiry quotation price per item lead time Incoterm drawing deposit production tests inspection packing shipment documents belt width roll diameter length bearing standard quantity destination port',
    },
    {
      path: '/how-to-order#lead-times',
      title: 'Minimum orders (MOQ) and lead times',
      summary:
        'Stock sizes ship in 3-7 days with no minimum; made-to-order rollers from 50 pieces per size in 15-25 days; pulleys from one piece.',
      text: 'Minimum orders MOQ lead times stock sizes made to order working days pieces per size sample rollers idler rollers idler sets frames pulleys roller parts conveyor components roller-making machines',
    },
    {
      path: '/how-to-order#payment',
      title: 'Payment',
      summary:
        'T/T in US dollars or euros, 30 % with the order and 70 % against the bill of lading; L/C at sight from USD 30,000; prices held for 30 days.',
      text: 'Payment telegraphic transfer T/T US dollars euros order bill of lading letter of credit L/C at sight prices quotation',
    },
    {
      path: '/how-to-order#warranty',
      title: 'Warranty',
      summary: `${facts.warrantyMonths} months from shipment for rollers, idlers, pulleys, parts and components; ${facts.machineWarrantyMonths} months for roller-making machines. How a claim works.`,
      text: 'Warranty months shipment rollers idlers pulleys roller parts conveyor components roller-making machines wear parts claim batch number replace faulty parts',
    },
    {
      path: '/how-to-order#shipping',
      title: 'Incoterms and ports',
      summary: `FOB, CFR, CIF, FCA, CIP or EXW under Incoterms 2020; shipped from ${facts.ports.join(' or ')}, full containers or LCL.`,
      text: 'Incoterms ports FOB CFR CIF FCA CIP EXW sea freight insurance container LCL air courier Qingdao Tianjin',
    },
    {
      path: '/how-to-order#packing',
      title: 'Packing',
      summary: 'Steel pallets and frames, ISPM 15 heat-treated wooden cases, pulleys on skids; every package marked to the packing list.',
      text: 'Packing rollers steel pallets frames wrapped wood cases ISPM 15 IPPC plywood pulleys skids machines packing list weight',
    },
    {
      path: '/how-to-order#inspection',
      title: 'Inspection',
      summary: `A quality system certified to ${facts.certification}; run-out checked on every roll; your own inspection before packing, in person, by video or through SGS, Bureau Veritas or Intertek.`,
      text: 'Inspection quality system certified ISO 9001 run-out batch tests rotating resistance inspect before packing video call inspection company SGS Bureau Veritas Intertek',
    },
    {
      path: '/how-to-order#documents',
      title: 'Documents shipped',
      summary:
        'Commercial invoice, packing list, bill of lading, certificate of origin (Form E, Form P), mill certificates EN 10204 3.1, test reports and drawings.',
      text: 'Documents commercial invoice packing list bill of lading air waybill certificate of origin Form E Form P mill certificates EN 10204 test reports drawings manuals ISPM 15 insurance certificate',
    },
    {
      path: '/about-us#history',
      title: 'About us: history',
      summary: `Founded in Hebei Province in ${facts.founded}; from one roller line to the present works, with our own machines.`,
      text: `History founded ${facts.founded} Hebei Province roller line ISO 9001 export works welding line painting line test bench stock warehouse`,
    },
    {
      path: '/about-us#process',
      title: 'How a roller is made in our factory',
      summary: 'Cut the tube, bore both ends at once, press the housings, weld, make the shaft, assemble, test, paint and pack.',
      text: 'roller made lines tube bore housings weld shaft assemble test paint pack machines',
    },
    {
      path: '/about-us#quality',
      title: 'Quality lab and certification',
      summary: `Our quality system is certified to ${facts.certification}, audited every year; every roll is checked for run-out and batch samples go through the lab tests.`,
      text: 'Quality lab certification certified ISO 9001 audit run-out TIR rotating resistance axial play water immersion water spray drop test dust batch number SANS 1313 MT 821',
    },
    {
      path: '/about-us#certificates',
      title: 'Certificates and licences',
      summary: `${certificates.map((certificate) => `${certificate.standard} (${certificate.body})`).join(', ')}, with numbers and validity; the business licence's unified social credit code.`,
      text: `Certificates licences certificate ${certificates.map((certificate) => certificate.standard).join(' ')} issued scope valid business licence unified social credit code`,
    },
    {
      path: '/about-us#capacity',
      title: 'Factory capacity',
      summary: `${facts.rollerLines} roller lines, about ${facts.rollersPerYear.toLocaleString('en-US')} rollers and ${facts.pulleysPerYear.toLocaleString('en-US')} pulleys a year, ${facts.staff} people.`,
      text: 'Capacity roller lines rolls shift shifts working days year pulleys people',
    },
    {
      path: '/about-us#markets',
      title: 'Export markets',
      summary: `Our rollers, idlers and pulleys run on conveyors in ${facts.exportCountries} countries.`,
      text: `Export markets countries ${facts.exportMarkets.join(' ')}`,
    },
    {
      path: '/about-us#fairs',
      title: 'Trade fairs',
      summary: 'Where we meet buyers: Canton Fair, bauma CHINA, China Coal & Mining Expo, Electra Mining Africa and bauma.',
      text: 'Trade fairs Canton Fair bauma China Coal Mining Expo Electra Mining Africa Guangzhou Shanghai Beijing Johannesburg Munich',
    },
    {
      path: '/about-us#people',
      title: 'Who answers your enquiry',
      summary:
        'Sales engineers by region, application engineers, the quality manager, the export documents officer and the machine service engineer.',
      text: 'enquiry sales engineers application engineers quality manager export documents officer machine service engineer',
    },
    {
      path: '/privacy',
      title: 'Privacy notice',
      summary: 'What we keep when you send an enquiry, why, who sees it, how long we keep it, and what you can ask us.',
      text: 'Privacy notice details enquiry keep e-mail address network IP browser deleted deletion copy',
    },
    {
      path: '/part-numbers',
      title: 'How our part numbers read',
      summary: 'Read, check or build a part number: series, standard, size, bearing and shaft, for every size we make.',
      text: 'part number read build series standard size bearing shaft lagging crown',
    },
    {
      path: '/tools',
      title: 'Conveyor calculators',
      summary: "Roll speed, bearing life, the load on each roll and belt capacity from your conveyor's own figures.",
      text: 'calculators roll speed bearing life load belt capacity metric imperial',
    },
    ...toolSlugs.map((slug): SitePageSection => ({
      path: `/tools/${slug}`,
      title: toolPages[slug].title,
      summary: toolPages[slug].summary,
      text: `calculator ${toolPages[slug].summary}`,
    })),
  ]
}
