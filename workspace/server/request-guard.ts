import type { IncomingMessage } from 'node:http'
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
  if (token !== undefined && request.headers['x-workspace-token'] !== token)
    return { status: 403, reason: 'Refused: open the workspace at the address npm run translate printed, with its token.' }
  const type = request.headers['content-type'] ?? ''
  if (request.method === 'POST' && !(body === 'json' ? /^application\/json\b/ : /^application\/octet-stream$/).test(type))
    return { status: 415, reason: body === 'json' ? 'Send JSON.' : 'Send the file’s bytes as application/octet-stream.' }
  return undefined
}
