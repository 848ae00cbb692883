import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { endpointBuildPort } from '../support/builds.ts'
import { formEndpointForTests, formspreeSuccess, type EndpointAnswer } from '../support/form-endpoint.ts'
import { keepDays } from '../../src/components/forms/outbox-news.ts'
import { flatten, readLocale } from '../support/locales.ts'
import { controlledByServiceWorker, fillContactForm, outboxReady, outboxSize } from '../support/outbox-pages.ts'
import { waitForPageScript } from '../support/site.ts'

/**
 * What the networks, phones and deploys of our market do to a message, against a local form service that refuses,
 * holds or accepts: every message arrives, once, or the visitor is told and keeps it.
 */
test.use({ serviceWorkers: 'allow', baseURL: `http://127.0.0.1:${endpointBuildPort}` })
test.describe.configure({ mode: 'serial' })

const endpoint = formEndpointForTests()
const text = (key: string) => flatten(readLocale('en', 'common'))[`forms.status.${key}`]!
/** The retrying line as the kept panel writes it: it gives the days it keeps trying. */
const retrying = () => text('queuedRetrying_other').replace('{{count, number}}', String(keepDays))
const outage: EndpointAnswer = { status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' }
const refusal: EndpointAnswer = { status: 422, contentType: 'application/json', body: '{"errors":[{"message":"Form disabled"}]}' }

const kept = (page: Page) => page.getByRole('status').filter({ hasText: text('queuedTitle') })
const sent = (page: Page) => page.getByRole('status').filter({ hasText: text('sentTitle') })
const send = (page: Page) => page.getByRole('button', { name: 'Send Message' }).click()

async function openContact(page: Page) {
  await page.goto('/contact')
  await waitForPageScript(page)
}

/** A message written and sent offline, kept on the device; the tab is then closed. */
async function keepOffline(page: Page, message: string) {
  await openContact(page)
  await controlledByServiceWorker(page)
  await outboxReady(page)
  await page.context().setOffline(true)
  await fillContactForm(page, message)
  await send(page)
  await expect(kept(page)).toBeVisible()
  await page.close()
}

/** A message kept offline, then tried by another page of the site once the connection is back, answered `answer`. */
async function keptThenTried(context: BrowserContext, message: string, answer: EndpointAnswer): Promise<Page> {
  await keepOffline(await context.newPage(), message)
  endpoint.answer = answer
  await context.setOffline(false)
  const about = await context.newPage()
  await about.goto('/about')
  await endpoint.waitForRequests(1)
  return about
}

test('a 503 as the connection returns keeps the message, which arrives once the service is back', async ({ context }) => {
  const about = await keptThenTried(context, 'Written offline, sent into an outage.', outage)
  await expect.poll(() => outboxSize(about)).toBe(1)

  endpoint.answer = formspreeSuccess
  const page = await context.newPage()
  await openContact(page)
  // Online, it never says the visitor is offline; it sends it again by itself when its next try is due (a ceiling).
  await expect(kept(page)).toContainText(retrying())
  await expect(page.getByText('You are offline')).toHaveCount(0)
  await expect(sent(page)).toBeVisible({ timeout: 30_000 })
  const [id] = endpoint.receivedIds()
  expect(endpoint.receivedIds()).toEqual([id, id])
  expect(endpoint.acceptedIds()).toEqual([id])
  await expect.poll(() => outboxSize(page)).toBe(0)
})

test('a send cut off by closing the tab goes at the next visit with its id, and the form stays free', async ({ context }) => {
  const release = endpoint.hold()
  const first = await context.newPage()
  await openContact(first)
  await outboxReady(first)
  await fillContactForm(first, 'Sent, then the tab was closed.')
  await send(first)
  await endpoint.waitForRequests(1)
  await first.close()
  release()

  const page = await context.newPage()
  await openContact(page)
  await endpoint.waitForRequests(2)
  const [id] = endpoint.receivedIds()
  expect(endpoint.receivedIds()).toEqual([id, id])
  await expect(page.getByText(text('queuedTitle'))).toHaveCount(0)
  await fillContactForm(page, 'A second message.')
  await send(page)
  await expect(sent(page)).toBeVisible()
  expect(new Set(endpoint.receivedIds()).size).toBe(2)
})

test('with the phone’s storage full, Send online sends at once, and a failure says nothing was kept', async ({ page }) => {
  await page.addInitScript(() => {
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })
  await openContact(page)
  await fillContactForm(page, 'Sent with a full phone.')
  await send(page)
  await expect(sent(page)).toBeVisible()
  expect(endpoint.acceptedIds()).toHaveLength(1)

  endpoint.answer = outage
  await fillContactForm(page, 'Sent with a full phone, into an outage.')
  await send(page)
  const failed = page.getByRole('alert').filter({ hasText: text('failedTitle') })
  await expect(failed).toContainText(text('failed.busy'))
  await expect(failed).toContainText(text('notSaved'))
  // Try Again with nothing changed sends the same message, under the same id.
  endpoint.answer = formspreeSuccess
  await failed.getByRole('button', { name: text('retry') }).click()
  await expect(sent(page)).toBeVisible()
  expect(endpoint.receivedIds().slice(1)).toEqual([endpoint.receivedIds()[1], endpoint.receivedIds()[1]])

  await page.context().setOffline(true)
  await fillContactForm(page, 'Written offline with a full phone.')
  await send(page)
  await expect(page.getByRole('alert')).toContainText(text('failed.offline'))
  // Offline, the next step is the e-mail app, not "try again in a moment".
  await expect(page.getByRole('alert')).toContainText(text('failedNextOffline'))
  await expect(page.getByRole('alert')).not.toContainText(text('failedNext'))
  await expect(page.getByLabel('Full Name')).toHaveValue('Ama Mensah')
})

test('a service that does not answer keeps the message; Try Again sends the same id', async ({ page }) => {
  await page.clock.install()
  const release = endpoint.hold()
  await openContact(page)
  await outboxReady(page)
  await fillContactForm(page, 'Sent into silence.')
  await send(page)
  await endpoint.waitForRequests(1)
  await page.clock.fastForward(21_000)
  await expect(kept(page)).toContainText(retrying())
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  release()
  await kept(page)
    .getByRole('button', { name: text('retry') })
    .click()
  await expect(sent(page)).toBeVisible()
  const [id] = endpoint.receivedIds()
  expect(endpoint.receivedIds()).toEqual([id, id])
})

test('a message refused while the visitor was away is shown at the next form page with its words and the hand-offs, then deleted', async ({
  context,
}) => {
  await keptThenTried(context, 'Refused while I was away.', refusal)

  const page = await context.newPage()
  await openContact(page)
  const shown = page.getByRole('alert').filter({ hasText: text('keptRefused') })
  await expect(shown).toContainText('Message: Refused while I was away.')
  const mailto = new URL((await shown.getByRole('link', { name: text('openEmail') }).getAttribute('href'))!)
  expect(mailto.searchParams.get('body')).toContain('Refused while I was away.')
  await expect.poll(() => outboxSize(page)).toBe(0)
  expect(endpoint.acceptedIds()).toEqual([])
})

test('a refusal drawn in a tab in the background is kept until the tab is seen', async ({ context }) => {
  await keptThenTried(context, 'Refused, then shown in a background tab.', refusal)

  const page = await context.newPage()
  // Headless Chromium shows every tab: this one says it is in the background until the test brings it forward.
  await page.addInitScript(() => {
    let state: DocumentVisibilityState = 'hidden'
    Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => state })
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => state === 'hidden' })
    Object.assign(window, {
      showTab: () => {
        state = 'visible'
        document.dispatchEvent(new Event('visibilitychange'))
      },
    })
  })
  await openContact(page)
  await expect(page.getByRole('alert').filter({ hasText: text('keptRefused') })).toBeVisible()
  // A deletion asked for with the panel would be in the database's queue before this read.
  expect(await outboxSize(page)).toBe(1)
  await page.evaluate(() => (window as unknown as { showTab: () => void }).showTab())
  await expect.poll(() => outboxSize(page)).toBe(0)
})

