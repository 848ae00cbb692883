import { describe, expect, it } from 'vitest'
import { formatTitle, headTags, type HeadWords } from '../../src/seo/head-tags.ts'
import { siteConfig } from '../../src/site.config.ts'
import { parseHtml } from '../support/prerendered-html.ts'

/** What the real pages' heads say, in each language, is read in the build: tests/build/seo.test.ts. */

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
  it('escapes text from locale files', () => {
    const words: HeadWords = {
      pageName: 'Apps & "Sites" <now>',
      pageDescription: 'Le studio derrière vos applications',
      keywords: 'studio, Ghana',
      shareImageAlt: 'Le logo du studio',
      organizationDescription: 'Studio au Ghana',
      paymentMethods: ['Carte bancaire'],
      breadcrumb: { home: 'Accueil', page: 'Qui sommes-nous' },
      faqs: [],
    }
    const escaped = headTags({ language: 'en', pageId: 'home', card: 'home', words })
    const og = [...parseHtml(escaped).querySelectorAll('meta[property="og:title"]')].map((meta) => meta.getAttribute('content'))
    expect(parseHtml(escaped).title).toBe(`Apps & "Sites" <now> | ${siteConfig.brand}`)
    expect(og).toEqual([`Apps & "Sites" <now> | ${siteConfig.brand}`])
  })
})
