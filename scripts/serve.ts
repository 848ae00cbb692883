/**
 * Serves the prerendered site from dist/client the way a static host does: clean URLs with or without
 * a trailing slash, and a 404 status with the not-found page of the URL's language.
 * Usage: tsx scripts/serve.ts [--port 3000] [--host 127.0.0.1]; OUT_DIR=<dir> (relative to the project) serves another build than dist/.
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { languagePrefix, parseLocalizedPath } from '../src/i18n/localized-path'

const root = resolve(import.meta.dirname, '..', process.env.OUT_DIR ?? 'dist', 'client')
const { values } = parseArgs({ options: { port: { type: 'string', default: '3000' }, host: { type: 'string', default: '127.0.0.1' } } })

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

/** The file answering a URL path: the file itself, else its folder's index.html. */
function resolveFile(pathname: string): string | undefined {
  const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  for (const candidate of [join(root, path), join(root, path, 'index.html')]) {
    if (candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

if (!existsSync(join(root, 'index.html'))) {
  console.error('dist/client has no built site: run `npm run build` first.')
  process.exit(1)
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost')
  const file = resolveFile(pathname)
  const notFoundPage = join(root, languagePrefix(parseLocalizedPath(pathname).language), '404.html')
  const served = file ?? notFoundPage
  response.writeHead(file ? 200 : 404, {
    'Content-Type': contentTypes[extname(served)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
  })
  if (request.method === 'HEAD') response.end()
  else createReadStream(served).pipe(response)
})

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving the built site at http://${values.host}:${values.port}/ (French at /fr/). Press Ctrl+C to stop.`)
})
