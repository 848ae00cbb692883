import { describe, expect, it } from 'vitest'
import { builtNotFoundPage, builtPage } from '../support/built-site.ts'
import { localeStrings } from '../support/locales.ts'
import { headings, parseHtml } from '../support/prerendered-html.ts'
import { notFoundUrls, siteUrls } from '../support/site.ts'

const everyPage = [
  ...siteUrls.map(({ path }) => ({ path, html: () => builtPage(path) })),
  ...notFoundUrls.map(({ path }) => ({ path, html: () => builtNotFoundPage(path) })),
]

/** The prerendered HTML itself, what a visitor gets before (or without) any script. */
describe('prerendered HTML', () => {
  // Isolate marks keep the phone number's order on right-to-left pages only; here they would be copied with it.
  // (That every page is styled without JavaScript is every-page.spec.ts's step, in the browser, under the page's CSP.)
  it.each(siteUrls)('$path has no isolate marks', ({ path }) => {
    expect(builtPage(path)).not.toMatch(/[\u2066-\u2069]/)
  })

  it.each(everyPage)('$path is first painted whole: the paint waits for an element after <main>', ({ html }) => {
    const page = parseHtml(html())
    const expected = page.querySelector('head link[rel="expect"][blocking="render"]')?.getAttribute('href') ?? ''
    const target = expected.startsWith('#') ? page.getElementById(expected.slice(1)) : null
    const main = page.querySelector('main')
    // Chromium paints as soon as the element named is in the document: it must come after the whole of <main>.
    expect(target, `the element ${expected || '(none named)'}`).not.toBeNull()
    expect(main!.compareDocumentPosition(target!) & main!.DOCUMENT_POSITION_FOLLOWING, 'after <main>').toBeTruthy()
    expect(main!.contains(target), 'outside <main>').toBe(false)
  })

  it.each(notFoundUrls)('$path gets the $language not-found page', ({ path, language }) => {
    expect(headings(parseHtml(builtNotFoundPage(path)), 1)).toEqual([localeStrings(language)['errors:notFound.title']])
  })
})
