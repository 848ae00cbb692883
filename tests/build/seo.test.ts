import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import RichResultRules from '@adobe/structured-data-validator'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { faqs } from '../../src/content/faqs.ts'
import { defaultLanguage, getLanguage, type LanguageCode } from '../../src/i18n/languages.ts'
import { offlinePagePath } from '../../src/i18n/localized-path.ts'
import { clientDirOf } from '../support/builds.ts'
import { builtHtmlFiles, builtName, builtNotFoundPage, builtPage } from '../support/built-site.ts'
import { faqAnswerText, localeStrings } from '../support/locales.ts'
import { parseHtml } from '../support/prerendered-html.ts'
import { languages, localizePath, notFoundUrls, pages, siteConfig, siteUrls } from '../support/site.ts'

/**
 * What search engines and share previews read in the built pages: title, meta, share tags, canonical and
 * hreflang (checked here and nowhere else), JSON-LD, the sitemap and robots.txt.
 */
type JsonLdNode = Record<string, unknown> & { '@type': string }

interface Head {
  lang: string
  title: string
  /** The content of every <meta> by name or property, in document order. */
  meta: Record<string, string[]>
  canonical: string | undefined
  alternates: Record<string, string>
  /** The parsed JSON-LD graph of every ld+json block, merged. */
  graph: JsonLdNode[]
  /** The questions of the FAQ accordion as the page shows them. */
  accordion: string[]
  /** Every <link> of the head but canonical and hreflang, as rel, href and its other attributes. */
  links: Record<string, string>[]
}

const origin = siteConfig.origin
const absolute = (path: string) => new URL(path, origin).href
const clientDir = clientDirOf()

function readHead(html: string): Head {
  const document = parseHtml(html)
  const meta: Record<string, string[]> = {}
  for (const element of document.head.querySelectorAll('meta[name], meta[property]')) {
    const key = element.getAttribute('property') ?? element.getAttribute('name')!
    meta[key] = [...(meta[key] ?? []), element.getAttribute('content') ?? '']
  }
  const alternates: Record<string, string> = {}
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) {
    alternates[link.getAttribute('hreflang')!] = link.getAttribute('href')!
  }
  const graph = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
    (script) => (JSON.parse(script.textContent ?? '') as { '@graph': JsonLdNode[] })['@graph'],
  )
  return {
    lang: document.documentElement.lang,
    title: document.title,
    meta,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    alternates,
    graph,
    accordion: [...document.querySelectorAll('details[name="faq"] summary')].map((summary) => summary.textContent?.trim() ?? ''),
    links: [...document.head.querySelectorAll('link:not([rel="canonical"], [rel="alternate"], [rel="expect"], [rel="preload"])')].map(
      (link) => Object.fromEntries([...link.attributes].map(({ name, value }) => [name, value])),
    ),
  }
}

/** A built PNG's width and height, read from its header; undefined when the file is missing or no PNG. */
function pngSize(path: string): [number, number] | undefined {
  const file = join(clientDir, path)
  if (!existsSync(file)) return undefined
  const png = readFileSync(file)
  return png.subarray(1, 4).toString('latin1') === 'PNG' ? [png.readUInt32BE(16), png.readUInt32BE(20)] : undefined
}

const themeColor = '#334889'

/** The favicon (SVG, and PNG where SVG is not drawn), the home-screen icon, the manifest of its language, the bar's colour. */
function expectIcons(head: Head, language: LanguageCode) {
  expect(head.links).toEqual([
    { rel: 'icon', href: '/favicon-32.png', sizes: '32x32', type: 'image/png' },
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    { rel: 'manifest', href: `/manifest-${language}.webmanifest` },
  ])
  expect(head.meta['theme-color']).toEqual([themeColor])
}

const ofType = (graph: JsonLdNode[], type: string) => graph.filter((node) => node['@type'] === type)

