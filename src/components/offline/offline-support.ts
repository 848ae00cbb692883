import { mayHaveQueuedMessages, rememberOutboxNews } from '../forms/outbox-news.ts'

/** Where the build writes the service worker (scripts/postbuild/service-worker.ts): at the root, so it controls every page. */
export const serviceWorkerPath = '/sw.js'
/** What a page the worker did not serve sends it, to be kept for offline reading all the same. */
export const keepPageMessage = 'keep-page'

/**
 * Pages opened stay readable offline (the service worker), and form messages kept offline go when
 * the connection is back: at every page load and on `online`, where no Background Sync does it, and
 * alongside it where it does (the outbox sends each message once). Nothing here runs before the page
 * is up: the worker registers after `load`, and the outbox's code loads only when messages may wait.
 */
export function startOfflineSupport(): void {
  rememberOutboxNews()
  const sendKeptMessages = () => {
    if (!mayHaveQueuedMessages()) return
    void import('../forms/outbox.ts').then(({ flushOutbox, listenToOutbox }) => {
      listenToOutbox()
      return flushOutbox()
    })
  }
  window.addEventListener('online', sendKeptMessages)
  whenLoaded(() => {
    sendKeptMessages()
    if (import.meta.env.PROD && 'serviceWorker' in navigator) void registerServiceWorker()
  })
}

/**
 * Registers the worker; a page it did not serve (the first visit, before the worker ran) is kept
 * afterwards, from the browser's HTTP cache when it can. Marks the page `data-offline="kept"` once it is.
 */
async function registerServiceWorker(): Promise<void> {
  const controlled = !!navigator.serviceWorker.controller
  try {
    await navigator.serviceWorker.register(serviceWorkerPath)
  } catch (error) {
    console.warn('Service worker not registered:', error)
    return
  }
  if (controlled) return
  const { active } = await navigator.serviceWorker.ready
  const kept = new MessageChannel()
  kept.port1.onmessage = () => (document.documentElement.dataset.offline = 'kept')
  active?.postMessage({ type: keepPageMessage, url: window.location.href }, [kept.port2])
}

function whenLoaded(run: () => void): void {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}
