import { describe, expect, it } from 'vitest'
import { offerings, storyParagraphs, values } from '../../src/content/about-sections.ts'
import { quoteReasons, reassurances } from '../../src/content/beside-forms.ts'
import { contactMethods } from '../../src/content/contact-methods.ts'
import { faqs } from '../../src/content/faqs.ts'
import { photoSources } from '../../src/content/photo-sources.ts'
import { plans } from '../../src/content/plans.ts'
import { featuredProjects, projects } from '../../src/content/projects.ts'
import { teamMembers } from '../../src/content/team-members.ts'
import { quoteTestimonials, testimonials } from '../../src/content/testimonials.ts'
import { endpointBuildDir } from '../support/builds.ts'
import { builtPage } from '../support/built-site.ts'
import { contactForm, quoteForm } from '../support/form-pages.ts'
import { faqAnswerText, localeStrings } from '../support/locales.ts'
import {
  attributesOf,
  disclosuresOf,
  figuresOf,
  formControl,
  headings,
  linesOf,
  linkNamed,
  mainOf,
  optionsOf,
  parseHtml,
  plainSpaces,
  textOf,
  textsOf,
} from '../support/prerendered-html.ts'
import { localizePath, siteConfig, siteUrls } from '../support/site.ts'

/**
 * What each page carries in its prerendered HTML, read from the build as the static host serves it: every section,
 * card, text and form field, in each language. What the pages do in a browser is in tests/e2e/<page>.spec.ts.
 */

/** The studio's figures, each label before its value, as the About and quote pages show them. */
const stats = {
  en: ['50+ Happy Clients', '100+ Projects Delivered', '5+ Years of Experience', '24/7 Support'],
  fr: ['50+ clients satisfaits', '100+ projets livrés', '5+ années d’expérience', '24/7 assistance'],
}

describe('about page, prerendered', () => {
  for (const { path, language, title } of [
    { path: '/about', language: 'en' as const, title: 'About Us' },
    { path: localizePath('about', 'fr'), language: 'fr' as const, title: 'Qui sommes-nous' },
  ]) {
    it(`${path} carries every section, the stats, the team and both calls to action`, () => {
      const main = mainOf(builtPage(path))
      const text = (key: string) => localeStrings(language)[`about:${key}`] ?? `missing about:${key}`

      expect(headings(main, 1)).toEqual([title])
      expect(headings(main, 2)).toEqual(
        ['stats.title', 'story.title', 'values.title', 'offerings.title', 'team.title', 'cta.title'].map(text),
      )
      expect(headings(main, 3)).toEqual([
        ...values.map(({ titleKey }) => text(titleKey)),
        ...offerings.map(({ titleKey }) => text(titleKey)),
        ...teamMembers.map(({ nameKey }) => text(nameKey)),
      ])

      // Each figure with its meaning: the label (dt) is written before its value (dd), shown below it.
      expect(figuresOf(main)).toEqual(stats[language])

      const paragraphs = textsOf(main, 'p')
      for (const key of [...storyParagraphs, ...values.map(({ textKey }) => textKey), ...offerings.map(({ textKey }) => textKey)]) {
        expect(paragraphs).toContain(text(key))
      }
      for (const key of teamMembers.flatMap(({ roleKey, bioKey }) => [roleKey, bioKey])) expect(paragraphs).toContain(text(key))

      const portraits = [...main.querySelectorAll('img')].map((image) => attributesOf(image, ['src', 'alt', 'width', 'height', 'loading']))
      expect(portraits).toEqual(
        teamMembers.map(({ image, imageAltKey }) => ({
          src: photoSources(image).src,
          alt: text(imageAltKey),
          width: String(image.width),
          height: String(image.height),
          loading: 'lazy',
        })),
      )

      expect(linkNamed(main, text('cta.contact'))).toBe(localizePath('contact', language))
      expect(linkNamed(main, text('cta.quote'))).toBe(localizePath('quote', language))
    })
  }
})

