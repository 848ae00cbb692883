import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { FormId } from '../../content/form-fields.ts'
import { formEndpoint } from './form-endpoint.ts'
import { isTransient, sendPayload, sendTimeoutMs, type FormPayload, type SendFailure } from './form-submission.ts'
import { announce, keepDays, markQueuedMessages, outboxSyncTag } from './outbox-news.ts'

/** Messages kept on the device until the form service has them (docs/offline.md). */

/**
 * A message's age, counted only across clock readings the outbox can trust (docs/offline.md): within one page or
 * worker by its monotonic clock; between two of them by the wall clock, when both readings were taken online, no
 * earlier than the build, and in order.
 */
interface Age {
  /** Trusted age as of the last reading. */
  ms: number
  at: number
  trusted: boolean
  /** Which page or worker took the last reading, and its monotonic clock then. */
  context: string
  monotonic: number
}

interface StoredMessage {
  id: string
  payload: FormPayload<FormId>
  createdAt: number
  /** Missing in messages kept before ages were counted: they start at zero. */
  age?: Age
  attempts: number
  nextAttemptAt: number
  claimedUntil: number
  /** A definite refusal, kept until a form page has shown it. */
  refused?: boolean
  cancelRequested?: boolean
}

interface OutboxSchema extends DBSchema {
  messages: { key: string; value: StoredMessage }
}

const claimMs = sendTimeoutMs + 5_000
const keepMs = keepDays * 24 * 60 * 60 * 1000
const storageTimeoutMs = 1_000
const longestBackoffMs = 6 * 60_000

declare const __BUILD_TIME__: number
/** A wall clock earlier than the build is wrong (a phone whose date was lost), whatever it says. */
const buildTime = typeof __BUILD_TIME__ === 'number' ? __BUILD_TIME__ : 0
const readingContext = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Math.random())

function readClock(): Omit<Age, 'ms'> {
  const at = Date.now()
  return { at, trusted: at >= buildTime && !isOffline(), context: readingContext, monotonic: performance.now() }
}

/** The age as of `reading`; in doubt (a new context after an untrusted reading, a clock put back), no time is added. */
function agedTo(age: Age | undefined, reading = readClock()): Age {
  let ms = age?.ms ?? 0
  if (age?.context === reading.context) ms += Math.max(0, reading.monotonic - age.monotonic)
  else if (age?.trusted && reading.trusted && reading.at >= age.at) ms += reading.at - age.at
  return { ms, ...reading }
}

let database: Promise<IDBPDatabase<OutboxSchema>> | undefined
function openOutbox(): Promise<IDBPDatabase<OutboxSchema>> {
  database ??= openDB<OutboxSchema>('outbox', 2, {
    async upgrade(db, oldVersion, _newVersion, transaction) {
      if (!db.objectStoreNames.contains('messages')) db.createObjectStore('messages', { keyPath: 'id' })
      else if (oldVersion === 1) {
        const store = transaction.objectStore('messages')
        // Version 1 tied each message to the endpoint of the build that kept it; now the current build's is used.
        for (const message of (await store.getAll()) as (StoredMessage & { endpoint?: string })[]) {
          delete message.endpoint
          await store.put({ ...message, createdAt: Date.now(), attempts: 0, nextAttemptAt: 0 })
        }
      }
    },
    blocking: () => void database?.then((db) => db.close()).finally(() => (database = undefined)),
    terminated: () => (database = undefined),
  }).catch((error: unknown) => {
    database = undefined
    throw error
  })
  return database
}

/** A storage step that may fail or hang (full disk, a lost connection to the database): undefined then. */
async function tryStorage<Result>(step: (outbox: IDBPDatabase<OutboxSchema>) => Promise<Result>): Promise<Result | undefined> {
  let stopWaiting = () => {}
  const late = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, storageTimeoutMs)
    stopWaiting = () => clearTimeout(timer)
  })
  try {
    return await Promise.race([openOutbox().then(step), late])
  } catch {
    return undefined
  } finally {
    stopWaiting()
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false
const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000) * (0.8 + Math.random() * 0.4)

export type Delivery =
  | { state: 'sent' }
  | { state: 'kept'; reason: SendFailure | 'offline' }
  | { state: 'failed'; reason: SendFailure | 'offline'; saved: boolean }

/** `saved: false`: storage failed, so nothing goes by itself. */
export async function deliver(endpoint: string, payload: FormPayload<FormId>): Promise<Delivery> {
  // The same message already in another sender's hand (a Retry while a flush sends it) is on its way.
  const delivery = await inHand(payload.id, () => deliverHeld(endpoint, payload))
  return delivery === 'busy' ? { state: 'kept', reason: 'unreachable' } : delivery
}

