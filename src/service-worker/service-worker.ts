import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { enable as enableNavigationPreload } from 'workbox-navigation-preload'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { flushForSync } from '../components/forms/outbox.ts'
import { keepPageMessage } from '../components/offline/offline-support.ts'
import { outboxSyncTag } from '../components/forms/outbox-news.ts'
import { parseLocalizedPath, offlinePagePath } from '../i18n/localized-path.ts'

/** The site's service worker, /sw.js: its strategies are in docs/offline.md. */

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}

interface SyncEvent extends ExtendableEvent {
  tag: string
}

interface MessageFromPage extends ExtendableEvent {
  data: { type?: string; url?: unknown } | null
  ports: readonly MessagePort[]
}

declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[]
  location: Location
  skipWaiting(): Promise<void>
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void
}

// A new worker takes over at once: pages are fetched from the network anyway, and assets are immutable.
void self.skipWaiting()
clientsClaim()
enableNavigationPreload()

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

const sameOrigin = (url: URL) => url.origin === self.location.origin
/** Only a whole, successful answer is kept: never a 404, a redirect or an error page. */
const completeAnswers = () => new CacheableResponsePlugin({ statuses: [200] })

/** A page the browser only fetched ahead (Speculation Rules) is not one the visitor opened: it is not kept. */
const openedOnly = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) =>
    request.headers.get('Sec-Purpose')?.includes('prefetch') ? null : response,
}

const pages = new NetworkFirst({
  cacheName: 'pages',
  // On a connection that stalls while the browser says it is online, the kept copy answers after this.
  networkTimeoutSeconds: 4,
  plugins: [completeAnswers(), openedOnly, new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
})
registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url), pages)

// The first page of a visit, opened before this worker ran, asks to be kept, from the HTTP cache's copy.
self.addEventListener('message', (event) => {
  const url = event.data?.type === keepPageMessage && typeof event.data.url === 'string' ? new URL(event.data.url) : undefined
  if (!url || !sameOrigin(url)) return
  const [, done] = pages.handleAll({ request: new Request(url, { cache: 'force-cache' }), event })
  event.waitUntil(done.then(() => event.ports[0]?.postMessage(true)))
})

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [completeAnswers(), new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
  }),
)

setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error()
  const { language } = parseLocalizedPath(url.pathname)
  return (await matchPrecache(offlinePagePath(language))) ?? Response.error()
})

self.addEventListener('sync', (event) => {
  if (event.tag !== outboxSyncTag) return
  // A message still waiting, or storage that cannot be read, makes the sync fail, and the browser tries again later.
  event.waitUntil(flushForSync())
})
