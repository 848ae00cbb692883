import { expect, test } from '@playwright/test'
import { localizePath, waitForPageScript } from '../support/site.ts'

test.describe('header navigation', () => {
  test('moves between pages by loading the prerendered page and marks the current link', async ({ page }) => {
    await page.goto('/')
    await waitForPageScript(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')

    // A marker on window would survive client-side routing; pages are HTML, so a link loads the next document.
    await page.evaluate(() => Object.assign(window, { navigationMarker: true }))
    await nav.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    await expect(page).toHaveTitle('About Us | Sankofa Digital')
    expect(await page.evaluate(() => 'navigationMarker' in window)).toBe(false)

    const about = nav.getByRole('link', { name: 'About' })
    const home = nav.getByRole('link', { name: 'Home' })
    await expect(about).toHaveAttribute('aria-current', 'page')
    await expect(home).not.toHaveAttribute('aria-current', 'page')
    const background = (locator: typeof about) => locator.evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(await background(about)).not.toBe(await background(home))
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

  test('French links land on French addresses, each page marked current there', async ({ page }) => {
    await page.goto(localizePath('home', 'fr'))
    const nav = page.getByRole('navigation', { name: 'Principale' })
    for (const { pageId, name } of [
      { pageId: 'about', name: 'À propos' },
      { pageId: 'portfolio', name: 'Réalisations' },
      { pageId: 'contact', name: 'Contact' },
      { pageId: 'home', name: 'Accueil' },
    ] as const) {
      await waitForPageScript(page)
      await nav.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(localizePath(pageId, 'fr'))
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page')
    }
    await expect(page).toHaveURL('/fr/')
  })

  test('Get Quote leads to the quote page in the current language', async ({ page }) => {
    await page.goto(localizePath('about', 'fr'))
    await waitForPageScript(page)
    await page.getByRole('banner').getByRole('link', { name: 'Demander un devis', exact: true }).click()
    await expect(page).toHaveURL(localizePath('quote', 'fr'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demander un devis gratuit')
  })

  test('footer links reach the home page sections in the current language', async ({ page }) => {
    await page.goto('/fr/contact')
    await waitForPageScript(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tarifs' }).click()
    await expect(page).toHaveURL(localizePath('home', 'fr', 'pricing'))
    await expect(page.locator('#pricing')).toBeInViewport()
  })

  test('phone, e-mail and social links are real links', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: '+233 20 123 4567' })).toHaveAttribute('href', 'tel:+233201234567')
    await expect(footer.getByRole('link', { name: 'hello@sankofadigital.com.gh' })).toHaveAttribute(
      'href',
      'mailto:hello@sankofadigital.com.gh',
    )
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\//)
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Sankofa Digital`)
  })
})
