import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkServerIdentity } from 'node:tls'
import { expect, test } from '@playwright/test'
import { hostingRules } from '../../scripts/hosting/rules.ts'
import { parseHeadersFile } from '../../scripts/hosting/static-host-files.ts'
import { clientDirOf, endpointBuildDir } from '../support/builds.ts'
import { siteRequest, startNginx, type NginxServer } from '../support/nginx.ts'
import { peerCertificate, rawExchange, type RawResponse } from '../support/raw-http.ts'
import { collectCspViolations } from '../support/page-checks.ts'
import { collectProblems, localizePath, notFoundUrls, siteUrls, waitForPageScript } from '../support/site.ts'

/**
 * The build's nginx.conf in the real nginx over HTTPS, one server for the file, its tests in order; Chromium reaches it
 * by the site's host name. Hooks, not a worker fixture, which would start workers and browsers of its own.
 */
test.describe.configure({ mode: 'default' })
let nginx: NginxServer
test.beforeAll(async ({}, workerInfo) => {
  nginx = await startNginx({ portOffset: workerInfo.parallelIndex })
})
test.afterAll(async () => {
  await nginx?.stop()
})
test.use({ ignoreHTTPSErrors: true })

const clientDir = clientDirOf()
/** The headers the build wrote for every path: the rules with this build's style hashes and endpoint. */
const builtHeaders = existsSync(join(clientDir, '_headers'))
  ? (parseHeadersFile(readFileSync(join(clientDir, '_headers'), 'utf8')).find(({ pattern }) => pattern === '/*')?.headers ?? {})
  : {}
const rules = hostingRules()
const immutable = rules.caching.find(({ prefix }) => prefix === '/assets/')?.cacheControl
/** Every built file under /assets/ (none before a build: startNginx then says to build first). */
const assetPaths = existsSync(join(clientDir, 'assets'))
  ? readdirSync(join(clientDir, 'assets'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.\w+$/.test(file))
      .map((file) => `/assets/${file.split('\\').join('/')}`)
  : []
const pageFile = (path: string) => join(clientDir, path, 'index.html')
const notFoundPage = (language: string) => readFileSync(join(clientDir, language === 'en' ? '404.html' : `${language}/404.html`))

/** A page's other spelling: the canonical URL's trailing slash added or removed. */
const otherForm = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : `${path}/`)

function expectBuiltHeaders(response: RawResponse, what: string) {
  expect(Object.keys(builtHeaders)).toEqual(Object.keys(rules.headers))
  for (const [name, value] of Object.entries(builtHeaders)) {
    expect(response.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value)
  }
}

test('nginx starts the build’s config without a warning', () => {
  expect(nginx.startupLog.split('\n').filter((line) => line.includes('['))).toEqual([])
})

test.describe('statuses', () => {
  test('every page answers 200 at its canonical URL, with its own prerendered HTML', async () => {
    for (const { path } of siteUrls) {
      const response = await siteRequest(nginx, path)
      expect(response.status, path).toBe(200)
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8')
      expect(response.body.equals(readFileSync(pageFile(path))), path).toBe(true)
    }
  })

  test('the other spelling of every page redirects once, permanently, to the canonical URL', async () => {
    for (const { path } of siteUrls.filter(({ path }) => path !== '/')) {
      const response = await siteRequest(nginx, `${otherForm(path)}?ref=mail`)
      expect(response.status, otherForm(path)).toBe(301)
      expect(response.headers.location, otherForm(path)).toBe(`${path}?ref=mail`)
    }
  })

  test('the old French addresses, with or without a trailing slash, redirect once, permanently, to the French slug, keeping the query', async () => {
    for (const { from, to } of rules.redirects) {
      for (const old of [from, `${from}/`]) {
        const response = await siteRequest(nginx, `${old}?category=healthcare`)
        expect(response.status, old).toBe(301)
        expect(response.headers.location, old).toBe(`${to}?category=healthcare`)
        expect((await siteRequest(nginx, String(response.headers.location))).status, `${old} lands on a page`).toBe(200)
      }
    }
  })

  test("unknown paths get 404 and the not-found page of the path's language", async () => {
    const cases = [
      ...notFoundUrls,
      { language: 'en', path: '/nope' },
      { language: 'fr', path: '/fr/nope' },
      { language: 'fr', path: '/fr/nope/deeper' },
      { language: 'en', path: '/french' },
      { language: 'en', path: '/assets/entries/missing.js' },
    ]
    for (const { language, path } of cases) {
      const response = await siteRequest(nginx, path)
      expect(response.status, path).toBe(404)
      expect(response.body.equals(notFoundPage(language)), `${path} serves the ${language} not-found page`).toBe(true)
    }
  })

  test('redirects stay on the site', async () => {
    for (const path of ['/%5Cevil.example/', '//evil.example/', '/%2F%2Fevil.example/']) {
      const { headers } = await siteRequest(nginx, path)
      if (headers.location) expect(headers.location, path).toMatch(/^\/[^/\\]/)
    }
  })

  test('every built asset answers 200', async () => {
    expect(assetPaths.length).toBeGreaterThan(0)
    for (const path of assetPaths) expect((await siteRequest(nginx, path)).status, path).toBe(200)
  })
})

