import { expect, test } from '@playwright/test'
import { projects } from '../../src/content/projects.ts'
import { pseudoLanguage } from '../../src/i18n/pseudo-language.ts'
import { localizePath, prefixPath } from '../../src/i18n/localized-path.ts'
import { pseudoBuildPort } from '../support/builds.ts'
import { blockExternalImages, languages, pageIds, siteConfig, waitForPageScript } from '../support/site.ts'

/**
 * The pseudo language (npm run build:pseudo) shows every string of the locale files accented, a third
 * longer and in brackets. Text still plain here skipped the locale files. Whether its longer words fit
 * every phone is the layout test's (tests/e2e/layout.spec.ts).
 */
test.use({ baseURL: `http://127.0.0.1:${pseudoBuildPort}`, viewport: { width: 375, height: 800 } })

/** Day names in the pseudo language, as Intl writes them for the office hours. */
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
].sort((a, b) => b.length - a.length)

const urls = [...pageIds.map((pageId) => localizePath(pageId, pseudoLanguage.code)), prefixPath('/no-such-page', pseudoLanguage.code)]

for (const url of urls) {
  test(`${url} at 375 px: every text is transformed`, async ({ page }) => {
    await blockExternalImages(page)
    await page.goto(url)
    await waitForPageScript(page)
    await expect(page.locator('html')).toHaveAttribute('lang', pseudoLanguage.code)

    const found = await page.evaluate((allowed) => {
      const texts: string[] = [document.title]
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement
        if (element && element.closest('script, style, noscript') === null && element.getClientRects().length)
          texts.push(node.textContent ?? '')
      }
      for (const element of document.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
        for (const name of ['alt', 'aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '')
      }
      texts.push(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '')
      const plain = texts
        .map((text) => allowed.reduce((rest, name) => rest.split(name).join(' '), text).trim())
        .filter((rest) => /[A-Za-z]/.test(rest) && !/[^\p{ASCII}]/u.test(rest))
      return [...new Set(plain)]
    }, names)

    expect(found, 'text that is not from the locale files').toEqual([])
  })
}
