import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core'
import type { LanguageCode } from '../../src/i18n/languages.ts'
import { sitePort } from './builds.ts'
import { placeholderPng, siteConfig } from './site.ts'

/** Debian's Firefox ESR (`apt-get install firefox-esr`); FIREFOX_PATH points at another Firefox. */
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** The longest Firefox may take to start before a launch counts as failed. */
export const firefoxStartTimeout = 120_000

/** A phone's screen, as the Chromium tests use it. */
export const phoneViewport = { width: 375, height: 740 }

/**
 * Starts Firefox through puppeteer-core over WebDriver BiDi, headless, with a fresh temporary profile
 * (puppeteer-core makes one per launch and deletes it on close) whose preferred language is
 * `language`, as a visitor's browser set to it would be. puppeteer-core never downloads a browser.
 */
export async function launchFirefox(language: LanguageCode): Promise<Browser> {
  if (!existsSync(firefoxPath)) {
    throw new Error(
      `Firefox was not found at ${firefoxPath}. Install it with \`sudo apt-get install --no-install-recommends firefox-esr\` ` +
        '(Debian/Ubuntu; .ci/run does it for CI), or point FIREFOX_PATH at a Firefox binary.',
    )
  }
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxPath,
    headless: true,
    // Firefox takes seconds to start, tens of seconds on a busy 2-core machine: a ceiling, not a wait.
    timeout: firefoxStartTimeout,
    defaultViewport: phoneViewport,
    extraPrefsFirefox: { 'intl.accept_languages': language, 'intl.locale.requested': language },
  })
}

export interface FirefoxPage {
  page: Page
  /** Console errors and warnings, and uncaught exceptions, from the page's first request on. */
  problems: string[]
}

/**
 * A new tab on a page of the site (served by playwright.config.ts's web server), once its page script
 * has run. Photos of the image host are answered locally: test machines cannot reach it.
 */
export async function openPage(browser: Browser, path: string): Promise<FirefoxPage> {
  const page = await browser.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`))
  await page.setRequestInterception(true)
  page.on('request', (request) =>
    request.url().startsWith(`${siteConfig.imageHost}/`)
      ? request.respond({ status: 200, contentType: 'image/png', body: placeholderPng })
      : request.continue(),
  )
  await page.goto(`http://127.0.0.1:${sitePort}${path}`)
  await waitForPageScript(page)
  return { page, problems }
}

/** The same signal as the Chromium tests' waitForPageScript: the page's own script has run. */
export async function waitForPageScript(page: Page): Promise<void> {
  await page.waitForSelector('html[data-script="ready"]')
}

/**
 * An element found as assistive technology finds it: by its role and accessible name (or its name
 * alone, for elements whose role Firefox names its own way, like a <summary>), inside `scope` when
 * given. Firefox leaves blocks with `content-visibility: auto` out of its accessibility tree until
 * they near the screen: scroll to them first.
 */
export async function byRole(scope: Page | ElementHandle, role: string | undefined, name?: string): Promise<ElementHandle<Element>> {
  const attributes = [role === undefined ? '' : `[role="${role}"]`, name === undefined ? '' : `[name="${name.replace(/["\\]/g, '\\$&')}"]`]
  const element = await scope.waitForSelector(`::-p-aria(${attributes.join('')})`)
  if (!element) throw new Error(`no ${role ?? 'element'} named ${name ?? '(any name)'}`)
  return element
}

/** The path, query and hash of the page's address. */
export const addressOf = (page: Page) => {
  const { pathname, search, hash } = new URL(page.url())
  return `${pathname}${search}${hash}`
}
