import { expect, test } from '@playwright/test'
import { localeStrings } from '../support/locales.ts'
import { localizePath } from '../support/site.ts'

/** The h2 of every section each page must carry in its prerendered HTML, by locale key. */
const sectionTitles = {
  about: ['stats.title', 'story.title', 'values.title', 'offerings.title', 'team.title', 'cta.title'],
  contact: ['methods.title', 'form.title', 'info.title', 'hours.title', 'reassurance.title', 'urgent.title'],
  quote: ['form.title', 'whyUs.title', 'stats.title', 'talk.title', 'testimonial.title'],
} as const

const decode = (html: string) => html.replace(/&#x27;/g, "'").replace(/&amp;/g, '&')

for (const language of ['en', 'fr'] as const) {
  for (const [page, keys] of Object.entries(sectionTitles) as [keyof typeof sectionTitles, readonly string[]][]) {
    const path = localizePath(page, language)
    test(`${path} is prerendered with every section`, async ({ request }) => {
      const html = decode(await (await request.get(path)).text())
      const strings = localeStrings(language)
      for (const key of keys) expect(html).toContain(`>${strings[`${page}:${key}`]}</h2>`)
    })
  }

  test(`the ${language} contact page is prerendered with the office hours in Ghana time`, async ({ request }) => {
    const html = decode(await (await request.get(localizePath('contact', language))).text())
    if (language === 'en') {
      expect(html).toContain('>Monday – Friday</dt>')
      expect(html).toContain('>9:00 AM – 6:00 PM GMT</dd>')
      expect(html).toContain('>Sunday</dt>')
    } else {
      expect(html).toContain('>Du lundi au vendredi</dt>')
      expect(html).toContain('>De 09:00 à 18:00 (GMT)</dd>')
      expect(html).toContain('>Dimanche</dt>')
    }
  })
}
