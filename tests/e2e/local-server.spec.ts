import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { hostingRules } from '../../scripts/hosting/rules.ts'
import { headersForPath, parseHeadersFile } from '../../scripts/hosting/static-host-files.ts'
import { clientDirOf, localServerPort } from '../support/builds.ts'
import { rawExchange, rawRequest, type RawResponse } from '../support/raw-http.ts'
import { repoRoot } from '../support/project-copy.ts'
import { localizePath } from '../support/site.ts'

/**
 * `npm start`'s server (scripts/serve.ts) in its own process, so that a request that kills it shows
 * as a dead process rather than as other tests failing.
 */
const clientDir = clientDirOf()
const origin = `http://127.0.0.1:${localServerPort}`
let server: ChildProcess
let output = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  server = spawn('node', ['scripts/serve.ts', '--port', String(localServerPort)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', () => output.includes('Serving the built site') && resolve())
    server.once('exit', () => reject(new Error(`the server did not start:\n${output}`)))
  })
})

test.afterAll(() => {
  // Stop the whole group this test started.
  if (server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGTERM')
})

const statusLine = (answer: string | Error) => String(answer).split('\r\n')[0]
const get = (target: string) => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`

async function expectStillServing() {
  expect(server.exitCode, output).toBeNull()
  const home = await rawRequest(`${origin}/`)
  expect(home.status).toBe(200)
  expect(home.body.equals(readFileSync(join(clientDir, 'index.html')))).toBe(true)
}

test('a URL that cannot be decoded is not found, and the server goes on', async () => {
  for (const target of ['/%E0%A4%A', '/%', '/fr/%C0%AF', '/%FF%FE']) {
    expect(statusLine(await rawExchange(localServerPort, get(target))), target).toBe('HTTP/1.1 404 Not Found')
  }
  await expectStillServing()
})

test('no path leaves the built folder', async () => {
  const secrets = /root:|"name": "studio-website"|\[core\]/
  const targets = [
    '/../../etc/passwd',
    '/..%2F..%2Fetc%2Fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2e%2e%2f%2e%2e%2fpackage.json',
    '/..%5C..%5Cpackage.json',
    '/assets/../../package.json',
    '/%252e%252e/package.json',
    '//etc/passwd',
    '/../nginx.conf',
  ]
  for (const target of targets) {
    const answer = String(await rawExchange(localServerPort, get(target)))
    expect(statusLine(answer), target).toMatch(/^HTTP\/1\.1 40[04] /)
    expect(answer, target).not.toMatch(secrets)
  }
  await expectStillServing()
})

test('over-long and malformed requests are refused, and the server goes on', async () => {
  // Refused with 431, or, when the refusal meets the rest of the request still being sent, by a reset.
  const refused = /^HTTP\/1\.1 431 |ECONNRESET/
  expect(statusLine(await rawExchange(localServerPort, get(`/${'a'.repeat(100_000)}`)))).toMatch(refused)
  expect(
    statusLine(await rawExchange(localServerPort, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: ${'b'.repeat(100_000)}\r\n\r\n`)),
  ).toMatch(refused)
  expect(statusLine(await rawExchange(localServerPort, '\u0000\u0001 nonsense\r\n\r\n'))).toBe('HTTP/1.1 400 Bad Request')
  expect(statusLine(await rawExchange(localServerPort, 'GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n'))).toBe('HTTP/1.1 400 Bad Request')
  expect(statusLine(await rawExchange(localServerPort, 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'))).toBe('')
  await expectStillServing()
})

test('only GET and HEAD are answered', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
    const answer = String(
      await rawExchange(
        localServerPort,
        `${method} /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi`,
      ),
    )
    expect(statusLine(answer), method).toBe('HTTP/1.1 405 Method Not Allowed')
    expect(answer, method).toContain('\r\nAllow: GET, HEAD\r\n')
  }
  expect(statusLine(await rawExchange(localServerPort, 'BREW /contact HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'))).toBe(
    'HTTP/1.1 400 Bad Request',
  )
  const head = await rawRequest(`${origin}/about`, { method: 'HEAD' })
  expect(head.status).toBe(200)
  expect(head.body.length).toBe(0)
  await expectStillServing()
})