describe('home page, prerendered', () => {
  for (const { path, language, prices } of [
    { path: '/', language: 'en', prices: ['$150', '$250', '$350'] },
    { path: '/fr/', language: 'fr', prices: ['150 $US', '250 $US', '350 $US'] },
  ]) {
    it(`${path} carries every section, plan, testimonial and answer`, () => {
      const main = mainOf(builtPage(path))
      const strings = localeStrings(language)
      const text = (key: string) => strings[`home:${key}`]
      expect(headings(main, 2)).toEqual(
        ['services.title', 'featuredProjects.title', 'pricing.title', 'testimonials.title', 'faq.title'].map(text),
      )
      const planCards = [...main.querySelectorAll('article[aria-labelledby^="plan-"]')]
      expect(planCards.map((card) => textOf(card.querySelector('h3')))).toEqual(plans.map(({ nameKey }) => text(nameKey)))
      expect(planCards.map((card) => linesOf(card).find((line) => prices.includes(line)))).toEqual(prices)
      expect(textsOf(main, 'article:not([aria-labelledby]) h3')).toEqual(
        featuredProjects.map(({ titleKey }) => strings[`projects:${titleKey}`]),
      )
      expect([...main.querySelectorAll('figure [role="img"]')].map((stars) => stars.getAttribute('aria-label'))).toEqual(
        testimonials.map(({ rating }) => strings['common:rating_other']?.replace('{{count}}', String(rating))),
      )
      expect(disclosuresOf(main)).toEqual(faqs.map((faq) => ({ question: text(faq.questionKey), answer: faqAnswerText(language, faq) })))
    })
  }
})

describe('portfolio, prerendered', () => {
  for (const { path, language } of [
    { path: '/portfolio', language: 'en' },
    { path: localizePath('portfolio', 'fr'), language: 'fr' },
  ]) {
    it(`${path} shows every project with every field`, () => {
      const cards = [...mainOf(builtPage(path)).querySelectorAll('article')]
      const strings = localeStrings(language)
      expect(cards).toHaveLength(projects.length)
      for (const [index, project] of projects.entries()) {
        const card = textOf(cards[index])
        for (const key of [project.titleKey, project.problemKey, project.solutionKey, project.resultsKey, project.clientKey]) {
          expect(card).toContain(strings[`projects:${key}`])
        }
        const lines = linesOf(cards[index]!)
        for (const technology of project.technologies) expect(lines).toContain(technology)
      }
    })
  }
})

const notice = {
  en: {
    title: 'Privacy Policy',
    sections: [
      'What Our Forms Collect',
      'What Stays in Your Browser',
      'Cookies and Analytics',
      'When You Open a Page',
      'Questions About Your Data',
    ],
    forms: {
      'The contact form': ['Full Name', 'Email Address', 'Phone Number (optional)', 'Company Name (optional)', 'Subject', 'Message'],
      'The quote form': [
        'Full Name',
        'Email Address',
        'Phone Number',
        'Company Name (optional)',
        'Project Type',
        'Budget Range (optional)',
        'Timeline (optional)',
        'Project Description',
        'Additional Information (optional)',
      ],
    },
    footer: { privacy: 'Privacy Policy', cookies: 'Cookie Policy', terms: 'Terms of Service' },
  },
  fr: {
    title: 'Politique de confidentialité',
    sections: [
      'Ce que collectent nos formulaires',
      'Ce qui reste dans votre navigateur',
      'Cookies et mesure d’audience',
      'Quand vous ouvrez une page',
      'Une question sur vos données ?',
    ],
    forms: {
      'Le formulaire de contact': [
        'Nom complet',
        'Adresse e-mail',
        'Numéro de téléphone (facultatif)',
        'Nom de l’entreprise (facultatif)',
        'Objet',
        'Message',
      ],
      'Le formulaire de devis': [
        'Nom complet',
        'Adresse e-mail',
        'Numéro de téléphone',
        'Nom de l’entreprise (facultatif)',
        'Type de projet',
        'Budget (facultatif)',
        'Délai souhaité (facultatif)',
        'Description du projet',
        'Informations complémentaires (facultatif)',
      ],
    },
    footer: {
      privacy: 'Politique de confidentialité',
      cookies: 'Politique relative aux cookies',
      terms: 'Conditions générales d’utilisation',
    },
  },
} as const

