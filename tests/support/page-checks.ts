import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page, Request } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { kindOf } from '../bench/measure-bytes.ts'
import { languages } from '../../src/i18n/languages.ts'
import { siteFace } from '../../src/theme/typeface.ts'
import { applyTextSpacing, formatLayoutProblems, layoutProblems } from './layout.ts'
import { keptNames, localeStrings, readLocale } from './locales.ts'
import { collectProblems, paintedFrames, waitForFirstVisitLoads } from './site.ts'

/** The checks every page must pass (every-page.spec.ts), each a function of an open page returning what is wrong. */

/** What a page did while it loaded and afterwards: collected from before its first byte. */
export interface PageWatch {
  /** Console errors and warnings, and uncaught exceptions. */
  problems: string[]
  /** Local requests that failed or answered 400 or more (the not-found document itself aside). */
  failedRequests: string[]
  /** Content-Security-Policy violations the page reported. */
  cspViolations: string[]
  /** Every response so far, in order; the body of each script and HTML document read as it arrived (empty for the rest). */
  responses: { url: string; kind: ReturnType<typeof kindOf>; body: Promise<Buffer> }[]
  /** The requests still waiting for their answer. */
  pending: Set<Request>
}

/** Starts watching a page, before it is opened; `ignore` leaves out console messages expected there. */
export async function watchPage(page: Page, siteOrigin: string, ignore: (text: string) => boolean = () => false): Promise<PageWatch> {
  const watch: PageWatch = {
    problems: collectProblems(page, ignore),
    failedRequests: [],
    cspViolations: [],
    responses: [],
    pending: new Set(),
  }
  page.on('request', (request) => watch.pending.add(request))
  page.on('requestfinished', (request) => watch.pending.delete(request))
  page.on('requestfailed', (request) => watch.pending.delete(request))
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(siteOrigin)) watch.failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ''}`)
  })
  page.on('response', (response) => {
    const isDocument = response.request().resourceType() === 'document'
    if (response.url().startsWith(siteOrigin) && response.status() >= 400 && !isDocument)
      watch.failedRequests.push(`${response.url()} ${response.status()}`)
  })
  watch.responses = collectResponses(page)
  watch.cspViolations = await collectCspViolations(page)
  await page.addInitScript(() => {
    // Every layout shift not caused by input, with what moved, so a failure says where to look.
    const shifts: string[] = []
    let total = 0
    Object.assign(window, { layoutShifts: () => ({ total, shifts }) })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node }[]
      })[]) {
        if (entry.hadRecentInput) continue
        const moved = entry.sources.map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName)))
        shifts.push(`${entry.value.toFixed(4)}: ${moved.join(' | ')}`)
        total += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return watch
}

/** The kinds of response whose bodies the checks read: scripts and HTML. */
const isReadKind = (kind: ReturnType<typeof kindOf>): kind is 'js' | 'html' => kind === 'js' || kind === 'html'

/** Every response the page gets from now on, in order; only the bodies of scripts and HTML are read, as each arrives. */
export function collectResponses(page: Page): PageWatch['responses'] {
  const responses: PageWatch['responses'] = []
  page.on('response', (response) => {
    const kind = kindOf(response.url(), response.headers()['content-type'] ?? '', response.request().resourceType())
    responses.push({
      url: response.url(),
      kind,
      body: isReadKind(kind) ? response.body().catch(() => Buffer.alloc(0)) : Promise.resolve(Buffer.alloc(0)),
    })
  })
  return responses
}

/** Content-Security-Policy violations, reported by the page's own securitypolicyviolation events; call before opening the page. */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    ),
  )
  return violations
}

/**
 * Resolves once what the visitor's actions set going has arrived: the frames after them painted, every island
 * woken or failed, every request answered. Asked again once per painted frame.
 */
export async function loadsSettled(page: Page, watch: PageWatch): Promise<void> {
  await paintedFrames(page)
  const waking = page.locator('[data-island-state="loading"], [data-island-state="hydrating"]')
  // A ceiling, which names what never arrived: the visit's own time limit would not.
  const deadline = Date.now() + 30_000
  while (watch.pending.size > 0 || (await waking.count()) > 0) {
    if (Date.now() > deadline) throw new Error(`still loading after 30 s: ${[...watch.pending].map((request) => request.url()).join(', ')}`)
    await paintedFrames(page, 1)
  }
}

/**
 * Every picture of the page that shows nothing (naturalWidth 0) once scrolled to: a missing size, a wrong path, a
 * host the browser cannot reach. The tests' browser reaches only the site (playwright.config.ts).
 */
export async function picturesNotLoaded(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const broken: string[] = []
    for (const image of document.images) {
      image.scrollIntoView({ block: 'center' })
      if (!image.complete)
        await new Promise((settled) => {
          image.addEventListener('load', settled, { once: true })
          image.addEventListener('error', settled, { once: true })
        })
      if (image.naturalWidth === 0) broken.push(`${image.alt}: ${image.currentSrc || image.src}`)
    }
    return broken
  })
}

interface DomNode {
  nodeId: number
  nodeType: number
  nodeName: string
  localName: string
  nodeValue: string
  children?: DomNode[]
}

/**
 * Every element with text of its own that a font other than the site's face draws (Chromium's own account of the
 * fonts it used), with those fonts: a character the language's cut lacks falls back to one of the visitor's. A face
 * that came after the text was first laid out is not used on that visit (`font-display: optional`): the page is then
 * read as the visitor's next visit draws it, opened again once the face is in the browser's cache.
 */
export async function textNotInFace(page: Page): Promise<string[]> {
  const found = await fontsOtherThanFace(page)
  if (!found.length) return found
  const again = await page.context().newPage()
  try {
    for (let visit = 0; visit < 2; visit++) {
      await again.goto(page.url())
      await waitForFirstVisitLoads(again)
    }
    return await fontsOtherThanFace(again)
  } finally {
    await again.close()
  }
}

async function fontsOtherThanFace(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const withText: { nodeId: number; name: string; text: string }[] = []
  const visit = (node: DomNode) => {
    if (['HEAD', 'SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(node.nodeName)) return
    const text = (node.children ?? [])
      .filter((child) => child.nodeType === 3)
      .map((child) => child.nodeValue)
      .join('')
      .trim()
    if (node.nodeType === 1 && text) withText.push({ nodeId: node.nodeId, name: node.localName, text })
    for (const child of node.children ?? []) visit(child)
  }
  visit(root as DomNode)
  const found = await Promise.all(
    withText.map(async ({ nodeId, name, text }) => {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
      const others = fonts.filter(({ familyName }) => familyName !== siteFace)
      return others.length
        ? [`<${name}> “${text.slice(0, 40)}”: ${others.map(({ familyName, glyphCount }) => `${familyName} (${glyphCount})`).join(', ')}`]
        : []
    }),
  )
  await cdp.detach()
  return found.flat()
}

/** The page's layout shifts so far that no input caused: their sum (CLS) and each one. */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: () => { total: number; shifts: string[] } }).layoutShifts())

/** The gzip KiB of script and HTML among the responses, counted as `npm run bench` counts a first visit. */
export async function firstVisitKiB(responses: PageWatch['responses']): Promise<{ js: number; html: number }> {
  const kib = { js: 0, html: 0 }
  for (const { kind, body } of responses) {
    if (isReadKind(kind)) kib[kind] += gzipSync(await body, { level: 6 }).length / 1024
  }
  return kib
}

/** axe-core's WCAG 2.1 A and AA violations, one line each with the elements concerned. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Violations only: axe skips the details of passing elements. Legacy mode runs in the page itself, without the
  // blank page per check the default opens to merge frames' results; our pages have no frames.
  // Blocks drawn only near the screen have no layout of their own until then: axe would read their text's
  // background from whatever stands at their estimated place. It reads every block as drawn, as a visitor meets it.
  const drawn = await page.evaluate(() => {
    const skipped = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    )
    for (const element of skipped) element.style.contentVisibility = 'visible'
    return skipped.length
  })
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze()
  if (drawn)
    await page.evaluate(() =>
      document.querySelectorAll<HTMLElement>('body *').forEach((element) => element.style.removeProperty('content-visibility')),
    )
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** One banner, main and content info; one h1, first; no heading level skipped, among the visible headings. */
export async function landmarkProblems(page: Page): Promise<string[]> {
  const problems: string[] = []
  for (const role of ['banner', 'main', 'contentinfo'] as const) {
    const count = await page.getByRole(role).count()
    if (count !== 1) problems.push(`${count} ${role} landmarks, not 1`)
  }
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.filter((heading) => heading.checkVisibility()).map((heading) => Number(heading.tagName[1])))
  const ones = levels.filter((level) => level === 1).length
  if (ones !== 1) problems.push(`${ones} h1 headings, not 1`)
  if (levels[0] !== 1) problems.push(`the first heading is h${levels[0]}, not h1`)
  const skips = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 1) + 1)
  if (skips.length) problems.push(`heading levels skip (${skips.join(', ')}): ${levels.join(' ')}`)
  return problems
}

/**
 * Text of another language the page shipped (its HTML and scripts): every string of the locale files that
 * differs from the page language's, names kept as they are aside. `allowedKeys` are the other language's
 * strings the page rightly shows (the language suggestion, written in the language it suggests).
 */
export async function foreignCopyShipped(
  responses: PageWatch['responses'],
  language: string,
  allowedKeys: string[] = [],
): Promise<string[]> {
  const own = localeStrings(language)
  const foreignCopy = languages
    .filter(({ code }) => code !== language)
    .flatMap(({ code }) => Object.entries(localeStrings(code)))
    .filter(([key]) => !allowedKeys.includes(key))
    .filter(([key, value]) => value !== own[key] && value.length >= 12 && !value.includes('{{') && !keptNames.includes(value))
    .map(([, value]) => value)
  if (foreignCopy.length <= 20) return [`only ${foreignCopy.length} strings to look for: the locale files were not read`]
  const shipped = (
    await Promise.all(responses.filter(({ kind }) => isReadKind(kind)).map(async ({ body }) => (await body).toString()))
  ).join('\n')
  if (!shipped) return ['no HTML or script was read']
  return foreignCopy.filter((text) => shipped.includes(text) || shipped.includes(JSON.stringify(text).slice(1, -1)))
}

/** The keys of the language suggestion's strings, as localeStrings names them. */
export const languageSuggestionKeys = (language: string) =>
  Object.keys(readLocale(language, 'common').languageSuggestion as Record<string, string>).map(
    (name) => `common:languageSuggestion.${name}`,
  )

/** The layout check's errors at each width, then at each of `spacedWidths` with WCAG text spacing (which stays on). */
export async function layoutErrors(
  page: Page,
  where: string,
  { language, widths, spacedWidths }: { language: string; widths: number[]; spacedWidths: number[] },
): Promise<string[]> {
  const errors: string[] = []
  const errorsNow = async (at: string) => {
    const found = (await layoutProblems(page, language)).filter(({ level }) => level === 'error')
    if (found.length) errors.push(...formatLayoutProblems(at, found).split('\n'))
  }
  const height = page.viewportSize()!.height
  for (const width of widths) {
    await page.setViewportSize({ width, height })
    await errorsNow(`${where} at ${width} px`)
  }
  if (spacedWidths.length) await applyTextSpacing(page)
  for (const width of spacedWidths) {
    await page.setViewportSize({ width, height })
    await errorsNow(`${where} at ${width} px with text spacing`)
  }
  return errors
}

export interface FocusStop {
  stop: string
  /** Off screen or covered (WCAG 2.2 2.4.11), or null. */
  problem: string | null
  /** Whether it shows a focus indicator (WCAG 2.4.7): an outline or a box shadow. */
  indicator: boolean
}

/**
 * Runs in the page (one round trip per Tab): the focused element in the frame after the key, off screen, covered (by
 * what) or neither, and whether it shows its focus; null when focus has left the page.
 */
async function focusedStop(): Promise<FocusStop | null> {
  // The next frame's scroll handlers have run by then. A second at most: now and then the headless shell stops
  // sending a page its frames. Layout is read either way.
  await Promise.race([new Promise(requestAnimationFrame), new Promise((stalled) => setTimeout(stalled, 1_000))])
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || focused === document.body) return null
  const name = (element: Element) =>
    `<${element.localName}${element.id ? `#${element.id}` : ''}> “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`
  const style = getComputedStyle(focused)
  const indicator = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
  // A visually hidden control (the portfolio's radios) shows its focus on the label drawn for it.
  const box = focused.getBoundingClientRect()
  const shown = box.width <= 1 || box.height <= 1 ? (focused.closest('label') ?? focused) : focused
  const { left, top, right, bottom, width, height } = shown.getBoundingClientRect()
  const stop = name(focused)
  if (left < 0 || top < 0 || right > window.innerWidth || bottom > window.innerHeight || !width || !height) {
    return { stop, indicator, problem: `off screen (${[left, top, right, bottom].map(Math.round).join(', ')})` }
  }
  // The centre and four points just inside the corners: what the visitor sees there must be the stop itself.
  const inset = (size: number) => Math.min(4, size / 4)
  const points = [
    [left + width / 2, top + height / 2],
    [left + inset(width), top + inset(height)],
    [right - inset(width), top + inset(height)],
    [left + inset(width), bottom - inset(height)],
    [right - inset(width), bottom - inset(height)],
  ] as const
  for (const [x, y] of points) {
    const hit = document.elementFromPoint(x, y)
    // The stop, a part of it, or what it sits on where its own paint is rounded off: nothing covers it.
    if (hit && (shown.contains(hit) || hit.contains(shown))) continue
    const cover = hit?.closest('header, section, footer, nav, dialog, [role]') ?? hit
    return { stop, indicator, problem: `covered at (${Math.round(x)}, ${Math.round(y)}) by ${cover ? name(cover) : 'nothing'}` }
  }
  return { stop, indicator, problem: null }
}

/** Tabs through the whole page once, from the top, as a keyboard visitor does: every stop, as `focusedStop` finds it. */
export async function tabThrough(page: Page): Promise<FocusStop[]> {
  const stops: FocusStop[] = []
  for (let presses = 0; presses < 300; presses++) {
    await page.keyboard.press('Tab')
    const found = await page.evaluate(focusedStop)
    // Past the last stop focus leaves the page; Tab then starts again from the first.
    if (!found || (stops.length && found.stop === stops[0]!.stop)) break
    stops.push(found)
  }
  return stops
}

/** The body is styled by the site (Chakra's styles arrived), not in the browser's default serif with its 8 px margin. */
export async function unstyledBody(page: Page): Promise<string[]> {
  const body = await page.evaluate(() => ({
    font: getComputedStyle(document.body).fontFamily,
    margin: getComputedStyle(document.body).margin,
  }))
  return [
    ...(/^(serif|"?Times)/.test(body.font) ? [`the body is in the browser's default font (${body.font})`] : []),
    ...(body.margin !== '0px' ? [`the body keeps the browser's default margin (${body.margin})`] : []),
  ]
}

