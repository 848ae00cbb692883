import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseHeadersFile } from '../../scripts/hosting/static-host-files.ts'
import { siteFace } from '../../src/theme/typeface.ts'
import { clientDirOf } from '../support/builds.ts'
import { readLocale } from '../support/locales.ts'
import {
  axeViolations,
  firstVisitKiB,
  foreignCopyShipped,
  landmarkProblems,
  languageSuggestionKeys,
  layoutErrors,
  layoutShifts,
  loadsSettled,
  picturesNotLoaded,
  tabThrough,
  textNotInFace,
  unstyledBody,
  watchPage,
  withoutJavaScriptProblems,
} from '../support/page-checks.ts'
import { languages, notFoundUrls, siteUrls, waitForFirstVisitLoads, waitForPageScript } from '../support/site.ts'

/**
 * Every check a page must pass, one visit per page and width, the browser in the page's other language so the
 * suggestion shows; each check a step whose failure names page, width and language and stops no other.
 */
const visits = [
  { width: 1280, layoutWidths: [1280], spacedWidths: [1280] },
  // The phone visit also looks at the narrowest phones (320 px: WCAG 1.4.10 Reflow) and a wider one, ending at its own width.
  { width: 375, layoutWidths: [320, 360, 414, 375], spacedWidths: [375] },
]
const height = 800

// A visit runs a dozen checks, some of them long (tabbing through a whole page): more time than one check needs.
test.describe.configure({ timeout: 180_000 })

/** What a first visit may download before the visitor does anything, in gzip KiB (counted as `npm run bench` counts it). */
const budgetKiB = { js: 25, html: 25 }

const pagesToVisit = [...siteUrls.map((url) => ({ ...url, notFound: false })), ...notFoundUrls.map((url) => ({ ...url, notFound: true }))]

/** The policy the build's _headers gives every page, which the test server sends as a static host does. */
const builtPolicy = parseHeadersFile(readFileSync(join(clientDirOf(), '_headers'), 'utf8')).find(({ pattern }) => pattern === '/*')
  ?.headers['Content-Security-Policy']

/** The browser's own console line for a not-found document's 404 status: expected there, nowhere else. */
const isNotFoundStatus = (text: string) => text.includes('status of 404')

for (const { width, layoutWidths, spacedWidths } of visits) {
  test.describe(`at ${width} px`, () => {
    for (const { code: language } of languages) {
      const other = languages.find(({ code }) => code !== language)!.code
      const suggestion = readLocale(other, 'common').languageSuggestion as Record<string, string>

      test.describe(`${language} pages, browser in ${other}`, () => {
        test.use({ viewport: { width, height }, locale: other })

        for (const { path, notFound } of pagesToVisit.filter((url) => url.language === language)) {
          test(path, async ({ page, browser, baseURL }) => {
            const watch = await watchPage(page, baseURL!, notFound ? isNotFoundStatus : undefined)

            await test.step('loads, with the language suggestion shown', async () => {
              const response = await page.goto(path)
              expect(response?.status(), 'status').toBe(notFound ? 404 : 200)
              expect(response?.headers()['content-security-policy'], 'the build’s Content-Security-Policy').toBe(builtPolicy)
              await waitForPageScript(page)
              await expect(page.locator('html')).toHaveAttribute('data-language-suggestion', other)
              await expect(page.getByRole('region', { name: suggestion.label })).toBeVisible()
            })

            await test.step(`every text drawn by ${siteFace}, no other font`, async () => {
              expect.soft(await textNotInFace(page), 'text drawn by another font').toEqual([])
            })

            await test.step('no layout shift (CLS 0)', async () => {
              const { total, shifts } = await layoutShifts(page)
              // CLS 0 as Lighthouse reports it (three decimals); every shift is listed if it fails.
              expect.soft(total, `layout shifts:\n${shifts.join('\n')}`).toBeLessThan(0.001)
            })

            if (width === 375 && !notFound) {
              await test.step('first visit within the byte budget', async () => {
                await waitForFirstVisitLoads(page)
                const kib = await firstVisitKiB(watch.responses)
                const over = (['js', 'html'] as const)
                  .filter((kind) => kib[kind] > budgetKiB[kind])
                  .map((kind) => `${kib[kind].toFixed(1)} KiB of ${kind} (budget ${budgetKiB[kind]} KiB)`)
                expect.soft(over, 'over the byte budget').toEqual([])
              })

              await test.step(`ships no copy of ${other} but the suggestion’s`, async () => {
                expect
                  .soft(await foreignCopyShipped(watch.responses, language, languageSuggestionKeys(other)), `${other} text shipped`)
                  .toEqual([])
              })
            }

            await test.step('landmarks and headings', async () => {
              expect.soft(await landmarkProblems(page), 'landmark and heading problems').toEqual([])
            })

            await test.step('axe (WCAG 2.1 A and AA)', async () => {
              expect.soft(await axeViolations(page), 'axe violations').toEqual([])
            })

            await test.step(`layout at ${layoutWidths.join(', ')} px`, async () => {
              const errors = await layoutErrors(page, path, { language, widths: layoutWidths, spacedWidths: [] })
              expect.soft(errors, 'layout errors').toEqual([])
            })

            await test.step('keyboard: every focus stop shows its focus, on screen and uncovered', async () => {
              const stops = await tabThrough(page)
              expect.soft(stops.length, 'focus stops').toBeGreaterThan(10)
              expect
                .soft(
                  stops.filter(({ problem }) => problem).map(({ stop, problem }) => `${stop}: ${problem}`),
                  'stops off screen or covered (WCAG 2.4.11)',
                )
                .toEqual([])
              expect
                .soft(
                  stops.filter(({ indicator }) => !indicator).map(({ stop }) => stop),
                  'stops without a visible focus indicator (WCAG 2.4.7)',
                )
                .toEqual([])
              // The suggestion is among the stops: the keyboard reaches it like the rest of the page.
              expect
                .soft(
                  stops.map(({ stop }) => stop),
                  'the suggestion’s buttons among the stops',
                )
                .toEqual(
                  expect.arrayContaining([expect.stringContaining(suggestion.accept!), expect.stringContaining(suggestion.dismiss!)]),
                )
            })

            await test.step('styled under its Content-Security-Policy, every picture loaded, and hover code', async () => {
              // Pointer movement loads the hover animation's code, and scrolling reveals every image.
              await page.mouse.move(200, 300)
              await page.mouse.wheel(0, 20_000)
              expect.soft(await picturesNotLoaded(page), 'pictures that show nothing').toEqual([])
              await loadsSettled(page, watch)
              expect.soft(await unstyledBody(page), 'unstyled').toEqual([])
            })

            await test.step(`layout with WCAG text spacing at ${spacedWidths.join(', ')} px`, async () => {
              const errors = await layoutErrors(page, path, { language, widths: [], spacedWidths })
              expect.soft(errors, 'layout errors with text spacing').toEqual([])
            })

            await test.step('no console error, failed request or CSP violation', () => {
              expect.soft(watch.problems, 'console errors and warnings').toEqual([])
              expect.soft(watch.failedRequests, 'failed local requests').toEqual([])
              expect.soft(watch.cspViolations, 'Content-Security-Policy violations').toEqual([])
            })

            await test.step('without JavaScript: styled, readable, links real', async () => {
              expect.soft(await withoutJavaScriptProblems(browser, `${baseURL}${path}`, width, height), 'without JavaScript').toEqual([])
            })
          })
        }
      })
    }
  })
}