const privacyText = (language: 'en' | 'fr', key: string) => localeStrings(language)[`privacy:${key}`] ?? `missing privacy:${key}`

describe('privacy notice, prerendered', () => {
  for (const language of ['en', 'fr'] as const) {
    const path = localizePath('privacy', language)
    const expected = notice[language]

    it(`${path} has its sections, each form's fields and the studio's contact details`, () => {
      const main = mainOf(builtPage(path))
      expect(headings(main, 1)).toEqual([expected.title])
      expect(headings(main, 2).map(plainSpaces)).toEqual(expected.sections.map(plainSpaces))
      expect(headings(main, 3)).toEqual(Object.keys(expected.forms))
      const lists = [...main.querySelectorAll('ul')].map((list) => textsOf(list, 'li'))
      expect(lists).toEqual(Object.values(expected.forms))

      expect(main.querySelector('#cookies h2')?.textContent).toBe(expected.sections[2])
      const lines = linesOf(main)
      const host = new URL(siteConfig.imageHost).host
      expect(
        lines.some((line) => line.includes(host)),
        `the image host ${host} is named`,
      ).toBe(true)
      expect(linkNamed(main, siteConfig.email)).toBe(`mailto:${siteConfig.email}`)
      expect(main.querySelector(`a[href="tel:${siteConfig.phone.e164}"]`)).not.toBeNull()
    })

    it(`${path} says this build's forms open the visitor's e-mail app, and only then does the draft stay until the tab closes`, () => {
      const paragraphs = textsOf(mainOf(builtPage(path)), 'p')
      expect(paragraphs).toContain(privacyText(language, 'forms.handOff'))
      expect(paragraphs).toContain(privacyText(language, 'browser.draft'))
      expect(paragraphs.join('\n')).not.toContain(privacyText(language, 'forms.endpointFallback'))
      expect(paragraphs.join('\n')).not.toContain(privacyText(language, 'browser.draftSent'))
    })
  }

  it('with a form endpoint, the notice names its host and says when the draft is deleted', () => {
    const main = mainOf(builtPage(localizePath('privacy', 'fr'), endpointBuildDir))
    const paragraphs = textsOf(main, 'p')
    // npm run build:endpoint sends to http://127.0.0.1:4599/forms (scripts/build.ts).
    expect(paragraphs).toContain(privacyText('fr', 'forms.endpoint').replace('{{host}}', '127.0.0.1:4599'))
    expect(paragraphs).toContain(privacyText('fr', 'forms.endpointFallback'))
    expect(paragraphs).toContain(`${privacyText('fr', 'browser.draft')} ${privacyText('fr', 'browser.draftSent')}`)
    expect(paragraphs).not.toContain(privacyText('fr', 'forms.handOff'))
  })

  it('every page’s footer links to the notice and its cookies section; the terms stay plain text', () => {
    for (const { path, language } of siteUrls) {
      const footer = parseHtml(builtPage(path)).querySelector('footer')!
      const { privacy, cookies, terms } = notice[language as keyof typeof notice].footer
      expect(linkNamed(footer, privacy), `${path}: ${privacy}`).toBe(localizePath('privacy', language))
      expect(linkNamed(footer, cookies), `${path}: ${cookies}`).toBe(localizePath('privacy', language, 'cookies'))
      expect(textsOf(footer, 'li'), `${path}: ${terms}`).toContain(terms)
      expect(linkNamed(footer, terms), `${path}: ${terms} leads nowhere yet`).toBeNull()
    }
  })
})

