import type { BrowserContext, Page } from '@playwright/test'

/** What the outbox's browser tests share: a message written, the outbox's state read, the service worker's sync fired. */

/** Resolves once the service worker controls the page, so that later loads go through it. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller)
}

/** The contact form filled in, in English, with `message` as its message. */
export async function fillContactForm(page: Page, message: string): Promise<void> {
  await page.getByLabel('Full Name').fill('Ama Mensah')
  await page.getByLabel('Email Address').fill('ama@example.com')
  await page.getByLabel('Subject').fill('A website')
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message)
}

/** Resolves once the form's outbox code has loaded, as it does when the page is idle or the visitor turns to the form. */
export async function outboxReady(page: Page): Promise<void> {
  await page.locator('html[data-outbox="ready"]').waitFor({ state: 'attached' })
}

/** How many messages the outbox keeps, read from IndexedDB on a page of the site. */
export function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('outbox')
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const db = opening.result
          if (!db.objectStoreNames.contains('messages')) return (db.close(), resolve(0))
          const counting = db.transaction('messages').objectStore('messages').count()
          counting.onsuccess = () => (db.close(), resolve(counting.result))
          counting.onerror = () => reject(counting.error)
        }
      }),
  )
}

/**
 * Fires the service worker's `outbox` sync as Chromium does when the connection comes back (DevTools'
 * own way to fire it), and resolves once the worker has finished it.
 */
export async function dispatchOutboxSync(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page)
  const registration = new Promise<{ registrationId: string; scopeURL: string }>((resolve) =>
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find(({ isDeleted }) => !isDeleted)
      if (found) resolve(found)
    }),
  )
  await session.send('ServiceWorker.enable')
  const { registrationId, scopeURL } = await registration
  await session.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(scopeURL).origin,
    registrationId,
    tag: 'outbox',
    lastChance: false,
  })
  await session.detach()
}

/** Whether this browser agrees to wake the service worker for the outbox (Background Sync); headless builds may refuse. */
export function backgroundSyncAgreed(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    try {
      await (
        (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { register(tag: string): Promise<void> } }
      ).sync.register('outbox')
      return true
    } catch {
      return false
    }
  })
}
