import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as forward, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { Builder, By, error, Key, Origin, type WebDriver, type WebElement } from 'selenium-webdriver'
import type { LanguageCode } from '../../src/i18n/languages.ts'
import { stopServer } from '../../scripts/static-server.ts'
import { requireInstalled, sitePort } from './builds.ts'
import { serviceWorkerPath } from '../../src/components/offline/offline-support.ts'
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

/** Debian's webkit2gtk-driver (`apt-get install webkit2gtk-driver`); WEBKIT_DRIVER_PATH points at another WebKitWebDriver. */
const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'

/** The browser the driver runs: the MiniBrowser of Debian's WebKitGTK, wherever the machine's architecture puts it. */
const miniBrowserPath =
  process.env.MINIBROWSER_PATH ??
  readdirSync('/usr/lib')
    .map((folder) => join('/usr/lib', folder, 'webkit2gtk-4.1/MiniBrowser'))
    .find((path) => existsSync(path)) ??
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** The longest any step of the driver may take (a ceiling on a busy machine, never a wait). */
const ceiling = 30_000

/**
 * WebKitGTK through selenium-webdriver and Debian's WebKitWebDriver (classic WebDriver), in a display of its own, at
 * phone size, the process's locale set to the language (whence `navigator.languages`). One window, every page in turn.
 */
export const webkit: Engine = {
  name: 'WebKitGTK',
  startTimeout: 90_000,
  async launch(language) {
    requireInstalled(webkitDriverPath, 'webkit2gtk-driver', 'WEBKIT_DRIVER_PATH')
    requireInstalled(miniBrowserPath, 'webkit2gtk-driver', 'MINIBROWSER_PATH')
    requireInstalled('/usr/bin/Xvfb', 'xvfb', 'nothing (it is the display)')
    const stack = new Cleanup()
    try {
      const display = await startDisplay(stack)
      const proxy = await startProxy(stack)
      const settings = mkdtempSync(join(tmpdir(), 'webkit-settings-'))
      stack.add(() => rmSync(settings, { recursive: true, force: true }))
      // MiniBrowser's toolbar would keep its window wider than a phone: GTK's own styles shrink it to nothing.
      mkdirSync(join(settings, 'gtk-3.0'))
      writeFileSync(
        join(settings, 'gtk-3.0/gtk.css'),
        '* { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; -gtk-icon-transform: scale(0.05); }\n',
      )
      const env = { ...process.env, DISPLAY: `:${display}`, XDG_CONFIG_HOME: settings, ...localeOf(language) }
      const driverUrl = await startDriver(env, stack)
      const driver = await new Builder()
        .usingServer(driverUrl)
        .withCapabilities({
          browserName: 'MiniBrowser',
          // The tests wait for what they need themselves: the page's load may wait for a held script.
          pageLoadStrategy: 'none',
          'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation', `--proxy=${proxy.url}`] },
        })
        .build()
      stack.add(() => driver.quit())
      await sizeToPhone(driver)
      return {
        open: (path, options) => openPage(driver, proxy, path, options),
        close: () => stack.run(),
      } satisfies EngineBrowser
    } catch (error) {
      await stack.run()
      throw error
    }
  },
}

/** What to undo when the browser closes, last first; its processes also end with the test process. */
class Cleanup {
  private readonly steps: (() => unknown)[] = []
  private readonly children: ChildProcess[] = []
  private readonly onExit = () => {
    for (const child of this.children) child.kill()
  }
  constructor() {
    process.once('exit', this.onExit)
  }
  add(step: () => unknown): void {
    this.steps.push(step)
  }
  kills(child: ChildProcess): void {
    this.children.push(child)
    this.add(() => child.kill())
  }
  async run(): Promise<void> {
    process.off('exit', this.onExit)
    for (const step of this.steps.splice(0).reverse())
      await Promise.resolve()
        .then(step)
        .catch(() => {})
  }
}

