import { expect, test } from '@playwright/test'
import { localeStrings } from '../support/locales.ts'
import { collectProblems, localizePath, waitForPageScript } from '../support/site.ts'

test.describe('about page in the browser', () => {
  test('the founder’s drawn stand-in comes from the site and covers the initials', async ({ page }) => {
    await page.goto(localizePath('about', 'fr'))
    await waitForPageScript(page)
    const photo = page.getByRole('img', { name: localeStrings('fr')['about:team.members.founder.imageAlt'] })
    await photo.scrollIntoViewIfNeeded()
    await expect(photo).toHaveJSProperty('complete', true)
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    expect(new URL(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname).toMatch(
      /^\/assets\/photos\/member-founder-/,
    )
    // What shows at the middle of the circle is the picture, not the initials under it.
    const covered = await photo.evaluate((image) => {
      const { left, top, width, height } = image.closest('picture')!.parentElement!.getBoundingClientRect()
      return document.elementFromPoint(left + width / 2, top + height / 2) === image
    })
    expect(covered, 'the picture is on top at the centre of the portrait').toBe(true)
  })

  test('when the portrait cannot load, the initials stand in, named by its alt text', async ({ page }) => {
    await page.route('**/assets/photos/member-*', (route) => route.abort())
    const problems = collectProblems(page, (message) => message.includes('ERR_FAILED'))
    await page.goto('/about')
    await waitForPageScript(page)
    const team = page.getByRole('region', { name: "Who You'll Work With" })
    await team.scrollIntoViewIfNeeded()
    const portrait = team.getByRole('img', { name: localeStrings('en')['about:team.members.founder.imageAlt'] })
    await expect(portrait).toBeVisible()
    await expect(portrait).toHaveText('KO')
    await expect(team.locator('img')).toBeHidden()
    const box = await portrait.boundingBox()
    expect(box?.width).toBeGreaterThan(150)
    expect(box?.width).toBeCloseTo(box?.height ?? 0, 0)
    expect(problems).toEqual([])
  })
})
