import { expect, test, type Browser } from '@playwright/test'
import { parseHtml } from '../support/prerendered-html.ts'
import { emulateSaveData, localizePath, serveExternalImages, siteConfig, siteUrls, waitForPageScript } from '../support/site.ts'

/** One candidate of a srcset: `<url> <width>w`. */
const candidatesOf = (srcset: string) =>
  srcset.split(/,\s+/).map((candidate) => {
    const [url = '', descriptor = '', ...rest] = candidate.trim().split(/\s+/)
    return { url: new URL(url), descriptor, rest }
  })

test.describe('photos, prerendered', () => {
  for (const { path } of siteUrls) {
    test(`${path}: every photo offers widths from 320 to at least 576 px, its slot's size, proportions and lazy loading`, async ({
      request,
    }) => {
      const images = [...parseHtml(await (await request.get(path)).text()).querySelectorAll('img')]
      for (const image of images) {
        const width = Number(image.getAttribute('width'))
        const height = Number(image.getAttribute('height'))
        expect(width > 0 && height > 0, 'width and height reserve its space').toBe(true)
        expect(image.getAttribute('loading')).toBe('lazy')
        expect(image.getAttribute('sizes')).toMatch(/\S/)
        const candidates = candidatesOf(image.getAttribute('srcset') ?? '')
        const widths = candidates.map(({ descriptor }) => Number(/^(\d+)w$/.exec(descriptor)?.[1]))
        expect(widths.every((value) => value > 0)).toBe(true)
        expect(widths, 'smallest first, each larger').toEqual([...new Set(widths)].sort((a, b) => a - b))
        expect(widths[0]).toBeLessThanOrEqual(320)
        expect(widths.at(-1)).toBeGreaterThanOrEqual(576)
        for (const [index, { url, rest }] of candidates.entries()) {
          expect(rest).toEqual([])
          expect(url.origin).toBe(siteConfig.imageHost)
          // The host makes what the descriptor says: that width, the slot's proportions, its automatic format.
          expect(Number(url.searchParams.get('w'))).toBe(widths[index])
          expect(Number(url.searchParams.get('h'))).toBe(Math.round((widths[index]! * height) / width))
          expect(url.searchParams.get('fit')).toBe('crop')
          expect(url.searchParams.get('auto')).toBe('format')
        }
      }
    })
  }
})

/** The widths of the photos a visit to the portfolio fetches, on a phone 375 px wide, down to its first project's photo. */
async function photoWidthsFetched(browser: Browser, deviceScaleFactor: number, saveData = false) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  if (saveData) await emulateSaveData(page)
  const requested = await serveExternalImages(page)
  await page.goto(localizePath('portfolio', 'en'))
  await waitForPageScript(page)
  const photo = page.getByRole('article').first().getByRole('img')
  await photo.scrollIntoViewIfNeeded()
  await expect(photo).toHaveJSProperty('complete', true)
  const widths = requested.map((url) => Number(url.searchParams.get('w')))
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
    const requested = await serveExternalImages(page)
    await page.goto(localizePath('portfolio', 'fr'))
    await waitForPageScript(page)
    const notice = page.getByRole('complementary', { name: 'Économie de données' })
    await expect(notice).toHaveText(
      'Votre navigateur demande d’économiser les données\u00a0: les photos s’affichent en version allégée et aucune page n’est chargée à l’avance.Afficher les photos en haute qualité',
    )
    const photo = page.getByRole('article').first().getByRole('img')
    // currentSrc is empty for a moment while the browser swaps a photo's source: no width yet.
    const fetchedWidth = async () => {
      const source = await photo.evaluate((image: HTMLImageElement) => image.currentSrc)
      return source ? Number(new URL(source).searchParams.get('w')) : 0
    }
    await photo.scrollIntoViewIfNeeded()
    await expect(photo).toHaveJSProperty('complete', true)
    expect(new Set(requested.map((url) => url.searchParams.get('w')))).toEqual(new Set(['320']))
    expect(await fetchedWidth()).toBe(320)

    await notice.getByRole('button', { name: 'Afficher les photos en haute qualité' }).click()
    await expect(notice).toBeHidden()
    await expect.poll(fetchedWidth).toBeGreaterThan(320)

    // The choice holds for the site: the next page shows full photos and no notice.
    await page.goto(localizePath('about', 'fr'))
    await waitForPageScript(page)
    await expect(page.locator('html')).toHaveAttribute('data-save-data', 'on')
    await expect(page.getByRole('complementary', { name: 'Économie de données' })).toBeHidden()
    const portrait = page.getByRole('img', { name: 'Portrait de Kwabena Ofori, fondateur du studio' })
    await portrait.scrollIntoViewIfNeeded()
    await expect(portrait).toHaveJSProperty('complete', true)
    expect(Number(new URL(await portrait.evaluate((image: HTMLImageElement) => image.currentSrc)).searchParams.get('w'))).toBeGreaterThan(
      160,
    )
  })

  test('is told in English on an English page, and a page without photos says nothing', async ({ page }) => {
    await emulateSaveData(page)
    await serveExternalImages(page)
    await page.goto('/')
    await waitForPageScript(page)
    await expect(page.getByRole('complementary', { name: 'Data saver' })).toHaveText(
      "Data Saver is on, so we show smaller photos and don't load pages in advance.Show Full-Quality Photos",
    )
    await page.goto(localizePath('contact', 'en'))
    await waitForPageScript(page)
    await expect(page.locator('html')).toHaveAttribute('data-save-data', 'on')
    await expect(page.getByRole('complementary', { name: 'Data saver' })).toBeHidden()
  })
})
