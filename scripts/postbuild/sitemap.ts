import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { escapeHtml } from '../../src/seo/head-tags'
import { absoluteUrl, alternateLinks, localizedPageUrls } from '../../src/seo/site-urls'
import { pages } from '../../src/content/pages'

/** The built file of a URL path: '/fr/about' -> fr/about/index.html. */
const builtFile = (clientDir: string, path: string) => join(clientDir, path, 'index.html')

/**
 * Writes sitemap.xml (every page of every language, with its hreflang alternates) and robots.txt,
 * after checking that every page and every alternate it names was really built.
 */
export function writeSitemap(clientDir: string, buildDate = new Date()): void {
  const entries = localizedPageUrls()
  const missing = entries
    .flatMap(({ path, pageId }) => [path, ...alternateLinks(pages[pageId].path).map(({ href }) => new URL(href).pathname)])
    .filter((path, index, all) => all.indexOf(path) === index && !existsSync(builtFile(clientDir, path)))
  if (missing.length) {
    throw new Error(`hreflang or sitemap would point to pages that were not built: ${missing.join(', ')}`)
  }

  const lastmod = buildDate.toISOString().slice(0, 10)
  const urls = entries.map(({ path, pageId }) => {
    const alternates = alternateLinks(pages[pageId].path)
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`)
      .join('\n')
    return `  <url>\n    <loc>${escapeHtml(absoluteUrl(path))}</loc>\n    <lastmod>${lastmod}</lastmod>\n${alternates}\n  </url>`
  })
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemap)
  writeFileSync(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`)
}

export const run = (clientDir: string) => writeSitemap(clientDir)
