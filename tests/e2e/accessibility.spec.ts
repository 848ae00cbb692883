import { expect, test } from '@playwright/test'
import { localizePath, waitForPageScript } from '../support/site.ts'

/**
 * Keyboard use of the site's widgets. What every page must pass (axe, landmarks, focus indicators) runs in
 * every-page.spec.ts; that the open menu is modal, the page behind it out of reach, in the engines' shared flows.
 */

test.describe('keyboard', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/about')
    await waitForPageScript(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })

  test('the portfolio filter works from the keyboard', async ({ page }) => {
    await page.goto('/portfolio')
    await waitForPageScript(page)
    const filter = page.getByRole('group', { name: 'Filter projects by category' })
    // One Tab stop for the whole group, as for any radio group; the arrow keys choose.
    await filter.getByRole('radio', { name: 'All' }).focus()
    await page.keyboard.press('Tab')
    expect(await filter.evaluate((group) => group.contains(document.activeElement))).toBe(false)
    await page.keyboard.press('Shift+Tab')
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight')
    await expect(filter.getByRole('radio', { name: 'Healthcare' })).toBeFocused()
    await expect(filter.getByRole('radio', { name: 'Healthcare' })).toBeChecked()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
    // Focus shows on the chosen pill.
    const outline = await filter.getByText('Healthcare', { exact: true }).evaluate((label) => getComputedStyle(label).outlineStyle)
    expect(outline).toBe('solid')
  })

  test('a form can be filled and sent from the keyboard alone', async ({ page }) => {
    await page.goto('/contact')
    await waitForPageScript(page)
    await page.getByRole('textbox', { name: 'Full Name' }).focus()
    await page.keyboard.type('Esi Arthur')
    await page.keyboard.press('Tab')
    await page.keyboard.type('esi@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('textbox', { name: 'Subject' })).toBeFocused()
    await page.keyboard.type('A new website')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Hello!')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Your email app should now open' })).toBeVisible()
  })

  test('the quote form, selects included, works from the keyboard', async ({ page }) => {
    await page.goto(localizePath('quote', 'fr'))
    await waitForPageScript(page)
    await page.getByRole('combobox', { name: 'Type de projet' }).focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('combobox', { name: 'Type de projet' })).toHaveValue('mobileAppDevelopment')
    await page.getByRole('button', { name: 'Demander mon devis gratuit' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert')).toContainText('Veuillez corriger 4 champs')
    await expect(page.getByRole('textbox', { name: 'Nom complet' })).toBeFocused()
  })

  test('the language switcher is reachable and operable with the keyboard', async ({ page }) => {
    await page.goto('/contact')
    await waitForPageScript(page)
    const french = page.getByRole('banner').getByRole('link', { name: 'Français' })
    await french.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/fr/contact')
  })

  test('an answer of the FAQ opens with Enter and closes with Space', async ({ page }) => {
    await page.goto('/')
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
    const answer = faq.getByText('A typical website takes 2 to 4 weeks')
    await expect(answer).toBeHidden()
    await faq.getByText('How long does it take to build a website or an app?').focus()
    await page.keyboard.press('Enter')
    await expect(answer).toBeVisible()
    await page.keyboard.press('Space')
    await expect(answer).toBeHidden()
  })
})
