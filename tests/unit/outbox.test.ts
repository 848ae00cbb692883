import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cancel, deliver, flushOutbox, forget, keptMessages } from '../../src/components/forms/outbox.ts'

type Outbox = typeof import('../../src/components/forms/outbox.ts')
const day = 24 * 60 * 60 * 1000
let instances = 0
/** The outbox's code loaded afresh, as by another page or a worker just started: its own clocks, its own connection. */
const anotherPage = () =>
  import(
    /* @vite-ignore */ `${new URL('../../src/components/forms/outbox.ts', import.meta.url).pathname}?page=${++instances}`
  ) as Promise<Outbox>

const endpoint = 'https://forms.test/f/abc'
let count = 0
const message = () => ({
  id: `00000000-0000-4000-8000-${String(++count).padStart(12, '0')}`,
  form: 'contact' as const,
  language: 'en',
  pageUrl: 'https://example.test/contact',
  fields: { fullName: 'Ama Mensah', email: 'ama@example.com', phone: '', company: '', subject: 'A website', message: 'Hello' },
  _gotcha: '',
  elapsedSeconds: 30,
})

/** The form service as the browser reaches it: what each request carried, and the answer the test sets. */
function stubEndpoint() {
  const received: { id: string }[] = []
  const service = { answer: 200 as number | 'down', hold: undefined as Promise<void> | undefined }
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    if (service.answer === 'down') throw new TypeError('Failed to fetch')
    received.push(JSON.parse(String(init.body)) as { id: string })
    await service.hold
    const body = service.answer === 200 ? '{"ok":true}' : '{"error":"no"}'
    return new Response(body, { status: service.answer, headers: { 'Content-Type': 'application/json' } })
  })
  return { received, service }
}

const setOnline = (onLine: boolean) => vi.stubGlobal('navigator', { onLine })
const flush = (options: { now?: boolean; endpoint?: string } = {}) => flushOutbox({ endpoint, ...options })
const kept = () => keptMessages('contact', endpoint)

