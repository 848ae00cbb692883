import { expect, test } from '@playwright/test'
import { collectProblems, localizePath, serveExternalImages, siteConfig, waitForPageScript } from '../support/site.ts'

test.describe('about page in the browser', () => {
  test('when the image host cannot be reached, the founder shows as initials named by the photo’s alt text', async ({ page }) => {
    // The tests' Chromium resolves no host name but 127.0.0.1 (playwright.config.ts): the image host's photo fails.
    const problems = collectProblems(page, (message) => message.includes('ERR_NAME_NOT_RESOLVED'))
    await page.goto('/about')
    await waitForPageScript(page)
    const team = page.getByRole('region', { name: "Who You'll Work With" })
    await team.scrollIntoViewIfNeeded()
    const portrait = team.getByRole('img', { name: 'Portrait of Kwabena Ofori, founder of the studio' })
    await expect(portrait).toBeVisible()
    await expect(portrait).toHaveText('KO')
    await expect(team.locator('img')).toBeHidden()
    const box = await portrait.boundingBox()
    expect(box?.width).toBeGreaterThan(150)
    expect(box?.width).toBeCloseTo(box?.height ?? 0, 0)
    expect(problems).toEqual([])
  })

  test('when the photo loads, it covers the initials', async ({ page }) => {
    await serveExternalImages(page)
    await page.goto(localizePath('about', 'fr'))
    await waitForPageScript(page)
    const photo = page.getByRole('img', { name: 'Portrait de Kwabena Ofori, fondateur du studio' })
    await photo.scrollIntoViewIfNeeded()
    await expect(photo).toHaveJSProperty('complete', true)
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    expect(await photo.getAttribute('src')).toMatch(new RegExp(`^${siteConfig.imageHost}/`))
    // What shows at the middle of the circle is the photo, not the initials under it.
    const covered = await photo.evaluate((image) => {
      const { left, top, width, height } = image.parentElement!.getBoundingClientRect()
      return document.elementFromPoint(left + width / 2, top + height / 2) === image
    })
    expect(covered, 'the photo is on top at the centre of the portrait').toBe(true)
  })
})
