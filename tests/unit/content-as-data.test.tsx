import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PageId } from '../../src/content/pages.ts'
import type { LanguageCode } from '../../src/i18n/languages.ts'
import { pagePath } from '../../src/i18n/localized-path.ts'
import { siteConfig } from '../../src/site.config.ts'
import { disclosuresOf, figuresOf, headings, linesOf, parseHtml, plainSpaces, textOf } from '../support/prerendered-html.ts'

/**
 * Adding, removing or reordering an entry, or answering one of docs/studio-questions.md, is a change to
 * src/content/data/ and locales/ only: here the data files are changed as an editor would change them, the new
 * words given, and the pages rendered with no other change. With the answers empty, the pages say what they say
 * without them (tests/build, and the other render tests).
 */

type Entry = { id: string } & Record<string, unknown>

/** The studio's answers, every one given. */
const studioAnswers = {
  claims: {
    guaranteeStart: 'launch',
    guaranteeMonthlyRefund: 'firstMonth',
    mobileMoneyAbroad: 'listed',
    mobileMoneyServices: ['Orange Money', 'Wave'],
    certification: 'certified',
    certificationName: 'ISO 9001',
    certificationProof: 'https://example.org/certificates/sankofa',
    supportHours: 'everyDay',
    replyTime: null,
  },
  privacy: {
    legalName: 'Sankofa Digital Ltd',
    postalAddress: '12 Oxford Street, Osu, Accra, Ghana',
    dataProtectionRegistration: 'DPC-2024-0042',
    formServiceCopyDays: 30,
    formServiceCountry: 'IE',
    enquiriesKeptMonths: 12,
    webHostName: 'Netlify',
    webHostLogDays: 30,
    dataRequestReplyDays: 30,
    noticeUpdated: '2025-03-01',
    euRepresentativeName: 'Rep Europe SARL',
    euRepresentativeAddress: '1 rue de Rivoli, Paris',
  },
}

/** Each data file, changed as an editor would change it. */
const edits: Record<string, (data: Record<string, unknown>) => void> = {
  'projects.json': (data) => {
    const projects = data.projects as Entry[]
    projects.unshift({
      id: 'solarGrid',
      category: 'iot',
      durationWeeks: 9,
      featured: true,
      image: { id: 'photo-1509391366360-2e959784a276', width: 800, height: 500 },
      technologies: ['Rust', 'MQTT'],
    })
  },
  'plans.json': (data) => {
    const plans = (data.plans as (Entry & { features: string[] })[]).reverse()
    const superGrowth = plans.find(({ id }) => id === 'superGrowth')!
    superGrowth.features = [...superGrowth.features.filter((feature) => feature !== 'analytics'), 'newsletter']
  },
  'services.json': (data) => {
    data.services = [{ id: 'seo', icon: 'globe' }, ...(data.services as Entry[]).filter(({ id }) => id !== 'graphicDesign')]
  },
  'faqs.json': (data) => {
    ;(data.faqs as Entry[]).unshift({ id: 'hosting' })
  },
  'testimonials.json': (data) => {
    ;(data.home as Entry[]).push({ id: 'bakery', rating: 4 })
  },
  'studio.json': (data) => Object.assign(data, studioAnswers),
  'team.json': (data) => {
    ;(data.members as Entry[]).push({ id: 'designer', image: { id: 'photo-1494790108377-be9c29b29330', width: 384, height: 384 } })
  },
}

/** The words an editor adds beside the data, in English. */
const newWords = {
  projects: {
    items: {
      solarGrid: {
        title: 'SolarGrid',
        description: 'Solar panels that report their output.',
        problem: 'Nobody knew when a panel failed.',
        solution: 'We built a monitoring service.',
        results: 'Failures found within the hour.',
        client: 'Volta Energy, Tema',
        imageAlt: 'Solar panels on a roof',
      },
    },
  },
  home: {
    pricing: { plans: { superGrowth: { features: { newsletter: 'A monthly newsletter' } } } },
    services: { items: { seo: { title: 'Search Engines', description: 'Be found on Google.' } } },
    faq: { items: { hosting: { question: 'Do you host websites?', answer: 'Yes, close to your visitors.' } } },
    testimonials: {
      items: { bakery: { name: 'Efua Owusu', company: 'Golden Crust', location: 'Cape Coast', content: 'Orders doubled.' } },
    },
  },
  about: { team: { members: { designer: { name: 'Akosua Boateng', role: 'Designer', bio: 'Draws every screen.', imageAlt: 'Akosua' } } } },
}

