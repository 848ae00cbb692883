import type { IncomingMessage, ServerResponse } from 'node:http'

/** The request's body, parsed, or undefined when it is not JSON or is larger than a workspace ever sends. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  let body = ''
  for await (const chunk of request) {
    body += chunk
    if (body.length > 1_000_000) return undefined
  }
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

/**
 * The request's body as bytes, or undefined when it is larger than `limit`: the rest is read and dropped, so the
 * answer that says so reaches the browser.
 */
export function readBytes(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
    })
    request.on('end', () => resolve(size > limit ? undefined : Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

export const json = (response: ServerResponse, status: number, body: unknown) =>
  send(response, status, JSON.stringify(body), 'application/json')

export function send(response: ServerResponse, status: number, body: string, type: string) {
  response.statusCode = status
  response.setHeader('Content-Type', type)
  response.setHeader('Cache-Control', 'no-store')
  response.end(body)
}
