// @vitest-environment jsdom
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readHeadLinks, writeSitemap } from '../../scripts/postbuild/sitemap.ts'
import type { PageId } from '../../src/content/pages.ts'
import { localizePath } from '../../src/i18n/localized-path.ts'
import { headTags, type HeadWords } from '../../src/seo/head-tags.ts'
import { absoluteUrl, localizedPageUrls } from '../../src/seo/site-urls.ts'
import { robotsTxt, sitemapEntries, sitemapProblems, sitemapXml } from '../../src/seo/sitemap.ts'
import { siteConfig } from '../../src/site.config.ts'

const origin = siteConfig.origin
const frenchUrl = (pageId: PageId) => absoluteUrl(localizePath(pageId, 'fr'))
const words: HeadWords = {
  pageName: 'Page',
  pageDescription: 'Description',
  keywords: 'keywords',
  shareImageAlt: 'Logo',
  organizationDescription: 'Studio',
  paymentMethods: ['Card'],
  breadcrumb: { home: 'Home', page: 'Page' },
  faqs: [],
}

it('sitemap.xml escapes URLs', () => {
  const xml = sitemapXml([{ url: 'https://example.com/?a=1&b=2', alternates: [] }], '2026-11-22')
  const parsed = new DOMParser().parseFromString(xml, 'application/xml')
  expect(parsed.getElementsByTagName('loc')[0]?.textContent).toBe('https://example.com/?a=1&b=2')
})

describe('alternate check', () => {
  const entries = sitemapEntries()
  const builtSite = () => new Map(entries.map(({ url, alternates }) => [url, { canonical: url, alternates }]))

  it('finds nothing wrong in a complete site', () => {
    expect(sitemapProblems(entries, builtSite())).toEqual([])
  })

  it('names a page that was not built, and every alternate pointing to it', () => {
    const built = builtSite()
    built.delete(frenchUrl('quote'))
    expect(sitemapProblems(entries, built)).toEqual([
      `${origin}/quote: the hreflang="fr" alternate ${frenchUrl('quote')} was not built`,
      `${frenchUrl('quote')} is listed but was not built`,
    ])
  })

  it('names a page whose head links to a page that does not exist or disagrees with the sitemap', () => {
    const built = builtSite()
    built.set(`${origin}/about`, { canonical: `${origin}/about`, alternates: [{ hreflang: 'fr', href: `${origin}/fr/qui-sommes-nous` }] })
    expect(sitemapProblems(entries, built)).toEqual([
      `${origin}/about: the hreflang="fr" alternate ${origin}/fr/qui-sommes-nous was not built`,
      `${origin}/about: its hreflang links (fr=${origin}/fr/qui-sommes-nous) differ from the sitemap's (en=${origin}/about fr=${frenchUrl('about')} x-default=${origin}/about)`,
    ])
  })

  it('names a page whose canonical is not its own URL', () => {
    const built = builtSite()
    built.set(`${origin}/contact`, {
      canonical: `${origin}/`,
      alternates: entries.find(({ url }) => url === `${origin}/contact`)!.alternates,
    })
    expect(sitemapProblems(entries, built)).toEqual([`${origin}/contact: its canonical is ${origin}/`])
  })

  it('reads canonical and hreflang links back from a page’s head', () => {
    const html = `<head>${headTags({ language: 'fr', pageId: 'about', card: 'about', words })}</head>`
    expect(readHeadLinks(html)).toEqual({
      canonical: frenchUrl('about'),
      alternates: entries.find(({ url }) => url === frenchUrl('about'))!.alternates,
    })
  })
})

describe('post-build sitemap step', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** A built site whose pages carry the real head tags; `skip` leaves one page out. */
  function fakeBuild(skip?: string) {
    dir = mkdtempSync(join(tmpdir(), 'sitemap-'))
    for (const { path, pageId, language } of localizedPageUrls()) {
      if (path === skip) continue
      mkdirSync(join(dir, path), { recursive: true })
      writeFileSync(
        join(dir, path, 'index.html'),
        `<!DOCTYPE html><html><head>${headTags({ language, pageId, card: pageId, words })}</head></html>`,
      )
    }
  }

  it('writes sitemap.xml with the build date and robots.txt', () => {
    fakeBuild()
    writeSitemap(dir, new Date('2026-11-22T23:30:00Z'))
    const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8')
    expect(xml.match(/<loc>/g)).toHaveLength(localizedPageUrls().length)
    expect(xml.match(/<lastmod>2026-11-22<\/lastmod>/g)).toHaveLength(localizedPageUrls().length)
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toBe(robotsTxt())
  })

  it('fails the build, naming the missing page, when an alternate would point to it', () => {
    fakeBuild(localizePath('quote', 'fr'))
    expect(() => writeSitemap(dir)).toThrow(`the hreflang="fr" alternate ${frenchUrl('quote')} was not built`)
  })
})
