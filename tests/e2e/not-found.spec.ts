import { expect, test } from '@playwright/test'
import { localizePath, waitForPageScript } from '../support/site.ts'

const cases = [
  { path: '/no-such-page', lang: 'en', title: 'Oops! Page not found', back: 'Return to Home', home: localizePath('home', 'en') },
  { path: '/fr/aucune-page', lang: 'fr', title: 'Oups ! Page introuvable', back: 'Retour à l’accueil', home: localizePath('home', 'fr') },
]

for (const { path, lang, title, back, home } of cases) {
  test(`${path} shows the ${lang} not-found page and logs the path`, async ({ page }) => {
    const logged = page.waitForEvent('console', (message) => message.text().includes(path))
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await waitForPageScript(page)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    expect((await logged).text()).toContain(path)

    await page.getByRole('main').getByRole('link', { name: back }).click()
    await expect(page).toHaveURL(home)
  })
}
