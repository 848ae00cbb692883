import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
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
  // The build's precompressed copies (scripts/postbuild/precompressed.ts), as the browser accepts them.
  const files = sirv(root, { etag: true, brotli: true, gzip: true })

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

  const server = createServer(handle)
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
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