/** The Open Graph and Twitter tags every page has, in its language, with a share image of its own: 1200×630, its title named. */
function expectShareTags(head: Head, language: LanguageCode, description: string, card: string) {
  const strings = localeStrings(language)
  const imagePath = `/og/${language}/${card}.png`
  const image = absolute(imagePath)
  const cardTitle = head.title.replace(` | ${siteConfig.brand}`, '').replace(`${siteConfig.brand} | `, '')
  const imageAlt = strings['common:seo.shareImage.alt']!.replace('{{brand}}', siteConfig.brand).replace('{{title}}', cardTitle)
  expect(pngSize(imagePath), imagePath).toEqual([1200, 630])
  expect(head.meta).toMatchObject({
    'og:type': ['website'],
    'og:site_name': [siteConfig.brand],
    'og:title': [head.title],
    'og:description': [description],
    'og:image': [image],
    'og:image:width': ['1200'],
    'og:image:height': ['630'],
    'og:image:alt': [imageAlt],
    'og:locale': [getLanguage(language).ogLocale],
    'og:locale:alternate': languages.filter(({ code }) => code !== language).map(({ ogLocale }) => ogLocale),
    'twitter:card': ['summary_large_image'],
    'twitter:title': [head.title],
    'twitter:description': [description],
    'twitter:image': [image],
    'twitter:image:alt': [imageAlt],
  })
}

/** The organisation and the business, with the studio's facts, on every page. */
function expectBusiness(graph: JsonLdNode[], language: LanguageCode) {
  const strings = localeStrings(language)
  const [organization] = ofType(graph, 'Organization')
  const [business] = ofType(graph, 'ProfessionalService')
  const facts = {
    name: siteConfig.brand,
    url: absolute(localizePath('home', language)),
    telephone: siteConfig.phone.e164,
    email: siteConfig.email,
    foundingDate: '2019',
    address: { '@type': 'PostalAddress', addressCountry: 'GH' },
    sameAs: siteConfig.social.map(({ url }) => url),
  }
  expect(organization).toMatchObject({ ...facts, '@id': `${origin}/#organization`, logo: absolute('/icon-512.png') })
  // Search engines take a PNG logo of 112 px or more.
  expect(pngSize('/icon-512.png')).toEqual([512, 512])
  expect(business).toMatchObject({
    ...facts,
    '@id': `${origin}/#business`,
    parentOrganization: { '@id': `${origin}/#organization` },
    priceRange: '$500-$10000',
    currenciesAccepted: 'USD, GHS',
    paymentAccepted: ['card', 'bankTransfer', 'mobileMoney'].map((method) => strings[`common:seo.payment.${method}`]).join(', '),
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 50, bestRating: 5 },
    description: strings['common:seo.organizationDescription'],
  })
}

