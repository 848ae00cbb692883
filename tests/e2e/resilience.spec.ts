import { expect, test } from '@playwright/test'
import { collectProblems, localizePath, notFoundUrls, serveExternalImages, siteUrls, waitForPageScript } from '../support/site.ts'

const urls = [...siteUrls.map(({ path }) => path), ...notFoundUrls.map(({ path }) => path)]

/** Console messages the browser itself writes for a not-found document's 404 status: expected there, nowhere else. */
const isNotFoundStatus = (text: string) => text.includes('status of 404')

test.describe('every page loads cleanly: no console errors, no failed local requests, no layout shift', () => {
  test.beforeEach(async ({ page }) => serveExternalImages(page))

  for (const path of urls) {
    test(path, async ({ page, baseURL }) => {
      const notFound = notFoundUrls.some((url) => url.path === path)
      const problems = collectProblems(page, notFound ? isNotFoundStatus : undefined)
      const failed: string[] = []
      page.on('requestfailed', (request) => {
        if (request.url().startsWith(baseURL ?? '')) failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`)
      })
      page.on('response', (response) => {
        const isDocument = response.request().resourceType() === 'document'
        if (response.url().startsWith(baseURL ?? '') && response.status() >= 400 && !isDocument)
          failed.push(`${response.url()} ${response.status()}`)
      })
      // Every layout shift not caused by input, with what moved, so a failure says where to look.
      await page.addInitScript(() => {
        const shifts: string[] = []
        Object.assign(window, { layoutShifts: shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
            sources: { node?: Node }[]
          })[]) {
            if (entry.hadRecentInput) continue
            const moved = entry.sources.map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName)))
            shifts.push(`${entry.value.toFixed(4)}: ${moved.join(' | ')}`)
            Object.assign(window, {
              layoutShiftTotal: ((window as unknown as { layoutShiftTotal?: number }).layoutShiftTotal ?? 0) + entry.value,
            })
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(path)
      await waitForPageScript(page)
      expect(problems).toEqual([])
      expect(failed).toEqual([])
      // CLS 0 as Lighthouse reports it (three decimals); every shift is listed if it fails.
      const { total, shifts } = await page.evaluate(() => {
        const state = window as unknown as { layoutShifts: string[]; layoutShiftTotal?: number }
        return { total: state.layoutShiftTotal ?? 0, shifts: state.layoutShifts }
      })
      expect(total, shifts.join('\n')).toBeLessThan(0.001)
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of urls) {
    test(`${path} is readable and its links are real`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('navigation', { name: /^(Main|Principale)$/ })).toBeVisible({
        visible: page.viewportSize()!.width >= 992,
      })
      const hrefs = await page.locator('main a, footer a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      expect(hrefs.length).toBeGreaterThan(5)
      expect(hrefs.filter((href) => !href || href === '#')).toEqual([])
    })
  }
})

test.describe('FAQ without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every answer can be opened and read', async ({ page }) => {
    await page.goto('/fr/')
    const question = page.getByText('Comment puis-je payer ?')
    const answer = page.getByText('Vous pouvez payer en dollars US ou en cedis ghanéens')
    await expect(answer).toBeHidden()
    await question.click()
    await expect(answer).toBeVisible()
  })
})

test.describe('when a script chunk fails to load', () => {
  test('the prerendered page stays readable, styled and navigable', async ({ page }) => {
    await page.route('**/assets/chunks/**', (route) => route.abort())
    await page.goto(localizePath('about', 'fr'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous')
    expect(await page.getByRole('banner').evaluate((header) => getComputedStyle(header).position)).toBe('fixed')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL('/fr/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter')
  })

  test('without the page script itself, photos stay their branded panels, which keep the cards’ shape', async ({ page }) => {
    await page.route('**/assets/entries/**', (route) => route.abort())
    await page.goto(localizePath('portfolio', 'fr'))
    const card = page.getByRole('main').getByRole('article').first()
    await expect(card.getByRole('heading')).toBeVisible()
    await expect(card.locator('img')).toBeHidden()
    const panel = card.locator('[data-image-fallback]')
    await expect(panel).toBeVisible()
    expect((await panel.boundingBox())!.height).toBeGreaterThan(100)
  })
})