test.describe('headers', () => {
  test('every page and not-found page carries every header of the build’s rules, its Content-Security-Policy included', async () => {
    for (const { path } of [...siteUrls, ...notFoundUrls]) expectBuiltHeaders(await siteRequest(nginx, path), path)
  })

  test('every kind of response carries every header of the build’s rules', async () => {
    for (const path of [
      '/',
      localizePath('about', 'fr'),
      rules.redirects[0]!.from,
      assetPaths[0]!,
      '/favicon.svg',
      '/nope',
      '/fr/nope',
      '/about/',
      '/fr',
      '/_headers',
      '/.vite/manifest.json',
    ]) {
      expectBuiltHeaders(await siteRequest(nginx, path), path)
    }
  })

  test('hashed assets are cached for a year; pages, unhashed files and 404s are revalidated', async () => {
    for (const path of assetPaths) expect((await siteRequest(nginx, path)).headers['cache-control'], path).toBe(immutable)
    for (const path of [
      ...siteUrls.map(({ path }) => path),
      '/favicon.svg',
      '/manifest-fr.webmanifest',
      '/nope',
      '/fr/nope',
      '/assets/missing.js',
    ]) {
      expect((await siteRequest(nginx, path)).headers['cache-control'], path).toBe(rules.defaultCacheControl)
    }
  })

  test('text is gzipped when the browser accepts it, and only then', async () => {
    for (const path of ['/', '/fr/404.html', assetPaths.find((path) => path.endsWith('.js'))!, '/favicon.svg']) {
      const gzipped = await siteRequest(nginx, path, { headers: { 'accept-encoding': 'gzip' } })
      expect(gzipped.headers['content-encoding'], path).toBe('gzip')
      expect(gzipped.headers.vary, path).toBe('Accept-Encoding')
      const plain = await siteRequest(nginx, path)
      expect(plain.headers['content-encoding'], path).toBeUndefined()
      expect(gzipped.body.length, path).toBeLessThan(plain.body.length)
    }
  })

  test('the speculation rules file is served as speculation rules, and named on every page', async () => {
    const { path, contentType, rules: speculationRules } = rules.speculationRules
    const file = await siteRequest(nginx, path)
    expect(file.status).toBe(200)
    expect(file.headers['content-type']).toBe(contentType)
    expect(JSON.parse(file.body.toString())).toEqual(speculationRules)
    for (const page of ['/', '/fr/contact', '/nope'])
      expect((await siteRequest(nginx, page)).headers['speculation-rules'], page).toBe(`"${path}"`)
  })

  test('every page names the font files its head preloads in a Link header; redirects and not-found pages name none', async () => {
    for (const { path } of siteUrls) {
      const response = await siteRequest(nginx, path)
      const preloaded = [...response.body.toString().matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(([, href]) => href)
      expect(preloaded.length, path).toBeGreaterThan(0)
      expect(response.headers.link, path).toBe(
        preloaded.map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`).join(', '),
      )
    }
    for (const path of ['/about/', '/fr', ...notFoundUrls.map(({ path }) => path)])
      expect((await siteRequest(nginx, path)).headers.link, path).toBeUndefined()
  })

  test('the manifests, icons and share images are served with their types', async () => {
    for (const [path, type] of [
      ['/manifest-en.webmanifest', 'application/manifest+json'],
      ['/manifest-fr.webmanifest', 'application/manifest+json'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/favicon-32.png', 'image/png'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/icon-maskable-512.png', 'image/png'],
      ['/og/fr/about.png', 'image/png'],
    ] as const) {
      const answer = await siteRequest(nginx, path)
      expect([answer.status, answer.headers['content-type']], path).toEqual([200, type])
    }
  })
})

test.describe('hardening', () => {
  const request = (host: string | undefined, target = '/about?ref=mail') =>
    `GET ${target} HTTP/1.1\r\n${host ? `Host: ${host}\r\n` : ''}Connection: close\r\n\r\n`

  test('plain HTTP redirects to the canonical HTTPS address, never to the host a request names', async () => {
    const canonical = String(await rawExchange(nginx.httpPort, request(nginx.host)))
    expect(canonical).toMatch(/^HTTP\/1\.1 301 /)
    expect(canonical).toContain(`\r\nLocation: https://${nginx.host}/about?ref=mail\r\n`)
    // Another host, no host at all, or another host in the request line: closed without an answer.
    expect(await rawExchange(nginx.httpPort, request('evil.example'))).toBe('')
    expect(await rawExchange(nginx.httpPort, 'GET /about HTTP/1.0\r\n\r\n')).toBe('')
    expect(await rawExchange(nginx.httpPort, request(nginx.host, 'http://evil.example/about'))).toBe('')
  })

  test('HTTPS refuses the handshake for other names and answers no other host', async () => {
    const refused = (answer: string | Error) => answer instanceof Error && /unrecognized name/.test(answer.message)
    expect(refused(await rawExchange(nginx.httpsPort, request('evil.example'), { tls: true, servername: 'evil.example' }))).toBe(true)
    expect(refused(await rawExchange(nginx.httpsPort, request('evil.example'), { tls: true }))).toBe(true)
    // Our certificate, then another Host inside the connection: closed without an answer.
    expect(await rawExchange(nginx.httpsPort, request('evil.example'), { tls: true, servername: nginx.host })).toBe('')
    expect(String(await rawExchange(nginx.httpsPort, request(nginx.host), { tls: true, servername: nginx.host }))).toMatch(
      /^HTTP\/1\.1 200 /,
    )
  })

  test('the bare domain answers over HTTP and HTTPS with one permanent redirect to the canonical address, path and query kept', async () => {
    const [bare] = rules.hostAliases
    expect(bare).toBe(nginx.host.replace(/^www\./, ''))
    const target = `${localizePath('about', 'fr')}?ref=mail&utm_source=card`
    const answers = {
      http: await rawExchange(nginx.httpPort, request(bare, target)),
      https: await rawExchange(nginx.httpsPort, request(bare, target), { tls: true, servername: bare }),
    }
    for (const [scheme, answer] of Object.entries(answers)) {
      expect(String(answer), scheme).toMatch(/^HTTP\/1\.1 301 /)
      expect(String(answer), scheme).toContain(`\r\nLocation: https://${nginx.host}${target}\r\n`)
    }
    // Where it leads is the page itself: one redirect, not a chain.
    expect((await siteRequest(nginx, target)).status).toBe(200)
    // The certificate offered for the bare domain names it, as the production one must (docs/deployment.md).
    expect(checkServerIdentity(bare!, await peerCertificate(nginx.httpsPort, bare!))).toBeUndefined()
    // The bare domain's connection, then another Host inside it: closed without an answer.
    expect(await rawExchange(nginx.httpsPort, request('evil.example'), { tls: true, servername: bare })).toBe('')
  })

  test('no response names the nginx version', async () => {
    expect(String(await rawExchange(nginx.httpPort, request(nginx.host)))).toMatch(/\r\nServer: nginx\r\n[\s\S]*<center>nginx<\/center>/)
    for (const path of ['/', '/about/', '/nope', assetPaths[0]!])
      expect((await siteRequest(nginx, path)).headers.server, path).toBe('nginx')
  })

  test('dotfiles, the static-host files and the config are never served; /.well-known/ is', async () => {
    // A copy of the build with what a careless upload might hold.
    const copy = mkdtempSync(join(tmpdir(), 'nginx-build-'))
    try {
      cpSync(join(clientDir, '..'), copy, { recursive: true })
      // nginx's workers, which run as another user, must be able to read it.
      chmodSync(copy, 0o755)
      const copied = join(copy, 'client')
      const planted: [string, string][] = [
        ['.env', 'SECRET=1'],
        ['.git/config', '[core]'],
        ['fr/.DS_Store', 'x'],
        ['.well-known/security.txt', 'Contact: mailto:a@b.c'],
      ]
      for (const [file, text] of planted) {
        mkdirSync(join(copied, file, '..'), { recursive: true })
        writeFileSync(join(copied, file), text)
      }
      const server = await startNginx({ buildDir: copy, portOffset: 6 })
      try {
        const hidden = [
          '/.env',
          '/.git/config',
          '/%2Egit/config',
          '/fr/.DS_Store',
          '/.vite/manifest.json',
          '/.well-known/../.env',
          '/_headers',
          '/_redirects',
          '/%5Fheaders',
          '/nginx.conf',
          '/../nginx.conf',
        ]
        for (const path of hidden) {
          const response = await siteRequest(server, path)
          expect(response.status, path).toBe(404)
          expect(response.body.toString(), path).not.toMatch(/SECRET|\[core\]|Content-Security-Policy:|server_name/)
        }
        const wellKnown = await siteRequest(server, '/.well-known/security.txt')
        expect(wellKnown.status).toBe(200)
        expect(wellKnown.body.toString()).toBe('Contact: mailto:a@b.c')
      } finally {
        await server.stop()
      }
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })
})

/** That every page works and is styled under its policy, served by the test server with the same headers, is checked in every-page.spec.ts. */
test.describe('under the Content-Security-Policy', () => {
  test('the contact form’s errors after an empty submit are styled as the server drew them', async ({ page }) => {
    const violations = await collectCspViolations(page)
    await page.goto(`${nginx.origin}/contact`)
    await waitForPageScript(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    const name = page.getByLabel('Full Name')
    await expect(name).toHaveAccessibleDescription('Please fill in this field.')
    // The error text is red, in the style of the template the server rendered (near-black without it).
    const error = page.getByText('Please fill in this field.').first()
    const [red, green, blue] = (await error.evaluate((element) => getComputedStyle(element).color)).match(/\d+/g)!.map(Number)
    expect(red).toBeGreaterThan(2 * green!)
    expect(red).toBeGreaterThan(2 * blue!)
    expect(violations).toEqual([])
  })

  test('the mobile menu at 375 px opens styled, from the page’s own hashed styles', async ({ page }) => {
    const violations = await collectCspViolations(page)
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(`${nginx.origin}/fr/`)
    await waitForPageScript(page)
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    // Styled as a panel fixed to the screen's right edge, not left in the flow of the page.
    await expect.poll(async () => Math.round(await menu.evaluate((panel) => panel.getBoundingClientRect().right))).toBe(375)
    const fixed = (panel: HTMLElement) => {
      for (let element: HTMLElement | null = panel; element; element = element.parentElement)
        if (getComputedStyle(element).position === 'fixed') return true
      return false
    }
    expect(await menu.evaluate(fixed)).toBe(true)
    expect(violations).toEqual([])
  })

  test('a build with a form endpoint sends its form under its own generated config', async ({ page }) => {
    const root = clientDirOf(endpointBuildDir)
    // The endpoint the build was made with, as the prerendered form posts to it without JavaScript.
    const formEndpoint = /<form[^>]*\saction="([^"]+)"/.exec(readFileSync(join(root, 'quote', 'index.html'), 'utf8'))?.[1]
    expect(formEndpoint, 'the endpoint build posts its form to an http(s) URL').toMatch(/^https?:/)
    const server = await startNginx({ buildDir: endpointBuildDir, portOffset: 4 })
    try {
      const violations = await collectCspViolations(page)
      const problems = collectProblems(page)
      let received: unknown
      await page.route(formEndpoint!, (route) => {
        if (route.request().method() === 'POST') received = route.request().postDataJSON()
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
          body: '{}',
        })
      })
      const response = await page.goto(`${server.origin}/quote`)
      expect(response?.headers()['content-security-policy']).toContain(`connect-src 'self' ${formEndpoint}`)
      await waitForPageScript(page)
      await page.getByLabel('Full Name').fill('Ama Mensah')
      await page.getByLabel('Email').fill('ama@example.com')
      await page.getByLabel('Phone Number').fill('+233 24 555 0101')
      await page.getByLabel('Project Type').selectOption({ label: 'Mobile App Development' })
      await page.getByLabel('Project Description').fill('A booking app for our three clinics.')
      await page.getByRole('button', { name: 'Request My Free Quote' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Thank you, your message has reached us!' })).toBeVisible()
      expect(received).toMatchObject({ form: 'quote', fields: { fullName: 'Ama Mensah', projectType: 'mobileAppDevelopment' } })
      expect(violations).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await server.stop()
    }
  })
})
