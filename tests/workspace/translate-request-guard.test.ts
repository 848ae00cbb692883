import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { readBytes } from '../../workspace/server/http.ts'
import { apiRefusal, isLoopback, isOwnRequest, refuseRequest, type GuardOptions } from '../../workspace/server/request-guard.ts'

const request = (headers: Record<string, string>, method = 'GET') => ({ headers, method }) as unknown as IncomingMessage

describe('the translation workspace answers only requests made to its own address (workspace/server/request-guard.ts)', () => {
  it('accepts its own address and the loopback names, with or without its own Origin', () => {
    for (const host of ['127.0.0.1:5173', 'localhost:5173', '[::1]:5173']) {
      expect(isOwnRequest(request({ host }), '127.0.0.1', 5173), host).toBe(true)
      expect(isOwnRequest(request({ host, origin: `http://${host}` }), '127.0.0.1', 5173), host).toBe(true)
    }
  })

  it('refuses a rebound domain name, another port, and a page of another site or of no site', () => {
    expect(isOwnRequest(request({ host: 'attacker.example:5173' }), '127.0.0.1', 5173)).toBe(false)
    expect(isOwnRequest(request({ host: '127.0.0.1:5174' }), '127.0.0.1', 5173)).toBe(false)
    expect(isOwnRequest(request({}), '127.0.0.1', 5173)).toBe(false)
    for (const origin of ['http://attacker.example', 'http://127.0.0.1:8080', 'null', 'https://127.0.0.1:5173'])
      expect(isOwnRequest(request({ host: '127.0.0.1:5173', origin }), '127.0.0.1', 5173), origin).toBe(false)
  })

  it('told to listen on every address, accepts the machine’s IP addresses but still no domain name', () => {
    expect(isOwnRequest(request({ host: '192.168.1.20:5173', origin: 'http://192.168.1.20:5173' }), '0.0.0.0', 5173)).toBe(true)
    expect(isOwnRequest(request({ host: 'attacker.example:5173' }), '0.0.0.0', 5173)).toBe(false)
    expect(isOwnRequest(request({ host: '192.168.1.20:5173' }), '127.0.0.1', 5173)).toBe(false)
  })
})

describe('the workspace’s API takes JSON only, and on the network only calls carrying its token (workspace/server/request-guard.ts)', () => {
  const json = { 'content-type': 'application/json' }

  it('refuses a POST that is not JSON, as a page of another site could send it without asking: a send, a save', () => {
    expect(apiRefusal(request({ 'content-type': 'text/plain' }, 'POST'), undefined)).toMatchObject({ status: 415 })
    expect(apiRefusal(request({}, 'POST'), undefined)).toMatchObject({ status: 415 })
    expect(apiRefusal(request(json, 'POST'), undefined)).toBeUndefined()
    expect(apiRefusal(request({}), undefined)).toBeUndefined()
  })

  it('takes a photo as bytes, on its own route only, and keeps no more of it than the cap', async () => {
    const bytes = { 'content-type': 'application/octet-stream' }
    expect(apiRefusal(request(bytes, 'POST'), undefined, 'bytes')).toBeUndefined()
    expect(apiRefusal(request(bytes, 'POST'), undefined)).toMatchObject({ status: 415 })
    for (const type of ['multipart/form-data; boundary=x', 'text/plain', 'image/jpeg'])
      expect(apiRefusal(request({ 'content-type': type }, 'POST'), undefined, 'bytes'), type).toMatchObject({ status: 415 })
    const body = (size: number) => Readable.from([Buffer.alloc(size / 2), Buffer.alloc(size / 2)]) as unknown as IncomingMessage
    expect(await readBytes(body(1000), 1000)).toHaveLength(1000)
    expect(await readBytes(body(1002), 1000)).toBeUndefined()
  })

  it('listening on the network, refuses every call without the token it printed', () => {
    expect(isLoopback('0.0.0.0')).toBe(false)
    expect(isLoopback('192.168.1.20')).toBe(false)
    for (const host of ['127.0.0.1', 'localhost', '::1']) expect(isLoopback(host), host).toBe(true)
    const token = 'printed-token'
    for (const headers of [json, { ...json, 'x-workspace-token': 'guessed' }]) {
      expect(apiRefusal(request(headers, 'POST'), token)).toEqual({ status: 403, reason: expect.stringContaining('with its token') })
      expect(apiRefusal(request(headers), token)).toMatchObject({ status: 403 })
    }
    expect(apiRefusal(request({ ...json, 'x-workspace-token': token }, 'POST'), token)).toBeUndefined()
  })
})