async function deliverHeld(endpoint: string, payload: FormPayload<FormId>): Promise<Delivery> {
  const { id, form } = payload
  const now = Date.now()
  const message: StoredMessage = {
    id,
    payload,
    createdAt: now,
    age: agedTo(undefined),
    attempts: 0,
    nextAttemptAt: 0,
    claimedUntil: now + claimMs,
  }
  const stored = await tryStorage(async (outbox) => {
    const earlier = await outbox.get('messages', id)
    const age = agedTo(earlier?.age)
    await outbox.put('messages', earlier ? { ...earlier, payload, age, refused: false, claimedUntil: now + claimMs } : message)
    return true
  })
  if (stored) {
    markQueuedMessages(true)
    keepStorage()
  }
  if (isOffline()) {
    if (!stored) return { state: 'failed', reason: 'offline', saved: false }
    await release(id, false)
    requestBackgroundSync()
    announce({ form, id, state: 'kept' })
    return { state: 'kept', reason: 'offline' }
  }
  const result = await sendPayload(endpoint, payload)
  if (result.ok) {
    await tryStorage((outbox) => outbox.delete('messages', id))
    announce({ form, id, state: 'sent', fields: payload.fields })
    return { state: 'sent' }
  }
  if (stored && isTransient(result.reason)) {
    if ((await release(id, true)) === 'cancelled') return { state: 'failed', reason: result.reason, saved: false }
    requestBackgroundSync()
    announce({ form, id, state: 'kept' })
    return { state: 'kept', reason: result.reason }
  }
  await tryStorage((outbox) => outbox.delete('messages', id))
  return { state: 'failed', reason: result.reason, saved: !!stored }
}

/** Frees a message after an attempt, its next one put off if it failed: when that is due, or that it was cancelled meanwhile. */
async function release(id: string, failed: boolean): Promise<number | 'cancelled' | undefined> {
  return tryStorage(async (outbox) => {
    const transaction = outbox.transaction('messages', 'readwrite')
    const message = await transaction.store.get(id)
    let outcome: number | 'cancelled' | undefined
    if (message?.cancelRequested) {
      await transaction.store.delete(id)
      outcome = 'cancelled'
    } else if (message) {
      const attempts = message.attempts + (failed ? 1 : 0)
      outcome = failed ? Date.now() + backoffMs(attempts) : 0
      await transaction.store.put({ ...message, attempts, nextAttemptAt: outcome, claimedUntil: 0 })
    }
    await transaction.done
    return outcome
  })
}

type KeptState = 'waiting' | 'sending' | 'refused' | 'expired' | 'noEndpoint'

export interface KeptView {
  id: string
  form: FormId
  fields: FormPayload<FormId>['fields']
  createdAt: number
  state: KeptState
}

const lockName = (id: string) => `outbox:${id}`

/** The browser frees a Web Lock when its holder dies, so a send cut off by a closed tab is taken up by the next page. */
async function inHand<Result>(id: string, send: () => Promise<Result>): Promise<Result | 'busy'> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return send()
  return locks.request(lockName(id), { ifAvailable: true }, (lock) => (lock ? send() : ('busy' as const)))
}

async function heldLocks(): Promise<Set<string> | undefined> {
  try {
    const { held = [] } = (await navigator.locks?.query()) ?? {}
    return navigator.locks ? new Set(held.map(({ name = '' }) => name)) : undefined
  } catch {
    return undefined
  }
}

/** Whether a sender has the message in hand. A claim further ahead than a send lasts is a clock put back: it is void. */
const isClaimed = (message: StoredMessage, now: number, held?: Set<string>) =>
  held ? held.has(lockName(message.id)) : message.claimedUntil > now && message.claimedUntil <= now + claimMs

function stateOf(message: StoredMessage, now: number, endpoint: string | undefined, held?: Set<string>): KeptState {
  if (message.refused) return 'refused'
  if (agedTo(message.age).ms > keepMs) return 'expired'
  if (!endpoint) return 'noEndpoint'
  return isClaimed(message, now, held) ? 'sending' : 'waiting'
}

/** Newest first; undefined when storage cannot be read. */
export async function keptMessages(form: FormId, endpoint = formEndpoint): Promise<KeptView[] | undefined> {
  const held = await heldLocks()
  const now = Date.now()
  const messages = await tryStorage((outbox) => outbox.getAll('messages'))
  return messages
    ?.filter(({ payload }) => payload.form === form)
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((message) => ({
      id: message.id,
      form,
      fields: message.payload.fields,
      createdAt: message.createdAt,
      state: stateOf(message, now, endpoint, held),
    }))
}

export async function forget(id: string): Promise<void> {
  await tryStorage((outbox) => outbox.delete('messages', id))
  await refreshHint()
}

/** A message in a sender's hand is marked to go no further than this attempt: `tooLate`, it is on its way. */
export async function cancel(id: string): Promise<'cancelled' | 'tooLate' | 'gone'> {
  const held = await heldLocks()
  const outcome = await tryStorage(async (outbox) => {
    const transaction = outbox.transaction('messages', 'readwrite')
    const message = await transaction.store.get(id)
    let result: 'cancelled' | 'tooLate' | 'gone' = 'gone'
    if (message && isClaimed(message, Date.now(), held)) {
      await transaction.store.put({ ...message, cancelRequested: true })
      result = 'tooLate'
    } else if (message) {
      await transaction.store.delete(id)
      result = 'cancelled'
    }
    await transaction.done
    return { result, form: message?.payload.form }
  })
  if (outcome?.result === 'cancelled' && outcome.form) announce({ form: outcome.form, id, state: 'cancelled' })
  await refreshHint()
  return outcome?.result ?? 'gone'
}

