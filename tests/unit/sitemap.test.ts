import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { writeSitemap } from '../../scripts/postbuild/sitemap'
import { localizedPageUrls } from '../../src/seo/site-urls'
import { siteConfig } from '../../src/site.config'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function fakeBuild(skip?: string) {
  dir = mkdtempSync(join(tmpdir(), 'sitemap-'))
  for (const { path } of localizedPageUrls()) {
    if (path === skip) continue
    mkdirSync(join(dir, path), { recursive: true })
    writeFileSync(join(dir, path, 'index.html'), '<!DOCTYPE html>')
  }
}

describe('sitemap step', () => {
  it('lists every page of every language with its alternates, and points robots.txt to it', () => {
    fakeBuild()
    writeSitemap(dir, new Date('2026-11-22T10:00:00Z'))
    const sitemap = readFileSync(join(dir, 'sitemap.xml'), 'utf8')
    expect(sitemap.match(/<loc>/g)).toHaveLength(localizedPageUrls().length)
    expect(sitemap).toContain(`<loc>${siteConfig.origin}/fr/about</loc>`)
    expect(sitemap).toContain('<lastmod>2026-11-22</lastmod>')
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${siteConfig.origin}/about" />`)
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${siteConfig.origin}/sitemap.xml`)
  })

  it('fails the build, naming the page, when an alternate was not built', () => {
    fakeBuild('/fr/quote')
    expect(() => writeSitemap(dir)).toThrow('hreflang or sitemap would point to pages that were not built: /fr/quote')
  })
})
