import { describe, expect, it } from 'vitest'
import { localeStrings } from '../support/locales.ts'

/** Text with every kind of space made plain, as a reader sees it. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

const strings = { en: localeStrings('en'), fr: localeStrings('fr') }

/** Sentences, each with its key, for claims that must not be made in one sentence. */
const sentences = (language: 'en' | 'fr') =>
  Object.entries(strings[language]).flatMap(([key, text]) =>
    plain(text)
      .split(/(?<=[.!?])\s+/)
      .map((sentence) => ({ key, sentence })),
  )

describe('what the copy promises', () => {
  // The studio promises a reply within 24 hours, not a quote or a proposal in that time (docs/studio-facts.md).
  it.each([
    { language: 'en', promise: /\b(quote|proposal)\b.*\bwithin 24 hours\b|\bwithin 24 hours\b.*\b(quote|proposal)\b/i },
    { language: 'fr', promise: /\b(devis|proposition)\b.*\bsous 24 heures\b|\bsous 24 heures\b.*\b(devis|proposition)\b/i },
  ] as const)('no $language sentence promises a quote within 24 hours, only a reply', ({ language, promise }) => {
    const promising = sentences(language).filter(({ sentence }) => promise.test(sentence) && !/\b(reply|répon)/i.test(sentence))
    expect(promising).toEqual([])
  })

  it('no English string calls 24/7 support universal beside the quote form: only two plans include it', () => {
    expect(plain(strings.en['quote:whyUs.items.support'] ?? '')).not.toMatch(/24\/7/)
    expect(plain(strings.fr['quote:whyUs.items.support'] ?? '')).not.toMatch(/24 h\/24/)
  })

  it('the French home page title names Ghana, as the English one does', () => {
    expect(strings.en['home:meta.title']).toContain('Ghana')
    expect(strings.fr['home:meta.title']).toContain('Ghana')
  })
})
