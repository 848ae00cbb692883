import { expect, test } from '@playwright/test'
import { hostingRules } from '../../scripts/hosting/rules.ts'
import { emulateSaveData, localizePath, waitForPageScript } from '../support/site.ts'

const { speculationRules } = hostingRules()

/** The local server sends the build's `_headers`; nginx.spec.ts checks the same header and file in nginx. */
test.describe('speculation rules', () => {
  for (const { home, link, target } of [
    { home: '/', link: 'About', target: '/about' },
    { home: '/fr/', link: 'Réalisations', target: localizePath('portfolio', 'fr') },
  ]) {
    test(`hovering "${link}" prefetches ${target}, and the visit uses that copy`, async ({ page }) => {
      const response = await page.goto(home)
      expect(response?.headers()['speculation-rules']).toBe(`"${speculationRules.path}"`)
      await waitForPageScript(page)
      const prefetch = page.context().waitForEvent('request', (request) => request.headers()['sec-purpose'] === 'prefetch')
      await page.getByRole('navigation').getByRole('link', { name: link }).first().hover()
      const request = await prefetch
      expect(new URL(request.url()).pathname).toBe(target)
      const prefetched = await request.response()
      expect(prefetched?.status()).toBe(200)
      await prefetched?.finished()

      // Links are plain links: the click loads the next document, the prefetched one.
      await page.getByRole('navigation').getByRole('link', { name: link }).first().click()
      await expect(page).toHaveURL(target)
      const deliveryType = () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType
      expect(await page.evaluate(deliveryType)).toBe('navigational-prefetch')
    })
  }

  test('a visitor whose browser asks to save data gets no page fetched ahead: the click loads it', async ({ page }) => {
    await emulateSaveData(page)
    const prefetched: string[] = []
    page.context().on('request', (request) => {
      if (request.headers()['sec-purpose']?.includes('prefetch')) prefetched.push(request.url())
    })
    await page.goto('/')
    await waitForPageScript(page)
    await expect(page.locator('html')).toHaveAttribute('data-save-data', 'on')
    const link = page.getByRole('navigation').getByRole('link', { name: 'About' }).first()
    await link.hover()
    await link.click()
    await expect(page).toHaveURL('/about')
    await waitForPageScript(page)
    const deliveryType = () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType
    expect(await page.evaluate(deliveryType)).toBe('')
    expect(prefetched).toEqual([])
  })
})
