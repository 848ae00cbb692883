import { describe, expect, it } from 'vitest'
import { offerings, storyParagraphs, values } from '../../src/content/about-sections.ts'
import { quoteReasons, reassurances } from '../../src/content/beside-forms.ts'
import { contactMethods } from '../../src/content/contact-methods.ts'
import { faqs } from '../../src/content/faqs.ts'
import { phoneDisplay } from '../../src/content/phone-display.ts'
import { photoSources } from '../../src/content/photo-sources.ts'
import { portfolioCategories } from '../../src/content/portfolio-categories.ts'
import { plans } from '../../src/content/plans.ts'
import { services } from '../../src/content/services.ts'
import { featuredProjects, projects } from '../../src/content/projects.ts'
import { teamMembers } from '../../src/content/team-members.ts'
import { quoteTestimonials, testimonials } from '../../src/content/testimonials.ts'
import { endpointBuildDir } from '../support/builds.ts'
import { builtPage } from '../support/built-site.ts'
import { contactForm, quoteForm, quoteOptions, shownFields } from '../support/form-pages.ts'
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
    { path: '/', language: 'en' as const, prices: ['$150', '$250', '$350'] },
    { path: '/fr/', language: 'fr' as const, prices: ['150 $US', '250 $US', '350 $US'] },
  ]) {
    it(`${path} carries every section, plan, testimonial and answer`, () => {
      const main = mainOf(builtPage(path))
      const strings = localeStrings(language)
      const text = (key: string) => strings[`home:${key}`]
      expect(headings(main, 2)).toEqual(
        ['services.title', 'featuredProjects.title', 'pricing.title', 'testimonials.title', 'faq.title'].map(text),
      )
      // Each plan a card named by its heading: its price per month in the page's language, its features, its link
      // to the quote page; Most Popular on the popular one only.
      const planCards = [...main.querySelectorAll('article[aria-labelledby^="plan-"]')]
      expect(planCards).toHaveLength(plans.length)
      for (const [index, plan] of plans.entries()) {
        const card = planCards[index]!
        const name = card.querySelector(`[id="${card.getAttribute('aria-labelledby')}"]`)
        expect(name?.localName, plan.id).toBe('h3')
        expect(textOf(name), plan.id).toBe(text(plan.nameKey))
        const lines = linesOf(card)
        expect(lines[lines.indexOf(prices[index]!) + 1], plan.id).toBe(text('pricing.perMonth'))
        expect(textsOf(card, 'li'), plan.id).toEqual(plan.featureKeys.map(text))
        expect(lines.includes(text('pricing.mostPopular')!), `${plan.id} marked Most Popular`).toBe(plan.popular)
        expect(linkNamed(card, text('pricing.choosePlan')!), plan.id).toBe(localizePath('quote', language))
      }
      // One answer open at a time, with or without any script: the browser's own accordion of <details> sharing a name.
      expect([...main.querySelectorAll('details')].map((details) => details.getAttribute('name'))).toEqual(faqs.map(() => 'faq'))
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

    it(`${path} filters by category before any script: All checked, each category's cards and count marked for it`, () => {
      const main = mainOf(builtPage(path))
      const strings = localeStrings(language)
      const filter = main.querySelector('fieldset')
      expect(textOf(filter?.querySelector('legend'))).toBe(strings['portfolio:filter.label'])
      const radios = [...(filter?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])]
      expect(radios.map((radio) => [radio.value, textOf(radio.closest('label'))])).toEqual([
        ['', strings['projects:categories.all']],
        ...portfolioCategories.map(({ slug, labelKey }) => [slug, strings[`projects:${labelKey}`]]),
      ])
      expect(radios.filter((radio) => radio.hasAttribute('checked')).map(({ value }) => value)).toEqual([''])
      // The page's CSS shows the cards of the checked category, and its count, by these marks.
      expect([...main.querySelectorAll('[data-category]')].map((card) => card.getAttribute('data-category'))).toEqual(
        projects.map(({ category }) => category),
      )
      const count = (choice: string) => projects.filter(({ category }) => !choice || category === choice).length
      const showing = (shown: number) =>
        strings[`portfolio:filter.showing_${new Intl.PluralRules(language).select(shown)}`]?.replace('{{count}}', String(shown))
      expect([...main.querySelectorAll('[data-count-for]')].map((line) => [line.getAttribute('data-count-for'), textOf(line)])).toEqual(
        radios.map(({ value }) => [value, showing(count(value))]),
      )
    })
  }
})