describe('head and structured data of every page', () => {
  it.each(siteUrls)('$path: language, title, meta, canonical, hreflang, share tags and JSON-LD', ({ path, language, pageId }) => {
    const head = readHead(builtPage(path))
    const strings = localeStrings(language)
    const namespace = pages[pageId].namespace
    const metaTitle = strings[`${namespace}:meta.title`]!.replaceAll('{{brand}}', siteConfig.brand)
    const description = strings[`${namespace}:meta.description`]!

    expect(head.lang).toBe(language)
    expect(head.title).toBe(metaTitle.includes(siteConfig.brand) ? metaTitle : `${metaTitle} | ${siteConfig.brand}`)
    expect(head.title.split(siteConfig.brand)).toHaveLength(2)
    expect(head.meta.description).toEqual([description])
    expect(head.meta.keywords).toEqual([strings[`${namespace}:meta.keywords`]])
    expect(head.meta.robots).toBeUndefined()
    expect(head.canonical).toBe(absolute(path))
    expect(head.meta['og:url']).toEqual([absolute(path)])
    // Each language at its own address, English also as the default.
    const urlIn = (code: LanguageCode) => absolute(localizePath(pageId, code))
    expect(head.alternates).toEqual({
      ...Object.fromEntries(languages.map(({ code }) => [code, urlIn(code)])),
      'x-default': urlIn(defaultLanguage),
    })
    expectShareTags(head, language, description, pageId)
    expectIcons(head, language)

    const pageType = pageId === 'home' ? 'FAQPage' : 'WebPage'
    // The home page is the top of every trail: a trail of one is no breadcrumb.
    const trail = pageId === 'home' ? [] : ['BreadcrumbList']
    expect(head.graph.map((node) => node['@type'])).toEqual(['Organization', 'ProfessionalService', 'WebSite', pageType, ...trail])
    expectBusiness(head.graph, language)
    expect(ofType(head.graph, 'WebSite')[0]).toMatchObject({ url: absolute(localizePath('home', language)), inLanguage: language })
    const breadcrumb = { '@id': `${absolute(path)}#breadcrumb` }
    expect(ofType(head.graph, pageType)[0]).toMatchObject({
      url: absolute(path),
      name: metaTitle,
      description,
      inLanguage: language,
      ...(pageId === 'home' ? {} : { breadcrumb }),
    })
    if (pageId === 'home') return expect(ofType(head.graph, pageType)[0]).not.toHaveProperty('breadcrumb')

    const home = { '@type': 'ListItem', position: 1, name: strings['home:meta.breadcrumb'], item: absolute(localizePath('home', language)) }
    const own = { '@type': 'ListItem', position: 2, name: strings[`${namespace}:meta.breadcrumb`], item: absolute(path) }
    expect(ofType(head.graph, 'BreadcrumbList')[0]).toMatchObject({ ...breadcrumb, itemListElement: [home, own] })
  })

  it.each(builtHtmlFiles().map((file) => [builtName(file), file]))(
    "%s: Google's rich-result rules find nothing to report in its JSON-LD",
    async (_, file) => {
      const { graph } = readHead(readFileSync(file, 'utf8'))
      // Grouped by type, as the rules' own extractor (@marbec/web-auto-extractor) hands a page's JSON-LD over.
      const jsonld: Record<string, JsonLdNode[]> = {}
      for (const node of graph) (jsonld[node['@type']] ??= []).push(node)
      expect(graph.length).toBeGreaterThan(0)
      expect(await new RichResultRules().validate({ jsonld })).toEqual([])
    },
  )

  it.each(siteUrls.filter(({ pageId }) => pageId === 'home'))("$path: the FAQPage asks the accordion's questions", ({ path, language }) => {
    const head = readHead(builtPage(path))
    const strings = localeStrings(language)
    expect(head.accordion).toEqual(faqs.map(({ questionKey }) => strings[`home:${questionKey}`]))
    expect(ofType(head.graph, 'FAQPage')[0]?.mainEntity).toEqual(
      faqs.map((faq, index) => ({
        '@type': 'Question',
        name: head.accordion[index],
        acceptedAnswer: { '@type': 'Answer', text: faqAnswerText(language, faq) },
      })),
    )
  })

  it.each(notFoundUrls)('$path gets a noindex page, with no canonical, hreflang or breadcrumbs, in $language', ({ path, language }) => {
    const head = readHead(builtNotFoundPage(path))
    const strings = localeStrings(language)
    expect(head.lang).toBe(language)
    expect(head.title).toBe(`${strings['errors:meta.title']} | ${siteConfig.brand}`)
    expect(head.meta.robots).toEqual(['noindex'])
    expect(head.meta.keywords).toEqual([strings['errors:meta.keywords']])
    expect(head.canonical).toBeUndefined()
    expect(head.alternates).toEqual({})
    expect(head.meta['og:url']).toBeUndefined()
    expectShareTags(head, language, strings['errors:meta.description']!, 'not-found')
    expectIcons(head, language)
    expect(head.graph.map((node) => node['@type'])).toEqual(['Organization', 'ProfessionalService'])
    expectBusiness(head.graph, language)
  })

  it.each(languages)('the $code manifest names the studio and opens its home, with icons that exist at their sizes', ({ code }) => {
    const strings = localeStrings(code)
    const manifest = JSON.parse(readFileSync(join(clientDir, `manifest-${code}.webmanifest`), 'utf8')) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[]
    }
    const home = localizePath('home', code)
    expect(manifest).toMatchObject({
      name: strings['common:manifest.name']!.replace('{{brand}}', siteConfig.brand),
      short_name: strings['common:manifest.shortName'],
      lang: code,
      start_url: home,
      scope: home,
      theme_color: themeColor,
      background_color: '#ffffff',
    })
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
    for (const { src, sizes, type } of manifest.icons) {
      expect(type).toBe('image/png')
      expect(pngSize(src)?.join('x'), src).toBe(sizes)
    }
  })

  it('the favicon and the home-screen icons exist at their sizes; the mark stays small', () => {
    expect(pngSize('/favicon-32.png')).toEqual([32, 32])
    expect(pngSize('/apple-touch-icon.png')).toEqual([180, 180])
    const favicon = readFileSync(join(clientDir, 'favicon.svg'), 'utf8')
    expect(favicon).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/)
    for (const [name, svg] of [
      ['src/theme/mark.svg', readFileSync(join(import.meta.dirname, '../../src/theme/mark.svg'), 'utf8')],
      ['favicon.svg', favicon],
    ] as const)
      expect(gzipSync(svg).length, `${name}, gzipped`).toBeLessThanOrEqual(1536)
  })
})

