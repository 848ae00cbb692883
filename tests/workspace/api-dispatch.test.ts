import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import { dispatch, ok, verdict, type Handlers } from '../../workspace/server/dispatch.ts'

/** A request as the dev server hands it over: its method, address and body. */
const request = (method: string, url: string, body = '') =>
  Object.assign(Readable.from([Buffer.from(body)]), { method, url }) as IncomingMessage

/** Calls `name` with `handlers` (each answering what it was given), and what the browser receives. */
async function answer(name: string, call: IncomingMessage, handlers: Partial<Handlers> = {}) {
  const sent = { status: 0, body: '' }
  const response = { setHeader: () => {}, end: (body: string) => (sent.body = body) } as unknown as ServerResponse
  Object.defineProperty(response, 'statusCode', { set: (status: number) => (sent.status = status) })
  const answered = await dispatch(handlers as Handlers, name, call, response)
  return { answered, status: sent.status, body: sent.body ? (JSON.parse(sent.body) as Record<string, unknown>) : undefined }
}

const save = { language: 'fr', namespace: 'home', key: 'hero.title', text: 'Bonjour', version: 'abc' }

describe('the workspace’s API checks every call against its route before acting (workspace/server/dispatch.ts)', () => {
  it('hands a well-formed call to its route, and answers with the status of its verdict', async () => {
    const handler = vi.fn(() => verdict({ status: 'conflict' as const, file: 'f', version: 'v', disk: undefined, mine: 'm' }))
    const { status, body } = await answer('save', request('POST', '/__translate/api/save', JSON.stringify(save)), { save: handler })
    expect(handler).toHaveBeenCalledWith(save, expect.anything())
    expect(status).toBe(409)
    expect(body).toMatchObject({ status: 'conflict' })
  })

  it('refuses a malformed body with a 400 that names what is wrong, and never calls the route', async () => {
    const handler = vi.fn()
    for (const [body, reason] of [
      [JSON.stringify({ ...save, text: 5 }), /^text: .*string/],
      [JSON.stringify({ ...save, version: undefined }), /^version: /],
      ['[]', /^The request: /],
      ['{"language": "fr",', /not JSON/],
    ] as const) {
      const { status, body: answered } = await answer('save', request('POST', '/__translate/api/save', body), { save: handler })
      expect(status, body).toBe(400)
      expect(answered?.reasons, body).toEqual([expect.stringMatching(reason)])
    }
    expect(handler).not.toHaveBeenCalled()
  })

  it('reads a GET’s input from its query, and gives defaults the route has', async () => {
    const strings = vi.fn(() => ok({}))
    expect((await answer('strings', request('GET', '/__translate/api/strings?language=fr'), { strings } as never)).status).toBe(200)
    expect(strings).toHaveBeenCalledWith({ language: 'fr' }, expect.anything())
    expect((await answer('strings', request('GET', '/__translate/api/strings'), { strings } as never)).status).toBe(400)
    const check = vi.fn(() => ok({ problems: [] }))
    await answer('content/check', request('POST', '/x', JSON.stringify({ file: 'plans.json', data: {} })), { 'content/check': check })
    expect(check).toHaveBeenCalledWith({ file: 'plans.json', data: {}, words: [] }, expect.anything())
  })

  it('refuses another method, leaves unknown routes to the caller, and says why a route failed, without its stack', async () => {
    expect(await answer('save', request('GET', '/__translate/api/save'))).toMatchObject({
      status: 405,
      body: { reasons: [expect.stringContaining('POST')] },
    })
    expect((await answer('nothing', request('GET', '/__translate/api/nothing'))).answered).toBe(false)
    vi.spyOn(console, 'error').mockImplementationOnce(() => {})
    const failing = () => {
      throw new Error('the disk is full')
    }
    const { status, body } = await answer('save', request('POST', '/x', JSON.stringify(save)), { save: failing })
    expect(status).toBe(500)
    expect(body).toEqual({ reasons: ['The workspace’s server failed: the disk is full'] })
  })
})
