import { expect, test } from '@playwright/test'
import { localeStrings } from '../support/locales.ts'
import { emulateSaveData, localizePath, waitForPageScript } from '../support/site.ts'

test.describe('privacy notice in the browser', () => {
  test('the footer’s Cookie Policy opens the cookies section, Privacy Policy the notice’s top', async ({ page }) => {
    await page.goto(localizePath('quote', 'fr'))
    await waitForPageScript(page)
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: 'Politique relative aux cookies' }).click()
    await expect(page).toHaveURL(localizePath('privacy', 'fr', 'cookies'))
    await expect(page.getByRole('heading', { level: 2, name: 'Cookies et mesure d’audience' })).toBeInViewport()

    await page.goto('/contact')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(localizePath('privacy', 'en'))
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInViewport()
  })

  test.describe('what the notice says the site keeps is all it keeps', () => {
    // A French browser on English pages, so the suggestion of French shows and can be turned down.
    test.use({ locale: 'fr-CI' })

    test('no cookie, only the named storage keys (the Save-Data photo choice included), and no request beyond the site', async ({
      page,
      context,
      baseURL,
    }) => {
      const origins = new Set<string>()
      page.on('request', (request) => origins.add(new URL(request.url()).origin))

      await page.goto('/quote')
      await waitForPageScript(page)
      await page.getByRole('textbox', { name: 'Full Name' }).fill('Ama Mensah')
      await page.getByRole('button', { name: 'Non, merci' }).click()
      await page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('link', { name: 'Français' }).click()
      await expect(page).toHaveURL(localizePath('quote', 'fr'))
      await waitForPageScript(page)
      await expect(page.getByRole('textbox', { name: 'Nom complet' })).toHaveValue('Ama Mensah')
      const showPhotos = localeStrings('fr')['common:saveData.showPhotos']
      await emulateSaveData(page)
      await page.goto(localizePath('portfolio', 'fr'))
      await waitForPageScript(page)
      await page.getByRole('button', { name: showPhotos }).click()
      await expect(page.getByRole('button', { name: showPhotos })).toBeHidden()

      expect(await context.cookies()).toEqual([])
      expect(await page.evaluate(() => document.cookie)).toBe('')
      const storage = await page.evaluate(() => ({
        local: Object.keys(localStorage).sort(),
        session: Object.keys(sessionStorage).sort(),
      }))
      expect(storage).toEqual({ local: ['fullPhotos', 'languageSuggestionDismissed', 'preferredLanguage'], session: ['formDraft:quote'] })
      expect([...origins]).toEqual([new URL(baseURL!).origin])
    })
  })
})
