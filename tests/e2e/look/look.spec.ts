import { expect, test } from '@playwright/test'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { localOnlyResolverFlag, testChromiumLaunchOptions } from '../../../scripts/chromium.ts'
import { readLocale } from '../../support/locales.ts'
import { baselineFolder, drawWholePage, expectBaseline, fixCopyrightYear, openWithFace, updatingBaselines } from '../../support/look.ts'
import { languages, notFoundUrls, siteUrls, waitForFirstVisitLoads } from '../../support/site.ts'

/**
 * The look, pixel for pixel: every page and not-found page in both languages at 375 and 1280 px, whole, and the
 * language suggestion, against the baselines of the running Chromium's major (docs/testing.md: the look).
 */
const widths = [375, 1280]
const height = 800

const captured = [
  ...siteUrls.map(({ pageId, language, path }) => ({ name: pageId as string, language, path })),
  ...notFoundUrls.map(({ language, path }) => ({ name: 'not-found', language, path })),
]
const suggestionName = 'language-suggestion'

/** Text drawn alike on every run and machine: no hinting, subpixel placement or LCD filtering; colours in sRGB. */
const stableRenderingFlags = [
  '--font-render-hinting=none',
  '--disable-font-subpixel-positioning',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
]

test.use({
  launchOptions: testChromiumLaunchOptions([localOnlyResolverFlag([]), ...stableRenderingFlags]),
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
})

// Writing a baseline compresses it as far as libwebp goes, which takes far longer than comparing.
test.beforeEach(({}, testInfo) => {
  if (updatingBaselines(testInfo)) test.setTimeout(600_000)
})

const fileName = (name: string, width: number) => `${name}-${width}.webp`

for (const width of widths) {
  for (const { code: language } of languages) {
    test.describe(`${language} at ${width} px`, () => {
      // The browser in the page's own language: no suggestion at the end of the page.
      test.use({ viewport: { width, height }, locale: language })

      for (const { name, path } of captured.filter((entry) => entry.language === language)) {
        test(path, async ({ page, browser }, testInfo) => {
          await openWithFace(page, path)
          // The suggestion decided (none) and a form page's outbox read (empty): nothing more will appear.
          await waitForFirstVisitLoads(page)
          await expect(page.locator('html')).toHaveAttribute('data-language-suggestion', 'none')
          await drawWholePage(page)
          await fixCopyrightYear(page, language)
          await expectBaseline(testInfo, [baselineFolder(browser), language, fileName(name, width)], () =>
            page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }),
          )
        })
      }
    })

    const other = languages.find(({ code }) => code !== language)!.code
    test.describe(`${language} at ${width} px, browser in ${other}`, () => {
      test.use({ viewport: { width, height }, locale: other })

      test('the language suggestion', async ({ page, browser }, testInfo) => {
        await openWithFace(page, siteUrls.find((url) => url.pageId === 'home' && url.language === language)!.path)
        await waitForFirstVisitLoads(page)
        // Drawn whole, the page does not move under the suggestion as it scrolls into view.
        await drawWholePage(page)
        const suggestion = page.getByRole('region', {
          name: (readLocale(other, 'common').languageSuggestion as Record<string, string>).label,
        })
        await suggestion.scrollIntoViewIfNeeded()
        // With its shadow, which falls outside its box.
        const box = (await suggestion.boundingBox())!
        const [left, top] = [Math.max(0, box.x - 16), Math.max(0, box.y - 16)]
        const clip = { x: left, y: top, width: Math.min(width, box.x + box.width + 16) - left, height: box.y + box.height + 16 - top }
        await expectBaseline(testInfo, [baselineFolder(browser), language, fileName(suggestionName, width)], () =>
          page.screenshot({ clip, animations: 'disabled', caret: 'hide' }),
        )
      })
    })
  }
}

test('no baseline is left of a page that is gone', async ({ browser }, testInfo) => {
  const folder = testInfo.snapshotPath(baselineFolder(browser))
  test.skip(!existsSync(folder), 'no baselines for this Chromium yet')
  const names = [
    ...captured.map(({ name, language }) => ({ name, language })),
    ...languages.map(({ code }) => ({ name: suggestionName, language: code })),
  ]
  const expected = new Set(names.flatMap(({ name, language }) => widths.map((width) => join(language, fileName(name, width)))))
  const stale = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.webp') && !expected.has(file))
  if (updatingBaselines(testInfo)) for (const file of stale) rmSync(join(folder, file))
  else expect(stale, `baselines in ${folder} no page draws`).toEqual([])
})