test('answers the old French addresses with a permanent redirect to the French slug, the query kept', async () => {
  for (const { from, to } of hostingRules().redirects) {
    for (const old of [from, `${from}/`]) {
      const response = await rawRequest(`${origin}${old}?category=healthcare&ref=mail`)
      expect(response.status, old).toBe(301)
      expect(response.headers.location, old).toBe(`${to}?category=healthcare&ref=mail`)
      expect(response.headers['content-security-policy'], `${old} carries the site's headers`).toBeTruthy()
    }
    expect((await rawRequest(`${origin}${from}`)).headers.location).toBe(to)
    expect((await rawRequest(`${origin}${to}`)).status, to).toBe(200)
  }
})

test('follows the build’s _redirects for the bare domain: one permanent redirect to the canonical host, path and query kept', async () => {
  const { canonicalHost, hostAliases } = hostingRules()
  const target = `${localizePath('about', 'fr')}?ref=mail`
  for (const host of hostAliases) {
    const answer = String(
      await rawExchange(localServerPort, `GET ${target} HTTP/1.1\r\nHost: ${host}:${localServerPort}\r\nConnection: close\r\n\r\n`),
    )
    expect(statusLine(answer), host).toBe('HTTP/1.1 301 Moved Permanently')
    expect(answer, host).toContain(`\r\nLocation: https://${canonicalHost}${target}\r\n`)
  }
  // The canonical host and any other name are served as before.
  expect((await rawRequest(`${origin}${target}`)).status).toBe(200)
  expect((await rawRequest(`${origin}${target}`, { headers: { host: canonicalHost } })).status).toBe(200)
})

test('serves as the static hosts would: clean URLs, the build’s headers, language 404s, nothing hidden', async () => {
  const sections = parseHeadersFile(readFileSync(join(clientDir, '_headers'), 'utf8'))
  const { defaultCacheControl, speculationRules } = hostingRules()
  for (const [path, file, status] of [
    ['/about', 'about/index.html', 200],
    ['/fr/', 'fr/index.html', 200],
    ['/fr/nope', 'fr/404.html', 404],
    ['/nope', '404.html', 404],
    ['/_headers', '404.html', 404],
    ['/%5Fredirects', '404.html', 404],
    ['/_headers/', '404.html', 404],
    ['/.vite/manifest.json', '404.html', 404],
    ['/assets/missing.js', '404.html', 404],
  ] as const) {
    const response = await rawRequest(`${origin}${path}`)
    expect(response.status, path).toBe(status)
    expect(response.body.equals(readFileSync(join(clientDir, file))), `${path} serves ${file}`).toBe(true)
    for (const [name, value] of Object.entries(headersForPath(sections, path)).filter(([name]) => name !== 'Cache-Control')) {
      expect(response.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value)
    }
    // A missing file under /assets/ is not kept for a year.
    expect(response.headers['cache-control'], path).toBe(defaultCacheControl)
  }
  const asset = readdirSync(join(clientDir, 'assets', 'entries')).find((file) => file.endsWith('.js'))
  expect((await rawRequest(`${origin}/assets/entries/${asset}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
  const rules = await rawRequest(`${origin}${speculationRules.path}`)
  expect(rules.headers['content-type']).toBe(speculationRules.contentType)
  expect(rules.headers['speculation-rules']).toBe(`"${speculationRules.path}"`)
  // Compressed as the browser accepts, once: asked again, the page comes as the same bytes and headers.
  const home = readFileSync(join(clientDir, 'index.html'))
  for (const [encoding, decompress] of [
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const) {
    const [first, again] = [
      await rawRequest(`${origin}/`, { headers: { 'accept-encoding': encoding } }),
      await rawRequest(`${origin}/`, { headers: { 'accept-encoding': encoding } }),
    ]
    expect(first.headers['content-encoding'], encoding).toBe(encoding)
    expect(decompress(first.body).equals(home), `${encoding}: the page as built`).toBe(true)
    expect(again.body.equals(first.body), `${encoding}: the same bytes again`).toBe(true)
    // Date and framing (a length, or chunks) may differ; every other header is the same.
    const lasting = (headers: RawResponse['headers']) =>
      Object.entries(headers).filter(([name]) => !['date', 'content-length', 'transfer-encoding'].includes(name))
    expect(lasting(again.headers), `${encoding}: the same headers again`).toEqual(lasting(first.headers))
  }
})
