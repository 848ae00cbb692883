import { expect, test } from '@playwright/test'
import { localeStrings } from '../support/locales.ts'
import { collectProblems, localizePath, waitForPageScript } from '../support/site.ts'

/**
 * The suggestion of the visitor's own language never lies over what they tap: at each width, every
 * link, button, question and field of the page, brought to the bottom edge of the screen (where a
 * banner stuck to the screen would sit), is what a tap at its centre reaches.
 */
for (const width of [320, 390, 768, 1280]) {
  test.describe(`at ${width} px, the French home page to a browser in English`, () => {
    test.use({ viewport: { width, height: 740 }, locale: 'en-GH' })

    test('nothing the visitor taps lies under the language suggestion', async ({ page }) => {
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

/**
 * The suggestion's code comes after the page, in two parts: the browser-language detector, then the strings in the
 * language suggested. When either does not arrive (offline, or the page being left, which Firefox reports as a
 * failed import), the page goes on without a suggestion and reports nothing.
 */
test.describe('the French home page to a browser in English, the suggestion’s code cut off', () => {
  test.use({ locale: 'en-GH' })
  const cutOff = [
    { part: 'the browser-language detector', carries: 'lookupQuerystring' },
    { part: 'the suggestion’s strings', carries: localeStrings('en')['common:languageSuggestion.label']! },
  ]

  for (const { part, carries } of cutOff) {
    test(`without ${part}: no suggestion, no error`, async ({ page }) => {
      // The browser's own line for the request cut off is expected; anything the page reports is not.
      const problems = collectProblems(page, (text) => text.includes('Failed to load resource'))
      await page.route('**/assets/chunks/*.js', async (route) => {
        const response = await route.fetch()
        if ((await response.text()).includes(carries)) await route.abort()
        else await route.fulfill({ response })
      })
      await page.goto(localizePath('home', 'fr'))
      await waitForPageScript(page)
      await expect(page.locator('html')).toHaveAttribute('data-language-suggestion', 'none')
      expect(problems).toEqual([])
    })
  }
})
