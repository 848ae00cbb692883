import type { Frame, Page } from '@playwright/test'
import { emulateSaveData } from '../bench/save-data.ts'
import { pageIds, pages, type PageId } from '../../src/content/pages.ts'
import { languages, type LanguageCode } from '../../src/i18n/languages.ts'
import { localizePath, prefixPath } from '../../src/i18n/localized-path.ts'
import { siteConfig } from '../../src/site.config.ts'

export { emulateSaveData, languages, localizePath, pageIds, pages, siteConfig }

export interface SiteUrl {
  pageId: PageId
  language: LanguageCode
  path: string
}

/** Every prerendered page URL, derived from the same records the build uses. */
export const siteUrls: SiteUrl[] = languages.flatMap(({ code }) =>
  pageIds.map((pageId) => ({ pageId, language: code, path: localizePath(pageId, code) })),
)

export const notFoundUrls = languages.map(({ code }) => ({ language: code, path: prefixPath('/this-page-does-not-exist', code) }))

/** What Playwright's stand-in for `navigator.serviceWorker.register` logs where playwright.config.ts blocks service workers. */
const blockedServiceWorker = 'Service Worker registration blocked by Playwright'

/** Console errors, warnings and uncaught exceptions a page produces (not Playwright's own about a blocked service worker). */
export function collectProblems(page: Page, ignore: (text: string) => boolean = () => false): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if ((message.type() === 'error' || message.type() === 'warning') && text !== blockedServiceWorker && !ignore(text)) {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}

/**
 * Resolves once the page's own script has run: form drafts are back, language links remember the
 * choice, and islands wait for the visitor's intent. Pages are HTML: nothing else hydrates.
 */
export async function waitForPageScript(page: Page): Promise<void> {
  await page.locator('html[data-script="ready"]').waitFor({ state: 'attached' })
}

/**
 * Resolves once a first visit has loaded all it loads before the visitor does anything, by the marks the page sets
 * on <html>: its script has run, its language suggestion step has decided (fetching the suggestion's strings when it
 * shows), and on a form page the outbox's code is in (loaded when the browser is idle; not under Save-Data).
 */
export async function waitForFirstVisitLoads(page: Page): Promise<void> {
  await waitForPageScript(page)
  await page.locator('html[data-language-suggestion]').waitFor({ state: 'attached' })
  const outbox = await page.evaluate(
    () => document.querySelector('form[data-form]') !== null && document.documentElement.dataset.saveData !== 'on',
  )
  if (outbox) await page.locator('html[data-outbox="ready"]').waitFor({ state: 'attached' })
}

/** Waits for `count` painted frames, a second at most each: the headless shell now and then stops sending frames (docs/engines.md). */
export async function paintedFrames(target: Page | Frame, count = 2): Promise<void> {
  await target.evaluate(framesPainted, count)
}

/** paintedFrames' wait, run in the page: for the engines' own drivers too (tests/support/firefox.ts). */
export async function framesPainted(count: number): Promise<void> {
  for (let painted = 0; painted < count; painted++)
    await Promise.race([new Promise(requestAnimationFrame), new Promise((stalled) => setTimeout(stalled, 1_000))])
}

/** Wakes an island the way a visitor does, by pointing at it, and resolves once React has hydrated it. */
export async function wakeIsland(page: Page, id: string): Promise<void> {
  const island = page.locator(`[data-island="${id}"]`)
  await waitForPageScript(page)
  await island.dispatchEvent('pointerover')
  await page.locator(`[data-island="${id}"][data-island-state="hydrated"]`).waitFor({ state: 'attached' })
}
