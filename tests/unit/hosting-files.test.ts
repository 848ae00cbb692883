import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { productionNginxTarget, renderNginxConfig } from '../../scripts/hosting/nginx-config.ts'
import { hostingRules, runtimeStyleHash, styleHash } from '../../scripts/hosting/rules.ts'
import { parseHtml } from '../../scripts/html.ts'
import {
  headersForPath,
  parseHeadersFile,
  parseRedirectsFile,
  renderHeadersFile,
  renderRedirectsFile,
} from '../../scripts/hosting/static-host-files.ts'
import { pages } from '../../src/content/pages.ts'
import { localizePath } from '../../src/i18n/localized-path.ts'
import {
  findInlineScripts,
  findInlineStyles,
  findStyleAttributes,
  withPagePolicy,
  writeHostingFiles,
} from '../../scripts/postbuild/hosting-files.ts'

const rules = hostingRules()

let buildDir = ''
const clientDir = () => join(buildDir, 'client')
afterEach(() => rmSync(buildDir, { recursive: true, force: true }))

function fakeBuild(pages: Record<string, string>) {
  buildDir = mkdtempSync(join(tmpdir(), 'hosting-files-'))
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(join(clientDir(), file, '..'), { recursive: true })
    writeFileSync(join(clientDir(), file), html)
  }
}

const page = (head: string, body = '<p>ok</p>') =>
  `<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="utf-8" />\n    ${head}\n  </head>\n  <body>${body}</body>\n</html>\n`

