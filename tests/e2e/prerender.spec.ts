import { expect, test, type Response } from '@playwright/test'
import { readHeadLinks } from '../../scripts/postbuild/sitemap.ts'
import { keptNames, localeStrings } from '../support/locales.ts'
import { headings, parseHtml } from '../support/prerendered-html.ts'
import { defaultLanguage, type LanguageCode } from '../../src/i18n/languages.ts'
import { languages, localizePath, notFoundUrls, siteConfig, siteUrls, waitForPageScript } from '../support/site.ts'

test.describe('prerendered HTML', () => {
  for (const { path, language, pageId } of siteUrls) {
    test(`${path} is served in ${language} with canonical and hreflang`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(parseHtml(html).documentElement.lang).toBe(language)
      const urlIn = (code: LanguageCode) => new URL(localizePath(pageId, code), siteConfig.origin).href
      expect(readHeadLinks(html)).toEqual({
        canonical: new URL(path, siteConfig.origin).href,
        alternates: [
          ...languages.map(({ code }) => ({ hreflang: code, href: urlIn(code) })),
          { hreflang: 'x-default', href: urlIn(defaultLanguage) },
        ],
      })
      // Isolate marks keep the phone number's order on right-to-left pages only; here they would be copied with it.
      expect(html).not.toMatch(/[\u2066-\u2069]/)
      // Styles are in the HTML, so the page is styled before (or without) JavaScript.
      expect(html).toMatch(/<style data-emotion="css [^"]+">/)
    })
  }

  for (const { path, language } of notFoundUrls) {
    test(`an unknown URL ${path} answers 404 with the ${language} not-found page`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const page = parseHtml(await response.text())
      expect(page.documentElement.lang).toBe(language)
      expect(headings(page, 1)).toEqual([localeStrings(language)['errors:notFound.title']])
      expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
    })
  }
})

test.describe('one language per page', () => {
  for (const { path, language } of siteUrls) {
    test(`${path} ships no copy of the other language`, async ({ page }) => {
      const own = localeStrings(language)
      const foreignCopy = languages
        .filter(({ code }) => code !== language)
        .flatMap(({ code }) => Object.entries(localeStrings(code)))
        .filter(([key, value]) => value !== own[key] && value.length >= 12 && !value.includes('{{') && !keptNames.includes(value))
        .map(([, value]) => value)
      expect(foreignCopy.length).toBeGreaterThan(20)

      const bodies: Promise<string>[] = []
      const collect = (response: Response) => {
        if (/\.(js|html)$|\/$|^[^.]*$/.test(new URL(response.url()).pathname)) {
          bodies.push(response.text().catch(() => ''))
        }
      }
      page.on('response', collect)
      // A visitor who turned down the suggestion to switch loads nothing of the other language.
      await page.addInitScript(() => window.localStorage.setItem('languageSuggestionDismissed', 'true'))
      await page.goto(path)
      await waitForPageScript(page)
      page.off('response', collect)
      const shipped = (await Promise.all(bodies)).join('\n')
      expect(bodies.length).toBeGreaterThan(1)
      const leaked = foreignCopy.filter((text) => shipped.includes(text) || shipped.includes(JSON.stringify(text).slice(1, -1)))
      expect(leaked).toEqual([])
    })
  }
})
