import type { FormId, FormValues } from '../../content/form-fields.ts'

/** Told to every open page of the site: the sender may be another tab or the service worker. */
export type OutboxNews = { form: FormId; id: string } & (
  { state: 'sent'; fields: FormValues<FormId> } | { state: 'kept' } | { state: 'refused' } | { state: 'cancelled' }
)

/** After this many days a kept message is no longer sent: a form page shows it once, with the hand-offs, then deletes it. */
export const keepDays = 7

const channelName = 'outbox'
const newsEvent = 'outbox:news'
const pendingHint = 'outbox:pending'
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
    // No localStorage in a service worker, or none allowed: pages then look at every load.
  }
}

export function announce(news: OutboxNews): void {
  dispatch(news)
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(channelName)
  channel.postMessage(news)
  channel.close()
}

function dispatch(news: OutboxNews): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<OutboxNews>(newsEvent, { detail: news }))
}

let listening = false
export function listenToOutbox(onNews: (news: OutboxNews) => void): void {
  window.addEventListener(newsEvent, (event) => onNews((event as CustomEvent<OutboxNews>).detail))
  if (listening || typeof BroadcastChannel === 'undefined') return
  listening = true
  new BroadcastChannel(channelName).addEventListener('message', (event: MessageEvent<OutboxNews>) => dispatch(event.data))
}
