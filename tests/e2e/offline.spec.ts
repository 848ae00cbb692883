import { expect, test, type Page } from '@playwright/test'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { precompress } from '../../scripts/postbuild/precompressed.ts'
import { startStaticServer, stopServer } from '../../scripts/static-server.ts'
import { clientDirOf, endpointBuildDir, endpointBuildPort, sitePort } from '../support/builds.ts'
import { formEndpointForTests } from '../support/form-endpoint.ts'
import { readLocale, flatten } from '../support/locales.ts'
import { collectProblems, emulateSaveData, localizePath, waitForPageScript } from '../support/site.ts'
import {
  backgroundSyncAgreed,
  controlledByServiceWorker,
  dispatchOutboxSync,
  fillContactForm,
  outboxReady,
  outboxSize,
} from '../support/outbox-pages.ts'

/** The service worker and the outbox in Chromium, on the endpoint build (docs/offline.md). */
test.use({ serviceWorkers: 'allow', baseURL: `http://127.0.0.1:${endpointBuildPort}` })

const text = (language: string, namespace: string, key: string) => flatten(readLocale(language, namespace))[key]!

/** Resolves once the page the visitor opened first, before the service worker ran, is kept for offline reading. */
async function keptForOffline(page: Page): Promise<void> {
  await page.locator('html[data-offline="kept"]').waitFor({ state: 'attached' })
}

test('a page opened stays readable offline, and one not opened yet shows the offline page in its language', async ({ page, context }) => {
  const problems = collectProblems(page)
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

    // The new build, on the same address: its words changed, the browser's kept-alive connections closed.
    await stopServer(server)
    const page2 = join(siteCopy, 'about', 'index.html')
    const redeployed = 'About Us, redeployed'
    writeFileSync(page2, readFileSync(page2, 'utf8').replace(`>${text('en', 'about', 'meta.title')}<`, `>${redeployed}<`))
    precompress(page2)
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
    await outboxReady(page)
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
    const withSync = (await backgroundSyncAgreed(page)) ? 'queuedWithBackgroundSync' : 'queuedWithoutBackgroundSync'
    await expect(queued(page)).toContainText(text('en', 'common', `forms.status.${withSync}`))
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
    await outboxReady(page)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    const status = page.getByRole('status').filter({ hasText: text('fr', 'common', 'forms.status.queuedTitle') })
    const withSync = (await backgroundSyncAgreed(page)) ? 'queuedWithBackgroundSync' : 'queuedWithoutBackgroundSync'
    await expect(status).toContainText(text('fr', 'common', `forms.status.${withSync}`))
    await expect(status.getByRole('button', { name: text('fr', 'common', 'forms.status.cancelQueued') })).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByRole('status').filter({ hasText: text('fr', 'common', 'forms.status.sentTitle') })).toBeVisible()
    expect(endpoint.receivedIds()).toHaveLength(1)
  })

  test('is kept when the connection dropped before the visitor turned to the form', async ({ page, context }) => {
    await page.goto('/contact')
    await outboxReady(page)
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

  test('whose outbox code never came (Save-Data) is not posted offline: the page says why and keeps it', async ({ page, context }) => {
    await emulateSaveData(page)
    await page.goto('/contact')
    await waitForPageScript(page)
    await context.setOffline(true)
    await fillContactForm(page, 'Written with Save-Data on, offline.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    const failed = page.getByRole('alert').filter({ hasText: text('en', 'common', 'forms.status.failedTitle') })
    await expect(failed).toContainText(text('en', 'common', 'forms.status.failed.offline'))
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
  const scripts: string[] = []
  page.on('request', (request) => request.url().endsWith('.js') && scripts.push(request.url()))
  await page.goto('/contact')
  await waitForPageScript(page)
  // The page's idle time after load, when the outbox's code would load without Save-Data, has come and gone. The
  // ceiling is only for a renderer that gives no idle time at all.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 5_000 }), { timeout: 5_000 })),
  )
  const atLoad = scripts.length
  await expect(page.locator('html')).not.toHaveAttribute('data-outbox')

  await page.getByLabel('Full Name').focus()
  await outboxReady(page)
  expect(scripts.length, "the visitor's intent fetches it").toBeGreaterThan(atLoad)
})

test('without an endpoint, the e-mail hand-off made offline says only what the e-mail app will do', async ({ page, context }) => {
  await page.goto(`http://127.0.0.1:${sitePort}/contact`)
  await waitForPageScript(page)
  await fillContactForm(page, 'Written offline, for my e-mail app.')
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