/** An X display of its own: Xvfb picks a free number and writes it to the descriptor it is given once it is ready. */
async function startDisplay(stack: Cleanup): Promise<string> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '1280x1024x24'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  stack.kills(xvfb)
  return lineFrom(xvfb, xvfb.stdio[3] as Readable, 'Xvfb')
}

function lineFrom(child: ChildProcess, stream: Readable, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    let errors = ''
    child.stderr?.on('data', (chunk) => (errors += String(chunk)))
    stream.on('data', (chunk) => {
      text += String(chunk)
      if (text.includes('\n')) resolve(text.trim())
    })
    child.once('exit', (code) => reject(new Error(`${name} stopped (${code}) before it was ready: ${errors}`)))
  })
}

/** A locale of the language for the browser, compiled once with localedef from Debian's `locales`: machines have only C.UTF-8. */
function localeOf(language: LanguageCode): Record<string, string> {
  const sources = '/usr/share/i18n/locales'
  const preferred = [`${language}_${language === 'en' ? 'GB' : language.toUpperCase()}`]
  const available = existsSync(sources) ? readdirSync(sources) : []
  const name = preferred.find((candidate) => available.includes(candidate)) ?? available.find((file) => file.startsWith(`${language}_`))
  if (!name) throw new Error(`No locale of ${language} in ${sources}: install Debian's \`locales\` package (.ci/run does it for CI).`)
  const folder = join(tmpdir(), 'webkit-locales')
  const locale = `${name}.UTF-8`
  if (!existsSync(join(folder, locale))) {
    mkdirSync(folder, { recursive: true })
    const building = mkdtempSync(join(folder, `${locale}-`))
    const made = spawnSync('localedef', ['-i', name, '-f', 'UTF-8', join(building, locale)], { encoding: 'utf8' })
    if (made.status !== 0) throw new Error(`localedef could not make ${locale}: ${made.stderr}`)
    // Another worker may have made it meanwhile: either copy will do.
    try {
      renameSync(join(building, locale), join(folder, locale))
    } catch {
      // Already there.
    }
    rmSync(building, { recursive: true, force: true })
  }
  return { LOCPATH: folder, LC_ALL: locale, LANGUAGE: language }
}

interface Proxy {
  url: string
  /** From now on, the site's scripts wait until `release`. */
  hold(): void
  release(): void
  /** From now on, the site's font files wait until `releaseFont`. */
  holdFont(): void
  releaseFont(): void
}

/**
 * The browser's proxy, the tests' hand on its requests (classic WebDriver has none): the site's requests go to the
 * site, its scripts held back when asked; every other host is refused at once.
 */
async function startProxy(stack: Cleanup): Promise<Proxy> {
  let held: (() => void)[] | undefined
  let heldFont: (() => void)[] | undefined
  const server: Server = createServer((incoming, reply) => {
    const target = new URL(incoming.url ?? '/', 'http://invalid')
    if (target.host !== `127.0.0.1:${sitePort}`) {
      reply.writeHead(502).end()
      return
    }
    // As Playwright's serviceWorkers: 'block' does for Chromium: a worker would answer held scripts from its cache.
    if (target.pathname === serviceWorkerPath) {
      reply.writeHead(404).end()
      return
    }
    const pass = () => {
      const outgoing = forward(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
        // Never from the browser's cache: a script held back must be asked for again.
        reply.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'cache-control': 'no-store' })
        answer.pipe(reply)
      })
      outgoing.on('error', () => reply.destroy())
      incoming.pipe(outgoing)
    }
    if (held && target.pathname.endsWith('.js')) held.push(pass)
    else if (heldFont && isFontFile(target.pathname)) heldFont.push(pass)
    else pass()
  })
  server.on('connect', (_request, socket) => socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  stack.add(() => stopServer(server))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: () => (held = []),
    release() {
      const waiting = held ?? []
      held = undefined
      for (const pass of waiting) pass()
    },
    holdFont: () => (heldFont = []),
    releaseFont() {
      const waiting = heldFont ?? []
      heldFont = undefined
      for (const pass of waiting) pass()
    },
  }
}

