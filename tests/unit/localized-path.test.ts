import { describe, expect, it } from 'vitest'
import { languagePrefix, localizePath, parseLocalizedPath } from '../../src/i18n/localized-path'

describe('localized paths', () => {
  it('leaves English paths unprefixed and puts French under /fr', () => {
    expect(languagePrefix('en')).toBe('')
    expect(localizePath('/about', 'en')).toBe('/about')
    expect(localizePath('/about', 'fr')).toBe('/fr/about')
    expect(localizePath('/', 'fr')).toBe('/fr/')
    expect(localizePath('/#pricing', 'fr')).toBe('/fr/#pricing')
  })

  it.each([
    ['/', 'en', '/'],
    ['/about', 'en', '/about'],
    ['/about/', 'en', '/about'],
    ['/fr', 'fr', '/'],
    ['/fr/', 'fr', '/'],
    ['/fr/contact', 'fr', '/contact'],
    ['/fr/contact/', 'fr', '/contact'],
    ['/french', 'en', '/french'],
    ['/de/about', 'en', '/de/about'],
  ])('reads %s as %s %s', (pathname, language, path) => {
    expect(parseLocalizedPath(pathname)).toEqual({ language, path })
  })

  it('round-trips every path through localize and parse', () => {
    for (const path of ['/', '/about', '/quote']) {
      for (const language of ['en', 'fr'] as const) {
        expect(parseLocalizedPath(localizePath(path, language))).toEqual({ language, path })
      }
    }
  })
})
