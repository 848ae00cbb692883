import { describe, expect, it } from 'vitest'
import { pageIds } from '../../src/content/pages.ts'
import { createI18n } from '../../src/i18n/create-i18n.ts'
import { languages } from '../../src/i18n/languages.ts'
import { localizePath } from '../../src/i18n/localized-path.ts'
import { serverResources } from '../../src/i18n/server-resources.ts'
import { formatTitle, headTags, type HeadWords } from '../../src/seo/head-tags.ts'
import { headWords } from '../../src/seo/page-head.ts'
import { absoluteUrl } from '../../src/seo/site-urls.ts'
import { siteConfig } from '../../src/site.config.ts'
import { parseHtml } from '../support/prerendered-html.ts'

const origin = siteConfig.origin
const frenchAbout = absoluteUrl(localizePath('about', 'fr'))
const words: HeadWords = {
  pageName: 'Qui sommes-nous',
  pageDescription: 'Le studio derrière vos applications',
  keywords: 'studio, Ghana',
  shareImageAlt: 'Le logo du studio',
  organizationDescription: 'Studio au Ghana',
  paymentMethods: ['Carte bancaire'],
  breadcrumb: { home: 'Accueil', page: 'Qui sommes-nous' },
  faqs: [],
}

/** The content of every <meta> with that name or property, in order, as a browser reads it. */
const metaContents = (html: string, key: string) =>
  [...parseHtml(html).querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map((meta) => meta.getAttribute('content'))

describe('formatTitle', () => {
  it('adds the brand to a title that does not name it', () => {
    expect(formatTitle('About Us')).toBe(`About Us | ${siteConfig.brand}`)
  })

  it('leaves a title that already names the brand, wherever it does', () => {
    expect(formatTitle(`${siteConfig.brand} | Home`)).toBe(`${siteConfig.brand} | Home`)
    expect(formatTitle(`Welcome to ${siteConfig.brand}`)).toBe(`Welcome to ${siteConfig.brand}`)
  })
})

describe('headTags', () => {
  const html = headTags({ language: 'fr', pageId: 'about', words })

  it('links the page to itself and to every language, English as x-default', () => {
    expect(html).toContain(`<link rel="canonical" href="${frenchAbout}" />`)
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/about" />`)
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${frenchAbout}" />`)
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/about" />`)
    expect(html).not.toContain('noindex')
  })

  it('writes title, description and keywords from the words it is given', () => {
    expect(html).toContain(`<title>Qui sommes-nous | ${siteConfig.brand}</title>`)
    expect(metaContents(html, 'description')).toEqual([words.pageDescription])
    expect(metaContents(html, 'keywords')).toEqual([words.keywords])
  })

  it('writes Open Graph tags in the page’s language, the other languages as alternate locales', () => {
    expect(metaContents(html, 'og:title')).toEqual([`Qui sommes-nous | ${siteConfig.brand}`])
    expect(metaContents(html, 'og:description')).toEqual([words.pageDescription])
    expect(metaContents(html, 'og:url')).toEqual([frenchAbout])
    expect(metaContents(html, 'og:type')).toEqual(['website'])
    expect(metaContents(html, 'og:site_name')).toEqual([siteConfig.brand])
    expect(metaContents(html, 'og:locale')).toEqual(['fr_FR'])
    expect(metaContents(html, 'og:locale:alternate')).toEqual(['en_GH'])
    expect(metaContents(html, 'og:image')).toEqual([`${origin}/og-fr.png`])
    expect(metaContents(html, 'og:image:width')).toEqual(['1200'])
    expect(metaContents(html, 'og:image:height')).toEqual(['630'])
    expect(metaContents(html, 'og:image:alt')).toEqual([words.shareImageAlt])
  })

  it('writes a large-image Twitter card with the same words and image', () => {
    expect(metaContents(html, 'twitter:card')).toEqual(['summary_large_image'])
    expect(metaContents(html, 'twitter:title')).toEqual([`Qui sommes-nous | ${siteConfig.brand}`])
    expect(metaContents(html, 'twitter:description')).toEqual([words.pageDescription])
    expect(metaContents(html, 'twitter:image')).toEqual([`${origin}/og-fr.png`])
    expect(metaContents(html, 'twitter:image:alt')).toEqual([words.shareImageAlt])
  })

  it('ends with one JSON-LD block', () => {
    expect(parseHtml(html).querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1)
  })

  it('marks not-found pages noindex, with no canonical, og:url or hreflang', () => {
    const notFound = headTags({ language: 'en', pageId: undefined, words: { ...words, pageName: 'Page Not Found' } })
    expect(metaContents(notFound, 'robots')).toEqual(['noindex'])
    expect(parseHtml(notFound).querySelectorAll('link[rel="canonical"], link[hreflang]')).toHaveLength(0)
    expect(metaContents(notFound, 'og:url')).toEqual([])
  })

  it('escapes text from locale files', () => {
    const escaped = headTags({ language: 'en', pageId: 'home', words: { ...words, pageName: 'Apps & "Sites" <now>' } })
    expect(parseHtml(escaped).title).toBe(`Apps & "Sites" <now> | ${siteConfig.brand}`)
    expect(metaContents(escaped, 'og:title')).toEqual([`Apps & "Sites" <now> | ${siteConfig.brand}`])
  })
})

describe('head words from locale JSON', () => {
  const wordsOf = (language: (typeof languages)[number]['code'], pageId: (typeof pageIds)[number] | undefined) =>
    headWords(createI18n(language, serverResources(language)), language, pageId)

  for (const { code } of languages) {
    for (const pageId of [...pageIds, undefined]) {
      it(`${code} ${pageId ?? 'not-found'}: every word is translated, none is a key or a placeholder`, () => {
        const found = wordsOf(code, pageId)
        const texts = [
          found.pageName,
          found.pageDescription,
          found.keywords,
          found.shareImageAlt,
          found.organizationDescription,
          found.breadcrumb.home,
          ...found.paymentMethods,
        ]
        if (pageId) texts.push(found.breadcrumb.page)
        for (const text of texts) {
          expect(text.trim()).not.toBe('')
          expect(text).not.toMatch(/^(meta|seo)\.|\{\{/)
        }
        expect(found.shareImageAlt).toContain(siteConfig.brand)
        expect(found.paymentMethods).toHaveLength(3)
      })
    }
  }

  it('French pages get French words, not English ones', () => {
    for (const pageId of pageIds) {
      const english = wordsOf('en', pageId)
      const french = wordsOf('fr', pageId)
      expect(french.pageDescription).not.toBe(english.pageDescription)
      expect(french.shareImageAlt).not.toBe(english.shareImageAlt)
      expect(french.organizationDescription).not.toBe(english.organizationDescription)
      expect(french.paymentMethods.filter((method) => english.paymentMethods.includes(method))).toEqual([])
    }
  })
})
