import { describe, expect, it } from 'vitest'
import { SiteApp } from '../../src/app/site-app'
import { TestimonialCard } from '../../src/components/ui/testimonial-card'
import { faqs } from '../../src/content/faqs'
import type { LanguageCode } from '../../src/i18n/languages'
import { localeStrings } from '../support/locales'
import { readableHtml } from '../support/prerendered-html'
import { renderToHtml } from '../support/render-html'

const render = async (language: LanguageCode, element: React.ReactNode, path = '/') => readableHtml(await renderToHtml(element, { language, location: path }))

const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? ''

describe('TestimonialCard', () => {
  for (const { language, label } of [
    { language: 'en', label: 'Rated 5 out of 5' },
    { language: 'fr', label: 'Note\u00a0: 5 sur 5' },
  ] as const) {
    it(`announces its stars as one image, "${label}"`, async () => {
      const html = await render(language, <TestimonialCard name="Ama Mensah" company="Kente Co." location="Accra" content="Great work." rating={5} />)
      expect(html).toMatch(new RegExp(`role="img" aria-label="${label}"`))
      expect(html.match(/<svg/g)).toHaveLength(5)
      for (const text of ['Ama Mensah', 'Kente Co.', 'Accra', 'Great work.']) expect(html).toContain(text)
    })
  }
})

describe('home page markup', () => {
  for (const language of ['en', 'fr'] as const) {
    it(`${language}: one h1, then h2 sections and h3 cards with no skipped level`, async () => {
      const levels = [...mainOf(await render(language, <SiteApp />)).matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]))
      expect(levels.filter((level) => level === 1)).toHaveLength(1)
      expect(levels[0]).toBe(1)
      levels.forEach((level, index) => index > 0 && expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1))
      expect(levels.filter((level) => level === 2)).toHaveLength(5)
    })

    it(`${language}: every FAQ answer is in the HTML, in closed disclosures sharing one name`, async () => {
      const html = mainOf(await render(language, <SiteApp />))
      const strings = localeStrings(language)
      const disclosures = html.match(/<details[^>]*>/g) ?? []
      expect(disclosures).toHaveLength(faqs.length)
      for (const tag of disclosures) {
        expect(tag).toContain('name="faq"')
        expect(tag).not.toContain(' open')
      }
      for (const { questionKey, answerKey } of faqs) {
        expect(html).toContain(strings[`home:${questionKey}`])
        expect(html).toContain(strings[`home:${answerKey}`])
      }
    })

    it(`${language}: the services and pricing sections keep the footer's anchors`, async () => {
      const html = mainOf(await render(language, <SiteApp />))
      expect(html).toMatch(/<section[^>]*id="services"/)
      expect(html).toMatch(/<section[^>]*id="pricing"/)
    })
  }
})
