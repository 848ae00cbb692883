import { describe, expect, it } from 'vitest'
import { SiteApp } from '../../src/app/site-app.tsx'
import { portfolioCategories } from '../../src/content/portfolio-categories.ts'
import { projects } from '../../src/content/projects.ts'
import type { LanguageCode } from '../../src/i18n/languages.ts'
import { pagePath } from '../../src/i18n/localized-path.ts'
import { localeStrings } from '../support/locales.ts'
import { linesOf, mainOf, textOf } from '../support/prerendered-html.ts'
import { renderToHtml } from '../support/render-html.tsx'

const renderPortfolio = async (language: LanguageCode, search = '') =>
  mainOf(await renderToHtml(<SiteApp />, { language, location: `${pagePath({ page: 'portfolio' }, language)}${search}` }))

describe('portfolio page markup', () => {
  for (const language of ['en', 'fr'] as const) {
    const strings = localeStrings(language)

    it(`${language}: a category radio each and All, checked, in a fieldset named by its legend`, async () => {
      const fieldset = (await renderPortfolio(language)).querySelector('fieldset')
      expect(textOf(fieldset?.querySelector('legend'))).toBe(strings['portfolio:filter.label'])
      const radios = [...(fieldset?.querySelectorAll<HTMLInputElement>('label > input[type="radio"]') ?? [])]
      const labels = [strings['projects:categories.all'], ...portfolioCategories.map(({ labelKey }) => strings[`projects:${labelKey}`])]
      expect(radios.map((radio) => textOf(radio.parentElement))).toEqual(labels)
      expect(radios.map((radio) => radio.defaultChecked)).toEqual([true, ...portfolioCategories.map(() => false)])
    })

    it(`${language}: without JavaScript every project shows, even for a filtered URL`, async () => {
      const cards = (await renderPortfolio(language, '?category=healthcare')).querySelectorAll('article')
      expect([...cards].map((card) => textOf(card.querySelector('h3')))).toEqual(
        projects.map(({ titleKey }) => strings[`projects:${titleKey}`]),
      )
      for (const [index, { clientKey }] of projects.entries()) expect(textOf(cards[index])).toContain(strings[`projects:${clientKey}`])
    })
  }

  it('writes durations with the plural of the language', async () => {
    const english = linesOf(await renderPortfolio('en'))
    const french = linesOf(await renderPortfolio('fr'))
    for (const { durationWeeks } of projects) {
      expect(english).toContain(`${durationWeeks} weeks`)
      expect(french).toContain(`${durationWeeks} semaines`)
    }
  })
})
