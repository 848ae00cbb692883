import type { LanguageCode } from '../../src/i18n/languages.ts'

/** What the shared flows (engine-flows.ts) need from a browser, whatever drives it (docs/engines.md). */
export interface Engine {
  /** How the tests' titles name the engine. */
  name: string
  /** The longest a launch may take before it counts as failed, for the hook that launches. */
  startTimeout: number
  /** A browser at phone size whose preferred language is `language`, as a visitor's set to it would be. */
  launch(language: LanguageCode): Promise<EngineBrowser>
}

export interface EngineBrowser {
  /**
   * Loads a page of the site once its page script has run; with `pageScript: 'held'`, once its HTML is parsed, its
   * scripts held back until `releasePageScript`. With `font: 'held'`, the site's face is held back until `releaseFont`.
   */
  open(path: string, options?: OpenOptions): Promise<EngineTab>
  close(): Promise<void>
}

export interface OpenOptions {
  pageScript?: 'run' | 'held'
  font?: 'arrives' | 'held'
}

export interface EngineTab {
  /** The first element, inside `within` if given, that assistive technology finds by role (any if undefined) and name. */
  find(role: string | undefined, name?: string, within?: EngineElement): Promise<EngineElement>
  /** Runs `script` in the page with JSON arguments and returns its JSON result. */
  evaluate<Result, Args extends unknown[]>(script: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>
  /** A key pressed where focus is. */
  press(key: 'Escape' | 'Tab'): Promise<void>
  /** A tap (a click) at a point of the viewport, in CSS pixels. */
  tapAt(x: number, y: number): Promise<void>
  /** Clicks a link and resolves once the page it leads to has run its page script. */
  follow(link: EngineElement): Promise<void>
  /** Loads the page's address again, a new load (not a restore), once its page script has run. */
  reload(): Promise<void>
  /** Lets the held page scripts load (see EngineBrowser.open) and resolves once the page script has run. */
  releasePageScript(): Promise<void>
  /** Lets the held face load (see EngineBrowser.open) and resolves once it has arrived, and two frames are painted after. */
  releaseFont(): Promise<void>
  /** The path, query and hash of the page's address. */
  address(): Promise<string>
  /** Console errors and warnings and uncaught exceptions since the first request; undefined where the driver cannot tell. */
  problems: string[] | undefined
  close(): Promise<void>
}

export interface EngineElement {
  /** A click at the element's centre, scrolled into view first, as a finger would tap it. */
  click(): Promise<void>
  type(text: string): Promise<void>
  /** Runs `script` on the element in the page and returns its JSON result. */
  evaluate<Result>(script: (element: Element) => Result): Promise<Awaited<Result>>
}

/** A phone's screen, as the Chromium tests use it. */
export const phoneViewport = { width: 375, height: 740 }

/** The page script's signal that it has run, as the Chromium tests' waitForPageScript waits for it. */
export const pageScriptReady = 'html[data-script="ready"]'

/** The font files of the site's face, which `font: 'held'` holds back. */
export const isFontFile = (pathname: string) => pathname.endsWith('.woff2')

/**
 * Runs in the page: whether the face named `family` has arrived, the signal `releaseFont` waits for: loaded, or given
 * up by an engine that takes a face no later than `font-display: optional` allows (Firefox, WebKit).
 */
export const faceSettled = (family: string) =>
  [...document.fonts].some((face) => face.family.replace(/["']/g, '') === family && ['loaded', 'error'].includes(face.status))

/** Where an element of each role the tests ask for can be, for drivers that check computed roles and names one by one. */
const roleSelectors: Record<string, string> = {
  alert: '[role="alert"]',
  button: 'button, [role="button"], summary',
  dialog: 'dialog, [role="dialog"]',
  group: 'fieldset, [role="group"], [role="radiogroup"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  link: 'a[href]',
  radio: 'input[type="radio"]',
  region: 'section, [role="region"]',
  textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], textarea',
}

export function candidatesOf(role: string | undefined): string {
  const selector = role === undefined ? 'a[href], button, summary, input, select, textarea, [role]' : roleSelectors[role]
  if (!selector) throw new Error(`tests/support/engine.ts does not know where to look for the role ${role}`)
  return selector
}

/**
 * Runs in the page: the first element `selector` matches inside `within` (the document if null) that shows and is named
 * `wanted` (any if null) as the page names it (aria-labelledby, aria-label, labels, legend, alt, else its text without
 * aria-hidden parts). A quick guess for the engine's accessibility tree to confirm: asking it about a whole page is slow.
 */
export function namedInPage(within: Element | Document | null, selector: string, wanted: string | null): Element | null {
  const read = (node: Node): string =>
    node instanceof Element
      ? node.getAttribute('aria-hidden') === 'true'
        ? ''
        : [...node.childNodes].map(read).join('')
      : (node.textContent ?? '')
  const text = (element: Element | null) =>
    element
      ? read(element)
          .replace(/[ \t\n\r\f]+/g, ' ')
          .trim()
      : ''
  const nameOf = (element: Element) => {
    const labelledBy = (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean)
    if (labelledBy.length) return labelledBy.map((id) => text(document.getElementById(id))).join(' ')
    const label = element.getAttribute('aria-label')
    if (label !== null) return label.trim()
    const labels = (element as Partial<HTMLInputElement>).labels
    if (labels?.length) return [...labels].map(text).join(' ')
    if (element instanceof HTMLFieldSetElement) return text(element.querySelector('legend'))
    if (element instanceof HTMLImageElement) return element.alt.trim()
    return text(element)
  }
  return (
    [...(within ?? document).querySelectorAll(selector)].find(
      (element) => element.checkVisibility() && (wanted === null || nameOf(element) === wanted),
    ) ?? null
  )
}
