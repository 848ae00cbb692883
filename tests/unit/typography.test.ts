import { describe, expect, it } from 'vitest'
import { checkTexts } from '../../scripts/i18n/locale-rules.ts'
import { fixTypography, typographyReasons } from '../../src/i18n/typography.ts'

/** What the locale check says of one text, as `npm run i18n:check` and the workspace say it. */
const reasonsOf = (language: string, text: string) =>
  checkTexts({
    language,
    namespace: 'home',
    file: `locales/${language}/home.json`,
    strings: new Map([['text', text]]),
    lines: new Map(),
  }).map(({ reason }) => reason)

const nbsp = '\u00a0'
const narrow = '\u202f'

// Each rule a machine can apply: a text it refuses, and the text it makes of it.
const fixable: [language: string, refused: string, fixed: string, refusedFor: RegExp][] = [
  ['fr', 'Appelez-nous : tout de suite', `Appelez-nous${nbsp}: tout de suite`, /plain space before :/],
  ['fr', 'Pourquoi nous choisir ?', `Pourquoi nous choisir${narrow}?`, /plain space before :/],
  ['fr', 'Vraiment! Et ensuite; enfin?', `Vraiment${narrow}! Et ensuite${narrow}; enfin${narrow}?`, /no space before ; \? or !/],
  ['fr', 'Le bouton « Annuler »', `Le bouton «${nbsp}Annuler${nbsp}»`, /after «/],
  ['fr', 'Le bouton «Annuler»', `Le bouton «${nbsp}Annuler${nbsp}»`, /before »/],
  ['fr', `Appelez-nous${narrow}: ou écrivez${nbsp}!`, `Appelez-nous${nbsp}: ou écrivez${narrow}!`, /mixes up/],
  ['fr', 'Jusqu’à 40% de plus, ou 50 %', `Jusqu’à 40${narrow}% de plus, ou 50${narrow}%`, /before %/],
  ['fr', 'de 60 à 5 minutes, en 2 semaines', `de 60 à 5${nbsp}minutes, en 2${nbsp}semaines`, /number and its unit/],
  ['fr', 'en {{count}} jours, 500 dollars US', `en {{count}}${nbsp}jours, 500${nbsp}dollars${nbsp}US`, /number and its unit/],
  ['fr', 'plus de 10 000 clients', `plus de 10${narrow}000 clients`, /groups thousands/],
  ['fr', "Création d'applications", 'Création d’applications', /straight apostrophe/],
  ['fr', 'Le mot "devis"', `Le mot «${nbsp}devis${nbsp}»`, /straight quotes/],
  ['en', 'Press "Send"', 'Press “Send”', /straight quotes/],
]

describe('the typography a machine can put right', () => {
  it.each(fixable)('%s: %j is refused, fixed, and then passes the check', (language, refused, fixed, refusedFor) => {
    expect(reasonsOf(language, refused)).toContainEqual(expect.stringMatching(refusedFor))
    expect(fixTypography(language, refused)).toBe(fixed)
    expect(reasonsOf(language, fixed)).toEqual([])
  })

  it.each(fixable)('%s: fixing %j twice changes nothing more', (language, refused) => {
    const once = fixTypography(language, refused)
    expect(fixTypography(language, once)).toBe(once)
  })

  it('never changes placeholders, tags or URLs', () => {
    const text = `Voir <strong>https://example.com/a?b=1&c='d'</strong> : {{ name, "x" }} ou $t(common:cta.quote) !`
    expect(fixTypography('fr', text)).toBe(
      `Voir <strong>https://example.com/a?b=1&c='d'</strong>${nbsp}: {{ name, "x" }} ou $t(common:cta.quote)${narrow}!`,
    )
    expect(typographyReasons('fr', 'Écrivez à mailto:hello@example.com?subject=devis')).toEqual([])
  })

  it('leaves text that follows the rules as it is, and English apostrophes as typed', () => {
    for (const [language, text] of [
      ['fr', `Nos services${nbsp}: 24${nbsp}heures sur 24${narrow}!`],
      ['en', "We're here: call us at 9 am."],
    ] as const) {
      expect(fixTypography(language, text)).toBe(text)
      expect(reasonsOf(language, text)).toEqual([])
    }
  })

  it('says what it cannot fix, and fixes the rest', () => {
    const text = 'Le mot "devis et la suite : ici'
    expect(reasonsOf('fr', text)).toContainEqual(expect.stringMatching(/without its pair/))
    expect(fixTypography('fr', text)).toBe(`Le mot "devis et la suite${nbsp}: ici`)
  })
})
