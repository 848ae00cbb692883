import { listenToOutbox, mayHaveQueuedMessages } from '../forms/outbox-news.ts'

/** Where the build writes the service worker (scripts/postbuild/service-worker.ts): at the root, so it controls every page. */
export const serviceWorkerPath = '/sw.js'
export const keepPageMessage = 'keep-page'

export function startOfflineSupport(): void {
  let next: ReturnType<typeof setTimeout> | undefined
  const sendKeptMessages = (now = false) => {
    if (!mayHaveQueuedMessages()) return
    clearTimeout(next)
    void import('../forms/outbox.ts')
      .then(({ flushOutbox }) => flushOutbox({ now }))
      .then(({ nextAt }) => {
        if (nextAt !== undefined) next = setTimeout(() => sendKeptMessages(), Math.max(nextAt - Date.now(), 1_000))
      })
      .catch(() => {})
  }
  window.addEventListener('online', () => sendKeptMessages(true))
  // A message just kept after a failed try goes again when its next try is due.
  listenToOutbox((news) => news.state === 'kept' && sendKeptMessages())
  whenLoaded(() => {
    sendKeptMessages()
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    // A build made with VITE_SERVICE_WORKER=off removes the worker and its caches from every browser that has them.
    if (import.meta.env.VITE_SERVICE_WORKER !== 'off') void registerServiceWorker()
    else void removeServiceWorker()
  })
}

/** A page the worker did not serve is kept afterwards; the page then says `data-offline="kept"`. */
async function registerServiceWorker(): Promise<void> {
  const controlled = !!navigator.serviceWorker.controller
  try {
    await navigator.serviceWorker.register(serviceWorkerPath, { updateViaCache: 'none' })
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

async function removeServiceWorker(): Promise<void> {
  for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister()
  for (const name of await caches.keys()) await caches.delete(name)
}

function whenLoaded(run: () => void): void {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}
