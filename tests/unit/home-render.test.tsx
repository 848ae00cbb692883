import { describe, expect, it } from 'vitest'
import { SiteApp } from '../../src/app/site-app.tsx'
import { StudioStatsGrid } from '../../src/components/ui/stats-grid.tsx'
import { TestimonialCard } from '../../src/components/ui/testimonial-card.tsx'
import { faqs } from '../../src/content/faqs.ts'
import { createI18n } from '../../src/i18n/create-i18n.ts'
import type { LanguageCode } from '../../src/i18n/languages.ts'
import { serverResources } from '../../src/i18n/server-resources.ts'
import { TestimonialsSection } from '../../src/routes/home/testimonials-section.tsx'
import { faqAnswerText, localeStrings } from '../support/locales.ts'
import { disclosuresOf, mainOf, parseHtml, textOf } from '../support/prerendered-html.ts'
import { renderToHtml } from '../support/render-html.tsx'

const render = async (language: LanguageCode, element: React.ReactNode, path = '/') =>
  parseHtml(await renderToHtml(element, { language, location: path })).body

const renderMain = async (language: LanguageCode) => mainOf(await renderToHtml(<SiteApp />, { language, location: '/' }))

describe('TestimonialCard', () => {
  for (const { language, label } of [
    { language: 'en', label: 'Rated 5 out of 5' },
    { language: 'fr', label: 'Note\u00a0: 5 sur 5' },
  ] as const) {
    it(`announces its stars as one image, "${label}"`, async () => {
      const card = await render(
        language,
        <TestimonialCard
          testimonial={{ name: 'Ama Mensah', company: 'Kente Co.', location: 'Accra', content: 'Great work.', rating: 5 }}
        />,
      )
      const drawings = card.querySelectorAll('svg')
      expect(drawings).toHaveLength(1)
      expect(drawings[0]?.getAttribute('role')).toBe('img')
      expect(drawings[0]?.getAttribute('aria-label')).toBe(label)
      expect(drawings[0]?.querySelectorAll('path')).toHaveLength(5)
      for (const text of ['Ama Mensah', 'Kente Co.', 'Accra', 'Great work.']) expect(textOf(card)).toContain(text)
    })
  }
})

describe('text a translator reaches', () => {
  it('testimonial names and companies come from the locale: French writes “Dr” without a full stop', async () => {
    const french = textOf(await render('fr', <TestimonialsSection />))
    expect(french).toContain('Dr Kwame Asante')
    expect(french).toContain('MediCare Plus Clinics')
    expect(textOf(await render('en', <TestimonialsSection />))).toContain('Dr Kwame Asante')
  })

  it('the “+” and “/” of the studio’s figures are the translator’s, around numbers formatted in the page’s language', async () => {
    const resources = serverResources('fr')
    const common = {
      ...resources.common,
      figures: { atLeast: 'plus de {{value}}', roundTheClock: '{{hours}} h/{{hours}}, {{days}} j/{{days}}' },
    }
    const labels = { clients: 'clients', projects: 'projets', years: 'ans', support: 'assistance' }
    const html = await renderToHtml(<StudioStatsGrid labels={labels} />, { i18n: createI18n('fr', { ...resources, common }) })
    const french = textOf(parseHtml(html).body)
    expect(french).toContain('plus de 50')
    expect(french).toContain('24 h/24, 7 j/7')
    expect(textOf(await render('en', <StudioStatsGrid labels={labels} />))).toContain('100+')
  })
})

describe('home page markup', () => {
  for (const language of ['en', 'fr'] as const) {
    it(`${language}: one h1, then h2 sections and h3 cards with no skipped level`, async () => {
      const headings = (await renderMain(language)).querySelectorAll('h1, h2, h3, h4, h5, h6')
      const levels = [...headings].map((heading) => Number(heading.localName[1]))
      expect(levels.filter((level) => level === 1)).toHaveLength(1)
      expect(levels[0]).toBe(1)
      levels.forEach((level, index) => index > 0 && expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1))
      expect(levels.filter((level) => level === 2)).toHaveLength(5)
    })

    it(`${language}: every FAQ answer is in the HTML, in closed disclosures sharing one name`, async () => {
      const strings = localeStrings(language)
      const main = await renderMain(language)
      const disclosures = [...main.querySelectorAll('details')]
      expect(disclosures.map((details) => [details.getAttribute('name'), details.open])).toEqual(faqs.map(() => ['faq', false]))
      expect(disclosuresOf(main)).toEqual(
        faqs.map((faq) => ({ question: strings[`home:${faq.questionKey}`], answer: faqAnswerText(language, faq) })),
      )
    })

    it(`${language}: the services and pricing sections keep the footer's anchors`, async () => {
      const main = await renderMain(language)
      expect(main.querySelector('section#services')).not.toBeNull()
      expect(main.querySelector('section#pricing')).not.toBeNull()
    })
  }
})
