import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isIP } from 'node:net'

/**
 * Whether a request may reach a server that writes files: its Host must be the server's own address (a web page
 * that rebinds its domain name to 127.0.0.1 sends its own name, and is refused), and its Origin, when it has
 * one, too (another site's page calling in). `host` is what the server listens on; on a wildcard address
 * (0.0.0.0, ::) the machine's IP addresses are its own as well: a rebinding attack needs a domain name.
 */
export function isOwnRequest(request: IncomingMessage, host: string, port: number): boolean {
  const wildcard = host === '0.0.0.0' || host === '::'
  const own = (authority: string) => {
    const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(authority.toLowerCase())
    if (!match || Number(match[2] ?? 80) !== port) return false
    const name = match[1]!.replace(/^\[|\]$/g, '')
    return ['localhost', '127.0.0.1', '::1', host.toLowerCase()].includes(name) || (wildcard && isIP(name) !== 0)
  }
  if (!own(request.headers.host ?? '')) return false
  const origin = request.headers.origin
  if (origin === undefined) return true
  const match = /^http:\/\/([^/]+)$/.exec(origin)
  return !!match && own(match[1]!)
}

export interface GuardOptions {
  /** What the server listens on. */
  host: string
  port: number
  /** On the network: what every request must carry, as `?token=`, the cookie that address sets, or the API's header. */
  token?: string
}

const tokenHeader = 'x-workspace-token'
/** Per port: two workspaces on one machine keep a cookie each. */
const cookieName = (port: number) => `workspace-token-${port}`

/**
 * Answers 403 and returns true for a request the workspace refuses: one not made to its own address; one for Vite's
 * `/__open-in-editor`, which launches an editor on any path it is given; one another site's page makes for a part
 * of its own (an image, a script, a frame), told by the browser's Sec-Fetch-Site; and, on the network, one without
 * the token, so neither the source nor the locales can be read without it. The printed address's `?token=` sets a
 * cookie, which the browser then sends with the pages, scripts and previews it loads.
 */
export function refuseRequest(request: IncomingMessage, response: ServerResponse, { host, port, token }: GuardOptions): boolean {
  const path = (request.url ?? '/').split('?')[0]!
  const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '')
  const reason = !isOwnRequest(request, host, port)
    ? 'Refused: this translation workspace answers only requests made to its own address.'
    : /^\/+__open-in-editor/i.test(path)
      ? 'Refused: the translation workspace opens no editor on request.'
      : isCrossSite(request)
        ? 'Refused: a page of another site cannot use the translation workspace.'
        : token !== undefined && !carriesToken(request, query, token, port)
          ? 'Refused: open the workspace at the address npm run translate printed, with its token.'
          : undefined
  if (reason) {
    response.statusCode = 403
    response.setHeader('Content-Type', 'text/plain; charset=utf-8')
    response.end(`${reason}\n`)
    return true
  }
  if (token !== undefined && sameText(query.get('token'), token))
    response.setHeader('Set-Cookie', `${cookieName(port)}=${token}; Path=/; HttpOnly; SameSite=Strict`)
  return false
}

/** A request another site's page made: anything but the following of a link to a whole page. */
function isCrossSite(request: IncomingMessage): boolean {
  const site = request.headers['sec-fetch-site']
  if (site === undefined || site === 'same-origin' || site === 'none') return false
  return !(request.headers['sec-fetch-mode'] === 'navigate' && request.headers['sec-fetch-dest'] === 'document')
}

function carriesToken(request: IncomingMessage, query: URLSearchParams, token: string, port: number): boolean {
  const cookie = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === cookieName(port))?.[1]
  return [request.headers[tokenHeader], cookie, query.get('token')].some((candidate) => sameText(candidate, token))
}

const sameText = (candidate: unknown, token: string) =>
  typeof candidate === 'string' && candidate.length === token.length && timingSafeEqual(Buffer.from(candidate), Buffer.from(token))

/** Whether a server listening on `host` can be reached from this computer only. */
export const isLoopback = (host: string): boolean => ['localhost', '::1'].includes(host.toLowerCase()) || host.startsWith('127.')

/**
 * Why a call to the workspace's API is refused, with the status to answer, or undefined. A server that listens on
 * the network has a token, which every call must carry; a POST must be JSON (or, where the call takes a file, bytes
 * sent as application/octet-stream), which a page of another site cannot send without asking the server first.
 */
export function apiRefusal(
  request: IncomingMessage,
  token: string | undefined,
  body: 'json' | 'bytes' = 'json',
): { status: number; reason: string } | undefined {
  if (token !== undefined && !sameText(request.headers[tokenHeader], token))
    return { status: 403, reason: 'Refused: open the workspace at the address npm run translate printed, with its token.' }
  const type = request.headers['content-type'] ?? ''
  if (request.method === 'POST' && !(body === 'json' ? /^application\/json\b/ : /^application\/octet-stream$/).test(type))
    return { status: 415, reason: body === 'json' ? 'Send JSON.' : 'Send the file’s bytes as application/octet-stream.' }
  return undefined
}
