import { expect, test } from '@playwright/test'
import { collectResponses, foreignCopyShipped } from '../support/page-checks.ts'
import { localizePath, paintedFrames, waitForFirstVisitLoads, waitForPageScript } from '../support/site.ts'

test.describe('language switch', () => {
  test('from a French address to the English one and back, each page at its own slug, query and hash kept', async ({ page }) => {
    const french = `${localizePath('portfolio', 'fr')}?category=healthcare#projects-title`
    await page.goto(french)
    await waitForPageScript(page)
    await page.getByRole('banner').getByRole('group', { name: 'Langue' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL('/portfolio?category=healthcare#projects-title')
    await expect(page.getByRole('radio', { name: 'Healthcare' })).toBeChecked()

    await waitForPageScript(page)
    await page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(french)
    await expect(page).toHaveURL(/^[^?]*\/fr\/realisations\?/)
    await expect(page.getByRole('radio', { name: 'Santé' })).toBeChecked()
  })

  test('names each language in itself and works as a plain link without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/contact')
    const switcher = page.getByRole('banner').getByRole('group', { name: 'Language' })
    await expect(switcher).toContainText('English')
    await switcher.getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL('/fr/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter')
    await context.close()
  })
})

test.describe('language suggestion', () => {
  test.use({ locale: 'fr-CI' })

  test('offers French to a French-speaking browser without redirecting, and can be dismissed', async ({ page }) => {
    await page.goto('/portfolio')
    await waitForPageScript(page)
    await expect(page).toHaveURL('/portfolio')
    const suggestion = page.getByRole('region', { name: 'Suggestion de langue' })
    await expect(suggestion).toContainText('Cette page existe aussi en français.')
    await expect(suggestion.getByRole('link', { name: 'Lire en français' })).toHaveAttribute('href', localizePath('portfolio', 'fr'))

    const dismiss = suggestion.getByRole('button', { name: 'Non, merci' })
    // Scrolled to and drawn first: sections laid out only near the screen must not move it between press and release.
    await dismiss.scrollIntoViewIfNeeded()
    await paintedFrames(page)
    await dismiss.click()
    // Kept, then taken away, in one handler: should the suggestion stay, this says whether the press reached it.
    const dismissed = () => page.evaluate(() => localStorage.getItem('languageSuggestionDismissed'))
    await expect.poll(dismissed, 'the press on “Non, merci” reached the page and was remembered').toBe('true')
    await expect(suggestion).toBeHidden()
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-language-suggestion', 'none')
    await expect(page.getByRole('region', { name: 'Suggestion de langue' })).toBeHidden()
  })

  test('turned down, it loads no French at all: not even its own strings', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('languageSuggestionDismissed', 'true'))
    const responses = collectResponses(page)
    await page.goto('/portfolio')
    await waitForFirstVisitLoads(page)
    await expect(page.locator('html')).toHaveAttribute('data-language-suggestion', 'none')
    expect(await foreignCopyShipped(responses, 'en')).toEqual([])
  })

  test('is not shown when the page is already in the browser language', async ({ page }) => {
    await page.goto(localizePath('portfolio', 'fr'))
    await expect(page.locator('html')).toHaveAttribute('data-language-suggestion', 'none')
    await expect(page.getByRole('region', { name: /suggestion/i })).toHaveCount(0)
  })

  test('finds French anywhere in the browser’s list of languages', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['de-DE', 'fr-FR'] }))
    await page.goto('/contact')
    await expect(page.locator('html')).toHaveAttribute('data-language-suggestion', 'fr')
    await expect(
      page.getByRole('region', { name: 'Suggestion de langue' }).getByRole('link', { name: 'Lire en français' }),
    ).toHaveAttribute('href', '/fr/contact')
  })
})
