import { expect, test } from '@playwright/test'
import { paintedFrames, waitForPageScript } from '../support/site.ts'

/**
 * The language suggestion as a keyboard visitor meets it. That every focus stop of every page is on screen and
 * not covered (WCAG 2.2 2.4.11), the suggestion shown, runs in every-page.spec.ts.
 */
test.describe('the language suggestion, from the keyboard', () => {
  test.use({ viewport: { width: 375, height: 800 }, locale: 'fr-CI' })

  test('is the last stop before the footer, and Enter on “Non, merci” dismisses it', async ({ page }) => {
    await page.goto('/quote')
    await waitForPageScript(page)
    const suggestion = page.getByRole('region', { name: 'Suggestion de langue' })
    await expect(suggestion).toBeVisible()

    // It ends the main content: from the footer's first link, one step back reaches it.
    await page.getByRole('contentinfo').getByRole('link').first().focus()
    await page.keyboard.press('Shift+Tab')
    await expect(suggestion.getByRole('button', { name: 'Non, merci' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(suggestion).toHaveCount(0)
  })

  test('does not pull the page back to a focused link the visitor has scrolled away from', async ({ page }) => {
    await page.goto('/portfolio')
    await waitForPageScript(page)
    await expect(page.getByRole('region', { name: 'Suggestion de langue' })).toBeVisible()
    // Focus at the bottom of the main content, then the wheel goes up past blocks drawn only near the screen,
    // which take their real height as they come near: the page stays where the visitor scrolled it.
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main a')]
        .filter((link) => !link.closest('[aria-label="Suggestion de langue"]'))
        .at(-1)!
        .focus(),
    )
    const focusedAt = await page.evaluate(() => scrollY)
    await page.mouse.move(180, 300)
    await page.mouse.wheel(0, -4000)
    await page.waitForFunction((from) => scrollY < from - 3000, focusedAt)
    await paintedFrames(page)
    expect(await page.evaluate(() => scrollY)).toBeLessThan(focusedAt - 3000)
  })
})
