import { describe, expect, it } from 'vitest'
import { matchPage } from '../../src/app/routes.tsx'
import { pageIds, pages } from '../../src/content/pages.ts'
import { languagePrefix, localizePath, pagePath, pageSlug, parseLocalizedPath, prefixPath } from '../../src/i18n/localized-path.ts'
import { languages } from '../../src/i18n/languages.ts'
import { pseudoLanguage } from '../../src/i18n/pseudo-language.ts'

describe('localized paths', () => {
  it('leaves English unprefixed and puts French under /fr, at its own slugs', () => {
    expect(languagePrefix('en')).toBe('')
    expect(localizePath('about', 'en')).toBe('/about')
    expect(localizePath('about', 'fr')).toBe('/fr/a-propos')
    expect(localizePath('portfolio', 'fr')).toBe('/fr/realisations')
    expect(localizePath('contact', 'fr')).toBe('/fr/contact')
    expect(localizePath('quote', 'fr')).toBe('/fr/devis')
    expect(localizePath('home', 'fr')).toBe('/fr/')
    expect(localizePath('home', 'fr', 'pricing')).toBe('/fr/#pricing')
    expect(pagePath({ page: 'quote' }, 'fr')).toBe('/devis')
    expect(prefixPath('/no-such-page', 'fr')).toBe('/fr/no-such-page')
  })

  it('gives a language without slugs of its own the English ones', () => {
    for (const pageId of pageIds) expect(pageSlug(pageId, pseudoLanguage.code)).toBe(pages[pageId].slug.en)
    expect(localizePath('about', pseudoLanguage.code)).toBe(`/${pseudoLanguage.code}/about`)
  })

  it.each([
    ['/', 'en', '/'],
    ['/about', 'en', '/about'],
    ['/about/', 'en', '/about'],
    ['/fr', 'fr', '/'],
    ['/fr/', 'fr', '/'],
    ['/fr/a-propos', 'fr', '/a-propos'],
    ['/fr/a-propos/', 'fr', '/a-propos'],
    ['/french', 'en', '/french'],
    ['/de/about', 'en', '/de/about'],
  ])('reads %s as %s %s', (pathname, language, path) => {
    expect(parseLocalizedPath(pathname)).toEqual({ language, path })
  })

  it('round-trips every page of every language through localize, parse and the route table', () => {
    for (const { code } of languages) {
      for (const pageId of pageIds) {
        const { language, path } = parseLocalizedPath(localizePath(pageId, code))
        expect(language, `${pageId} in ${code}`).toBe(code)
        expect(path).toBe(pagePath({ page: pageId }, code))
        expect(matchPage(path, language), `${pageId} in ${code}`).toBe(pageId)
      }
    }
  })

  it('knows a page only at its own slug: the English slug under /fr is no French page', () => {
    for (const pageId of pageIds.filter((pageId) => pageSlug(pageId, 'fr') !== pages[pageId].slug.en)) {
      expect(matchPage(pagePath({ page: pageId }, 'en'), 'fr'), pageId).toBeUndefined()
      expect(matchPage(pagePath({ page: pageId }, 'fr'), 'en'), pageId).toBeUndefined()
    }
    expect(matchPage('/A-Propos', 'fr')).toBeUndefined()
  })
})
