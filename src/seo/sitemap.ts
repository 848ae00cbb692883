import { escapeHtml } from './markup.ts'
import { absoluteUrl, alternateLinks, localizedPageUrls, type LocalizedPage } from './site-urls.ts'

interface Alternate {
  hreflang: string
  href: string
}

export interface SitemapEntry {
  url: string
  alternates: Alternate[]
}

export interface BuiltPage {
  canonical: string | undefined
  alternates: Alternate[]
}

/** Every page of every language, with the same hreflang alternates as its <head>; not-found pages are not pages. */
export function sitemapEntries(localizedPages: LocalizedPage[] = localizedPageUrls()): SitemapEntry[] {
  return localizedPages.map(({ pageId, path }) => ({ url: absoluteUrl(path), alternates: alternateLinks(pageId) }))
}

export function sitemapXml(entries: SitemapEntry[], lastmod: string): string {
  const urls = entries.map(({ url, alternates }) =>
    [
      '  <url>',
      `    <loc>${escapeHtml(url)}</loc>`,
      `    <lastmod>${lastmod}</lastmod>`,
      ...alternates.map(
        ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
      ),
      '  </url>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`
}

/** Listed, linked or canonical pages that were not built, and hreflang links that differ from the sitemap's. */
export function sitemapProblems(entries: SitemapEntry[], built: ReadonlyMap<string, BuiltPage>): string[] {
  const problems: string[] = []
  const describe = (alternates: Alternate[]) =>
    alternates
      .map(({ hreflang, href }) => `${hreflang}=${href}`)
      .sort()
      .join(' ')
  for (const { url, alternates } of entries) {
    const page = built.get(url)
    if (!page) {
      problems.push(`${url} is listed but was not built`)
      continue
    }
    for (const { hreflang, href } of [...alternates, ...page.alternates]) {
      if (!built.has(href)) problems.push(`${url}: the hreflang="${hreflang}" alternate ${href} was not built`)
    }
    if (page.canonical !== url) problems.push(`${url}: its canonical is ${page.canonical ?? 'missing'}`)
    if (describe(page.alternates) !== describe(alternates)) {
      problems.push(
        `${url}: its hreflang links (${describe(page.alternates) || 'none'}) differ from the sitemap's (${describe(alternates)})`,
      )
    }
  }
  return [...new Set(problems)]
}