/**
 * The page with JavaScript off, at this width: styled (the site's font and margins, its header fixed), its h1 shows,
 * the main navigation shows where the header has room for it (992 px and wider) and every link of the main content
 * and footer is a real one.
 */
export async function withoutJavaScriptProblems(browser: Browser, url: string, width: number, height: number): Promise<string[]> {
  const page = await pageWithoutJavaScript(browser, width, height)
  await page.goto(url)
  const problems = await unstyledBody(page)
  const header = await page.getByRole('banner').evaluate((banner) => getComputedStyle(banner).position)
  if (header !== 'fixed') problems.push(`the header is not fixed (${header})`)
  if (!(await page.getByRole('heading', { level: 1 }).isVisible())) problems.push('the h1 does not show')
  const navigationShows = await page.getByRole('navigation', { name: /^(Main|Principale)$/ }).isVisible()
  if (navigationShows !== width >= 992) problems.push(`the main navigation ${navigationShows ? 'shows' : 'does not show'} at ${width} px`)
  const hrefs = await page.locator('main a, footer a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  if (hrefs.length <= 5) problems.push(`only ${hrefs.length} links in the main content and footer`)
  const dead = hrefs.filter((href) => !href || href === '#')
  if (dead.length) problems.push(`${dead.length} links lead nowhere (empty or #)`)
  return problems
}

/** A page with JavaScript off, one per browser and viewport, kept for the worker's next visits (each loads its page anew). */
const pagesWithoutJavaScript = new WeakMap<Browser, Map<string, Promise<Page>>>()
function pageWithoutJavaScript(browser: Browser, width: number, height: number): Promise<Page> {
  const pages = pagesWithoutJavaScript.get(browser) ?? new Map<string, Promise<Page>>()
  pagesWithoutJavaScript.set(browser, pages)
  const key = `${width}×${height}`
  if (!pages.has(key))
    pages.set(
      key,
      browser.newContext({ javaScriptEnabled: false, viewport: { width, height } }).then((context) => context.newPage()),
    )
  return pages.get(key)!
}
