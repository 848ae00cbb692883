import { describe, expect, it } from 'vitest'
import { faqs } from '../../src/content/faqs.ts'
import { plans } from '../../src/content/plans.ts'
import { services } from '../../src/content/services.ts'
import { testimonials } from '../../src/content/testimonials.ts'
import { formatPrice } from '../../src/i18n/format.ts'
import { flatten, readLocale } from '../support/locales.ts'

const home = { en: flatten(readLocale('en', 'home')), fr: flatten(readLocale('fr', 'home')) }
/** Intl separates French amounts with no-break spaces; compare them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('home content', () => {
  it('offers the studio’s five services, in its order', () => {
    expect(services.map(({ titleKey }) => home.en[titleKey])).toEqual([
      'App Development',
      'Website Design',
      'Graphic Design',
      'Marketing',
      'AI Automations',
    ])
  })

  it('has the studio’s three monthly plans, only Super Growth marked most popular', () => {
    expect(plans.map(({ nameKey, priceUsd }) => [home.en[nameKey], priceUsd])).toEqual([
      ['Business Growth', 150],
      ['Super Growth', 250],
      ['Elite Growth', 350],
    ])
    expect(plans.filter(({ popular }) => popular).map(({ id }) => id)).toEqual(['superGrowth'])
    for (const plan of plans) expect(plan.featureKeys).toHaveLength(7)
  })

  it('formats plan prices in the page language', () => {
    expect(plans.map(({ priceUsd }) => formatPrice('en', priceUsd))).toEqual(['$150', '$250', '$350'])
    expect(plans.map(({ priceUsd }) => plain(formatPrice('fr', priceUsd)))).toEqual(['150 $US', '250 $US', '350 $US'])
  })

  it('shows three testimonials, each rated five stars', () => {
    expect(testimonials).toHaveLength(3)
    expect(testimonials.map(({ rating }) => rating)).toEqual([5, 5, 5])
  })

  it('keeps FAQ keys whole, named after each question', () => {
    for (const { id, questionKey, answerKey } of faqs) {
      expect(questionKey).toBe(`faq.items.${id}.question`)
      expect(answerKey).toBe(`faq.items.${id}.answer`)
    }
  })

  for (const { language, claims } of [
    { language: 'en', claims: [/2 to 4 weeks/, /4 to 8 weeks/, /within 24 hours/, /30-day money-back guarantee/] },
    { language: 'fr', claims: [/2 à 4 semaines/, /4 à 8 semaines/, /sous 24 heures/, /satisfait ou remboursé de 30 jours/] },
  ] as const) {
    it(`answers in ${language} make the studio’s claims`, () => {
      const answers = faqs.map(({ answerKey }) => plain(home[language][answerKey]!)).join('\n')
      for (const claim of claims) expect(answers).toMatch(claim)
    })
  }

  it('names every key the content modules hold in both languages', () => {
    const keys = [
      ...services.flatMap(({ titleKey, descriptionKey }) => [titleKey, descriptionKey]),
      ...plans.flatMap(({ nameKey, descriptionKey, featureKeys }) => [nameKey, descriptionKey, ...featureKeys]),
      ...testimonials.flatMap(({ locationKey, contentKey }) => [locationKey, contentKey]),
      ...faqs.flatMap(({ questionKey, answerKey }) => [questionKey, answerKey]),
    ]
    for (const language of ['en', 'fr'] as const) {
      expect(keys.filter((key) => !home[language][key]?.trim())).toEqual([])
    }
  })
})
