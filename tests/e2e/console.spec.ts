import { expect, test } from '@playwright/test'
import { collectProblems, notFoundUrls, serveExternalImages, siteUrls, waitForPageScript } from '../support/site.ts'

test.describe('no console errors or hydration warnings', () => {
  test.beforeEach(async ({ page }) => serveExternalImages(page))

  for (const { path } of siteUrls) {
    test(path, async ({ page }) => {
      const problems = collectProblems(page)
      await page.goto(path)
      await waitForPageScript(page)
      expect(problems).toEqual([])
    })
  }

  for (const { path } of notFoundUrls) {
    test(`${path} (not found)`, async ({ page }) => {
      // The browser itself reports the document's 404 status; nothing else may appear.
      const problems = collectProblems(page, (text) => text.includes('status of 404'))
      await page.goto(path)
      await waitForPageScript(page)
      expect(problems).toEqual([])
    })
  }
})