const formEndpoint = '../../src/components/forms/form-endpoint.ts'
let renderPage: (page: PageId, language?: LanguageCode) => Promise<HTMLElement>
let imageSources: () => string[]
const renderMain = async (page: PageId) => (await renderPage(page)).querySelector('main')!

// Test files share their modules (vitest.config.ts): the app is loaded afresh over the changed data, then dropped.
beforeAll(async () => {
  vi.resetModules()
  for (const [file, edit] of Object.entries(edits)) {
    vi.doMock(`../../src/content/data/${file}`, async (importOriginal: () => Promise<{ default: Record<string, unknown> }>) => {
      const data = structuredClone((await importOriginal()).default)
      edit(data)
      return { default: data }
    })
  }
  vi.doMock(formEndpoint, () => ({ formEndpoint: 'https://formspree.io/f/abc' }))
  const [{ SiteApp }, { createI18n }, { serverResources }, { renderToHtml }, { contentSecurityPolicy }] = await Promise.all([
    import('../../src/app/site-app.tsx'),
    import('../../src/i18n/create-i18n.ts'),
    import('../../src/i18n/server-resources.ts'),
    import('../support/render-html.tsx'),
    import('../../scripts/hosting/rules.ts'),
  ])
  imageSources = () => /img-src ([^;]+)/.exec(contentSecurityPolicy())![1]!.split(' ')
  // Rendered once per page and language: the tests only read them.
  const rendered = new Map<string, Promise<HTMLElement>>()
  renderPage = (page, language = 'en') => {
    const key = `${language} ${page}`
    if (!rendered.has(key)) {
      const i18n = createI18n(language, serverResources(language))
      for (const [namespace, words] of Object.entries(newWords)) i18n.addResourceBundle(language, namespace, words, true, true)
      rendered.set(
        key,
        renderToHtml(<SiteApp />, { i18n, location: pagePath({ page }, language) }).then((html) => parseHtml(html).body),
      )
    }
    return rendered.get(key)!
  }
}, 120_000)

afterAll(() => {
  for (const file of Object.keys(edits)) vi.doUnmock(`../../src/content/data/${file}`)
  vi.doUnmock(formEndpoint)
  vi.resetModules()
})

describe('content changed in the data files and locales only', () => {
  it('lists a new project first in the portfolio, and features it on the home page', async () => {
    const cards = [...(await renderMain('portfolio')).querySelectorAll('article')]
    expect(cards).toHaveLength(13)
    expect(textOf(cards[0]?.querySelector('h3'))).toBe('SolarGrid')
    expect(linesOf(cards[0]!)).toEqual(expect.arrayContaining(['Volta Energy, Tema', 'Rust', 'MQTT', '9 weeks']))
    expect(headings(await renderMain('home'), 3)).toContain('SolarGrid')
  })

  it('shows the plans in their new order, with a plan feature added and one removed', async () => {
    const home = await renderMain('home')
    const plans = [...home.querySelectorAll('article[aria-labelledby^="plan-"]')]
    expect(plans.map((plan) => textOf(plan.querySelector('h3')))).toEqual(['Elite Growth', 'Super Growth', 'Business Growth'])
    const superGrowth = linesOf(plans[1]!)
    expect(superGrowth).toContain('A monthly newsletter')
    expect(superGrowth).not.toContain('Advanced analytics')
  })

  it('shows a new service first and drops a removed one', async () => {
    const services = headings((await renderMain('home')).querySelector('#services')!, 3)
    expect(services[0]).toBe('Search Engines')
    expect(services).not.toContain('Graphic Design')
  })

  it('asks a new question first, and adds a testimonial and a team member', async () => {
    const home = await renderMain('home')
    expect(disclosuresOf(home)[0]).toEqual({ question: 'Do you host websites?', answer: 'Yes, close to your visitors.' })
    expect(textOf(home.querySelector('#testimonials'))).toContain('Golden Crust')
    expect(headings(await renderMain('about'), 3)).toContain('Akosua Boateng')
  })
})

const say = (root: Element | null) => plainSpaces(textOf(root))