describe('every request to the workspace passes its guard (workspace/server/request-guard.ts)', () => {
  /** What the guard answered: 403 with its reason, or passed on with the headers it set. */
  const answer = (url: string, headers: Record<string, string>, options: GuardOptions) => {
    const set: Record<string, string> = {}
    const response = {
      statusCode: 200,
      setHeader: (name: string, value: string) => (set[name] = value),
      end: (text: string) => (body = text),
    }
    let body = ''
    const refused = refuseRequest(
      { url, headers, method: 'GET' } as unknown as IncomingMessage,
      response as unknown as ServerResponse,
      options,
    )
    return { refused, status: response.statusCode, body, cookie: set['Set-Cookie'] }
  }
  const local: GuardOptions = { host: '127.0.0.1', port: 5173 }
  const own = { host: '127.0.0.1:5173' }

  it('launches no editor, whoever asks', () => {
    for (const url of ['/__open-in-editor?file=/etc/hostname', '/__OPEN-IN-EDITOR?file=x', '//__open-in-editor?file=x'])
      expect(answer(url, { ...own, 'sec-fetch-site': 'same-origin' }, local), url).toMatchObject({
        refused: true,
        status: 403,
        body: expect.stringContaining('no editor'),
      })
  })

  it('refuses what another site’s page loads from it (an image, a script, a frame), and takes its own and a followed link', () => {
    const from = (site: string, mode: string, dest: string) => ({
      ...own,
      'sec-fetch-site': site,
      'sec-fetch-mode': mode,
      'sec-fetch-dest': dest,
    })
    for (const headers of [
      from('cross-site', 'no-cors', 'image'),
      from('same-site', 'cors', 'script'),
      from('cross-site', 'navigate', 'iframe'),
    ])
      expect(answer('/src/content/data/contact.json', headers, local), JSON.stringify(headers)).toMatchObject({
        refused: true,
        status: 403,
      })
    for (const headers of [
      from('same-origin', 'no-cors', 'image'),
      from('none', 'navigate', 'document'),
      from('cross-site', 'navigate', 'document'),
      own,
    ])
      expect(answer('/__translate/', headers, local).refused, JSON.stringify(headers)).toBe(false)
  })

  it('on the network, serves neither the source nor the locales without the token; the printed address sets a cookie that then serves', () => {
    const network: GuardOptions = { host: '0.0.0.0', port: 5173, token: 'printed-token' }
    const lan = { host: '192.168.1.20:5173' }
    for (const url of ['/@fs/project/package.json', '/src/content/data/contact.json', '/locales/fr/home.json?raw', '/fr/', '/__translate/'])
      expect(answer(url, lan, network), url).toMatchObject({ refused: true, status: 403, body: expect.stringContaining('with its token') })
    expect(answer('/__translate/?token=guessed', lan, network).refused).toBe(true)
    expect(answer('/src/main.tsx', { ...lan, cookie: 'workspace-token-5173=guessed' }, network).refused).toBe(true)
    const opened = answer('/__translate/?language=fr&token=printed-token', lan, network)
    expect(opened).toMatchObject({
      refused: false,
      cookie: expect.stringMatching(/^workspace-token-5173=printed-token; .*HttpOnly; SameSite=Strict/),
    })
    const cookie = opened.cookie!.split(';')[0]!
    for (const url of ['/src/content/data/contact.json', '/locales/fr/home.json?raw', '/fr/'])
      expect(answer(url, { ...lan, cookie: `other=1; ${cookie}` }, network).refused, url).toBe(false)
    expect(answer('/src/content/data/contact.json', own, local).refused).toBe(false)
  })
})
