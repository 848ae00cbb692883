import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { robotsTxt, sitemapEntries, sitemapProblems, sitemapXml, type BuiltPage } from '../../src/seo/sitemap.ts'
import { siteConfig } from '../../src/site.config.ts'
import { parseHtml } from '../html.ts'

/** Fails the build, naming each link, on a canonical or hreflang link to a page that was not built. */
export function writeSitemap(clientDir: string, buildDate = new Date()): void {
  const entries = sitemapEntries()
  const urls = new Set(entries.flatMap(({ url, alternates }) => [url, ...alternates.map(({ href }) => href)]))
  const built = new Map<string, BuiltPage>()
  for (const url of urls) {
    const file = builtFile(clientDir, url)
    if (file && existsSync(file)) built.set(url, readHeadLinks(readFileSync(file, 'utf8')))
  }
  const problems = sitemapProblems(entries, built)
  if (problems.length) {
    throw new Error(`the sitemap or hreflang would point to pages that do not exist:\n  - ${problems.join('\n  - ')}`)
  }
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(entries, buildDate.toISOString().slice(0, 10)))
  writeFileSync(join(clientDir, 'robots.txt'), robotsTxt())
}

export const run = (clientDir: string) => writeSitemap(clientDir)

function builtFile(clientDir: string, url: string): string | undefined {
  const { origin, pathname } = new URL(url)
  return origin === new URL(siteConfig.origin).origin ? join(clientDir, decodeURIComponent(pathname), 'index.html') : undefined
}

export function readHeadLinks(html: string): BuiltPage {
  const head = parseHtml(html).head
  return {
    canonical: head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    alternates: [...head.querySelectorAll('link[rel="alternate"][hreflang][href]')].map((link) => ({
      hreflang: link.getAttribute('hreflang')!,
      href: link.getAttribute('href')!,
    })),
  }
}
