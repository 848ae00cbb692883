import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startStaticServer, stopServer } from '../../scripts/static-server.ts'
import { clientDirOf, endpointBuildDir, endpointBuildPort, sitePort } from '../support/builds.ts'
import { formEndpointForTests } from '../support/form-endpoint.ts'
import { readLocale, flatten } from '../support/locales.ts'
import { collectProblems, emulateSaveData, localizePath, serveExternalImages, waitForPageScript } from '../support/site.ts'

/**
 * The service worker and the outbox in Chromium, on the endpoint build (npm run build:endpoint): pages
 * opened stay readable offline, others get the offline page of their language, a deploy is seen on
 * the next online visit, and a message written offline arrives once, by the page or by Background Sync.
 */
test.use({ serviceWorkers: 'allow', baseURL: `http://127.0.0.1:${endpointBuildPort}` })

const text = (language: string, namespace: string, key: string) => flatten(readLocale(language, namespace))[key]!

/** Resolves once the page the visitor opened first, before the service worker ran, is kept for offline reading. */
async function keptForOffline(page: Page): Promise<void> {
  await page.locator('html[data-offline="kept"]').waitFor({ state: 'attached' })
}

/** Resolves once the service worker controls the page, so that later loads go through it. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller)
}

test('a page opened stays readable offline, and one not opened yet shows the offline page in its language', async ({ page, context }) => {
  const problems = collectProblems(page)
  // The photos' host is out of reach here: answered locally, so a console error can only be the worker's.
  await serveExternalImages(page)
  const about = localizePath('about', 'fr')
  await page.goto(about)
  await keptForOffline(page)
  await page.goto('/contact')
  await controlledByServiceWorker(page)
  await expect.poll(() => page.evaluate(() => caches.match(window.location.href).then(Boolean))).toBe(true)
  expect(problems, 'the service worker registers and serves without a console error').toEqual([])

  await context.setOffline(true)
  await page.goto(about)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'about', 'meta.title'))
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'contact', 'hero.title'))

  await page.goto(localizePath('portfolio', 'fr'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'errors', 'offline.title'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page).toHaveTitle(new RegExp(`^${text('fr', 'errors', 'offline.meta.title')}`))
  await page.goto(localizePath('privacy', 'en'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'errors', 'offline.title'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test.describe('a deploy', () => {
  let siteCopy: string
  let server: Server | undefined
  test.beforeEach(() => {
    siteCopy = mkdtempSync(join(tmpdir(), 'offline-deploy-'))
    cpSync(clientDirOf(endpointBuildDir), siteCopy, { recursive: true })
  })
  test.afterEach(async () => {
    if (server) await stopServer(server)
    rmSync(siteCopy, { recursive: true, force: true })
  })

  test('is seen on the next online visit, and then read offline', async ({ page, context }) => {
    server = await startStaticServer({ root: siteCopy, port: 0 })
    const { port } = server.address() as AddressInfo
    const about = `http://127.0.0.1:${port}/about`
    const heading = page.getByRole('heading', { level: 1 })
    await page.goto(about)
    await keptForOffline(page)
    await expect(heading).toHaveText(text('en', 'about', 'meta.title'))

    // The new build: the page's words changed, on the same address and origin. The browser's open connections are
    // closed too: a kept-alive one can outlast the test.
    await stopServer(server)
    const page2 = join(siteCopy, 'about', 'index.html')
    const redeployed = 'About Us, redeployed'
    writeFileSync(page2, readFileSync(page2, 'utf8').replace(`>${text('en', 'about', 'meta.title')}<`, `>${redeployed}<`))
    server = await startStaticServer({ root: siteCopy, port })

    await page.goto(about)
    await expect(heading).toHaveText(redeployed)
    await expect.poll(() => pageInCache(page, about, redeployed)).toBe(true)
    await context.setOffline(true)
    await page.goto(about)
    await expect(heading).toHaveText(redeployed)
  })
})

/** Whether the service worker's cache holds the page with these words. */
function pageInCache(page: Page, url: string, words: string): Promise<boolean> {
  return page.evaluate(async ([url, words]) => (await (await caches.match(url))?.text())?.includes(words) ?? false, [url, words] as const)
}

