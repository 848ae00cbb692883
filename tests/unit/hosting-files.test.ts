import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { hostingRules } from '../../scripts/hosting/rules'
import { renderHeadersFile, renderRedirectsFile } from '../../scripts/hosting/static-host-files'
import { findInlineScripts, writeHostingFiles } from '../../scripts/postbuild/hosting-files'

const rules = hostingRules()

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function fakeBuild(pages: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'hosting-files-'))
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), html)
  }
}

describe('_headers', () => {
  const headers = renderHeadersFile(rules)
  const section = (path: string) => headers.split('\n\n').find((block) => block.startsWith(`${path}\n`)) ?? ''

  it('sends every security header on every path', () => {
    for (const [name, value] of Object.entries(rules.headers)) expect(section('/*')).toContain(`\n  ${name}: ${value}`)
  })

  it('caches hashed assets for good, and sets no site-wide Cache-Control that hosts would merge into it', () => {
    expect(section('/assets/*')).toBe('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n')
    expect(section('/*')).not.toContain('Cache-Control')
  })
})

describe('_redirects', () => {
  it("answers unknown paths with a 404 and their language's page, the catch-all last", () => {
    const lines = renderRedirectsFile(rules).split('\n').filter((line) => line && !line.startsWith('#'))
    expect(lines).toEqual(rules.notFound.map(({ prefix, page }) => `${prefix}*  ${page}  404`))
    expect(lines).toContain('/fr/*  /fr/404.html  404')
    expect(lines.at(-1)).toBe('/*  /404.html  404')
  })
})

describe('hosting files step', () => {
  it('writes _headers and _redirects, with the CSP of the build’s form endpoint', () => {
    fakeBuild({ 'index.html': '<script type="application/json">{"a":1}</script><script src="/assets/entries/a.js" type="module" async></script>' })
    writeHostingFiles(dir, 'https://forms.example/f/abc')
    expect(readFileSync(join(dir, '_headers'), 'utf8')).toContain("connect-src 'self' https://forms.example/f/abc;")
    expect(readFileSync(join(dir, '_redirects'), 'utf8')).toBe(renderRedirectsFile(rules))
  })

  it('fails the build when a page has an inline script the policy would block', () => {
    fakeBuild({ 'index.html': '<p>ok</p>', 'fr/about/index.html': '<script>window.x = 1</script>' })
    expect(() => writeHostingFiles(dir)).toThrow(/inline scripts of fr\/about\/index\.html/)
  })

  it.each([
    ['<script>alert(1)</script>', 1],
    ['<script type="module">import "/a.js"</script>', 1],
    ["<script type='text/javascript'>a()</script>", 1],
    ['<script type=importmap>{}</script>', 1],
    ['<script type="application/json" id="vike_pageContext">{}</script>', 0],
    ['<script type="application/ld+json">{}</script>', 0],
    ['<script src="/a.js"></script>', 0],
    ['<script data-src="/a.js">a()</script>', 1],
  ])('finds the executable inline scripts of %s', (html, count) => {
    expect(findInlineScripts(html)).toHaveLength(count)
  })
})