/**
 * Sends each kept message that is due (`now`: all) and free; resolves to how many wait, and when the next is due.
 * `unknown`: storage could not be read, so some may wait.
 */
export async function flushOutbox({ now: sendAll = false, endpoint = formEndpoint } = {}): Promise<{
  waiting: number | 'unknown'
  nextAt?: number
}> {
  const ids = await tryStorage((outbox) => outbox.getAllKeys('messages'))
  let waiting = 0
  let unknown = !ids
  let nextAt: number | undefined
  for (const id of ids ?? []) {
    // Offline, nothing can go: the `online` event and Background Sync come back for it.
    const outcome = isOffline() ? 'waiting' : await inHand(id, () => flushOne(id, sendAll, endpoint))
    if (outcome === 'unknown') unknown = true
    else if (outcome === 'waiting') waiting++
    else if (typeof outcome === 'number') {
      waiting++
      nextAt = Math.min(nextAt ?? outcome, outcome)
    }
  }
  await refreshHint()
  return { waiting: unknown ? 'unknown' : waiting, nextAt }
}

/** Background Sync's flush: it fails while a message waits or storage cannot be read, so the browser tries again. */
export async function flushForSync(): Promise<void> {
  const { waiting } = await flushOutbox({ now: true })
  if (waiting) throw new Error(`Form messages still waiting to be sent: ${waiting}.`)
}

async function flushOne(id: string, sendAll: boolean, endpoint: string | undefined): Promise<number | 'unknown' | undefined> {
  const message = await claim(id, sendAll, endpoint)
  if (typeof message !== 'object') return typeof message === 'number' || message === 'unknown' ? message : undefined
  if (!endpoint) return undefined
  const { payload } = message
  const result = await sendPayload(endpoint, payload)
  if (result.ok) {
    await tryStorage((outbox) => outbox.delete('messages', id))
    announce({ form: payload.form, id, state: 'sent', fields: payload.fields })
  } else if (!isTransient(result.reason)) {
    await tryStorage((outbox) => outbox.put('messages', { ...message, refused: true, claimedUntil: 0 }))
    announce({ form: payload.form, id, state: 'refused' })
  } else {
    const next = await release(id, true)
    announce({ form: payload.form, id, state: next === 'cancelled' ? 'cancelled' : 'kept' })
    if (typeof next === 'number') return next
  }
  return undefined
}

/**
 * The message if it is due and free, claimed in one transaction; else when it is due, or that a page must show it.
 * Each look records the message's age; a message is deleted here only when cancelled.
 */
async function claim(
  id: string,
  sendAll: boolean,
  endpoint: string | undefined,
): Promise<StoredMessage | number | 'shown' | 'gone' | 'unknown'> {
  const outcome = await tryStorage(async (outbox) => {
    const transaction = outbox.transaction('messages', 'readwrite')
    const stored = await transaction.store.get(id)
    const now = Date.now()
    let result: StoredMessage | number | 'shown' | 'gone'
    const message = stored && { ...stored, age: agedTo(stored.age) }
    // A next try further ahead than any backoff is a clock put back: it is due now.
    const due = message && (message.nextAttemptAt <= now || message.nextAttemptAt > now + longestBackoffMs)
    if (!message || message.cancelRequested) {
      if (message) await transaction.store.delete(id)
      result = 'gone'
    } else if (!['waiting', 'sending'].includes(stateOf(message, now, endpoint))) {
      await transaction.store.put(message)
      result = 'shown'
    } else if (!navigator.locks && isClaimed(message, now)) result = message.claimedUntil
    else if (!sendAll && !due) {
      await transaction.store.put(message)
      result = message.nextAttemptAt
    } else {
      result = { ...message, claimedUntil: now + claimMs }
      await transaction.store.put(result)
    }
    await transaction.done
    return result
  })
  return outcome ?? 'unknown'
}

/** Asks the browser not to evict the site's storage while a message is kept; what it answers is not announced. */
function keepStorage(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.storage?.persist === 'function')
    void navigator.storage.persist().catch(() => false)
}

async function refreshHint(): Promise<void> {
  const count = await tryStorage((outbox) => outbox.count('messages'))
  if (count !== undefined) markQueuedMessages(count > 0)
}

/** @public Whether Background Sync agreed: some browsers expose it and refuse it (knip misses the lazy import's use). */
export async function backgroundSyncWorks(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return false
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync?: SyncManager }
    if (!registration.sync) return false
    await registration.sync.register(outboxSyncTag)
    return true
  } catch {
    return false
  }
}

const requestBackgroundSync = () => void backgroundSyncWorks()

interface SyncManager {
  register(tag: string): Promise<void>
}