test.describe('a message written offline', () => {
  const endpoint = formEndpointForTests()
  test.describe.configure({ mode: 'serial' })

  async function writeContactMessage(page: Page) {
    await page.goto('/contact')
    await waitForPageScript(page)
    await controlledByServiceWorker(page)
    await fillContactForm(page, 'Written on the bus, sent from the office.')
    await formAwake(page)
  }

  const queued = (page: Page) => page.getByRole('status').filter({ hasText: text('en', 'common', 'forms.status.queuedTitle') })
  const sent = (page: Page) => page.getByRole('status').filter({ hasText: text('en', 'common', 'forms.status.sentTitle') })

  test('is kept, goes by itself once when the connection is back, and the draft stays until then', async ({ page, context }) => {
    await page.goto('/about')
    await keptForOffline(page)
    await writeContactMessage(page)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(queued(page)).toBeVisible()
    await expect(queued(page)).toContainText(text('en', 'common', 'forms.status.queuedWithBackgroundSync'))
    expect(endpoint.received).toHaveLength(0)

    // Still offline: a reload brings back the draft and says, untouched, that the message waits.
    await page.reload()
    await waitForPageScript(page)
    await expect(page.getByLabel('Full Name')).toHaveValue('Ama Mensah')
    await expect(queued(page)).toBeVisible()

    // The page (on `online`) and the service worker (its sync) both reach for it at once.
    await Promise.all([context.setOffline(false), dispatchOutboxSync(context, page)])
    await expect(sent(page)).toBeVisible()
    await expect(page.getByLabel('Full Name')).toHaveValue('')
    await expect.poll(() => outboxSize(page)).toBe(0)
    expect(endpoint.receivedIds()).toEqual([expect.any(String)])
    expect(endpoint.received[0]?.body).toMatchObject({ form: 'contact', fields: { subject: 'A website' } })
  })

  test('goes by Background Sync with the tab closed, once', async ({ page, context }) => {
    await writeContactMessage(page)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(queued(page)).toBeVisible()
    await page.close()

    await context.setOffline(false)
    // A file of the site without the page script, which would send it itself.
    const other = await context.newPage()
    await other.goto('/robots.txt')
    await dispatchOutboxSync(context, other)
    await endpoint.waitForRequests(1)
    await expect.poll(() => outboxSize(other)).toBe(0)
    expect(endpoint.receivedIds()).toEqual([expect.any(String)])
  })

  test('can be cancelled, and then never goes', async ({ page, context }) => {
    await writeContactMessage(page)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('button', { name: text('en', 'common', 'forms.status.cancelQueued') }).click()
    await expect(queued(page)).toHaveCount(0)
    await expect(page.getByLabel('Full Name')).toHaveValue('Ama Mensah')

    expect(await outboxSize(page)).toBe(0)
    await context.setOffline(false)
    await page.reload()
    await waitForPageScript(page)
    await expect(page.getByLabel('Full Name')).toHaveValue('Ama Mensah')
    expect(endpoint.received).toHaveLength(0)
  })

  test('says so in French', async ({ page, context }) => {
    await page.goto(localizePath('contact', 'fr'))
    await waitForPageScript(page)
    await controlledByServiceWorker(page)
    await page.getByLabel('Nom complet').fill('Koffi Yao')
    await page.getByLabel('Adresse e-mail').fill('koffi@example.ci')
    await page.getByLabel('Objet').fill('Un site')
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Écrit hors ligne.')
    await formAwake(page)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    const status = page.getByRole('status').filter({ hasText: text('fr', 'common', 'forms.status.queuedTitle') })
    await expect(status).toContainText(text('fr', 'common', 'forms.status.queuedWithBackgroundSync'))
    await expect(status.getByRole('button', { name: text('fr', 'common', 'forms.status.cancelQueued') })).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByRole('status').filter({ hasText: text('fr', 'common', 'forms.status.sentTitle') })).toBeVisible()
    expect(endpoint.receivedIds()).toHaveLength(1)
  })

  test("is kept when the form's code was fetched ahead online but never ran before the connection dropped", async ({ page, context }) => {
    await page.goto('/contact')
    await islandCodeFetched(page)
    await expect(page.locator('[data-island="site-form"]'), 'nothing has woken the form yet').not.toHaveAttribute('data-island-state')
    await context.setOffline(true)
    await fillContactForm(page, 'Written after the connection dropped.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(queued(page)).toBeVisible()
    await expect(queued(page).getByRole('button', { name: text('en', 'common', 'forms.status.cancelQueued') })).toBeVisible()
    expect(endpoint.received).toHaveLength(0)

    await context.setOffline(false)
    await expect(sent(page)).toBeVisible()
    await expect.poll(() => outboxSize(page)).toBe(0)
    expect(endpoint.receivedIds()).toEqual([expect.any(String)])
    expect(endpoint.received[0]?.body).toMatchObject({ form: 'contact', fields: { message: 'Written after the connection dropped.' } })
  })

  test("whose form's code never came (Save-Data) is not posted offline: the page says why and keeps it", async ({ page, context }) => {
    await emulateSaveData(page)
    await page.goto('/contact')
    await waitForPageScript(page)
    await context.setOffline(true)
    await fillContactForm(page, 'Written with Save-Data on, offline.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    const failed = page.getByRole('alert').filter({ hasText: text('en', 'common', 'forms.status.failedTitle') })
    await expect(failed).toContainText(text('en', 'common', 'forms.status.failed.unreachable'))
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByLabel('Full Name')).toHaveValue('Ama Mensah')

    await context.setOffline(false)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(sent(page)).toBeVisible()
    await expect(failed).toHaveCount(0)
    expect(endpoint.receivedIds()).toEqual([expect.any(String)])
  })
})

