import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'
import { productionNginxTarget, renderNginxConfig } from '../../scripts/hosting/nginx-config'
import { hostingRules } from '../../scripts/hosting/rules'
import { clientDirOf, endpointBuildDir } from '../support/builds'
import { checkNginxConfig, httpGet, startNginx, type NginxServer, type RawResponse } from '../support/nginx'
import { collectProblems, notFoundUrls, serveExternalImages, siteUrls, waitForPageScript } from '../support/site'

/** The production nginx config, run by the real nginx against the build, one server per test worker. */
const test = base.extend<object, { nginx: NginxServer }>({
  nginx: [
    async ({}, use, workerInfo) => {
      const server = await startNginx({ root: clientDirOf(), portOffset: workerInfo.parallelIndex })
      await use(server)
      await server.stop()
    },
    { scope: 'worker' },
  ],
})

const clientDir = clientDirOf()
const rules = hostingRules()
const immutable = rules.caching.find(({ prefix }) => prefix === '/assets/')?.cacheControl
/** Every built file under /assets/ (none before a build: startNginx then says to build first). */
const assetPaths = existsSync(join(clientDir, 'assets'))
  ? readdirSync(join(clientDir, 'assets'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.\w+$/.test(file))
      .map((file) => `/assets/${file.split('\\').join('/')}`)
  : []
const pageFile = (path: string) => join(clientDir, path, 'index.html')

/** A page's other spelling: the canonical URL's trailing slash added or removed. */
const otherForm = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : `${path}/`)

function expectSecurityHeaders(response: RawResponse, what: string) {
  for (const [name, value] of Object.entries(rules.headers)) {
    expect(response.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value)
  }
}

