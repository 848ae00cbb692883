import { chromium, type BrowserContext, type ElementHandle, type Locator, type Page, type Route } from '@playwright/test'
import config from '../../playwright.config.ts'
import { sitePort } from './builds.ts'
import { siteFace } from '../../src/theme/typeface.ts'
import {
  candidatesOf,
  faceSettled,
  isFontFile,
  phoneViewport,
  type Engine,
  type EngineBrowser,
  type EngineElement,
  type EngineTab,
  type OpenOptions,
} from './engine.ts'
import { collectProblems, framesPainted, waitForPageScript } from './site.ts'

/** The longest a find waits for its element, as the other engines' drivers do: a ceiling, never a wait. */
const ceiling = 30_000

/**
 * The Chromium the other Playwright tests drive (playwright.config.ts's launch options: Debian's headless shell, only
 * the site's host resolving), through Playwright, for the flows every engine runs. One browser per language, each
 * with a context in that language at phone size, service workers blocked as in the config.
 */
export const chromiumEngine: Engine = {
  name: 'Chromium',
  startTimeout: 60_000,
  async launch(language) {
    const browser = await chromium.launch({ ...config.use?.launchOptions, timeout: chromiumEngine.startTimeout })
    const context = await browser.newContext({ viewport: phoneViewport, locale: language, serviceWorkers: 'block' })
    return {
      open: (path, options) => openPage(context, path, options),
      close: () => browser.close(),
    } satisfies EngineBrowser
  },
}

/**
 * Chromium's note on the menu's buttons before the page script runs: they carry a popover target beside their
 * command for browsers without invoker commands, which the page script then takes away where they exist.
 */
const isMenuFallbackNote = (text: string) => text === 'popovertarget is ignored on elements with commandfor.'

async function openPage(
  context: BrowserContext,
  path: string,
  { pageScript = 'run', font = 'arrives' }: OpenOptions = {},
): Promise<EngineTab> {
  const page = await context.newPage()
  const problems = collectProblems(page, isMenuFallbackNote)
  let held: Route[] | undefined
  if (pageScript === 'held') {
    held = []
    // A routed page never uses the HTTP cache: a script held back is asked for again.
    await page.route('**/*.js', (route) => (held ? void held.push(route) : route.continue()))
  }
  let heldFont: Route[] | undefined
  if (font === 'held') {
    heldFont = []
    await page.route(
      (url) => isFontFile(url.pathname),
      (route) => (heldFont ? void heldFont.push(route) : route.continue()),
    )
  }
  // The page script is an async module: the document is parsed without it (its load waits for it, and for the font).
  await page.goto(`http://127.0.0.1:${sitePort}${path}`, { waitUntil: held || heldFont ? 'domcontentloaded' : 'load' })
  if (!held) await waitForPageScript(page)
  // Parsed is not yet drawn: a visitor taps what is on screen.
  if (held || heldFont) await page.evaluate(framesPainted, 2)

  return {
    find: (role, name, within) => find(page, within && scopes.get(within), role, name),
    // Playwright hands a page function one argument: the flows give at most one.
    evaluate: (script, ...args) => page.evaluate(script as unknown as (arg: unknown) => unknown, args[0]) as never,
    press: (key) => page.keyboard.press(key),
    tapAt: (x, y) => page.mouse.click(x, y),
    async follow(link) {
      const from = page.url()
      await handles.get(link)!.click()
      await page.waitForURL((url) => url.href !== from)
      await waitForPageScript(page)
    },
    async reload() {
      await page.goto(page.url())
      await waitForPageScript(page)
    },
    async releasePageScript() {
      const waiting = held ?? []
      held = undefined
      await Promise.all(waiting.map((route) => route.continue()))
      await waitForPageScript(page)
    },
    async releaseFont() {
      const waiting = heldFont ?? []
      heldFont = undefined
      await Promise.all(waiting.map((route) => route.continue()))
      await page.waitForFunction(faceSettled, siteFace, { timeout: ceiling })
      await page.evaluate(framesPainted, 2)
    },
    address: () => page.evaluate(() => `${location.pathname}${location.search}${location.hash}`),
    problems,
    close: () => page.close(),
  }
}

const handles = new WeakMap<EngineElement, ElementHandle<Element>>()
/** Where to look for what is inside an element: Playwright's queries run on locators. */
const scopes = new WeakMap<EngineElement, Locator>()

/**
 * By role and name through Playwright's own query on Chromium's accessibility tree, the first shown, once there is
 * one, and held as the element it was then, as the other drivers hold theirs. Any role: the element among those that
 * can be named (the other drivers' candidates) whose text is the name.
 */
async function find(page: Page, scope: Locator | undefined, role: string | undefined, name?: string): Promise<EngineElement> {
  const root = scope ?? page.locator(':root')
  const locator = (
    role === undefined
      ? root.locator(candidatesOf(role)).and(root.getByText(name ?? '', { exact: true }))
      : root.getByRole(role as Parameters<Page['getByRole']>[0], name === undefined ? {} : { name, exact: true })
  ).first()
  await locator.waitFor({ timeout: ceiling })
  const found = (await locator.elementHandle())!
  const element: EngineElement = {
    click: () => found.click(),
    async type(text) {
      await found.focus()
      await page.keyboard.type(text)
    },
    evaluate: (script) => found.evaluate(script) as never,
  }
  handles.set(element, found)
  scopes.set(element, locator)
  return element
}