test("under Save-Data, none of the form's code is fetched before the visitor turns to the form", async ({ page }) => {
  await emulateSaveData(page)
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  await page.goto('/contact')
  await waitForPageScript(page)
  const code = (await page.locator('[data-island="site-form"]').getAttribute('data-island-code'))!.split(' ')
  expect(code.length, 'the form page lists its code').toBeGreaterThan(0)
  // The page's idle time after load, when the code would be fetched without Save-Data, has come and gone. The
  // ceiling is only for a renderer that gives no idle time at all (once in a full run on a busy machine, the
  // wait outlasted the test): the page's own idle callback, which would fetch, has not run then either.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 5_000 }), { timeout: 5_000 })),
  )
  expect(fetched.filter((path) => code.includes(path))).toEqual([])
  await expect(page.locator('html')).not.toHaveAttribute('data-island-code')

  await page.getByLabel('Full Name').focus()
  await formAwake(page)
  expect(fetched.filter((path) => code.includes(path)).length, "the visitor's intent fetches it").toBeGreaterThan(0)
})

test('without an endpoint, the e-mail hand-off made offline says only what the e-mail app will do', async ({ page, context }) => {
  await page.goto(`http://127.0.0.1:${sitePort}/contact`)
  await waitForPageScript(page)
  await fillContactForm(page, 'Written offline, for my e-mail app.')
  await formAwake(page)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Send Message' }).click()
  const handedOff = page.getByRole('status').filter({ hasText: text('en', 'common', 'forms.status.handedOffTitle') })
  await expect(handedOff).toContainText(text('en', 'common', 'forms.status.offlineHandOff'))
  await expect(handedOff).not.toContainText(text('en', 'common', 'forms.status.queuedTitle'))
  await context.setOffline(false)
  await page.getByLabel('Subject').fill('A website, online again')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(handedOff).toBeVisible()
  await expect(handedOff).not.toContainText(text('en', 'common', 'forms.status.offlineHandOff'))
})

/** The contact form filled in, in English, with `message` as its message. */
async function fillContactForm(page: Page, message: string): Promise<void> {
  await page.getByLabel('Full Name').fill('Ama Mensah')
  await page.getByLabel('Email Address').fill('ama@example.com')
  await page.getByLabel('Subject').fill('A website')
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message)
}

/** Resolves once the page script has fetched, not run, the code of the page's form, as it does once the page is idle. */
async function islandCodeFetched(page: Page): Promise<void> {
  await page.locator('html[data-island-code="fetched"]').waitFor({ state: 'attached' })
}

/** Resolves once the form's island has woken, which a visitor's typing does while the connection lasts. */
async function formAwake(page: Page): Promise<void> {
  await page.locator('[data-island="site-form"][data-island-state="hydrated"]').waitFor({ state: 'attached' })
}

/** How many messages the outbox keeps, read from IndexedDB on a page of the site. */
function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('outbox')
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const db = opening.result
          if (!db.objectStoreNames.contains('messages')) return resolve(0)
          const counting = db.transaction('messages').objectStore('messages').count()
          counting.onsuccess = () => resolve(counting.result)
          counting.onerror = () => reject(counting.error)
        }
      }),
  )
}

/**
 * Fires the service worker's `outbox` sync as Chromium does when the connection comes back (DevTools'
 * own way to fire it), and resolves once the worker has finished it.
 */
async function dispatchOutboxSync(context: BrowserContext, page: Page): Promise<void> {
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
