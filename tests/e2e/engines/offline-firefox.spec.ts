import { expect, test } from '@playwright/test'
import type { Browser, Page } from 'puppeteer-core'
import { endpointBuildPort } from '../../support/builds.ts'
import { pageScriptReady } from '../../support/engine.ts'
import { find as byRole, firefox as firefoxEngine, launchFirefox } from '../../support/firefox.ts'
import { formEndpointForTests } from '../../support/form-endpoint.ts'
import { flatten, readLocale } from '../../support/locales.ts'

/**
 * The outbox where the browser has no Background Sync: Debian's Firefox ESR, through puppeteer-core,
 * on the endpoint build. A message written offline goes when the connection comes back with the page
 * open, or at the next visit of any page of the site.
 */
test.describe.configure({ mode: 'serial' })

const text = (key: string) => flatten(readLocale('en', 'common'))[key]!
const endpoint = formEndpointForTests()
let firefox: Browser

test.beforeAll(async () => {
  test.setTimeout(firefoxEngine.startTimeout + 30_000)
  firefox = await launchFirefox('en', { serviceWorkers: true })
})
test.afterAll(() => firefox?.close())

async function open(path: string): Promise<Page> {
  const page = await firefox.newPage()
  await page.goto(`http://127.0.0.1:${endpointBuildPort}${path}`)
  await page.waitForSelector(pageScriptReady)
  return page
}

/** Writes a contact message and waits until the form has woken, as typing it does while the connection lasts. */
async function writeMessage(page: Page): Promise<void> {
  const fields = [
    ['Full Name', 'Ama Mensah'],
    ['Email Address', 'ama@example.com'],
    ['Subject', 'A website'],
    ['Message', 'Written in Firefox, offline.'],
  ] as const
  for (const [name, value] of fields) {
    await (await byRole(page, 'textbox', name)).type(value)
  }
  await page.waitForSelector('[data-island="site-form"][data-island-state="hydrated"]')
}

async function sendOffline(page: Page): Promise<void> {
  await page.setOfflineMode(true)
  await (await byRole(page, 'button', 'Send Message')).click()
  await page.waitForSelector(`::-p-text(${text('forms.status.queuedTitle')})`)
  // Firefox has no Background Sync: the visitor is told it goes with the page open or at the next visit.
  expect(await page.$(`::-p-text(${text('forms.status.queuedWithoutBackgroundSync')})`)).not.toBeNull()
}

test('a message written offline goes once when the connection comes back with the page open', async () => {
  const page = await open('/contact')
  await writeMessage(page)
  await sendOffline(page)
  expect(endpoint.received).toHaveLength(0)

  await page.setOfflineMode(false)
  await page.waitForSelector(`::-p-text(${text('forms.status.sentTitle')})`)
  expect(endpoint.receivedIds()).toEqual([expect.any(String)])
  expect(await (await byRole(page, 'textbox', 'Full Name')).evaluate((input) => (input as HTMLInputElement).value)).toBe('')
  await page.close()
})

test('a message written offline goes once at the next visit of any page', async () => {
  const page = await open('/contact')
  await writeMessage(page)
  await sendOffline(page)
  await page.close()

  const next = await open('/about')
  await endpoint.waitForRequests(1)
  // The page clears its hint once nothing waits: its flush is over, and nothing went twice.
  await next.waitForFunction(() => localStorage.getItem('outbox:pending') === null)
  expect(endpoint.receivedIds()).toEqual([expect.any(String)])
  await next.close()
})