describe('_headers', () => {
  const headers = renderHeadersFile(rules)
  const section = (path: string) => headers.split('\n\n').find((block) => block.startsWith(`${path}\n`)) ?? ''

  it('sends every header of the rules on every path', () => {
    for (const [name, value] of Object.entries(rules.headers)) expect(section('/*')).toContain(`\n  ${name}: ${value}`)
  })

  it('caches hashed assets for good, and sets no site-wide Cache-Control that hosts would merge into it', () => {
    expect(section('/assets/*')).toBe('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
    expect(section('/*')).not.toContain('Cache-Control')
  })

  it('serves the speculation rules file and the web app manifests with the types browsers require', () => {
    expect(section('/speculation-rules.json')).toBe('/speculation-rules.json\n  Content-Type: application/speculationrules+json')
    expect(section('/manifest-*.webmanifest')).toBe('/manifest-*.webmanifest\n  Content-Type: application/manifest+json\n')
    expect(headersForPath(parseHeadersFile(headers), '/manifest-fr.webmanifest')['Content-Type']).toBe('application/manifest+json')
    expect(section('/*')).toContain('\n  Speculation-Rules: "/speculation-rules.json"')
  })

  it('reads back as a static host reads it: every matching section, a repeated header joined', () => {
    const sections = parseHeadersFile(headers)
    expect(headersForPath(sections, '/about')).toEqual(rules.headers)
    expect(headersForPath(sections, '/assets/entries/a.js')).toEqual({
      ...rules.headers,
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
    expect(headersForPath(parseHeadersFile('/*\n  X-A: 1\n/fr/*\n  X-A: 2\n'), '/fr/a-propos')).toEqual({ 'X-A': '1, 2' })
    expect(() => parseHeadersFile('/*\n  no separator\n')).toThrow(/cannot read/)
  })
})

describe('_redirects', () => {
  const lines = renderRedirectsFile(rules)
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))

  it("answers unknown paths with a 404 and their language's page, the catch-all last", () => {
    expect(lines.filter((line) => line.endsWith(' 404'))).toEqual(rules.notFound.map(({ prefix, page }) => `${prefix}*  ${page}  404`))
    expect(lines).toContain('/fr/*  /fr/404.html  404')
    expect(lines.at(-1)).toBe('/*  /404.html  404')
  })

  it('redirects the old French addresses permanently, with and without a trailing slash, before any 404 rule', () => {
    for (const pageId of ['about', 'portfolio', 'quote'] as const) {
      const from = `/fr/${pages[pageId].slug.en}`
      expect(lines.indexOf(`${from}  ${localizePath(pageId, 'fr')}  301`), from).toBeGreaterThanOrEqual(0)
      expect(lines.indexOf(`${from}/  ${localizePath(pageId, 'fr')}  301`), from).toBeLessThan(lines.indexOf('/fr/*  /fr/404.html  404'))
    }
  })

  it('sends the bare domain, over HTTP and HTTPS, to the same path on the canonical host first, forced past any file', () => {
    const [bare] = rules.hostAliases
    expect(lines.slice(0, 2)).toEqual([
      `http://${bare}/*  https://${rules.canonicalHost}/:splat  301!`,
      `https://${bare}/*  https://${rules.canonicalHost}/:splat  301!`,
    ])
    const aliased = renderRedirectsFile(hostingRules({ hostAliases: ['sankofa.example'] }))
    expect(aliased).toContain(`\nhttps://sankofa.example/*  https://${rules.canonicalHost}/:splat  301!\n`)
    expect(renderRedirectsFile(hostingRules({ origin: 'https://studio.example', hostAliases: [] }))).not.toMatch(/:\/\//)
  })

  it('reads back as the local server applies it', () => {
    expect(parseRedirectsFile(renderRedirectsFile(rules))).toEqual({
      hostRedirects: rules.hostAliases.flatMap((host) =>
        ['http', 'https'].map((scheme) => ({ scheme, host, to: `https://${rules.canonicalHost}` })),
      ),
      redirects: rules.redirects.flatMap((redirect) => [redirect, { ...redirect, from: `${redirect.from}/` }]),
      notFound: rules.notFound,
    })
    expect(() => parseRedirectsFile('/a  /b  302\n')).toThrow(/only .* lines are served locally/)
  })
})

describe('hosting files step', () => {
  const styles = ['.a{color:red}', '.b{margin:0}']
  const styledPage = page(
    `<title>x</title>\n    <style data-emotion="css-global a">${styles[0]}</style><style data-emotion="css b">${styles[1]}</style>`,
  )

  it('writes _headers, _redirects, the rules file and an nginx.conf outside the served folder, all with the build’s endpoint and styles', () => {
    fakeBuild({ 'index.html': styledPage, 'fr/index.html': page('<style>.c{padding:0}</style>') })
    writeHostingFiles(clientDir(), 'https://forms.example/f/abc')
    const built = hostingRules({
      formEndpoint: 'https://forms.example/f/abc',
      styleHashes: [...styles, '.c{padding:0}'].map(styleHash).sort(),
    })
    expect(readFileSync(join(clientDir(), '_headers'), 'utf8')).toBe(renderHeadersFile(built))
    expect(readFileSync(join(clientDir(), '_redirects'), 'utf8')).toBe(renderRedirectsFile(built))
    expect(JSON.parse(readFileSync(join(clientDir(), 'speculation-rules.json'), 'utf8'))).toEqual(built.speculationRules.rules)
    expect(readFileSync(join(buildDir, 'nginx.conf'), 'utf8')).toBe(renderNginxConfig(built, productionNginxTarget()))
    expect(existsSync(join(clientDir(), 'nginx.conf'))).toBe(false)

    const policy = built.headers['Content-Security-Policy']!
    expect(policy).toContain("connect-src 'self' https://forms.example/f/abc;")
    for (const css of [...styles, '.c{padding:0}', '']) expect(policy).toContain(styleHash(css))
    expect(policy).not.toContain('unsafe-inline')
  })

  it('gives each page a policy of its own style blocks, first after <meta charset>, once however often it runs', () => {
    fakeBuild({ 'index.html': styledPage, 'fr/index.html': page('<style>.c{padding:0}</style>') })
    writeHostingFiles(clientDir())
    writeHostingFiles(clientDir())
    const home = readFileSync(join(clientDir(), 'index.html'), 'utf8')
    const expected = `style-src 'self' ${styleHash(styles[0]!)} ${styleHash(styles[1]!)} ${runtimeStyleHash}`
    expect(home).toContain(
      `    <meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${expected}" />\n    <title>`,
    )
    expect(home.match(/http-equiv/g)).toHaveLength(1)
    expect(readFileSync(join(clientDir(), 'fr/index.html'), 'utf8')).toContain(
      `content="style-src 'self' ${styleHash('.c{padding:0}')} ${runtimeStyleHash}"`,
    )
    expect(withPagePolicy(home, 'style-src x')).toBe(home.replace(expected, 'style-src x'))
  })

  it('names in a Link header, at each page’s addresses, the font files its head preloads, and nowhere else', () => {
    const preload = (file: string) => `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin />`
    fakeBuild({
      'index.html': page(preload('/assets/fonts/en.woff2')),
      'about/index.html': page(preload('/assets/fonts/en.woff2')),
      'fr/index.html': page(preload('/assets/fonts/fr.woff2')),
      'fr/a-propos/index.html': page(`${preload('/assets/fonts/fr-1.woff2')}\n    ${preload('/assets/fonts/fr-2.woff2')}`),
      '404.html': page(preload('/assets/fonts/en.woff2')),
    })
    writeHostingFiles(clientDir())
    const sections = parseHeadersFile(readFileSync(join(clientDir(), '_headers'), 'utf8'))
    const link = (path: string) => headersForPath(sections, path).Link
    const header = (file: string) => `<${file}>; rel=preload; as=font; type="font/woff2"; crossorigin`
    for (const path of ['/', '/about', '/about/']) expect(link(path), path).toBe(header('/assets/fonts/en.woff2'))
    expect(link('/fr/')).toBe(header('/assets/fonts/fr.woff2'))
    expect(link('/fr/a-propos')).toBe(`${header('/assets/fonts/fr-1.woff2')}, ${header('/assets/fonts/fr-2.woff2')}`)
    for (const path of ['/nope', '/404.html', '/assets/fonts/en.woff2']) expect(link(path), path).toBeUndefined()
  })

  it("gives the pseudo language's QA build its own not-found page", () => {
    fakeBuild({ 'index.html': page('') })
    writeHostingFiles(clientDir(), undefined, ['en', 'fr', 'en-XA'])
    expect(parseRedirectsFile(readFileSync(join(clientDir(), '_redirects'), 'utf8')).notFound).toContainEqual({
      prefix: '/en-XA/',
      page: '/en-XA/404.html',
    })
  })

  it('fails the build when a page has an inline script or a style attribute the policy would block', () => {
    fakeBuild({
      'index.html': page(''),
      'fr/about/index.html': page('<script>window.x = 1</script>'),
      'about/index.html': page('', '<p style="color:red">x</p>'),
    })
    expect(() => writeHostingFiles(clientDir())).toThrow(/style attributes of about\/index\.html.*inline scripts of fr\/about\/index\.html/)
  })

  it('hashes styles as the browser reads them: line breaks as the HTML parser leaves them', () => {
    expect(styleHash('a{}\r\nb{}')).toBe(styleHash('a{}\nb{}'))
    expect(runtimeStyleHash).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    expect(findInlineStyles(parseHtml('<style data-emotion="css x">.x{}</style>\n<STYLE>.y{}</style >'))).toEqual(['.x{}', '.y{}'])
    expect(findStyleAttributes(parseHtml('<p style="a"></p><div data-style="b"></div><p\nstyle=b>'))).toHaveLength(2)
  })

  it.each([
    ['<script>alert(1)</script>', 1],
    ['<script type="module">import "/a.js"</script>', 1],
    ["<script type='text/javascript'>a()</script>", 1],
    ['<script type=importmap>{}</script>', 1],
    ['<script type="speculationrules">{}</script>', 1],
    ['<script type="application/json" id="vike_pageContext">{}</script>', 0],
    ['<script type="application/ld+json">{}</script>', 0],
    ['<script src="/a.js"></script>', 0],
    ['<script data-src="/a.js">a()</script>', 1],
  ])('finds the executable inline scripts of %s', (html, count) => {
    expect(findInlineScripts(parseHtml(html))).toHaveLength(count)
  })
})