describe('across the built tree', () => {
  const alternatesOf = new Map(siteUrls.map(({ path }) => [absolute(path), readHead(builtPage(path)).alternates]))

  it('hreflang links are absolute, complete and reciprocal, with English as x-default', () => {
    for (const [url, links] of alternatesOf) {
      expect(Object.keys(links).sort()).toEqual([...languages.map(({ code }) => code), 'x-default'].sort())
      expect(links['x-default']).toBe(links[defaultLanguage])
      expect(Object.values(links)).toContain(url)
      for (const [hreflang, href] of Object.entries(links)) {
        expect(href).toMatch(new RegExp(`^${origin}/`))
        expect(alternatesOf.get(href), `${url}: hreflang="${hreflang}" ${href} is a built page`).toBeDefined()
        expect(alternatesOf.get(href)?.[hreflang === 'x-default' ? defaultLanguage : hreflang]).toBe(href)
        expect(Object.values(alternatesOf.get(href)!), `${href} links back to ${url}`).toContain(url)
      }
    }
  })

  it('the sitemap lists exactly the built pages, with their hreflang alternates', () => {
    // Every HTML file of the build but the not-found and offline pages is a page; folder index files are served at the
    // folder's URL, and a language's home is written /fr/, as in its canonical.
    const languageHomes = languages.map(({ code }) => localizePath('home', code).replace(/\/$/, ''))
    const offlinePages = languages.map(({ code }) => offlinePagePath(code))
    const built = builtHtmlFiles()
      .map((file) => builtName(file))
      .filter((file) => !file.endsWith('404.html'))
      .map((file) => `/${file.split('\\').join('/')}`.replace(/\/?index\.html$/, '').replace(/\.html$/, ''))
      .filter((path) => !offlinePages.includes(path))
      .map((path) => absolute(path === '' ? '/' : languageHomes.includes(path) ? `${path}/` : path))
    expect(built.length).toBe(siteUrls.length)

    const { DOMParser } = new JSDOM('').window
    const sitemap = new DOMParser().parseFromString(readFileSync(join(clientDir, 'sitemap.xml'), 'utf8'), 'application/xml')
    expect(sitemap.getElementsByTagName('parsererror'), 'sitemap.xml is well-formed XML').toHaveLength(0)
    const entries = [...sitemap.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? '',
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
          link.getAttribute('rel') === 'alternate' && link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ) as Record<string, string>,
    }))
    expect(entries.map(({ loc }) => loc).sort()).toEqual(built.sort())

    const today = new Date().toISOString().slice(0, 10)
    for (const { loc, lastmod, alternates } of entries) {
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(lastmod <= today).toBe(true)
      expect(alternates).toEqual(alternatesOf.get(loc))
    }
  })

  it('robots.txt allows everything and points to the sitemap by absolute URL', () => {
    expect(readFileSync(join(clientDir, 'robots.txt'), 'utf8')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`)
  })
})
