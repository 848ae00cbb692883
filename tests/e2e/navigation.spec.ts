import { expect, test } from '@playwright/test'
import { waitForPageScript } from '../support/site.ts'

/** Where each header, menu and footer link leads, and which is marked current: tests/build/page-content.test.ts. */
test.describe('header navigation', () => {
  test('moves between pages by loading the prerendered page, the current link drawn apart', async ({ page }) => {
    await page.goto('/')
    await waitForPageScript(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    // A marker on window would survive client-side routing; pages are HTML, so a link loads the next document.
    await page.evaluate(() => Object.assign(window, { navigationMarker: true }))
    await nav.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    expect(await page.evaluate(() => 'navigationMarker' in window)).toBe(false)

    // However the theme marks it (colour, weight, underline, ground), the current link is drawn unlike the others.
    const drawn = (name: string) =>
      nav.getByRole('link', { name }).evaluate((element) => {
        const style = getComputedStyle(element)
        return [style.color, style.fontWeight, style.textDecorationColor, style.backgroundColor].join(' ')
      })
    expect(await drawn('About')).not.toBe(await drawn('Home'))
  })

  test('the change of page is a cross-document view transition where the browser has them', async ({ page }) => {
    await page.goto('/')
    const declared = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.replace(/\s/g, '').includes('@view-transition{navigation:auto;}')),
      ),
    )
    expect(declared).toBe(true)
  })
})
