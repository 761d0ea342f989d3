/**
 * Build-time images: the social share cards (one default, one per category, 1200 x 630, each with
 * the illustration of one of its products) and the app icons, drawn as SVG and rendered to PNG with
 * a bundled font, so every machine draws them alike.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'

const require = createRequire(import.meta.url)
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const fontFiles = [join(fontDir, 'DejaVuSans.ttf'), join(fontDir, 'DejaVuSans-Bold.ttf')]

export const brandColours = { ink: '#1b2430', brand: '#0b4f8a', accent: '#e8a317' }

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function renderPng(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  })
  return resvg.render().asPng()
}

/** A product's illustration (an 800 x 600 SVG) placed as a panel of the card. */
function illustrationPanel(svg: string, x: number, y: number, width: number): string {
  const height = Math.round((width * 3) / 4)
  const nested = svg.replace(/^<svg [^>]*>/, `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="0 0 800 600">`)
  return `<clipPath id="panel"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="18"/></clipPath><g clip-path="url(#panel)">${nested}</g>`
}

/** A font size at which `text` fits the 610 px left of the illustration (DejaVu's average widths). */
function fitted(text: string, largest: number, averageWidth: number): number {
  return Math.min(largest, Math.floor(610 / (text.length * averageWidth)))
}

function shareCardSvg(card: ShareCard, companyName: string): string {
  const { heading, subheading } = card
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${brandColours.ink}"/>
  <rect x="0" y="600" width="1200" height="30" fill="${brandColours.accent}"/>
  ${illustrationPanel(card.illustration, 730, 130, 400)}
  <text x="80" y="150" font-family="DejaVu Sans" font-size="30" fill="#c9d3de">${escapeXml(companyName)}</text>
  <text x="80" y="300" font-family="DejaVu Sans" font-weight="bold" font-size="${fitted(heading, 64, 0.64)}" fill="#ffffff">${escapeXml(heading)}</text>
  <text x="80" y="380" font-family="DejaVu Sans" font-size="${fitted(subheading, 32, 0.56)}" fill="#ffffff">${escapeXml(subheading)}</text>
  <text x="80" y="520" font-family="DejaVu Sans" font-size="28" fill="${brandColours.accent}">From the factory · Customised · ${card.inStock ? 'In stock' : 'Made to order'} · Quotation on request</text>
</svg>`
}

function iconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="${brandColours.brand}"/>
  <circle cx="256" cy="256" r="150" fill="none" stroke="#ffffff" stroke-width="48"/>
  <circle cx="256" cy="256" r="48" fill="${brandColours.accent}"/>
</svg>`
}

export interface ShareCard {
  /** File name under /share, without extension. */
  name: string
  heading: string
  subheading: string
  /** Whether any product the card stands for is held in stock (otherwise: made to order). */
  inStock: boolean
  /** The SVG illustration of a product the card stands for, shown beside the words. */
  illustration: string
}

/** Writes /share/{name}.png for each card and the icons (/icons/icon-192.png, ...) into outDir. */
export function writeBuildImages(outDir: string, companyName: string, cards: ShareCard[]): void {
  mkdirSync(join(outDir, 'share'), { recursive: true })
  for (const card of cards) {
    writeFileSync(join(outDir, 'share', `${card.name}.png`), renderPng(shareCardSvg(card, companyName), 1200))
  }
  mkdirSync(join(outDir, 'icons'), { recursive: true })
  for (const size of [180, 192, 512]) {
    writeFileSync(join(outDir, 'icons', `icon-${size}.png`), renderPng(iconSvg(), size))
  }
}

/** The web app manifest, from the site config. */
export function webManifest(name: string, shortName: string): string {
  return `${JSON.stringify(
    {
      name,
      short_name: shortName,
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: brandColours.brand,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`
}
