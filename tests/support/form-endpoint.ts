import { createServer, type IncomingMessage, type Server } from 'node:http'

/** The port of VITE_FORM_ENDPOINT in the build:endpoint script. */
const formEndpointPort = 4599

interface RecordedRequest {
  body: unknown
  contentType: string | undefined
}

/**
 * A real local HTTP endpoint, like a hosted form back end: answers CORS preflights, records each
 * POSTed JSON body, and replies with the status the test chooses, after an optional delay.
 */
export class FormEndpoint {
  readonly received: RecordedRequest[] = []
  status = 200
  delayMs = 0
  private server: Server | undefined

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response))
    await new Promise<void>((resolve) => this.server!.listen(formEndpointPort, '127.0.0.1', resolve))
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  private async handle(request: IncomingMessage, response: import('node:http').ServerResponse) {
    const cors = {
      'Access-Control-Allow-Origin': request.headers.origin ?? '*',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type, Accept',
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    let raw = ''
    for await (const chunk of request) raw += chunk
    this.received.push({ body: JSON.parse(raw) as unknown, contentType: request.headers['content-type'] })
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs))
    response.writeHead(this.status, { ...cors, 'Content-Type': 'application/json' }).end('{}')
  }
}
