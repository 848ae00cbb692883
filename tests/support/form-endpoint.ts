import { test } from '@playwright/test'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect } from 'node:net'
import { stopServer } from '../../scripts/static-server.ts'

/** The port of VITE_FORM_ENDPOINT in the endpoint build (npm run build:endpoint, scripts/build.ts). */
const formEndpointPort = 4599

interface RecordedRequest {
  body: unknown
  contentType: string | undefined
  /** The status it was answered with, once answered. */
  status?: number
}

/** What the endpoint answers: by default Formspree's success, `200 application/json {"ok":true}`. */
export interface EndpointAnswer {
  status: number
  contentType: string
  body: string
  headers?: Record<string, string>
}

export const formspreeSuccess: EndpointAnswer = {
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: '{"ok":true,"next":"https://formspree.io/thanks"}',
}

/** A local form back end: answers CORS preflights, records each POSTed JSON body, replies as the test chooses, or holds. */
export class FormEndpoint {
  readonly received: RecordedRequest[] = []
  answer: EndpointAnswer = formspreeSuccess
  private held: Promise<void> | undefined
  private arrivals: (() => void)[] = []
  private server: Server | undefined

  /** Listens on the build's endpoint port, once another spec file or checkout holding it lets it go. */
  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response))
    for (;;) {
      const listening = await new Promise<boolean>((resolve, reject) => {
        const onError = (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error))
        this.server!.once('error', onError).listen(formEndpointPort, '127.0.0.1', () => {
          this.server!.off('error', onError)
          resolve(true)
        })
      })
      if (listening) return
      await portReleased(formEndpointPort)
    }
  }

  /** The ids of the messages received, in order of arrival: the same id twice is a message sent twice. */
  receivedIds(): unknown[] {
    return this.received.map(({ body }) => (body as { id?: unknown }).id)
  }

  /** The ids of the messages it accepted: what reached the studio. */
  acceptedIds(): unknown[] {
    return this.received.filter(({ status = 0 }) => status >= 200 && status < 300).map(({ body }) => (body as { id?: unknown }).id)
  }

  async stop(): Promise<void> {
    if (this.server) await stopServer(this.server)
  }

  reset(): void {
    this.received.length = 0
    this.answer = formspreeSuccess
    this.held = undefined
  }

  /** Holds answers back; the returned function sends them. */
  hold(): () => void {
    let release = () => {}
    this.held = new Promise((resolve) => (release = resolve))
    return release
  }

  /** Resolves once `count` requests have arrived: the signal that a send is in flight. */
  async waitForRequests(count: number): Promise<void> {
    while (this.received.length < count) await new Promise<void>((resolve) => this.arrivals.push(resolve))
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
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
    const entry: RecordedRequest = { body: JSON.parse(raw) as unknown, contentType: request.headers['content-type'] }
    this.received.push(entry)
    this.arrivals.splice(0).forEach((arrived) => arrived())
    await this.held
    const { status, contentType, body, headers } = this.answer
    entry.status = status
    response.writeHead(status, { ...cors, 'Content-Type': contentType, ...headers }).end(body)
  }
}

/** Resolves once nothing accepts connections on the port any more; the check repeats as a holder may keep it for minutes. */
async function portReleased(port: number): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (!open) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** A FormEndpoint for the tests of the enclosing describe: listening from its first test to its last, emptied before each. */
export function formEndpointForTests(): FormEndpoint {
  const endpoint = new FormEndpoint()
  test.beforeAll(() => endpoint.start())
  test.afterAll(() => endpoint.stop())
  test.beforeEach(() => endpoint.reset())
  return endpoint
}