const privacyText = (language: 'en' | 'fr', key: string) => localeStrings(language)[`privacy:${key}`] ?? `missing privacy:${key}`

describe('privacy notice, prerendered', () => {
  for (const language of ['en', 'fr'] as const) {
    const path = localizePath('privacy', language)

    it(`${path} has its sections, each form's fields and the studio's contact details`, () => {
      const main = mainOf(builtPage(path))
      expect(headings(main, 1)).toEqual([privacyText(language, 'hero.title')])
      const sections = ['forms', 'browser', 'cookies', 'visits', 'contact'].map((section) => privacyText(language, `${section}.title`))
      expect(headings(main, 2)).toEqual(sections)
      expect(headings(main, 3)).toEqual([privacyText(language, 'forms.contactForm'), privacyText(language, 'forms.quoteForm')])
      const lists = [...main.querySelectorAll('ul')].map((list) => textsOf(list, 'li'))
      expect(lists).toEqual((['contact', 'quote'] as const).map((form) => shownFields(form, language).map(({ label }) => label)))

      expect(main.querySelector('#cookies h2')?.textContent).toBe(sections[2])
      const lines = linesOf(main)
      // Every photo of the default content is the site's own: the external host's paragraph waits for an entry that uses it.
      const host = new URL(siteConfig.imageHost).host
      expect(
        lines.filter((line) => line.includes(host)),
        `the image host ${host} is not named`,
      ).toEqual([])
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
      const legal = (key: string) => localeStrings(language)[`common:footer.legal.${key}`]!
      const [privacy, cookies, terms] = [legal('privacy'), legal('cookies'), legal('terms')]
      expect(linkNamed(footer, privacy), `${path}: ${privacy}`).toBe(localizePath('privacy', language))
      expect(linkNamed(footer, cookies), `${path}: ${cookies}`).toBe(localizePath('privacy', language, 'cookies'))
      expect(textsOf(footer, 'li'), `${path}: ${terms}`).toContain(terms)
      expect(linkNamed(footer, terms), `${path}: ${terms} leads nowhere yet`).toBeNull()
    }
  })
})

/** Every field of the form with its kind, its label (a required one's * hidden from screen readers) and its name read out. */
function expectFields(main: Element, form: 'contact' | 'quote', language: string) {
  for (const { name, kind, required, label } of shownFields(form, language)) {
    expect(formControl(main, name), name).toEqual({ kind, required, label: required ? `${label} *` : label, name: label })
  }
}

describe('contact page, prerendered', () => {
  const { pagesByLanguage, hrefs } = contactForm
  for (const { path, language, hours, methods } of pagesByLanguage) {
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

      // The three ways to reach the studio call, write and open WhatsApp (in a tab of its own); so does the urgent box.
      for (const method of Object.keys(hrefs) as (keyof typeof hrefs)[])
        expect(linkNamed(main, methods[method]), method).toBe(hrefs[method])
      expect(main.querySelector(`a[href="${hrefs.whatsapp}"]`)?.getAttribute('target')).toBe('_blank')
      expect(linkNamed(main.querySelector('[aria-labelledby="urgent-help-title"]')!, text('urgent.action'))).toBe(hrefs.call)

      expect(attributesOf(main.querySelector('form'), ['action', 'method'])).toEqual({ action: hrefs.email, method: 'post' })
      expectFields(main, 'contact', language)
      expect(textsOf(main, 'button[type="submit"]')).toEqual([text('form.submit')])
    })
  }
})

describe('quote page, prerendered', () => {
  for (const { path, language, home, budgets } of quoteForm.pagesByLanguage) {
    it(`${path} carries the back link, every section, the stats, the testimonial and the whole form`, () => {
      const main = mainOf(builtPage(path))
      const text = (key: string) => localeStrings(language)[`quote:${key}`] ?? `missing quote:${key}`

      expect(linkNamed(main, text('backHome'))).toBe(home)
      expect(headings(main, 1)).toEqual([text('hero.title')])
      expect(headings(main, 2)).toEqual(['form.title', 'whyUs.title', 'stats.title', 'talk.title', 'testimonial.title'].map(text))
      expect(textsOf(main, 'li')).toEqual(expect.arrayContaining(quoteReasons.map(text)))
      expect(figuresOf(main)).toEqual(stats[language])

      const talk = main.querySelector('[aria-labelledby="talk-title"]')!
      expect(linkNamed(talk, text('talk.call').replace('{{phone}}', phoneDisplay))).toBe(contactForm.hrefs.call)
      expect(linkNamed(talk, text('talk.whatsapp'))).toBe(contactForm.hrefs.whatsapp)
      const lines = linesOf(main)
      const words = textOf(main)
      for (const { nameKey, contentKey } of quoteTestimonials) {
        expect(lines).toContain(text(nameKey))
        expect(words).toContain(text(contentKey))
      }
      expect([...main.querySelectorAll('figure [role="img"]')].map((stars) => stars.getAttribute('aria-label'))).toEqual(
        quoteTestimonials.map(({ rating }) => localeStrings(language)['common:rating_other']?.replace('{{count}}', String(rating))),
      )

      expectFields(main, 'quote', language)
      for (const [select, options] of Object.entries(quoteOptions(language, budgets)))
        expect(optionsOf(main, select), select).toEqual(options)
      expect(textsOf(main, 'button[type="submit"]')).toEqual([text('form.submit')])
    })
  }
})

