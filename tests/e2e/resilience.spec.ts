import { expect, test } from '@playwright/test'
import { localizePath } from '../support/site.ts'

/** Pages whose scripts fail. Every page without JavaScript, and every page's console and requests, are checked in every-page.spec.ts. */

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
