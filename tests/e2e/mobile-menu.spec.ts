import { expect, test } from '@playwright/test'
import { waitForHydration } from '../support/site'

test.use({ viewport: { width: 375, height: 740 } })

test.describe('mobile menu', () => {
  test('opens from the right, traps focus and closes on Escape, restoring focus', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: 'Open menu' })
    await trigger.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: '+233 20 123 4567' })).toHaveAttribute('href', 'tel:+233201234567')
    await expect(menu.getByRole('link', { name: 'hello@sankofadigital.com.gh' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Get Free Quote' })).toBeVisible()
    // Once it has slid in, the panel's right edge is the screen's.
    await expect.poll(async () => Math.round(await menu.evaluate((panel) => panel.getBoundingClientRect().right))).toBe(375)

    for (let step = 0; step < 15; step++) {
      await page.keyboard.press('Tab')
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('closes when a link is chosen', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('link', { name: 'Portfolio' }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL('/portfolio')

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Get Free Quote' }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL('/quote')
  })

  test('is in French on French pages', async ({ page }) => {
    await page.goto('/fr/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'Réalisations' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Demander un devis gratuit' })).toHaveAttribute('href', '/fr/quote')
  })
})
