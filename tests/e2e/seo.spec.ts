import { expect, test } from '@playwright/test'
import { readdirSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { faqs } from '../../src/content/faqs'
import { getLanguage, languages } from '../../src/i18n/languages'
import { localeStrings } from '../support/locales'
import { notFoundUrls, siteConfig, siteUrls } from '../support/site'

type Node = Record<string, unknown> & { '@type': string }

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1]
const graphOf = (html: string): Node[] => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  expect(blocks).toHaveLength(1)
  return (JSON.parse(blocks[0]![1]!) as { '@graph': Node[] })['@graph']
}

test.describe('head and structured data of every page', () => {
  for (const { path, language, pageId } of siteUrls) {
    test(`${path}`, async ({ request }) => {
      const html = await (await request.get(path)).text()
      const strings = localeStrings(language)
      const title = attribute(html, /<title>([^<]*)<\/title>/)!.replace(/&amp;/g, '&')
      expect(title.split(siteConfig.brand)).toHaveLength(2)
      expect(attribute(html, /<meta property="og:url" content="([^"]+)"/)).toBe(new URL(path, siteConfig.origin).href)
      expect(attribute(html, /<meta property="og:locale" content="([^"]+)"/)).toBe(getLanguage(language).ogLocale)
      expect(attribute(html, /<meta property="og:image:alt" content="([^"]+)"/)).toBe(
        strings['common:seo.ogImageAlt']?.replace('{{brand}}', siteConfig.brand),
      )
      expect(attribute(html, /<meta name="twitter:title" content="([^"]+)"/)?.replace(/&amp;/g, '&')).toBe(title)
      expect(attribute(html, /<meta name="keywords" content="([^"]+)"/)).toBeTruthy()

      const graph = graphOf(html)
      const business = graph.find((node) => node['@type'] === 'ProfessionalService')
      expect(business).toMatchObject({
        priceRange: '$500-$10000',
        currenciesAccepted: 'USD, GHS',
        foundingDate: '2019',
        telephone: siteConfig.phone.e164,
        email: siteConfig.email,
        address: { addressCountry: 'GH' },
        aggregateRating: { ratingValue: 4.9, reviewCount: 50 },
        paymentAccepted: ['card', 'bankTransfer', 'mobileMoney'].map((method) => strings[`common:seo.payment.${method}`]).join(', '),
      })
      expect(graph.find((node) => node['@type'] === 'Organization')).toMatchObject({ name: siteConfig.brand })
      expect(graph.find((node) => node['@type'] === 'WebPage')).toMatchObject({ inLanguage: language })
      const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as { item: string }[]
      expect(crumbs.at(-1)?.item).toBe(new URL(path, siteConfig.origin).href)
      const faqPage = graph.find((node) => node['@type'] === 'FAQPage')
      if (pageId === 'home') expect(faqPage?.mainEntity).toHaveLength(faqs.length)
      else expect(faqPage).toBeUndefined()
    })
  }

  for (const { path } of notFoundUrls) {
    test(`${path} is noindex, with no canonical, hreflang or breadcrumbs`, async ({ request }) => {
      const html = await (await request.get(path)).text()
      expect(html).toContain('<meta name="robots" content="noindex" />')
      expect(html).not.toContain('rel="canonical"')
      expect(html).not.toContain('hreflang')
      expect(graphOf(html).map((node) => node['@type'])).toEqual(['Organization', 'ProfessionalService'])
    })
  }
})

test.describe('across the built tree', () => {
  test('hreflang links are reciprocal and absolute', async ({ request }) => {
    const alternates = new Map<string, Map<string, string>>()
    for (const { path } of siteUrls) {
      const html = await (await request.get(path)).text()
      alternates.set(new URL(path, siteConfig.origin).href, new Map([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1]!, match[2]!])))
    }
    for (const [url, links] of alternates) {
      expect([...links.keys()].sort()).toEqual([...languages.map(({ code }) => code), 'x-default'].sort())
      for (const [hreflang, href] of links) {
        expect(href).toMatch(/^https?:\/\//)
        if (hreflang === 'x-default') continue
        expect(alternates.get(href), `${href} is a built page`).toBeDefined()
        expect([...alternates.get(href)!.values()]).toContain(url)
      }
    }
  })

  test('the sitemap lists exactly the built pages, and robots.txt points to it', async ({ request }) => {
    const clientDir = resolve(import.meta.dirname, '../..', process.env.OUT_DIR ?? 'dist', 'client')
    // Every folder with an index.html is a page; a language's home is written /fr/, as in its canonical.
    const pagePath = (dir: string) => {
      const path = `/${relative(clientDir, dir)}`
      return languages.some(({ code }) => path === `/${code}`) ? `${path}/` : path
    }
    const built = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) return name === 'assets' ? [] : walk(path)
        return name === 'index.html' ? [new URL(pagePath(dir), siteConfig.origin).href] : []
      })
    })(clientDir)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(listed.sort()).toEqual(built.sort())
    expect(sitemap).not.toContain('404')
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${siteConfig.origin}/sitemap.xml`)
  })
})
