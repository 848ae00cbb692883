import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages } from '../../src/i18n/languages.ts'
import { shareCardHtml, shareImage } from '../../src/seo/share-image.ts'
import { readLocale } from '../support/locales.ts'

const publicDir = resolve(import.meta.dirname, '../../public')

describe('share images', () => {
  for (const { code } of languages) {
    it(`public${shareImage(code).path} is a ${shareImage(code).width}×${shareImage(code).height} PNG`, () => {
      const png = readFileSync(resolve(publicDir, shareImage(code).path.slice(1)))
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
      // The IHDR chunk, first in every PNG, starts with the width and height.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([shareImage(code).width, shareImage(code).height])
    })
  }

  it('draws a card in the language with its own tagline, escaped', () => {
    const seo = readLocale('fr', 'common').seo as { shareImage: { tagline: string } }
    const html = shareCardHtml({ language: 'fr', brand: 'A & B', tagline: seo.shareImage.tagline })
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain(seo.shareImage.tagline)
    expect(html).toContain('A &amp; B')
  })
})
