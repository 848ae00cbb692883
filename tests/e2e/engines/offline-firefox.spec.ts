import { expect, test } from '@playwright/test'
import type { Browser, Page } from 'puppeteer-core'
import { endpointBuildPort } from '../../support/builds.ts'
import { pageScriptReady } from '../../support/engine.ts'
import { find as byRole, firefox as firefoxEngine, launchFirefox, poll, waitForSelector } from '../../support/firefox.ts'
import { formEndpointForTests, formspreeSuccess, type EndpointAnswer } from '../../support/form-endpoint.ts'
import { keepDays } from '../../../src/components/forms/outbox-news.ts'
import { flatten, readLocale } from '../../support/locales.ts'

/**
 * The outbox where the browser has no Background Sync, at the page level: Debian's Firefox ESR, through puppeteer-core,
 * on the endpoint build, with a form service that answers 503 for a while. Firefox ESR 140's driver cannot take the
 * browser offline; the Chromium suite does (tests/e2e/faults.spec.ts, offline.spec.ts).
 */
test.describe.configure({ mode: 'serial' })

const text = (key: string) => flatten(readLocale('en', 'common'))[key]!
const endpoint = formEndpointForTests()
const outage: EndpointAnswer = { status: 503, contentType: 'application/json', body: '{"error":"Service unavailable"}' }
let firefox: Browser

test.beforeAll(async () => {
  test.setTimeout(firefoxEngine.startTimeout + 30_000)
  firefox = await launchFirefox('en', { serviceWorkers: true })
})
test.afterAll(() => firefox?.close())

async function open(path: string): Promise<Page> {
  const page = await firefox.newPage()
  await page.goto(`http://127.0.0.1:${endpointBuildPort}${path}`)
  await waitForSelector(page, pageScriptReady)
  return page
}

/** Writes and sends a contact message while the service answers 503: it is kept, to go by itself. */
async function sendIntoOutage(page: Page): Promise<void> {
  endpoint.answer = outage
  const fields = [
    ['Full Name', 'Ama Mensah'],
    ['Email Address', 'ama@example.com'],
    ['Subject', 'A website'],
    ['Message', 'Written in Firefox, during an outage.'],
  ] as const
  for (const [name, value] of fields) await (await byRole(page, 'textbox', name)).type(value)
  await (await byRole(page, 'button', 'Send Message')).click()
  await endpoint.waitForRequests(1)
  await waitForSelector(page, `::-p-text(${text('forms.status.queuedRetrying_other').replace('{{count, number}}', String(keepDays))})`)
  endpoint.answer = formspreeSuccess
}

test('a message the service could not take goes once by itself, with the page open', async () => {
  const page = await open('/contact')
  await sendIntoOutage(page)
  // Its next try is due within seconds: the wait is a ceiling.
  await poll(page, () => page.$(`::-p-text(${text('forms.status.sentTitle')})`), 30_000)
  const [id] = endpoint.receivedIds()
  expect(endpoint.acceptedIds()).toEqual([id])
  expect(await (await byRole(page, 'textbox', 'Full Name')).evaluate((input) => (input as HTMLInputElement).value)).toBe('')
  await page.close()
})

test('a message the service could not take goes once at the next visit of any page', async () => {
  const page = await open('/contact')
  await sendIntoOutage(page)
  await page.close()

  const next = await open('/about')
  await endpoint.waitForRequests(2)
  // The page clears its hint once nothing waits: its flush is over, and nothing went twice.
  await poll(next, () => next.evaluate(() => localStorage.getItem('outbox:pending') === null), 30_000)
  const [id] = endpoint.receivedIds()
  expect(endpoint.acceptedIds()).toEqual([id])
  await next.close()
})
