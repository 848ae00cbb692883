import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
}
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml'])

interface StaticServerOptions {
  /** The build's client directory, e.g. dist/client. */
  root: string
  port: number
  host?: string
  /** Rewrites every HTML document before it is sent (the benchmark strips scripts with it). */
  transformHtml?: (html: string) => string
}

/**
 * Serves a prerendered build the way a static host does: clean URLs with or without a trailing
 * slash, gzip when the client accepts it, and a 404 status with the not-found page of the URL's
 * language.
 */
export function startStaticServer({ root, port, host = '127.0.0.1', transformHtml }: StaticServerOptions): Promise<Server> {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root} has no built site: run \`npm run build\` first.`)
  }

  const resolveFile = (pathname: string): string | undefined => {
    const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
    return [join(root, path), join(root, path, 'index.html')].find(
      (candidate) => candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile(),
    )
  }

  // The not-found page of the URL's first folder when the build has one (/fr/…, or /en-XA/… in a
  // pseudo build), like the hosting rules; the default language's otherwise.
  const notFoundPage = (pathname: string): string => {
    const languageFolder = pathname.split('/')[1]
    const own = languageFolder && join(root, languageFolder, '404.html')
    return own && existsSync(own) ? own : join(root, '404.html')
  }

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    const file = resolveFile(pathname)
    const served = file ?? notFoundPage(pathname)
    const extension = extname(served)
    let body: Buffer = readFileSync(served)
    if (extension === '.html' && transformHtml) body = Buffer.from(transformHtml(body.toString('utf8')))
    const gzip = compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    if (gzip) body = gzipSync(body)
    response.writeHead(file ? 200 : 404, {
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      'Content-Length': body.length,
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    })
    response.end(request.method === 'HEAD' ? undefined : body)
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
