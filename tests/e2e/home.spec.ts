import { expect, test } from '@playwright/test'
import { faqs } from '../../src/content/faqs'
import { plans } from '../../src/content/plans'
import { localeStrings } from '../support/locales'
import { blockExternalImages, waitForHydration } from '../support/site'

const decode = (html: string) => html.replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"')

test.describe('home page, prerendered', () => {
  for (const { path, language, prices } of [
    { path: '/', language: 'en', prices: ['$150', '$250', '$350'] },
    { path: '/fr/', language: 'fr', prices: ['150 $US', '250 $US', '350 $US'] },
  ]) {
    test(`${path} carries every section, plan, testimonial and answer`, async ({ request }) => {
      const html = decode(await (await request.get(path)).text())
      const strings = localeStrings(language)
      for (const key of ['services.title', 'featuredProjects.title', 'pricing.title', 'testimonials.title', 'faq.title']) {
        expect(html).toContain(`>${strings[`home:${key}`]}</h2>`)
      }
      const normalised = html.replace(/\u202f|\u00a0/g, ' ')
      for (const price of prices) expect(normalised).toContain(`>${price}</span>`)
      expect(html.match(/<article[^>]*aria-labelledby="plan-/g)).toHaveLength(plans.length)
      expect(html.match(/<figure/g)).toHaveLength(3)
      expect(html.match(new RegExp(`aria-label="${strings['common:rating_other']?.replace('{{count}}', '5')}"`, 'g'))).toHaveLength(3)
      for (const { answerKey } of faqs) expect(html).toContain(strings[`home:${answerKey}`])
      expect(html.match(/<article(?![^>]*aria-labelledby)/g)).toHaveLength(3)
    })
  }
})

test.describe('home page in the browser', () => {
  test('the FAQ keeps at most one answer open, and an open one can be closed', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
    const first = faq.getByText('How long does it take to build a website or an app?')
    const second = faq.getByText('How much will my project cost?')
    const firstAnswer = faq.getByText('A typical website takes 2 to 4 weeks')
    const secondAnswer = faq.getByText('Projects usually range from $500 to $10,000')

    await expect(firstAnswer).toBeHidden()
    await first.click()
    await expect(firstAnswer).toBeVisible()
    await second.click()
    await expect(secondAnswer).toBeVisible()
    await expect(firstAnswer).toBeHidden()
    await second.click()
    await expect(secondAnswer).toBeHidden()

    await first.focus()
    await page.keyboard.press('Enter')
    await expect(firstAnswer).toBeVisible()
    await page.keyboard.press('Space')
    await expect(firstAnswer).toBeHidden()
  })

  test('pricing shows three plans, Super Growth marked Most Popular, prices per language', async ({ page }) => {
    await page.goto('/fr/#pricing')
    const pricing = page.getByRole('region', { name: 'Des tarifs simples et transparents' })
    await expect(pricing.getByRole('article')).toHaveCount(3)
    const popular = pricing.getByRole('article', { name: 'Super Growth' })
    await expect(popular).toContainText('La plus choisie')
    await expect(popular).toContainText(/250\s\$US\s*\/mois/)
    await expect(pricing.getByRole('article', { name: 'Business Growth' })).not.toContainText('La plus choisie')
  })

  test('featured projects show at most three technologies plus a count, and lead to the portfolio', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const featured = page.getByRole('region', { name: 'Featured Projects' })
    await expect(featured.getByRole('article')).toHaveCount(3)
    const eduLearn = featured.getByRole('article').filter({ hasText: 'EduLearn Online Academy' })
    await expect(eduLearn.getByRole('listitem')).toHaveCount(4)
    await expect(eduLearn.getByRole('listitem').last()).toHaveText('+2and 2 more technologies')
    await expect(eduLearn.getByText('+2')).toHaveAttribute('aria-hidden', 'true')
    await featured.getByRole('link', { name: 'View All Projects' }).click()
    await expect(page).toHaveURL('/portfolio')
  })

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`cards ${reducedMotion === 'reduce' ? 'stay still for visitors who ask for reduced motion' : 'lift slightly under the pointer'}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion })
      await page.goto('/')
      await waitForHydration(page)
      const card = page.getByRole('region', { name: 'Simple, Transparent Pricing' }).getByRole('article').first()
      const lift = () => card.evaluate((element) => new DOMMatrix(getComputedStyle(element.parentElement!).transform).m42)
      expect(await lift()).toBe(0)
      // The animation code loads on the first pointer movement: hover again, let the 0.2 s lift settle, read it.
      const hoverAndSettle = async () => {
        await page.mouse.move(0, 0)
        await card.hover()
        await page.waitForTimeout(400)
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

  test('photos that cannot load leave a tidy, stable card', async ({ page }) => {
    await blockExternalImages(page)
    await page.goto('/')
    await waitForHydration(page)
    const card = page.getByRole('region', { name: 'Featured Projects' }).getByRole('article').first()
    await expect(card.locator('img')).toHaveCount(0)
    await expect(card.getByRole('img', { name: 'A doctor reviewing patient information on a tablet' })).toBeVisible()
    const box = await card.getByRole('img', { name: 'A doctor reviewing patient information on a tablet' }).boundingBox()
    expect(box && Math.round((box.width / box.height) * 10) / 10).toBe(1.6)
  })
})
