import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cancel, deliver, flushOutbox, queuedMessages } from '../../src/components/forms/outbox.ts'

const endpoint = 'https://forms.test/f/abc'
const message = {
  form: 'contact' as const,
  language: 'en',
  pageUrl: 'https://example.test/contact',
  fields: { fullName: 'Ama Mensah', email: 'ama@example.com', phone: '', company: '', subject: 'A website', message: 'Hello' },
  _gotcha: '',
  elapsedSeconds: 30,
}

/** The endpoint as the browser reaches it: what each request carried, and its answer or a network failure. */
function stubEndpoint() {
  const received: { id: string }[] = []
  let reachable = true
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    if (!reachable) throw new TypeError('Failed to fetch')
    received.push(JSON.parse(String(init.body)) as { id: string })
    return new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } })
  })
  return { received, goOffline: () => (reachable = false), goOnline: () => (reachable = true) }
}

function setOnline(onLine: boolean) {
  vi.stubGlobal('navigator', { onLine })
}

describe('the outbox', () => {
  beforeEach(async () => {
    // Whatever an earlier test left is sent and forgotten.
    stubEndpoint()
    setOnline(true)
    await flushOutbox()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('sends at once when it can, with a random id, and keeps nothing', async () => {
    const { received } = stubEndpoint()
    const delivery = await deliver(endpoint, message)
    expect(delivery).toEqual({ state: 'sent', id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown })
    expect(received).toEqual([expect.objectContaining({ ...message, id: delivery.id })])
    expect(await queuedMessages('contact')).toEqual([])
  })

  it('keeps a message sent offline, and two senders at once (the worker’s sync, a page’s online) send it once', async () => {
    const { received } = stubEndpoint()
    setOnline(false)
    const delivery = await deliver(endpoint, message)
    expect(delivery.state).toBe('queued')
    expect(await queuedMessages('contact')).toEqual([{ id: delivery.id, fields: message.fields }])
    expect(received).toEqual([])

    setOnline(true)
    expect(await Promise.all([flushOutbox(), flushOutbox(), flushOutbox()])).toEqual([0, 0, 0])
    expect(received.map(({ id }) => id)).toEqual([delivery.id])
    expect(await flushOutbox()).toBe(0)
    expect(received).toHaveLength(1)
  })

  it('keeps it through a failed attempt, and sends it later with the same id', async () => {
    const { received, goOffline, goOnline } = stubEndpoint()
    setOnline(false)
    const { id } = await deliver(endpoint, message)
    setOnline(true)
    goOffline()
    expect(await flushOutbox()).toBe(1)
    goOnline()
    expect(await flushOutbox()).toBe(0)
    expect(received.map((body) => body.id)).toEqual([id])
  })

  it('drops a cancelled message, which then never goes', async () => {
    const { received } = stubEndpoint()
    setOnline(false)
    const { id } = await deliver(endpoint, message)
    expect(await cancel(id)).toBe(true)
    setOnline(true)
    await flushOutbox()
    expect(received).toEqual([])
    expect(await queuedMessages('contact')).toEqual([])
  })

  it('keeps nothing when the endpoint is unreachable while the browser says it is online, so the visitor chooses', async () => {
    const { goOffline } = stubEndpoint()
    goOffline()
    expect(await deliver(endpoint, message)).toMatchObject({ state: 'failed', reason: 'unreachable' })
    expect(await queuedMessages('contact')).toEqual([])
  })
})
