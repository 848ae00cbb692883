import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import compression from 'compression'
import sirv from 'sirv'
import { hostingRules } from './hosting/rules.ts'
import { headersForPath, parseHeadersFile, parseRedirectsFile } from './hosting/static-host-files.ts'

interface StaticServerOptions {
  root: string
  port: number
  host?: string
}

export function startStaticServer({ root, port, host = '127.0.0.1' }: StaticServerOptions): Promise<Server> {
  const { defaultCacheControl, unservedFiles } = hostingRules()
  for (const file of ['index.html', ...unservedFiles]) {
    if (!existsSync(join(root, file))) throw new Error(`${root} has no built site (no ${file}): run \`npm run build\` first.`)
  }
  const headerSections = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'))
  const { hostRedirects, redirects, notFound: notFoundPages } = parseRedirectsFile(readFileSync(join(root, '_redirects'), 'utf8'))
  const files = sirv(root, { etag: true })
  // compression works on node's own request and response; its types name Express's.
  const gzip = compression() as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void

  const notFound = (pathname: string, response: ServerResponse) => {
    const { page } = notFoundPages.find(({ prefix }) => pathname.startsWith(prefix)) ?? { page: '/404.html' }
    const body = readFileSync(join(root, page))
    // Like nginx: a missing file under /assets/ is not cached for a year.
    response
      .writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': defaultCacheControl })
      .end(body)
  }

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const { pathname, query } = addressOf(request)
    const redirect = redirects.find(({ from }) => from === pathname)
    // This server speaks plain HTTP: the rules for http:// names apply, by the Host the request sends.
    const requestHost = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase()
    const hostRedirect = hostRedirects.find(({ scheme, host }) => scheme === 'http' && host === requestHost)
    response.setHeader('Cache-Control', defaultCacheControl)
    for (const [name, value] of Object.entries(headersForPath(headerSections, pathname))) response.setHeader(name, value)
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end()
    } else if (hostRedirect) {
      response.writeHead(301, { Location: `${hostRedirect.to}${request.url ?? '/'}` }).end()
    } else if (redirect) {
      response.writeHead(redirect.status, { Location: !query ? redirect.to : `${redirect.to}?${query}` }).end()
    } else if (unservedFiles.includes(decodedPath(pathname).replace(/(.)\/$/, '$1'))) {
      notFound(pathname, response)
    } else {
      files(request, response, () => notFound(pathname, response))
    }
  }

  const keptAnswers = new Map<string, KeptAnswer>()
  const server = createServer((request, response) => {
    const key = keptAnswerKey(request)
    const kept = key && keptAnswers.get(key)
    if (kept) {
      response.writeHead(200, { ...kept.headers, 'content-length': kept.body.length }).end(kept.body)
      return
    }
    if (key && keptAnswers.size < maxKeptAnswers) recordAnswer(response, (answer) => keptAnswers.set(key, answer))
    gzip(request, response, () => handle(request, response))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}

/** A build does not change while served, so each 200 to a GET is kept compressed, as a CDN keeps it. */
interface KeptAnswer {
  headers: OutgoingHttpHeaders
  body: Buffer
}

const maxKeptAnswers = 1_000

/** Host, path and accepted encodings; none for conditional and range requests, which sirv answers afresh. */
function keptAnswerKey(request: IncomingMessage): string | undefined {
  const { method, headers } = request
  if (method !== 'GET' || headers.range || headers['if-none-match'] || headers['if-modified-since']) return undefined
  return `${headers.host ?? ''} ${headers['accept-encoding'] ?? ''} ${decodedPath(addressOf(request).pathname)}`
}

/** Installed before the compression, which writes through it. */
function recordAnswer(response: ServerResponse, keep: (answer: KeptAnswer) => void): void {
  const chunks: Buffer[] = []
  // A copy of each chunk: its writer may reuse the memory once it is written.
  const record = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
  }
  const { write, end } = response
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    record(chunk, rest[0])
    return write.apply(this, [chunk, ...rest] as Parameters<typeof write>)
  } as typeof write
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    record(chunk, rest[0])
    return end.apply(this, [chunk, ...rest] as Parameters<typeof end>)
  } as typeof end
  response.once('finish', () => {
    if (response.statusCode === 200) keep({ headers: response.getHeaders(), body: Buffer.concat(chunks) })
  })
}

export function stopServer(server: Server): Promise<void> {
  return new Promise((closed) => {
    server.close(() => closed())
    server.closeAllConnections()
  })
}

function addressOf(request: IncomingMessage): { pathname: string; query: string | undefined } {
  const [pathname = '/', query] = (request.url ?? '/').split('#')[0]!.split(/\?(.*)/s)
  return { pathname, query }
}

function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}