describe('header, menu and footer, prerendered', () => {
  it.each(siteUrls)(
    '$path: the pages, the quote, the phone, the e-mail and the social links, in its language',
    ({ path, language, pageId }) => {
      const strings = localeStrings(language)
      const page = parseHtml(builtPage(path))
      const [nav, menu, footer] = [page.querySelector('header nav')!, page.querySelector('header dialog')!, page.querySelector('footer')!]
      expect(textOf(menu.querySelector(`[id="${menu.getAttribute('aria-labelledby')}"]`))).toBe(strings['common:header.menuTitle'])
      for (const linked of ['home', 'about', 'portfolio', 'contact'] as const) {
        expect(linkNamed(menu, strings[`common:nav.${linked}`]!), linked).toBe(localizePath(linked, language))
        const link = [...nav.querySelectorAll('a')].find((element) => textOf(element) === strings[`common:nav.${linked}`])
        expect(link?.getAttribute('href'), linked).toBe(localizePath(linked, language))
        expect(link?.getAttribute('aria-current'), `${linked} marked current`).toBe(linked === pageId ? 'page' : null)
      }
      expect(linkNamed(page.querySelector('header')!, strings['common:header.getQuote']!)).toBe(localizePath('quote', language))
      expect(linkNamed(menu, strings['common:header.getFreeQuote']!)).toBe(localizePath('quote', language))
      for (const where of [menu, footer]) {
        expect(linkNamed(where, phoneDisplay)).toBe(`tel:${siteConfig.phone.e164}`)
        expect(linkNamed(where, siteConfig.email)).toBe(`mailto:${siteConfig.email}`)
      }
      expect(linkNamed(footer, strings['common:footer.quickLinks.pricing']!)).toBe(localizePath('home', language, 'pricing'))
      for (const { id, url } of siteConfig.social)
        expect(footer.querySelector(`a[aria-label="${strings[`common:footer.social.${id}`]}"]`)?.getAttribute('href'), id).toBe(url)
      // The footer's services are the services collection's: each by its lines where it has some (the spec's six), or its title.
      const servicesHeading = [...footer.querySelectorAll('h2')].find(
        (heading) => textOf(heading) === strings['common:footer.services.title'],
      )
      const footerServices = textsOf(servicesHeading!.nextElementSibling!, 'li')
      expect(footerServices).toEqual(services.flatMap(({ footerKeys }) => footerKeys).map((key) => strings[`home:${key}`]))
      expect(footerServices, 'the spec’s six').toHaveLength(6)
      for (const name of footerServices) expect(linkNamed(footer, name!)).toBe(localizePath('home', language, 'services'))
      expect(textOf(footer)).toContain(`© ${new Date().getFullYear()} ${siteConfig.brand}`)

      // The mark beside the studio's name, in the header's home link and in the footer.
      const home = page.querySelector(`header a[href="${localizePath('home', language)}"]`)!
      expect(home.getAttribute('aria-label')).toBe(strings['common:header.homeLink']!.replace('{{brand}}', siteConfig.brand))
      for (const where of [home, footer]) {
        expect(where.querySelector('svg .tile, svg .line, svg .dot'), 'the mark').not.toBeNull()
        expect(textOf(where)).toContain(siteConfig.brand)
      }
      // The quote page marks its own button, and is the one page without the box that leads to it.
      const quoteButton = [...page.querySelectorAll('header a')].find((link) => textOf(link) === strings['common:header.getQuote'])
      expect(quoteButton?.getAttribute('aria-current'), 'Get Quote marked current').toBe(pageId === 'quote' ? 'page' : null)
      expect(textsOf(footer, 'h2').includes(strings['common:footer.cta.title']!), 'the footer’s quote box').toBe(pageId !== 'quote')
    },
  )
})
