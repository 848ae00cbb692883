import { describe, expect, it } from 'vitest'
import { pages } from '../../src/content/pages.ts'
import { slugProblems } from '../../src/i18n/slug-problems.ts'

const withSlug = (pageId: keyof typeof pages, slug: Record<string, string>) => ({
  ...pages,
  [pageId]: { ...pages[pageId], slug: { ...pages[pageId].slug, ...slug } },
})

describe('page slugs', () => {
  it('are sound in the page record', () => {
    expect(slugProblems()).toEqual([])
  })

  it('must be lowercase ASCII words joined by hyphens, naming the page, the language and the reason', () => {
    for (const slug of ['À-propos', 'a propos', 'A-Propos', 'a--propos', '-devis', 'devis/', '']) {
      expect(slugProblems(withSlug('about', { fr: slug })), slug).toEqual([
        expect.stringMatching(/^page about, language fr: the slug “.*” must be lowercase ASCII/),
      ])
    }
  })

  it('must be unique in each language, the English fallback included', () => {
    expect(slugProblems(withSlug('quote', { fr: 'contact' }))).toEqual([
      'page quote, language fr: the slug “contact” is already the slug of page contact in fr: each page needs its own',
    ])
    expect(slugProblems(withSlug('about', { fr: 'portfolio' }), ['en', 'fr', 'ar'])).toEqual([])
    expect(slugProblems(withSlug('quote', { en: 'about' }), ['en', 'fr', 'ar'])).toEqual([
      'page quote, language en: the slug “about” is already the slug of page about in en: each page needs its own',
      'page quote, language ar: the slug “about” is already the slug of page about in ar: each page needs its own',
    ])
  })

  it('belong to a language of the site, keep the home page at the language’s own address, and leave the site’s own names free', () => {
    expect(slugProblems(withSlug('about', { de: 'ueber-uns' }))).toEqual([
      'page about, language de: de is not a language of the site (src/i18n/languages.ts)',
    ])
    expect(slugProblems(withSlug('home', { fr: 'accueil' }))).toEqual([
      expect.stringContaining('page home, language fr: the slug “accueil” must be empty'),
    ])
    expect(slugProblems(withSlug('about', { en: 'fr' }))).toEqual([
      expect.stringContaining('page about, language en: the slug “fr” is taken by the site itself (a language prefix)'),
    ])
    expect(slugProblems(withSlug('about', { fr: 'assets' }))).toEqual([
      expect.stringContaining('page about, language fr: the slug “assets” is taken by the site itself'),
    ])
  })
})
