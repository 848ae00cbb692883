import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { connect as connectTcp } from 'node:net'
import { connect as connectTls, type PeerCertificate } from 'node:tls'

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** The bytes as sent: still compressed when the server compressed them. */
  body: Buffer
}

interface RawRequestOptions {
  method?: string
  headers?: Record<string, string>
  /** HTTPS only: the TLS server name, and the Host header unless `headers` sets one. */
  servername?: string
}

/**
 * One request that follows no redirect and decompresses nothing, to see exactly what the server
 * sends. HTTPS accepts the test's self-signed certificate.
 */
export function rawRequest(url: string, { method = 'GET', headers = {}, servername }: RawRequestOptions = {}): Promise<RawResponse> {
  const { protocol, hostname, port, pathname, search } = new URL(url)
  const send = protocol === 'https:' ? httpsRequest : httpRequest
  const host = servername ? `${servername}:${port}` : undefined
  return new Promise((resolve, reject) => {
    send(
      {
        method,
        hostname,
        port,
        path: `${pathname}${search}`,
        headers: { ...(host ? { host } : {}), ...headers },
        servername,
        rejectUnauthorized: false,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
        response.on('error', reject)
      },
    )
      .on('error', reject)
      .end()
  })
}

/**
 * Writes `text` as it is to a port (over TLS when asked, with `servername` when given) and returns
 * everything the server sends until it closes the connection (send `Connection: close`): '' when it
 * closes without a word, the error when it refuses the TLS handshake.
 */
export function rawExchange(
  port: number,
  text: string,
  { tls, servername }: { tls?: boolean; servername?: string } = {},
): Promise<string | Error> {
  return new Promise((resolve) => {
    const socket = tls
      ? connectTls({ host: '127.0.0.1', port, servername, rejectUnauthorized: false }, () => socket.write(text))
      : connectTcp({ host: '127.0.0.1', port }, () => socket.write(text))
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
    socket.on('close', () => resolve(received))
    socket.on('error', (error) => resolve(error))
  })
}

/** The certificate a TLS server offers for `servername` on a local port. */
export function peerCertificate(port: number, servername: string): Promise<PeerCertificate> {
  return new Promise((resolve, reject) => {
    const socket = connectTls({ host: '127.0.0.1', port, servername, rejectUnauthorized: false }, () => {
      resolve(socket.getPeerCertificate())
      socket.end()
    })
    socket.on('error', reject)
  })
}
