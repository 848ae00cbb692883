import { describe, expect, it } from 'vitest'
import { projects } from '../../src/content/projects.ts'
import { studio } from '../../src/content/studio.ts'
import { formatCountry } from '../../src/i18n/format.ts'
import { localizePath, prefixPath } from '../../src/i18n/localized-path.ts'
import { pseudoLanguage } from '../../src/i18n/pseudo-language.ts'
import { pseudoBuildDir } from '../support/builds.ts'
import { builtNotFoundPage, builtPage } from '../support/built-site.ts'
import { pageTexts, withoutNames } from '../support/page-texts.ts'
import { parseHtml } from '../support/prerendered-html.ts'
import { languages, pageIds, siteConfig } from '../support/site.ts'

/**
 * The pseudo language (npm run build:pseudo) shows every string of the locale files accented, a third
 * longer and in brackets. Text still plain here skipped the locale files. Whether its longer words fit
 * every phone is the layout test's (tests/e2e/layout.spec.ts).
 */

/** Day names in the pseudo language, as Intl writes them for the office hours; the studio's country likewise. */
const dayNames = [...Array(7).keys()].map((day) =>
  new Intl.DateTimeFormat(pseudoLanguage.code, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day + 1)),
)

/** Text that rightly stays as it is in every language: names, data and Intl's output, not copy. Longest first. */
const names = [
  siteConfig.brand,
  siteConfig.email,
  ...languages.map(({ nativeName }) => nativeName),
  ...projects.flatMap(({ technologies }) => technologies),
  ...dayNames,
  formatCountry(pseudoLanguage.code, studio.address.country),
].sort((a, b) => b.length - a.length)

const notFoundPath = prefixPath('/no-such-page', pseudoLanguage.code)
const pagesToRead = [
  ...pageIds.map((pageId) => ({
    path: localizePath(pageId, pseudoLanguage.code),
    html: () => builtPage(localizePath(pageId, pseudoLanguage.code), pseudoBuildDir),
  })),
  { path: notFoundPath, html: () => builtNotFoundPage(notFoundPath, pseudoBuildDir) },
]

describe('the pseudo-language build', () => {
  it.each(pagesToRead)('$path: every text is transformed', ({ html }) => {
    const document = parseHtml(html())
    expect(document.documentElement.lang).toBe(pseudoLanguage.code)
    const plain = pageTexts(document, ['alt', 'aria-label', 'title', 'placeholder'])
      .map((text) => withoutNames(text, names).trim())
      .filter((rest) => /[A-Za-z]/.test(rest) && !/[^\p{ASCII}]/u.test(rest))
    expect([...new Set(plain)], 'text that is not from the locale files').toEqual([])
  })
})
