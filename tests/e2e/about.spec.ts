import { expect, test } from '@playwright/test'
import { offerings, storyParagraphs, values } from '../../src/content/about-sections.ts'
import { photoUrl } from '../../src/content/photos.ts'
import { teamMembers } from '../../src/content/team-members.ts'
import { localeStrings } from '../support/locales.ts'
import { attributesOf, figuresOf, headings, linkNamed, mainOf, textsOf } from '../support/prerendered-html.ts'
import { collectProblems, localizePath, serveExternalImages, siteConfig, waitForPageScript } from '../support/site.ts'

const [founder] = teamMembers

test.describe('about page, prerendered', () => {
  for (const { path, language, title, stats } of [
    {
      path: '/about',
      language: 'en' as const,
      title: 'About Us',
      stats: ['50+ Happy Clients', '100+ Projects Delivered', '5+ Years of Experience', '24/7 Support'],
    },
    {
      path: localizePath('about', 'fr'),
      language: 'fr' as const,
      title: 'Qui sommes-nous',
      stats: ['50+ clients satisfaits', '100+ projets livrés', '5+ années d’expérience', '24/7 assistance'],
    },
  ]) {
    test(`${path} carries every section, the stats, the team member and both calls to action`, async ({ request }) => {
      const main = mainOf(await (await request.get(path)).text())
      const text = (key: string) => localeStrings(language)[`about:${key}`] ?? `missing about:${key}`

      expect(headings(main, 1)).toEqual([title])
      expect(headings(main, 2)).toEqual(
        ['stats.title', 'story.title', 'values.title', 'offerings.title', 'team.title', 'cta.title'].map(text),
      )
      expect(headings(main, 3)).toEqual([
        ...values.map(({ titleKey }) => text(titleKey)),
        ...offerings.map(({ titleKey }) => text(titleKey)),
        text(founder.nameKey),
      ])

      // Each figure with its meaning: the label (dt) is written before its value (dd), shown below it.
      expect(figuresOf(main)).toEqual(stats)

      const paragraphs = textsOf(main, 'p')
      for (const key of [...storyParagraphs, ...values.map(({ textKey }) => textKey), ...offerings.map(({ textKey }) => textKey)]) {
        expect(paragraphs).toContain(text(key))
      }
      for (const key of [founder.roleKey, founder.bioKey]) expect(paragraphs).toContain(text(key))

      expect(attributesOf(main.querySelector('img'), ['src', 'alt', 'width', 'height', 'loading'])).toEqual({
        src: photoUrl(founder.image, 384),
        alt: text(founder.imageAltKey),
        width: '384',
        height: '384',
        loading: 'lazy',
      })

      expect(linkNamed(main, text('cta.contact'))).toBe(localizePath('contact', language))
      expect(linkNamed(main, text('cta.quote'))).toBe(localizePath('quote', language))
    })
  }
})

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

  test('the calls to action lead to the contact and quote pages of the same language', async ({ page }) => {
    await page.goto(localizePath('about', 'fr'))
    await waitForPageScript(page)
    const cta = page.getByRole('region', { name: 'Donnons vie à votre projet, ensemble' })
    await cta.getByRole('link', { name: 'Nous contacter' }).click()
    await expect(page).toHaveURL('/fr/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter')
    await page.goBack()
    await cta.getByRole('link', { name: 'Demander un devis gratuit' }).click()
    await expect(page).toHaveURL(localizePath('quote', 'fr'))
  })
})
