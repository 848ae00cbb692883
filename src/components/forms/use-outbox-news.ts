import { useEffect, useRef } from 'react'
import type { FormId } from '../../content/form-fields.ts'
import { latestOutboxNews, outboxEvent, outboxStates, type OutboxNews } from './outbox-news.ts'
import { listenToOutbox, queuedMessages } from './outbox.ts'

/**
 * Calls `onNews` with each piece of outbox news of a form from now on, after (`earlier`) what the page
 * heard before the island woke, or else the message still kept from an earlier visit.
 */
export function useOutboxNews(form: FormId, enabled: boolean, onNews: (news: OutboxNews, when: { earlier: boolean }) => void): void {
  const latestHandler = useRef(onNews)
  useEffect(() => {
    latestHandler.current = onNews
  })
  useEffect(() => {
    if (!enabled) return
    const handle = (event: Event) => {
      const news = (event as CustomEvent<OutboxNews>).detail
      if (news.form === form) latestHandler.current(news, { earlier: false })
    }
    for (const state of outboxStates) window.addEventListener(outboxEvent(state), handle)
    listenToOutbox()
    const heard = latestOutboxNews(form)
    if (heard) latestHandler.current(heard, { earlier: true })
    else
      void queuedMessages(form).then(
        (queued) => queued.length && latestHandler.current({ form, id: queued.at(-1)!.id, state: 'queued' }, { earlier: true }),
        () => {},
      )
    return () => {
      for (const state of outboxStates) window.removeEventListener(outboxEvent(state), handle)
    }
  }, [form, enabled])
}
