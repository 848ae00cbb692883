import type { FormId, FormValues } from '../../content/form-fields.ts'
import type { SendFailure } from './form-submission.ts'

/**
 * The small part of the outbox every page loads (outbox.ts, with IndexedDB, loads only when messages
 * may wait): the hint that they do, and what the page has heard about each form's message, so a form
 * whose island wakes later still shows it.
 */

export type OutboxNews = { form: FormId; id: string } & (
  { state: 'sent'; fields: FormValues<FormId> } | { state: 'queued' } | { state: 'cancelled' } | { state: 'failed'; reason: SendFailure }
)

export const outboxStates = ['sent', 'queued', 'failed', 'cancelled'] as const satisfies OutboxNews['state'][]
/** The window event of each piece of news: `outbox:sent`, … */
export const outboxEvent = (state: OutboxNews['state']) => `outbox:${state}`

const pendingHint = 'outbox:pending'
/** The Background Sync tag the service worker answers. */
export const outboxSyncTag = 'outbox'

/** Whether this browser may hold kept messages; true when it cannot say (no localStorage). */
export function mayHaveQueuedMessages(): boolean {
  try {
    return localStorage.getItem(pendingHint) === '1'
  } catch {
    return true
  }
}

export function markQueuedMessages(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(pendingHint, '1')
    else localStorage.removeItem(pendingHint)
  } catch {
    // No localStorage in a service worker, or none allowed: pages then flush at every load.
  }
}

const latest = new Map<FormId, OutboxNews>()

/** Keeps the latest news of each form from now on. */
export function rememberOutboxNews(): void {
  for (const state of outboxStates) {
    window.addEventListener(outboxEvent(state), (event) => {
      const news = (event as CustomEvent<OutboxNews>).detail
      latest.set(news.form, news)
    })
  }
}

export const latestOutboxNews = (form: FormId) => latest.get(form)
