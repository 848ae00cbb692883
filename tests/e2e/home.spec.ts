import { expect, test } from '@playwright/test'
import { localeStrings } from '../support/locales.ts'
import { waitForPageScript } from '../support/site.ts'

test.describe('home page in the browser', () => {
  test('featured projects show at most three technologies plus a count, and lead to the portfolio', async ({ page }) => {
    await page.goto('/')
    await waitForPageScript(page)
    const featured = page.getByRole('region', { name: 'Featured Projects' })
    await expect(featured.getByRole('article')).toHaveCount(3)
    const eduLearn = featured.getByRole('article').filter({ hasText: 'EduLearn Online Academy' })
    await expect(eduLearn.getByRole('listitem')).toHaveCount(4)
    await expect(eduLearn.getByRole('listitem').last()).toHaveText('+2and 2 more technologies')
    await expect(eduLearn.getByText('+2')).toHaveAttribute('aria-hidden', 'true')
    // On screen first: sections near it take their real height as they near the screen, moving it.
    const viewAll = featured.getByRole('link', { name: 'View All Projects' })
    await viewAll.scrollIntoViewIfNeeded()
    await viewAll.click()
    await expect(page).toHaveURL('/portfolio')
  })

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`cards ${reducedMotion === 'reduce' ? 'stay still for visitors who ask for reduced motion' : 'lift slightly under the pointer'}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion })
      await page.goto('/')
      await waitForPageScript(page)
      const card = page.getByRole('region', { name: 'Simple, Transparent Pricing' }).getByRole('article').first()
      const lift = () => card.evaluate((element) => new DOMMatrix(getComputedStyle(element.parentElement!).transform).m42)
      expect(await lift()).toBe(0)
      // A CSS transition: hover, wait for it to finish, read where the card came to rest.
      const hoverAndSettle = async () => {
        await page.mouse.move(0, 0)
        await card.hover()
        await card.evaluate((element) => Promise.all(element.parentElement!.getAnimations().map((animation) => animation.finished)))
        return lift()
      }
      if (reducedMotion === 'reduce') {
        await hoverAndSettle()
        expect(await hoverAndSettle()).toBe(0)
      } else {
        await expect.poll(hoverAndSettle, { timeout: 10_000 }).toBe(-4)
      }
    })
  }

  test('photos that cannot load leave a tidy, stable card: the project named large on the studio’s colour', async ({ page }) => {
    await page.route('**/assets/photos/**', (route) => route.abort())
    await page.goto('/')
    await waitForPageScript(page)
    const card = page.getByRole('region', { name: 'Featured Projects' }).getByRole('article').first()
    const words = localeStrings('en')
    const panel = card.getByRole('img', { name: words['projects:items.mediTrack.imageAlt'] })
    await expect(card.locator('img')).toBeHidden()
    await expect(panel).toBeVisible()
    await expect(panel).toHaveText(words['projects:items.mediTrack.title']!)
    const box = await panel.boundingBox()
    expect(box && Math.round((box.width / box.height) * 10) / 10).toBe(1.6)
  })
})
