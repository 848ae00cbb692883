import { expect, test } from '@playwright/test'
import { localeStrings } from '../support/locales.ts'
import { localizePath, serveExternalImages, waitForPageScript } from '../support/site.ts'

/**
 * The suggestion of the visitor's own language never lies over what they tap: at each width, every
 * link, button, question and field of the page, brought to the bottom edge of the screen (where a
 * banner stuck to the screen would sit), is what a tap at its centre reaches.
 */
for (const width of [320, 390, 768, 1280]) {
  test.describe(`at ${width} px, the French home page to a browser in English`, () => {
    test.use({ viewport: { width, height: 740 }, locale: 'en-GH' })

    test('nothing the visitor taps lies under the language suggestion', async ({ page }) => {
      await serveExternalImages(page)
      await page.goto(localizePath('home', 'fr'))
      await waitForPageScript(page)
      const label = localeStrings('en')['common:languageSuggestion.label']!
      await expect(page.getByRole('region', { name: label })).toBeVisible()

      const covered = await page.evaluate((suggestionLabel) => {
        const suggestion = document.querySelector(`[aria-label="${suggestionLabel}"]`)!
        const targets = [
          ...document.querySelectorAll<HTMLElement>('main :is(a[href], button, summary, input, select, textarea, label)'),
        ].filter((target) => !suggestion.contains(target) && target.checkVisibility())
        return targets.flatMap((target) => {
          target.scrollIntoView({ block: 'end', behavior: 'instant' })
          const box = target.getBoundingClientRect()
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          return hit && suggestion.contains(hit) ? [`${target.tagName} “${target.textContent?.trim().slice(0, 40)}”`] : []
        })
      }, label)
      expect(covered).toEqual([])
    })
  })
}
