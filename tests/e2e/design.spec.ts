import { describe, expect, it } from 'vitest'
import { openAsApp, servedSiteInChromium } from '../support/browser'

const session = servedSiteInChromium()

const activeSlide = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.hero .swiper-slide')].findIndex((slide) => slide.classList.contains('swiper-slide-active')),
  )

/** The hero's autoplay as Swiper keeps it, and whether a slide change is under way (undefined until Swiper has loaded). */
const autoplay = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    type HeroSwiper = { animating: boolean; autoplay: { running: boolean; paused: boolean } }
    const swiper = (document.querySelector('.hero .swiper') as (Element & { swiper?: HeroSwiper }) | null)?.swiper
    return swiper ? { running: swiper.autoplay.running, paused: swiper.autoplay.paused, animating: swiper.animating } : undefined
  })

describe('the finished screens in Chromium', () => {
  it('moves the hero slider on by itself every 3 s', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1366, height: 800 } })
    await openAsApp(page, `${session.origin}/`)
    await expect.poll(() => activeSlide(page), { timeout: 5_000 }).toBe(0)
    await expect.poll(() => activeSlide(page), { timeout: 6_000 }).toBe(1)
    await page.close()
  })

  it('holds the hero slider still while it is hovered', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1366, height: 800 } })
    await openAsApp(page, `${session.origin}/`)
    await expect.poll(() => autoplay(page), { timeout: 10_000 }).toMatchObject({ running: true })
    await page.hover('.hero')
    // Autoplay pauses for a moment in every slide change; only the pointer keeps it paused between them.
    await expect.poll(() => autoplay(page), { timeout: 10_000 }).toEqual({ running: true, paused: true, animating: false })
    await page.mouse.move(0, 0)
    await expect.poll(() => autoplay(page), { timeout: 10_000 }).toMatchObject({ running: true, paused: false })
    await page.close()
  })

  it('stops the hero slider with its pause button, by touch and by keyboard, and starts it again', async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true })
    await openAsApp(page, `${session.origin}/`)
    await expect.poll(() => autoplay(page), { timeout: 10_000 }).toMatchObject({ running: true })
    await page.getByRole('button', { name: 'Pause slides' }).tap()
    await expect.poll(() => autoplay(page)).toMatchObject({ running: false })
    // Stopped means stopped: focus leaving the slider does not start it again.
    const play = page.getByRole('button', { name: 'Play slides' })
    await play.focus()
    await page.keyboard.press('Tab')
    expect(await autoplay(page)).toMatchObject({ running: false })
    await play.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => autoplay(page)).toMatchObject({ running: true })
    expect(await page.getByRole('button', { name: 'Pause slides' }).isVisible()).toBe(true)
    await page.close()
  })

  it('never moves the hero slider by itself when the reader asks for reduced motion', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1366, height: 800 }, reducedMotion: 'reduce' })
    await openAsApp(page, `${session.origin}/`)
    await expect.poll(() => page.locator('.hero .swiper-slide').count()).toBeGreaterThan(1)
    await expect.poll(() => autoplay(page)).toMatchObject({ running: false })
    expect(await activeSlide(page)).toBe(0)
    expect(await page.getByRole('button', { name: /slides$/ }).count()).toBe(0)
    await page.close()
  })

  it('zooms a product picture step by step to 3 and back to 1, each button disabled at its limit', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1366, height: 800 } })
    await openAsApp(page, `${session.origin}/roller/belt-conveyor-roller`)
    const zoomed = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('.swiper-slide-active .swiper-zoom-container img')!).transform)
    const zoomIn = page.getByRole('button', { name: 'Zoom in' })
    const zoomOut = page.getByRole('button', { name: 'Zoom out' })
    expect(await zoomOut.isDisabled()).toBe(true)
    await zoomIn.click()
    await expect.poll(zoomed).toMatch(/^matrix\(2, 0, 0, 2/)
    await zoomIn.click()
    await expect.poll(zoomed).toMatch(/^matrix\(3, 0, 0, 3/)
    await expect.poll(() => zoomIn.isDisabled()).toBe(true)
    await zoomOut.click()
    await expect.poll(zoomed).toMatch(/^matrix\(2, 0, 0, 2/)
    await zoomOut.click()
    await expect.poll(zoomed).toMatch(/^(none|matrix\(1, 0, 0, 1)/)
    await expect.poll(() => zoomOut.isDisabled()).toBe(true)
    await page.close()
  })

  it('opens and closes the menu on a phone, and a chosen page closes it', async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 844 } })
    await openAsApp(page, `${session.origin}/`)
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect(await nav.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect.poll(() => nav.isVisible()).toBe(true)
    await nav.getByRole('link', { name: 'Pulley' }).click()
    await page.waitForURL('**/pulley')
    await expect.poll(() => nav.isVisible()).toBe(false)
    // The new page's content holds the focus: the next Tab goes into it, not back to the menu.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
    await page.close()
  })

  it('closes the phone menu with Escape and gives the focus back to its button', async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 844 } })
    await openAsApp(page, `${session.origin}/`)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await page.getByRole('button', { name: 'Menu' }).click()
    await nav.getByRole('link', { name: 'Idler', exact: true }).focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => nav.isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu')
    await page.close()
  })

  it('marks the section of a product or article page in the main menu', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1366, height: 800 } })
    await openAsApp(page, `${session.origin}/pulley/bend-pulley`)
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect(await nav.getByRole('link', { name: 'Pulley' }).getAttribute('aria-current')).toBe('true')
    expect(await nav.locator('[aria-current]').count()).toBe(1)
    await nav.getByRole('link', { name: 'Pulley' }).click()
    await page.waitForURL('**/pulley')
    await expect.poll(() => nav.getByRole('link', { name: 'Pulley' }).getAttribute('aria-current')).toBe('page')
    await page.close()
  })

  it.each([1024, 1280, 1366])(
    'keeps the main menu on one row, the page within the window and the contact dock a side column at %i px',
    async (width) => {
      const page = await session.browser.newPage({ viewport: { width, height: 800 } })
      await openAsApp(page, `${session.origin}/contact-us`)
      const tops = await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)))
      expect(tops.length).toBe(12)
      expect(new Set(tops).size).toBe(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
      const dock = await page.locator('.contact-dock').boundingBox()
      expect(dock!.width).toBeLessThan(100)
      await page.close()
    },
  )

  it('offers WhatsApp pre-filled with the product, and never hides the page end behind the dock on a phone', async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 844 } })
    await openAsApp(page, `${session.origin}/pulley/bend-pulley`)
    const whatsapp = page.getByRole('navigation', { name: 'Contact us' }).getByRole('link', { name: 'WhatsApp' })
    expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain('Bend Pulley')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const copyright = await page.locator('.copyright').boundingBox()
    const dock = await page.locator('.contact-dock').boundingBox()
    expect(copyright!.y + copyright!.height).toBeLessThanOrEqual(dock!.y)
    await page.close()
  })
})