describe('contact page, prerendered', () => {
  const { fields, pagesByLanguage, hrefs } = contactForm
  for (const { path, language, hours, labels } of pagesByLanguage) {
    it(`${path} carries every section, the office hours in its language and the whole form`, () => {
      const main = mainOf(builtPage(path))
      const text = (key: string) => localeStrings(language)[`contact:${key}`] ?? `missing contact:${key}`

      expect(headings(main, 1)).toEqual([text('hero.title')])
      expect(headings(main, 2)).toEqual(
        ['methods.title', 'form.title', 'info.title', 'hours.title', 'reassurance.title', 'urgent.title'].map(text),
      )
      expect(headings(main, 3)).toEqual(contactMethods.map(({ titleKey }) => text(titleKey)))

      const lines = linesOf(main)
      const start = lines.indexOf(hours[0])
      expect(start, lines.join('\n')).toBeGreaterThan(-1)
      expect(lines.slice(start, start + hours.length)).toEqual([...hours])
      // A figure keeps its unit on its line: the French "9 h" is written with a no-break space.
      expect(main.textContent).not.toMatch(/\d h\b/)

      for (const key of reassurances) expect(lines).toContain(plainSpaces(text(key)))
      expect(lines).toContain(plainSpaces(text('urgent.text')))

      const links = [...main.querySelectorAll('a')].map((link) => link.getAttribute('href'))
      expect(links).toEqual(expect.arrayContaining(Object.values(hrefs)))

      expect(attributesOf(main.querySelector('form'), ['action', 'method'])).toEqual({ action: hrefs.email, method: 'post' })
      for (const { name, type, required } of fields) {
        const label = required ? `${labels[name]} *` : labels[name]
        expect(formControl(main, name), name).toEqual({ kind: type, required, label })
      }
      expect(textsOf(main, 'button[type="submit"]')).toEqual([text('form.submit')])
    })
  }
})

describe('quote page, prerendered', () => {
  const { fields, pagesByLanguage, slugs, selects } = quoteForm
  for (const { path, language, home, labels, choose, options } of pagesByLanguage) {
    it(`${path} carries the back link, every section, the stats, the testimonial and the whole form`, () => {
      const main = mainOf(builtPage(path))
      const text = (key: string) => localeStrings(language)[`quote:${key}`] ?? `missing quote:${key}`

      expect(linkNamed(main, text('backHome'))).toBe(home)
      expect(headings(main, 1)).toEqual([text('hero.title')])
      expect(headings(main, 2)).toEqual(['form.title', 'whyUs.title', 'stats.title', 'talk.title', 'testimonial.title'].map(text))
      expect(textsOf(main, 'li')).toEqual(expect.arrayContaining(quoteReasons.map(text)))
      expect(figuresOf(main)).toEqual(stats[language])

      const hrefs = [...main.querySelectorAll('a')].map((link) => link.getAttribute('href'))
      expect(hrefs).toEqual(expect.arrayContaining(['tel:+233201234567', 'https://wa.me/233201234567']))
      const lines = linesOf(main)
      const words = textOf(main)
      for (const { nameKey, contentKey } of quoteTestimonials) {
        expect(lines).toContain(text(nameKey))
        expect(words).toContain(text(contentKey))
      }

      for (const { name, type, required } of fields) {
        const label = required ? `${labels[name]} *` : labels[name]
        expect(formControl(main, name), name).toEqual({ kind: type, required, label })
      }
      for (const select of selects) {
        expect(optionsOf(main, select)).toEqual([['', choose], ...slugs[select].map((slug, index) => [slug, options[select][index]])])
      }
      expect(textsOf(main, 'button[type="submit"]')).toEqual([text('form.submit')])
    })
  }
})