test('a message kept for more than seven days of trying is no longer sent: shown once with the hand-offs, then deleted', async ({
  context,
}) => {
  // Without the worker: its Background Sync would send the message from its own, real clock.
  await context.route('**/sw.js', (route) => route.abort())
  endpoint.answer = outage
  const first = await context.newPage()
  await openContact(first)
  await outboxReady(first)
  await fillContactForm(first, 'Written long ago.')
  await send(first)
  await expect(kept(first)).toBeVisible()
  await first.close()
  // The service is back, but the next look is eight days on: too late to send.
  endpoint.answer = formspreeSuccess
  const page = await context.newPage()
  await page.clock.install({ time: Date.now() + 8 * 24 * 60 * 60 * 1000 })
  await page.clock.resume()
  await openContact(page)
  await expect(page.getByRole('alert').filter({ hasText: text('expiredTitle') })).toContainText('Message: Written long ago.')
  await expect.poll(() => outboxSize(page)).toBe(0)
  expect(endpoint.receivedIds()).toHaveLength(1)
  expect(endpoint.acceptedIds()).toEqual([])
})

const day = 24 * 60 * 60 * 1000
for (const [clock, offset] of [
  ['400 days behind', -400 * day],
  ['10 days behind', -10 * day],
  ['3 days ahead', 3 * day],
] as const) {
  test(`a message written offline with the phone’s clock ${clock} arrives exactly once when the clock is right again`, async ({
    context,
  }) => {
    await context.clock.install({ time: Date.now() + offset })
    await context.clock.resume()
    await keepOffline(await context.newPage(), `Written with the clock ${clock}.`)

    await context.clock.setSystemTime(Date.now())
    await context.setOffline(false)
    const about = await context.newPage()
    await about.goto('/about')
    await endpoint.waitForRequests(1)
    await expect.poll(() => outboxSize(about)).toBe(0)

    const page = await context.newPage()
    await openContact(page)
    await expect(page.getByRole('status').filter({ hasText: text('queuedTitle') })).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(endpoint.acceptedIds()).toHaveLength(1)
    expect(endpoint.receivedIds()).toEqual(endpoint.acceptedIds())
  })
}

test('Cancel while the message is on its way says so, and it arrives once', async ({ context }) => {
  await keepOffline(await context.newPage(), 'Cancelled too late.')
  const page = await context.newPage()
  await openContact(page)
  await expect(kept(page)).toBeVisible()
  const release = endpoint.hold()
  await context.setOffline(false)
  await endpoint.waitForRequests(1)
  await kept(page)
    .getByRole('button', { name: text('cancelQueued') })
    .click()
  await expect(kept(page)).toContainText(text('cancelTooLate'))
  release()
  await expect.poll(() => endpoint.acceptedIds()).toHaveLength(1)
  await expect.poll(() => outboxSize(page)).toBe(0)
})
