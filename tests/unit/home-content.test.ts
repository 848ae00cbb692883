import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../src/i18n/format.ts'
import { flatten, readLocale } from '../support/locales.ts'

const home = { en: flatten(readLocale('en', 'home')), fr: flatten(readLocale('fr', 'home')) }
/** Intl separates French amounts with no-break spaces; compare them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('home content', () => {
  it('formats plan prices in the page language', () => {
    expect([150, 250, 350].map((price) => formatPrice('en', price))).toEqual(['$150', '$250', '$350'])
    expect([150, 250, 350].map((price) => plain(formatPrice('fr', price)))).toEqual(['150 $US', '250 $US', '350 $US'])
  })

  for (const { language, claims } of [
    { language: 'en', claims: [/2 to 4 weeks/, /4 to 8 weeks/, /within 24 hours/, /30-day money-back guarantee/] },
    { language: 'fr', claims: [/2 à 4 semaines/, /4 à 8 semaines/, /sous 24 heures/, /satisfait ou remboursé de 30 jours/] },
  ] as const) {
    it(`answers in ${language} make the studio’s claims`, () => {
      const answers = Object.entries(home[language])
        .filter(([key]) => /^faq\.items\.\w+\.answer$/.test(key))
        .map(([, text]) => plain(text))
        .join('\n')
      for (const claim of claims) expect(answers).toMatch(claim)
    })
  }
})