test.describe('statuses', () => {
  test('every page answers 200 at its canonical URL, with its own prerendered HTML', async ({ nginx }) => {
    for (const { path } of siteUrls) {
      const response = await httpGet(`${nginx.url}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8')
      expect(response.body.equals(readFileSync(pageFile(path))), path).toBe(true)
    }
  })

  test('the other spelling of every page redirects once, permanently, to the canonical URL', async ({ nginx }) => {
    for (const { path } of siteUrls.filter(({ path }) => path !== '/')) {
      const response = await httpGet(`${nginx.url}${otherForm(path)}?ref=mail`)
      expect(response.status, otherForm(path)).toBe(301)
      expect(response.headers.location, otherForm(path)).toBe(`${path}?ref=mail`)
    }
  })

  test("unknown paths get 404 and the not-found page of the path's language", async ({ nginx }) => {
    const cases = [
      ...notFoundUrls,
      { language: 'en', path: '/nope' },
      { language: 'fr', path: '/fr/nope' },
      { language: 'fr', path: '/fr/nope/deeper' },
      { language: 'en', path: '/french' },
      { language: 'en', path: '/assets/entries/missing.js' },
    ]
    for (const { language, path } of cases) {
      const response = await httpGet(`${nginx.url}${path}`)
      expect(response.status, path).toBe(404)
      const notFoundPage = language === 'en' ? '404.html' : `${language}/404.html`
      expect(response.body.equals(readFileSync(join(clientDir, notFoundPage))), `${path} serves ${notFoundPage}`).toBe(true)
    }
  })

  test('redirects stay on the site', async ({ nginx }) => {
    for (const path of ['/%5Cevil.example/', '//evil.example/', '/%2F%2Fevil.example/']) {
      const { headers } = await httpGet(`${nginx.url}${path}`)
      if (headers.location) expect(headers.location, path).toMatch(/^\/[^/\\]/)
    }
  })

  test('every built asset answers 200', async ({ nginx }) => {
    expect(assetPaths.length).toBeGreaterThan(0)
    for (const path of assetPaths) expect((await httpGet(`${nginx.url}${path}`)).status, path).toBe(200)
  })
})

test.describe('headers', () => {
  test('every kind of response carries every security header', async ({ nginx }) => {
    for (const path of ['/', '/fr/about', assetPaths[0]!, '/favicon.svg', '/nope', '/fr/nope', '/about/', '/fr']) {
      expectSecurityHeaders(await httpGet(`${nginx.url}${path}`), path)
    }
  })

  test('hashed assets are cached for a year; pages, unhashed files and 404s are revalidated', async ({ nginx }) => {
    for (const path of assetPaths) expect((await httpGet(`${nginx.url}${path}`)).headers['cache-control'], path).toBe(immutable)
    for (const path of [...siteUrls.map(({ path }) => path), '/favicon.svg', '/nope', '/fr/nope', '/assets/missing.js']) {
      expect((await httpGet(`${nginx.url}${path}`)).headers['cache-control'], path).toBe(rules.defaultCacheControl)
    }
  })

  test('text is gzipped when the browser accepts it, and only then', async ({ nginx }) => {
    for (const path of ['/', '/fr/404.html', assetPaths.find((path) => path.endsWith('.js'))!, '/favicon.svg']) {
      const gzipped = await httpGet(`${nginx.url}${path}`, { 'accept-encoding': 'gzip' })
      expect(gzipped.headers['content-encoding'], path).toBe('gzip')
      expect(gzipped.headers.vary, path).toBe('Accept-Encoding')
      const plain = await httpGet(`${nginx.url}${path}`)
      expect(plain.headers['content-encoding'], path).toBeUndefined()
      expect(gzipped.body.length, path).toBeLessThan(plain.body.length)
    }
  })
})

/** Content-Security-Policy violations, reported by the page's own securitypolicyviolation events. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    ),
  )
  return violations
}

test.describe('every page works under the Content-Security-Policy', () => {
  test.beforeEach(({ page }) => serveExternalImages(page))

  const cases = [...siteUrls.map(({ path }) => ({ path, notFound: false })), ...notFoundUrls.map(({ path }) => ({ path, notFound: true }))]
  for (const { path, notFound } of cases) {
    test(path, async ({ page, nginx }) => {
      const violations = await collectViolations(page)
      // The browser reports a not-found document's 404 status itself; nothing else may appear.
      const problems = collectProblems(page, (text) => notFound && text.includes('status of 404'))
      const response = await page.goto(`${nginx.url}${path}`)
      expect(response?.headers()['content-security-policy']).toBe(rules.headers['Content-Security-Policy'])
      await waitForPageScript(page)
      // Pointer movement loads the hover animation's code, and scrolling reveals every image.
      await page.mouse.move(200, 300)
      await page.mouse.wheel(0, 20_000)
      await page.waitForLoadState('networkidle')
      expect(violations).toEqual([])
      expect(problems).toEqual([])
    })
  }

  test('a build with a form endpoint sends its form under a policy allowing that endpoint', async ({ page }) => {
    const root = clientDirOf(endpointBuildDir)
    // The endpoint the build was made with, as the prerendered form posts to it without JavaScript.
    const formEndpoint = /<form[^>]*\saction="([^"]+)"/.exec(readFileSync(join(root, 'quote', 'index.html'), 'utf8'))?.[1]
    expect(formEndpoint, 'the endpoint build posts its form to an http(s) URL').toMatch(/^https?:/)
    const server = await startNginx({ root, formEndpoint, portOffset: 4 })
    try {
      const violations = await collectViolations(page)
      const problems = collectProblems(page)
      await page.route(formEndpoint!, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' }, body: '{}' }),
      )
      await page.goto(`${server.url}/quote`)
      await waitForPageScript(page)
      await page.getByLabel('Full Name').fill('Ama Mensah')
      await page.getByLabel('Email').fill('ama@example.com')
      await page.getByLabel('Phone Number').fill('+233 24 555 0101')
      await page.getByLabel('Project Type').selectOption({ label: 'Mobile App Development' })
      await page.getByLabel('Project Description').fill('A booking app for our three clinics.')
      await page.getByRole('button', { name: 'Request My Free Quote' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Thank you, your message is on its way!' })).toBeVisible()
      expect(violations).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await server.stop()
    }
  })
})

test('the production config, with its HTTPS server and HTTP redirect, passes `nginx -t`', () => {
  test.skip(!existsSync('/usr/bin/openssl'), 'needs openssl to make a stand-in certificate')
  const dir = mkdtempSync(join(tmpdir(), 'nginx-certificate-'))
  try {
    const certificate = join(dir, 'certificate.pem')
    const certificateKey = join(dir, 'key.pem')
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', certificateKey, '-out', certificate], { stdio: 'ignore' })
    const output = checkNginxConfig(renderNginxConfig(rules, { ...productionNginxTarget(), listen: { https: { certificate, certificateKey } } }))
    expect(output).toContain('test is successful')
    // nginx 1.25.1+ prefers `http2 on;`, which the nginx 1.22 of Debian 12 does not know yet.
    expect(output.split('\n').filter((line) => line.includes('[warn]') && !line.includes('http2'))).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