describe('a photo on the external image host', () => {
  const { imageHost, imageHostName } = siteConfig
  const photosSentence = {
    en: `Some of the photos on this site come from an external image host, ${imageHostName} (${new URL(imageHost).host}).`,
    fr: `Une partie des photos de ce site provient d’un hébergeur d’images externe, ${imageHostName} (${new URL(imageHost).host}).`,
  }

  it('is asked for by its card and its portrait, cropped to each, and allowed by the policy', async () => {
    const card = (await renderMain('portfolio')).querySelector('article')!
    expect(card.querySelector('img')?.getAttribute('srcset')).toContain(
      `${imageHost}/photo-1509391366360-2e959784a276?auto=format&fit=crop&w=800&h=500&q=70 800w`,
    )
    // The host chooses the format: no <picture> of our own formats around it.
    expect(card.querySelector('picture')).toBeNull()
    const portrait = [...(await renderMain('about')).querySelectorAll('img')].find((image) => image.getAttribute('alt') === 'Akosua')
    expect(portrait?.getAttribute('src')).toMatch(new RegExp(`^${imageHost}/photo-1494790108377-be9c29b29330\\?`))
    expect(imageSources()).toEqual(["'self'", 'data:', imageHost])
  })

  it('is named in the privacy notice, in each language', async () => {
    for (const language of ['en', 'fr'] as const) {
      expect(say(await renderPage('privacy', language))).toContain(photosSentence[language])
    }
  })
})

describe('the studio’s answers on the pages', () => {
  it('names the certification, linked to its proof, and support every day, in the footer and the figures', async () => {
    for (const [language, certified, support, figure] of [
      ['en', 'ISO 9001 Certified', 'Support 7 Days a Week', '7 Days Support'],
      ['fr', 'Certifié ISO 9001', 'Assistance 7 j/7', '7 j/7 assistance'],
    ] as const) {
      const about = await renderPage('about', language)
      const footer = about.querySelector('footer')
      const proof = [...(footer?.querySelectorAll('a') ?? [])].find((link) => say(link) === certified)
      expect(proof?.getAttribute('href')).toBe('https://example.org/certificates/sankofa')
      expect(say(footer)).toContain(support)
      expect(figuresOf(about.querySelector('main')!).map(plainSpaces)).toContain(figure)
    }
  })

  it('says support every day, not round the clock, in the home page’s plan and its answer', async () => {
    for (const [language, feature, answer] of [
      ['en', 'Support 7 days a week', 'plans include support 7 days a week.'],
      ['fr', 'Assistance 7 j/7', 'comprennent en plus une assistance 7 j/7.'],
    ] as const) {
      const home = await renderPage('home', language)
      const superGrowth = [...home.querySelectorAll('article[aria-labelledby^="plan-"]')].find(
        (plan) => textOf(plan.querySelector('h3')) === 'Super Growth',
      )
      expect(linesOf(superGrowth!).map(plainSpaces)).toContain(feature)
      const answers = disclosuresOf(home).map(({ answer: text }) => plainSpaces(text))
      expect(answers.some((text) => text.endsWith(answer))).toBe(true)
      expect(say(home.querySelector('main'))).not.toMatch(/24\/7|24 h\/24/)
    }
  })

  it('says what the guarantee runs from, what a monthly plan refunds, and who pays by mobile money from abroad', async () => {
    const answers = (language: LanguageCode) =>
      renderPage('home', language).then((home) => disclosuresOf(home).map(({ answer }) => plainSpaces(answer)))
    expect(await answers('en')).toEqual(
      expect.arrayContaining([
        "We offer a 30-day money-back guarantee, counted from the day your project goes live: if you are not satisfied, we give you your money back. On a monthly plan, we refund your first month's payment.",
        'You can pay in US dollars or Ghana cedis by card, bank transfer or mobile money; from outside Ghana, mobile money works with Orange Money and Wave.',
      ]),
    )
    const french = (await answers('fr')).join('\n')
    expect(french).toContain('à compter de la mise en ligne de votre projet')
    expect(french).toContain('le Mobile Money fonctionne avec Orange Money et Wave.')
  })

  it('completes the privacy notice: who is responsible, registration, how long each copy is kept, and its date', async () => {
    for (const [language, sentences] of [
      [
        'en',
        [
          'This notice covers Sankofa Digital (Sankofa Digital Ltd, 12 Oxford Street, Osu, Accra, Ghana).',
          'formspree.io keeps a copy of each message for 30 days, under its own privacy policy (country of its servers: Ireland).',
          'We delete enquiries that lead to no project after 12 months.',
          'Our web host, Netlify, keeps these details in its server logs for 30 days.',
          'We answer such a request within 30 days.',
          'under number DPC-2024-0042.',
          'our representative there: Rep Europe SARL, 1 rue de Rivoli, Paris.',
          'Last updated: 1 March 2025',
        ],
      ],
      [
        'fr',
        ['(pays de ses serveurs : Irlande)', 'au bout de 12 mois', 'sous le numéro DPC-2024-0042', 'Dernière mise à jour : 1 mars 2025'],
      ],
    ] as const) {
      const notice = say(await renderPage('privacy', language))
      for (const sentence of sentences) expect(notice).toContain(sentence)
    }
  })
})
