import puppeteer, { type Browser, type ElementHandle, type HTTPRequest, type Page } from 'puppeteer-core'
import type { LanguageCode } from '../../src/i18n/languages.ts'
import { requireInstalled, sitePort } from './builds.ts'
import { siteFace } from '../../src/theme/typeface.ts'
import {
  candidatesOf,
  faceSettled,
  isFontFile,
  namedInPage,
  pageScriptReady,
  phoneViewport,
  type Engine,
  type EngineBrowser,
  type EngineElement,
  type EngineTab,
  type OpenOptions,
} from './engine.ts'
import { framesPainted } from './site.ts'

/** Debian's Firefox ESR (`apt-get install firefox-esr`); FIREFOX_PATH points at another Firefox. */
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/**
 * Firefox through puppeteer-core over WebDriver BiDi, headless, with a fresh temporary profile
 * (puppeteer-core makes one per launch and deletes it on close). puppeteer-core never downloads a browser.
 */
export const firefox: Engine = {
  name: 'Firefox ESR',
  // Firefox takes seconds to start, tens of seconds on a busy 2-core machine: a ceiling, not a wait.
  startTimeout: 120_000,
  async launch(language) {
    const browser = await launchFirefox(language)
    return {
      open: (path, options) => openPage(browser, path, options),
      close: () => browser.close(),
    } satisfies EngineBrowser
  },
}

/**
 * A Firefox whose preferred language is `language`. Service workers are off unless asked for: the shared
 * flows hold the page script back, which a worker kept by an earlier test would serve from its cache.
 */
export async function launchFirefox(language: LanguageCode, { serviceWorkers = false } = {}): Promise<Browser> {
  requireInstalled(firefoxPath, 'firefox-esr', 'FIREFOX_PATH')
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxPath,
    headless: true,
    timeout: firefox.startTimeout,
    defaultViewport: phoneViewport,
    extraPrefsFirefox: {
      'intl.accept_languages': language,
      'intl.locale.requested': language,
      'dom.serviceWorkers.enabled': serviceWorkers,
    },
  })
}

async function openPage(browser: Browser, path: string, { pageScript = 'run', font = 'arrives' }: OpenOptions = {}): Promise<EngineTab> {
  const page = await browser.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`))
  let held: HTTPRequest[] | undefined = pageScript === 'held' ? [] : undefined
  let heldFont: HTTPRequest[] | undefined = font === 'held' ? [] : undefined
  // Never from the cache: a script held back must be asked for again.
  await page.setCacheEnabled(false)
  await page.setRequestInterception(true)
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (held && url.pathname.endsWith('.js')) held.push(request)
    else if (heldFont && isFontFile(url.pathname)) heldFont.push(request)
    else void request.continue()
  })
  // The page script is an async module: the document is parsed without it (its load waits for it).
  await page.goto(`http://127.0.0.1:${sitePort}${path}`, { waitUntil: held || heldFont ? 'domcontentloaded' : 'load' })
  if (!held) await waitForSelector(page, pageScriptReady)
  // Parsed is not yet drawn: a visitor taps what is on screen.
  if (held || heldFont) await page.evaluate(framesPainted, 2)

  const tab: EngineTab = {
    find: (role, name, within) => find(within ? handleOf(within) : page, role, name),
    evaluate: (script, ...args) => page.evaluate(script as (...params: unknown[]) => unknown, ...args) as never,
    press: (key) => page.keyboard.press(key),
    tapAt: (x, y) => page.mouse.click(x, y),
    async follow(link) {
      await Promise.all([page.waitForNavigation(), handleOf(link).click()])
      await waitForSelector(page, pageScriptReady)
    },
    async reload() {
      await page.goto(page.url())
      await waitForSelector(page, pageScriptReady)
    },
    async releasePageScript() {
      const waiting = held ?? []
      held = undefined
      await Promise.all(waiting.map((request) => request.continue()))
      await waitForSelector(page, pageScriptReady)
    },
    async releaseFont() {
      const waiting = heldFont ?? []
      heldFont = undefined
      await Promise.all(waiting.map((request) => request.continue()))
      await poll(page, () => page.evaluate(faceSettled, siteFace))
      await page.evaluate(framesPainted, 2)
    },
    // From the page: Firefox ESR 140 does not tell the driver of an address changed by history.replaceState.
    address: () => page.evaluate(() => `${location.pathname}${location.search}${location.hash}`),
    problems,
    close: () => page.close(),
  }
  return tab
}

const handles = new WeakMap<EngineElement, ElementHandle<Element>>()
const handleOf = (element: EngineElement) => handles.get(element)!

/**
 * Through puppeteer's ARIA query on Firefox's accessibility tree, slow over a whole page: asked first about the element
 * the page itself names so (`namedInPage`), then about the whole page. Until the page has loaded (its script held
 * back) the query waits, so the page's own naming is the answer. Blocks with `content-visibility: auto` join the tree
 * only near the screen.
 */
export async function find(scope: Page | ElementHandle, role: string | undefined, name?: string): Promise<EngineElement> {
  const page = 'frame' in scope ? scope.frame.page() : scope
  const loaded = await page.evaluate(() => document.readyState === 'complete')
  const attributes = [role === undefined ? '' : `[role="${role}"]`, name === undefined ? '' : `[name="${name.replace(/["\\]/g, '\\$&')}"]`]
  const ariaQuery = `::-p-aria(${attributes.join('')})`
  const within = 'frame' in scope ? scope : null
  const candidate = await poll(page, async () => {
    const handle = await page.evaluateHandle(namedInPage, within, candidatesOf(role), name ?? null)
    return handle.asElement() as ElementHandle<Element> | null
  }).catch(() => null)
  // Firefox's tree has the last word: the candidate and what it holds; else the whole part of the page, waited for
  // as before when the page named a candidate, asked once when it named none in the time a wait has.
  const handle = !loaded
    ? candidate
    : ((await candidate?.$(ariaQuery)) ?? (candidate ? await poll(page, () => scope.$(ariaQuery)) : await scope.$(ariaQuery)))
  const found = handle as ElementHandle<Element> | null
  if (!found) throw new Error(`no ${role ?? 'element'} named ${name ?? '(any name)'}`)
  const element: EngineElement = {
    click: () => found.click(),
    type: (text) => found.type(text),
    evaluate: (script) => found.evaluate(script) as never,
  }
  handles.set(element, found)
  return element
}

/**
 * Waits by asking again: after each of the next few painted frames, then every tenth of a second, as expect.poll
 * does. Puppeteer's own waits (waitForSelector, waitForFunction) build their poller with `new Function`, which the
 * page's CSP forbids in Firefox ESR 140; a call of a function is not an eval.
 */
export async function poll<Found>(page: Page, attempt: () => Promise<Found | null | undefined>, timeout = 30_000): Promise<Found> {
  const deadline = Date.now() + timeout
  for (let tries = 1; ; tries++) {
    const found = await attempt()
    if (found) return found
    if (Date.now() > deadline) throw new Error(`Firefox: nothing found in ${timeout / 1000} s`)
    await (tries < 5 ? page.evaluate(framesPainted, 1) : new Promise((again) => setTimeout(again, 100)))
  }
}

export const waitForSelector = (page: Page, selector: string) => poll(page, () => page.$(selector))
