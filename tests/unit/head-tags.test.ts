import { describe, expect, it } from 'vitest'
import { formatTitle, headTags } from '../../src/seo/head-tags'
import { siteConfig } from '../../src/site.config'

describe('head tags', () => {
  it('adds the brand to a title once', () => {
    expect(formatTitle('About Us')).toBe(`About Us | ${siteConfig.brand}`)
    expect(formatTitle(`${siteConfig.brand} | Home`)).toBe(`${siteConfig.brand} | Home`)
  })

  it('links a page to itself and to every language, English as x-default', () => {
    const html = headTags({ language: 'fr', path: '/about', title: 'Qui sommes-nous', description: 'Le studio', keywords: 'studio', imageAlt: 'Logo' })
    const origin = siteConfig.origin
    expect(html).toContain(`<link rel="canonical" href="${origin}/fr/about" />`)
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/about" />`)
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${origin}/fr/about" />`)
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/about" />`)
    expect(html).toContain(`<meta property="og:url" content="${origin}/fr/about" />`)
    expect(html).toContain('<meta property="og:locale" content="fr_FR" />')
    expect(html).toContain('<meta property="og:locale:alternate" content="en_GH" />')
    expect(html).toContain(`<meta property="og:image" content="${origin}/og-image.png" />`)
    expect(html).toContain('<meta property="og:image:width" content="1200" />')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(html).toContain('<meta property="og:title" content="Qui sommes-nous | Sankofa Digital" />')
  })

  it('marks pages without a path as noindex, with no canonical', () => {
    const html = headTags({ language: 'en', path: undefined, title: 'Page Not Found', description: 'Gone', keywords: 'none', imageAlt: 'Logo' })
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).not.toContain('canonical')
  })

  it('escapes text from locale files', () => {
    const html = headTags({ language: 'en', path: '/', title: 'Apps & "Sites" <now>', description: 'x', keywords: 'x', imageAlt: 'x' })
    expect(html).toContain('<title>Apps &amp; &quot;Sites&quot; &lt;now&gt; | ')
  })
})
