import { expect, test, type Browser, type Page } from '@playwright/test'
import type { OwnPhoto } from '../../src/content/photos.ts'
import { projects } from '../../src/content/projects.ts'
import { localeStrings } from '../support/locales.ts'
import { emulateSaveData, localizePath, waitForPageScript } from '../support/site.ts'

/** The width a path of our own photos names: `/assets/photos/<name>-<version>-<width>x<height>.<format>`. */
const widthIn = (address: string) => Number(/-(\d+)x\d+\.\w+$/.exec(new URL(address).pathname)?.[1] ?? 0)

/** The widths of the photos the page asks the site for, from now on, in order. */
function photoWidthsAsked(page: Page): number[] {
  const widths: number[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/photos/')) widths.push(widthIn(request.url()))
  })
  return widths
}

/** Photos as a browser picks them. What the prerendered HTML offers (srcset, sizes, lazy loading) is read in tests/build/photos.test.ts. */

/** The widths of the photos a visit to the portfolio fetches, on a phone 375 px wide, down to its first project's photo. */
async function photoWidthsFetched(browser: Browser, deviceScaleFactor: number, saveData = false) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  if (saveData) await emulateSaveData(page)
  const requested = photoWidthsAsked(page)
  await page.goto(localizePath('portfolio', 'en'))
  await waitForPageScript(page)
  const photo = page.getByRole('article').first().getByRole('img')
  await photo.scrollIntoViewIfNeeded()
  await expect(photo).toHaveJSProperty('complete', true)
  const widths = [...requested]
  await context.close()
  return widths
}

test.describe('photos sized for the screen', () => {
  test('on a 375 px phone a 1× screen fetches a smaller width than a 2× screen, each at least its slot', async ({ browser }) => {
    const [oneX, twoX] = [await photoWidthsFetched(browser, 1), await photoWidthsFetched(browser, 2)]
    // The card is 343 CSS px wide: 343 device pixels on a 1× screen, 686 on a 2× one.
    expect(oneX.length).toBeGreaterThan(0)
    expect(twoX.length).toBeGreaterThan(0)
    for (const width of oneX) expect(width).toBeGreaterThanOrEqual(343)
    for (const width of twoX) expect(width).toBeGreaterThanOrEqual(686)
    expect(Math.max(...oneX)).toBeLessThan(Math.min(...twoX))
  })
})

test.describe('a browser that asks to save data', () => {
  test('gets the smallest photos and is told why in its language, with full photos one choice away for the site', async ({ page }) => {
    await emulateSaveData(page)
    const requested = photoWidthsAsked(page)
    await page.goto(localizePath('portfolio', 'fr'))
    await waitForPageScript(page)
    const notice = page.getByRole('complementary', { name: 'Économiseur de données' })
    await expect(notice).toHaveText(
      'L’économiseur de données est activé\u00a0: nous affichons des photos plus légères et ne chargeons pas à l’avance les pages que vous pourriez ouvrir.Afficher les photos en haute qualité',
    )
    const photo = page.getByRole('article').first().getByRole('img')
    // currentSrc is empty for a moment while the browser swaps a photo's source: no width yet.
    const fetchedWidth = async () => {
      const source = await photo.evaluate((image: HTMLImageElement) => image.currentSrc)
      return source ? widthIn(source) : 0
    }
    await photo.scrollIntoViewIfNeeded()
    await expect(photo).toHaveJSProperty('complete', true)
    expect(new Set(requested)).toEqual(new Set([320]))
    expect(await fetchedWidth()).toBe(320)

    await notice.getByRole('button', { name: 'Afficher les photos en haute qualité' }).click()
    await expect(notice).toBeHidden()
    await expect.poll(fetchedWidth).toBeGreaterThan(320)

    // The choice holds for the site: the next page shows full photos and no notice.
    await page.goto(localizePath('about', 'fr'))
    await waitForPageScript(page)
    await expect(page.locator('html')).toHaveAttribute('data-save-data', 'on')
    await expect(page.getByRole('complementary', { name: 'Économiseur de données' })).toBeHidden()
    const portrait = page.getByRole('img', { name: localeStrings('fr')['about:team.members.founder.imageAlt'] })
    await portrait.scrollIntoViewIfNeeded()
    await expect(portrait).toHaveJSProperty('complete', true)
    expect(widthIn(await portrait.evaluate((image: HTMLImageElement) => image.currentSrc))).toBeGreaterThan(160)
  })

  test('is told in English on an English page, and a page without photos says nothing', async ({ page }) => {
    await emulateSaveData(page)
    await page.goto('/')
    await waitForPageScript(page)
    await expect(page.getByRole('complementary', { name: 'Data saver' })).toHaveText(
      "Data Saver is on, so we show smaller photos and don't load the pages you might open next.Show Full-Quality Photos",
    )
    await page.goto(localizePath('contact', 'en'))
    await waitForPageScript(page)
    await expect(page.locator('html')).toHaveAttribute('data-save-data', 'on')
    await expect(page.getByRole('complementary', { name: 'Data saver' })).toBeHidden()
  })
})

test.describe('a photo of our own', () => {
  const project = projects.find(({ id }) => id === 'clinicBook')!
  const name = localeStrings('en')[`projects:${project.imageAltKey}`]!
  const file = (project.image as OwnPhoto).file.replace(/\.\w+$/, '')

  for (const { saveData, width } of [
    { saveData: false, width: 800 },
    { saveData: true, width: 320 },
  ])
    test(`comes from the site as AVIF, ${width} px wide on a 2× phone${saveData ? ' saving data' : ''}`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
      if (saveData) await emulateSaveData(page)
      await page.goto(localizePath('portfolio', 'en'))
      await waitForPageScript(page)
      const photo = page.getByRole('img', { name })
      await photo.scrollIntoViewIfNeeded()
      await expect(photo).toHaveJSProperty('complete', true)
      expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
      expect(new URL(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname).toMatch(
        new RegExp(`^/assets/photos/${file}-[0-9a-f]{10}-${width}x\\d+\\.avif$`),
      )
      await context.close()
    })
})
