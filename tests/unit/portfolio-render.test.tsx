import { describe, expect, it } from 'vitest'
import { SiteApp } from '../../src/app/site-app.tsx'
import { portfolioCategories } from '../../src/content/portfolio-categories.ts'
import { projects } from '../../src/content/projects.ts'
import type { LanguageCode } from '../../src/i18n/languages.ts'
import { pagePath } from '../../src/i18n/localized-path.ts'
import { localeStrings } from '../support/locales.ts'
import { mainOf } from '../support/prerendered-html.ts'
import { renderToHtml } from '../support/render-html.tsx'

const renderPortfolio = async (language: LanguageCode, search = '') =>
  mainOf(await renderToHtml(<SiteApp />, { language, location: `${pagePath({ page: 'portfolio' }, language)}${search}` }))

describe('portfolio page markup', () => {
  for (const language of ['en', 'fr'] as const) {
    const strings = localeStrings(language)

    it(`${language}: nine category radios, All checked, in a fieldset named by its legend`, async () => {
      const html = await renderPortfolio(language)
      expect(html).toMatch(new RegExp(`<fieldset><legend[^>]*>${strings['portfolio:filter.label']}</legend>`))
      const radios = [...html.matchAll(/<label[^>]*><input type="radio"([^>]*)\/>([^<]*)<\/label>/g)]
      const labels = [strings['projects:categories.all'], ...portfolioCategories.map(({ labelKey }) => strings[`projects:${labelKey}`])]
      expect(radios.map((match) => match[2])).toEqual(labels)
      expect(radios.map((match) => match[1]!.includes(' checked=""'))).toEqual([true, ...portfolioCategories.map(() => false)])
    })

    it(`${language}: without JavaScript every project shows, even for a filtered URL`, async () => {
      const html = await renderPortfolio(language, '?category=healthcare')
      expect(html.match(/<article/g)).toHaveLength(12)
      for (const project of projects) {
        expect(html).toContain(strings[`projects:${project.titleKey}`])
        expect(html).toContain(strings[`projects:${project.clientKey}`])
      }
    })
  }

  it('writes durations with the plural of the language', async () => {
    const english = await renderPortfolio('en')
    const french = await renderPortfolio('fr')
    for (const { durationWeeks } of projects) {
      expect(english).toContain(`>${durationWeeks} weeks<`)
      expect(french).toContain(`>${durationWeeks} semaines<`)
    }
  })
})
