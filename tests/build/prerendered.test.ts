import { describe, expect, it } from 'vitest'
import { builtNotFoundPage, builtPage } from '../support/built-site.ts'
import { localeStrings } from '../support/locales.ts'
import { headings, parseHtml } from '../support/prerendered-html.ts'
import { notFoundUrls, siteUrls } from '../support/site.ts'

/** The prerendered HTML itself, what a visitor gets before (or without) any script. */
describe('prerendered HTML', () => {
  it.each(siteUrls)('$path is styled in its HTML and has no isolate marks', ({ path }) => {
    const html = builtPage(path)
    // Styles are in the HTML, so the page is styled before (or without) JavaScript.
    expect(html).toMatch(/<style data-emotion="css [^"]+">/)
    // Isolate marks keep the phone number's order on right-to-left pages only; here they would be copied with it.
    expect(html).not.toMatch(/[\u2066-\u2069]/)
  })

  it.each(notFoundUrls)('$path gets the $language not-found page', ({ path, language }) => {
    expect(headings(parseHtml(builtNotFoundPage(path)), 1)).toEqual([localeStrings(language)['errors:notFound.title']])
  })
})
