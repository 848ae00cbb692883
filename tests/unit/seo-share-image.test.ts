import { describe, expect, it } from 'vitest'
import { shareCardHtml } from '../../src/seo/share-image.ts'
import { readLocale } from '../support/locales.ts'

describe('share images', () => {
  it('draws a card in the language with its own tagline, escaped', () => {
    const seo = readLocale('fr', 'common').seo as { shareImage: { tagline: string } }
    const html = shareCardHtml({ language: 'fr', brand: 'A & B', tagline: seo.shareImage.tagline })
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain(seo.shareImage.tagline)
    expect(html).toContain('A &amp; B')
  })
})