describe('the outbox', () => {
  beforeEach(async () => {
    stubEndpoint()
    setOnline(true)
    for (const { id } of (await kept()) ?? []) await forget(id)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('sends at once when it can, and keeps nothing', async () => {
    const { received } = stubEndpoint()
    const sent = message()
    expect(await deliver(endpoint, sent)).toEqual({ state: 'sent' })
    expect(received).toEqual([expect.objectContaining(sent)])
    expect(await kept()).toEqual([])
  })

  it('keeps a message sent offline, and three senders at once send it once, with its id', async () => {
    const { received } = stubEndpoint()
    setOnline(false)
    const written = message()
    expect(await deliver(endpoint, written)).toEqual({ state: 'kept', reason: 'offline' })
    expect(await kept()).toMatchObject([{ id: written.id, state: 'waiting', fields: written.fields }])

    setOnline(true)
    await Promise.all([flush(), flush(), flush()])
    expect(received.map(({ id }) => id)).toEqual([written.id])
    expect(await kept()).toEqual([])
  })

  it.each([503, 429, 'down'] as const)(
    'keeps a message the service answers %s, and sends it again later with the same id',
    async (answer) => {
      const { received, service } = stubEndpoint()
      const written = message()
      service.answer = answer
      expect(await deliver(endpoint, written)).toMatchObject({ state: 'kept' })
      expect(await flush()).toMatchObject({ waiting: 1, nextAt: expect.any(Number) as unknown })
      service.answer = 200
      expect(await flush()).toMatchObject({ waiting: 1 })
      await flush({ now: true })
      expect(received.map(({ id }) => id).at(-1)).toBe(written.id)
      expect(new Set(received.map(({ id }) => id))).toEqual(new Set([written.id]))
      expect(await kept()).toEqual([])
    },
  )

  it('keeps a message refused later, until a form page has shown it', async () => {
    const { service } = stubEndpoint()
    setOnline(false)
    const written = message()
    await deliver(endpoint, written)
    setOnline(true)
    service.answer = 422
    await flush()
    expect(await kept()).toMatchObject([{ id: written.id, state: 'refused' }])
    await flush()
    await forget(written.id)
    expect(await kept()).toEqual([])
  })

  it('sends nothing after seven days of trying: the message waits to be shown once', async () => {
    const { received, service } = stubEndpoint()
    const written = message()
    service.answer = 503
    expect(await deliver(endpoint, written)).toMatchObject({ state: 'kept' })
    service.answer = 200
    vi.useFakeTimers({ now: Date.now() + 8 * day, toFake: ['Date'] })
    const later = await anotherPage()
    await later.flushOutbox({ now: true, endpoint })
    expect(received.map(({ id }) => id)).toEqual([written.id])
    expect(await later.keptMessages('contact', endpoint)).toMatchObject([{ id: written.id, state: 'expired' }])
  })

  it.each([
    ['400 days behind', -400 * day, false],
    ['10 days behind', -10 * day, false],
    ['3 days ahead', 3 * day, false],
    ['400 days behind, online into an outage', -400 * day, true],
    ['10 days behind, online into an outage', -10 * day, true],
  ])('sends once, at the next page, a message written with the clock %s, once the clock is right', async (_, offset, online) => {
    const { received, service } = stubEndpoint()
    const written = message()
    vi.useFakeTimers({ now: Date.now() + offset, toFake: ['Date'] })
    setOnline(online)
    service.answer = 503
    expect(await deliver(endpoint, written)).toMatchObject({ state: 'kept' })
    vi.useRealTimers()
    setOnline(true)
    service.answer = 200
    const later = await anotherPage()
    expect(await later.keptMessages('contact', endpoint)).toMatchObject([{ id: written.id, state: 'waiting' }])
    await later.flushOutbox({ endpoint })
    await flush({ now: true })
    expect(received.filter(({ id }) => id === written.id).length).toBe(online ? 2 : 1)
    expect(await kept()).toEqual([])
  })

  it('counts no age from a reading taken offline: eight days on, the message is still sent', async () => {
    const { received } = stubEndpoint()
    setOnline(false)
    const written = message()
    await deliver(endpoint, written)
    setOnline(true)
    // Eight days pass, but the only earlier reading was taken offline: the message is sent, not expired.
    vi.useFakeTimers({ now: Date.now() + 8 * day, toFake: ['Date'] })
    const later = await anotherPage()
    await later.flushOutbox({ now: true, endpoint })
    expect(received.map(({ id }) => id)).toEqual([written.id])
  })

  it('reports storage it cannot read as unknown, so Background Sync tries again, and the message then goes', async () => {
    const { received } = stubEndpoint()
    setOnline(false)
    const written = message()
    await deliver(endpoint, written)
    setOnline(true)
    const factory = indexedDB
    let opened = () => {}
    const slowOpen = new Promise<void>((resolve) => (opened = resolve))
    vi.stubGlobal('indexedDB', {
      open: (name: string, version?: number) => {
        const request = factory.open(name, version)
        const dispatch = request.dispatchEvent.bind(request)
        request.dispatchEvent = (event: Event) => (void slowOpen.then(() => dispatch(event)), true)
        return request
      },
    })
    const worker = await anotherPage()
    expect(await worker.flushOutbox({ now: true, endpoint })).toEqual({ waiting: 'unknown' })
    expect(received).toEqual([])
    opened()
    vi.stubGlobal('indexedDB', factory)
    await worker.flushOutbox({ now: true, endpoint })
    expect(received.map(({ id }) => id)).toEqual([written.id])
    expect(await kept()).toEqual([])
  })

  it('asks the browser to keep the site’s storage when it keeps a message', async () => {
    const persist = vi.fn(async () => false)
    vi.stubGlobal('navigator', { onLine: false, storage: { persist } })
    await deliver(endpoint, message())
    expect(persist).toHaveBeenCalled()
  })

  it('hands kept messages over for showing when the build has no endpoint, and sends none', async () => {
    const { received } = stubEndpoint()
    setOnline(false)
    await deliver(endpoint, message())
    setOnline(true)
    await flush({ endpoint: '' })
    expect(received).toEqual([])
    expect(await keptMessages('contact', undefined)).toMatchObject([{ state: 'noEndpoint' }])
  })

  it('drops a cancelled message, which then never goes; one in a sender’s hand goes no further than that attempt', async () => {
    const { received, service } = stubEndpoint()
    setOnline(false)
    const dropped = message()
    await deliver(endpoint, dropped)
    expect(await cancel(dropped.id)).toBe('cancelled')

    const inFlight = message()
    await deliver(endpoint, inFlight)
    setOnline(true)
    service.answer = 503
    let release = () => {}
    service.hold = new Promise((resolve) => (release = resolve))
    const flushing = flush()
    await vi.waitFor(() => expect(received).toHaveLength(1))
    expect(await cancel(inFlight.id)).toBe('tooLate')
    release()
    await flushing
    service.hold = undefined
    service.answer = 200
    await flush({ now: true })
    expect(received.map(({ id }) => id)).toEqual([inFlight.id])
    expect(await kept()).toEqual([])
  })

  it('sends directly when storage fails, and says nothing was kept', async () => {
    const { received, service } = stubEndpoint()
    const put = IDBObjectStore.prototype.put
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    try {
      const written = message()
      expect(await deliver(endpoint, written)).toEqual({ state: 'sent' })
      service.answer = 503
      expect(await deliver(endpoint, message())).toEqual({ state: 'failed', reason: 'busy', saved: false })
      setOnline(false)
      expect(await deliver(endpoint, message())).toEqual({ state: 'failed', reason: 'offline', saved: false })
      expect(received.map(({ id }) => id)[0]).toBe(written.id)
    } finally {
      IDBObjectStore.prototype.put = put
    }
  })
})
