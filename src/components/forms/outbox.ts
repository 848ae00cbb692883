import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { FormId } from '../../content/form-fields.ts'
import { sendPayload, sendTimeoutMs, type FormPayload, type SendFailure } from './form-submission.ts'
import { markQueuedMessages, outboxEvent, outboxSyncTag, type OutboxNews } from './outbox-news.ts'

/**
 * THE way a valid form message is sent. `deliver` gives it an id, sends it now when it can and
 * otherwise keeps it in IndexedDB until the connection is back: the service worker's Background Sync
 * sends it where the browser has it, even with the tab closed; elsewhere the page sends it on `online`
 * and at the next visit of any page (`flushOutbox`). Whoever sends a message first claims it in one
 * IndexedDB transaction, so a service worker and a page (or two tabs) never send it at the same time;
 * it is deleted once the endpoint accepted it. The id lets the endpoint drop a duplicate all the same
 * (an answer lost on the way back).
 *
 * What happened is announced to every open page of the site: a window event (`outbox:sent`,
 * `outbox:queued`, `outbox:failed`, `outbox:cancelled`, detail `OutboxNews`) in this page, and the same
 * news over a BroadcastChannel to the others, where `listenToOutbox` turns it into the same event.
 */

type Delivery = { state: 'sent'; id: string } | { state: 'queued'; id: string } | { state: 'failed'; id: string; reason: SendFailure }

interface QueuedMessage {
  id: string
  endpoint: string
  payload: FormPayload<FormId>
  /** Until when a sender has this message in hand (epoch ms); 0 when nobody has. */
  claimedUntil: number
}

interface OutboxSchema extends DBSchema {
  messages: { key: string; value: QueuedMessage }
}

/** A claim outlives the longest send, so a sender that died (a closed tab) frees its message after it. */
const claimMs = sendTimeoutMs + 5_000
const channelName = 'outbox'

let database: Promise<IDBPDatabase<OutboxSchema>> | undefined
const openOutbox = () =>
  (database ??= openDB<OutboxSchema>('outbox', 1, {
    upgrade: (db) => void db.createObjectStore('messages', { keyPath: 'id' }),
  }))

/**
 * Sends a valid message, or keeps it when the visitor is offline. A message the endpoint refused, or
 * that could not reach it while the browser says it is online (the endpoint may be down), is not kept:
 * the visitor is told and chooses (retry, e-mail, WhatsApp).
 */
export async function deliver(endpoint: string, message: Omit<FormPayload<FormId>, 'id'>): Promise<Delivery> {
  const payload: FormPayload<FormId> = { id: crypto.randomUUID(), ...message }
  const { id, form } = payload
  const outbox = await openOutbox().catch(() => undefined)
  // Claimed by this send from the start: a flush in another tab or the service worker leaves it alone.
  await outbox?.put('messages', { id, endpoint, payload, claimedUntil: Date.now() + claimMs })
  const result = isOffline() ? ({ ok: false, reason: 'unreachable' } as const) : await sendPayload(endpoint, payload)
  if (result.ok) {
    await outbox?.delete('messages', id)
    announce({ form, id, state: 'sent', fields: payload.fields })
    return { state: 'sent', id }
  }
  if (outbox && isOffline() && result.reason !== 'refused') {
    await outbox.put('messages', { id, endpoint, payload, claimedUntil: 0 })
    markQueuedMessages(true)
    requestBackgroundSync()
    announce({ form, id, state: 'queued' })
    return { state: 'queued', id }
  }
  await outbox?.delete('messages', id)
  return { state: 'failed', id, reason: result.reason }
}

/** Drops a kept message, unless a sender already has it in hand; resolves whether it was dropped. */
export async function cancel(id: string): Promise<boolean> {
  const outbox = await openOutbox()
  const transaction = outbox.transaction('messages', 'readwrite')
  const message = await transaction.store.get(id)
  const droppable = !!message && message.claimedUntil <= Date.now()
  if (droppable) await transaction.store.delete(id)
  await transaction.done
  if (message && droppable) announce({ form: message.payload.form, id, state: 'cancelled' })
  return droppable
}

/** The kept messages of a form: a page shows them as waiting after a reload. */
export async function queuedMessages(form: FormId): Promise<{ id: string; fields: FormPayload<FormId>['fields'] }[]> {
  const messages = await (await openOutbox()).getAll('messages')
  return messages.filter(({ payload }) => payload.form === form).map(({ id, payload }) => ({ id, fields: payload.fields }))
}

/**
 * Sends every kept message nobody has in hand, each once; resolves to how many are still waiting for a
 * connection. Called by the service worker's sync, and by pages at load and on `online`.
 */
export async function flushOutbox(): Promise<number> {
  const outbox = await openOutbox()
  let waiting = 0
  for (const id of await outbox.getAllKeys('messages')) {
    const message = await claim(outbox, id)
    if (!message) continue
    const { payload, endpoint } = message
    const result = await sendPayload(endpoint, payload)
    if (!result.ok && result.reason !== 'refused') {
      await outbox.put('messages', { ...message, claimedUntil: 0 })
      waiting++
      continue
    }
    await outbox.delete('messages', id)
    announce(
      result.ok
        ? { form: payload.form, id, state: 'sent', fields: payload.fields }
        : { form: payload.form, id, state: 'failed', reason: result.reason },
    )
  }
  markQueuedMessages(waiting > 0 || (await outbox.count('messages')) > 0)
  return waiting
}

/** Turns other pages' and the service worker's news into this page's window events. */
let listening = false
export function listenToOutbox(): void {
  if (listening || typeof BroadcastChannel === 'undefined') return
  listening = true
  new BroadcastChannel(channelName).addEventListener('message', (event: MessageEvent<OutboxNews>) => dispatch(event.data))
}

/** The message, marked as in hand, if nobody else has it: one transaction, which IndexedDB runs alone. */
async function claim(outbox: IDBPDatabase<OutboxSchema>, id: string): Promise<QueuedMessage | undefined> {
  const transaction = outbox.transaction('messages', 'readwrite')
  const message = await transaction.store.get(id)
  const free = message && message.claimedUntil <= Date.now()
  if (free) await transaction.store.put({ ...message, claimedUntil: Date.now() + claimMs })
  await transaction.done
  return free ? message : undefined
}

function announce(news: OutboxNews): void {
  dispatch(news)
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(channelName)
  channel.postMessage(news)
  channel.close()
}

function dispatch(news: OutboxNews): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<OutboxNews>(outboxEvent(news.state), { detail: news }))
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/** Asks the browser to wake the service worker once the connection is back, where it has Background Sync. */
function requestBackgroundSync(): void {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: SyncManager }).sync?.register(outboxSyncTag))
    .catch(() => {
      // Refused (no permission, no support): the page sends it on `online` or at the next visit.
    })
}

interface SyncManager {
  register(tag: string): Promise<void>
}
