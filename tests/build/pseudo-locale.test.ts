import { describe, expect, it } from 'vitest'
import { localizePath, prefixPath } from '../../src/i18n/localized-path.ts'
import { pseudoLanguage } from '../../src/i18n/pseudo-language.ts'
import { pseudoBuildDir } from '../support/builds.ts'
import { builtNotFoundPage, builtPage } from '../support/built-site.ts'
import { headings, parseHtml } from '../support/prerendered-html.ts'
import { pageIds } from '../support/site.ts'

/**
 * The pseudo language (npm run build:pseudo): every string accented, a third longer, in brackets. That every text
 * comes from the locales is key-mode.test.ts's check; that its words fit every phone, layout.spec.ts's.
 */
const notFoundPath = prefixPath('/no-such-page', pseudoLanguage.code)
const pagesToRead = [
  ...pageIds.map((pageId) => ({
    path: localizePath(pageId, pseudoLanguage.code),
    html: () => builtPage(localizePath(pageId, pseudoLanguage.code), pseudoBuildDir),
  })),
  { path: notFoundPath, html: () => builtNotFoundPage(notFoundPath, pseudoBuildDir) },
]

describe('the pseudo-language build', () => {
  it.each(pagesToRead)('$path is in the pseudo language, its heading accented and bracketed', ({ html }) => {
    const document = parseHtml(html())
    expect(document.documentElement.lang).toBe(pseudoLanguage.code)
    const [title] = headings(document, 1)
    expect(title).toMatch(/^\[.*[^\p{ASCII}].*\]$/u)
  })
})
