import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PageId } from '../../src/content/pages.ts'
import type { LanguageCode } from '../../src/i18n/languages.ts'
import { pagePath } from '../../src/i18n/localized-path.ts'
import { disclosuresOf, figuresOf, parseHtml, plainSpaces, textOf } from '../support/prerendered-html.ts'

/**
 * The studio's answers to docs/studio-questions.md, given in studio.json: each reaches the page that states it, in
 * both languages. With them empty, the pages say what they say without them (tests/build, and the other render tests).
 */

const studioData = '../../src/content/data/studio.json'
const formEndpoint = '../../src/components/forms/form-endpoint.ts'

const answers = {
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

let renderPage: (page: PageId, language: LanguageCode) => Promise<HTMLElement>

// Test files share their modules (vitest.config.ts): the app is loaded afresh over the answered studio.json, then dropped.
beforeAll(async () => {
  vi.resetModules()
  vi.doMock(studioData, async (importOriginal: () => Promise<{ default: Record<string, unknown> }>) => ({
    default: { ...(await importOriginal()).default, ...answers },
  }))
  vi.doMock(formEndpoint, () => ({ formEndpoint: 'https://formspree.io/f/abc' }))
  const [{ SiteApp }, { renderToHtml }] = await Promise.all([import('../../src/app/site-app.tsx'), import('../support/render-html.tsx')])
  renderPage = async (page, language) =>
    parseHtml(await renderToHtml(<SiteApp />, { language, location: pagePath({ page }, language) })).body
})

afterAll(() => {
  vi.doUnmock(studioData)
  vi.doUnmock(formEndpoint)
  vi.resetModules()
})

const say = (root: Element | null) => plainSpaces(textOf(root))

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

  it('says what the guarantee runs from, what a monthly plan refunds, and who pays by mobile money from abroad', async () => {
    const answers = (language: LanguageCode) =>
      renderPage('home', language).then((home) => disclosuresOf(home).map(({ answer }) => plainSpaces(answer)))
    expect(await answers('en')).toEqual(
      expect.arrayContaining([
        "We offer a 30-day money-back guarantee, counted from the day your project goes live: if you are not satisfied, we give you your money back. On a monthly plan, we refund your first month's payment.",
        'You can pay in US dollars or Ghana cedis by card, bank transfer or mobile money; from outside Ghana, mobile money works with Orange Money and Wave.',
      ]),
    )
    expect((await answers('fr')).join('\n')).toContain('à compter de la mise en ligne de votre projet')
    expect((await answers('fr')).join('\n')).toContain('le Mobile Money fonctionne avec Orange Money et Wave.')
  })

  it('completes the privacy notice: who is responsible, registration, how long each copy is kept, and its date', async () => {
    const english = say(await renderPage('privacy', 'en'))
    for (const sentence of [
      'This notice covers Sankofa Digital (Sankofa Digital Ltd, 12 Oxford Street, Osu, Accra, Ghana).',
      'formspree.io keeps a copy of each message for 30 days, under its own privacy policy (country of its servers: Ireland).',
      'We delete enquiries that lead to no project after 12 months.',
      'Our web host, Netlify, keeps these details in its server logs for 30 days.',
      'We answer such a request within 30 days.',
      'under number DPC-2024-0042.',
      'our representative there: Rep Europe SARL, 1 rue de Rivoli, Paris.',
      'Last updated: March 1, 2025',
    ])
      expect(english).toContain(sentence)
    const french = say(await renderPage('privacy', 'fr'))
    for (const sentence of [
      '(pays de ses serveurs : Irlande)',
      'au bout de 12 mois',
      'sous le numéro DPC-2024-0042',
      'Dernière mise à jour : 1 mars 2025',
    ])
      expect(french).toContain(sentence)
  })
})