/** WebKitWebDriver on a free port, once it answers that it is ready. */
async function startDriver(env: NodeJS.ProcessEnv, stack: Cleanup): Promise<string> {
  const port = await freePort()
  const driver = spawn(webkitDriverPath, [`--port=${port}`], { env, stdio: ['ignore', 'ignore', 'pipe'] })
  stack.kills(driver)
  let errors = ''
  driver.stderr.on('data', (chunk) => (errors += String(chunk)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + ceiling
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver stopped (${driver.exitCode}): ${errors}`)
    const status = await fetch(`${url}/status`)
      .then((response) => response.json() as Promise<{ value?: { ready?: boolean } }>)
      .catch(() => undefined)
    if (status?.value?.ready) return url
    await new Promise((next) => setTimeout(next, 50))
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}: ${errors}`)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * The window sized so that its page is a phone's screen, around MiniBrowser's toolbar. GTK applies a size late on a
 * busy machine: the window is corrected only once two reads of the page's size, two frames apart each, agree.
 */
async function sizeToPhone(driver: WebDriver): Promise<void> {
  const { width, height } = phoneViewport
  const pageSize = () =>
    driver.executeAsyncScript<[number, number]>(
      'const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done([innerWidth, innerHeight])))',
    )
  await driver.manage().window().setRect({ width, height })
  await driver.wait(
    async () => {
      const [pageWidth, pageHeight] = await pageSize()
      if (pageWidth === width && pageHeight === height) return true
      const window = await driver.manage().window().getRect()
      const [again, againHeight] = await pageSize()
      if (again !== pageWidth || againHeight !== pageHeight) return false
      await driver
        .manage()
        .window()
        .setRect({ width: window.width + width - pageWidth, height: window.height + height - pageHeight })
      return false
    },
    60_000,
    `MiniBrowser's page did not become ${width} × ${height} px`,
  )
}

async function openPage(
  driver: WebDriver,
  proxy: Proxy,
  path: string,
  { pageScript = 'run', font = 'arrives' }: OpenOptions = {},
): Promise<EngineTab> {
  /** Once a new document (not the one whose time origin is `before`) is parsed, and with `script`, its page script has run. */
  const parsed = (before: number | null, script: boolean) =>
    driver.wait(async () => {
      try {
        return await driver.executeScript<boolean>(
          (previous: number | null, selector: string | null) =>
            performance.timeOrigin !== previous &&
            document.readyState !== 'loading' &&
            (selector === null || document.querySelector(selector) !== null),
          before,
          script ? pageScriptReady : null,
        )
      } catch {
        // Between two documents.
        return false
      }
    }, ceiling)
  const timeOrigin = () => driver.executeScript<number>(() => performance.timeOrigin)
  const load = async (url: string, script: boolean) => {
    const before = await timeOrigin()
    await driver.get(url)
    await parsed(before, script)
  }

  if (pageScript === 'held') proxy.hold()
  else proxy.release()
  if (font === 'held') proxy.holdFont()
  else proxy.releaseFont()
  await load(`http://127.0.0.1:${sitePort}${path}`, pageScript === 'run')

  const tab: EngineTab = {
    find: (role, name, within) => find(driver, within ? elementOf(within) : driver, role, name),
    evaluate: (script, ...args) => driver.executeScript(script, ...args) as never,
    press: (key) => driver.actions().sendKeys({ Escape: Key.ESCAPE, Tab: Key.TAB }[key]).perform(),
    tapAt: (x, y) => driver.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform(),
    async follow(link) {
      const before = await timeOrigin()
      await clickWhenReady(driver, elementOf(link))
      await parsed(before, true)
    },
    reload: async () => load(await driver.getCurrentUrl(), true),
    async releasePageScript() {
      proxy.release()
      await parsed(null, true)
    },
    async releaseFont() {
      proxy.releaseFont()
      await driver.wait(() => driver.executeScript<boolean>(faceSettled, siteFace), ceiling)
      await driver.executeAsyncScript(
        'const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done()))',
      )
    },
    async address() {
      const { pathname, search, hash } = new URL(await driver.getCurrentUrl())
      return `${pathname}${search}${hash}`
    },
    problems: undefined,
    close: async () => {},
  }
  return tab
}

/**
 * Clicks the element once it is on screen and still, as Playwright does: blocks drawn only near the screen take their
 * height as the page scrolls, and WebKitWebDriver refuses (or never answers) a click on an element that moved away.
 */
async function clickWhenReady(driver: WebDriver, element: WebElement): Promise<void> {
  await driver.executeAsyncScript((target: Element, done: () => void) => {
    let last = ''
    const settle = () => {
      const { top, left, height } = target.getBoundingClientRect()
      const now = `${Math.round(top)} ${Math.round(left)}`
      // Its centre, where WebDriver taps, on screen.
      const onScreen = top + height / 2 >= 0 && top + height / 2 <= innerHeight
      if (now === last && onScreen) return done()
      if (!onScreen) target.scrollIntoView({ block: 'center' })
      last = now
      requestAnimationFrame(() => requestAnimationFrame(settle))
    }
    settle()
  }, element)
  let refusal = ''
  await driver
    .wait(
      () =>
        element.click().then(
          () => true,
          (problem: unknown) => {
            if (!(problem instanceof error.ElementNotInteractableError || problem instanceof error.ElementClickInterceptedError))
              throw problem
            refusal = problem.message
            return false
          },
        ),
      ceiling,
    )
    .catch(async (timedOut: unknown) => {
      // Where the element is and what the visitor would tap at its centre, to say why.
      const where = await driver.executeScript<string>((target: Element) => {
        const { left, top, width, height } = target.getBoundingClientRect()
        const hit = document.elementFromPoint(left + width / 2, top + height / 2)
        return `at (${[left, top, width, height].map(Math.round).join(', ')}) in ${innerWidth} × ${innerHeight}, scrolled to ${Math.round(scrollY)}; its centre shows <${hit?.localName ?? 'nothing'}> “${(hit?.textContent ?? '').trim().slice(0, 60)}”`
      }, element)
      throw new Error(`the element never took the click (${refusal || String(timedOut)}): ${where}`)
    })
}

const elements = new WeakMap<EngineElement, WebElement>()
const elementOf = (element: EngineElement) => elements.get(element)!

async function find(driver: WebDriver, scope: WebDriver | WebElement, role: string | undefined, name?: string): Promise<EngineElement> {
  const css = candidatesOf(role)
  const confirmed = async (candidate: WebElement) => {
    try {
      const [computedRole, computedName, shown] = await Promise.all([
        candidate.getAriaRole(),
        candidate.getAccessibleName(),
        candidate.isDisplayed(),
      ])
      return shown && (role === undefined || computedRole === role) && (name === undefined || computedName === name)
    } catch {
      // Gone from the page meanwhile.
      return false
    }
  }
  const found = await driver.wait<WebElement>(
    async () => {
      // The element the page names so first (three questions to WebKit), then every candidate in turn.
      const guess = await driver.executeScript<WebElement | null>(namedInPage, scope === driver ? null : scope, css, name ?? null)
      if (guess && (await confirmed(guess))) return guess
      for (const candidate of await scope.findElements(By.css(css))) if (await confirmed(candidate)) return candidate
      return false
    },
    ceiling,
    `no ${role ?? 'element'} named ${name ?? '(any name)'}`,
  )
  const element: EngineElement = {
    click: () => clickWhenReady(driver, found),
    type: (text) => found.sendKeys(text),
    evaluate: (script) => driver.executeScript(script, found) as never,
  }
  elements.set(element, found)
  return element
}
