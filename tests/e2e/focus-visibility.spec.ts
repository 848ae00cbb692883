import { expect, test, type Page } from '@playwright/test'
import { languages, notFoundUrls, serveExternalImages, siteUrls, waitForPageScript } from '../support/site.ts'
import { readLocale } from '../support/locales.ts'

/**
 * WCAG 2.2 2.4.11 (Focus Not Obscured), as a keyboard visitor meets it (accessibility.spec.ts checks 2.4.7, the indicator):
 * every stop Tab reaches is on screen and painted on top, not under the fixed header nor under the
 * language suggestion, which shows because the browser asks for the page's other language.
 */
const widths = [1280, 375]
const urls = [...siteUrls, ...notFoundUrls]

/** What is wrong with the focused element where it is: off screen, covered (by what), or nothing (null). */
function focusProblem(): { stop: string; problem: string | null } | null {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || focused === document.body) return null
  const name = (element: Element) =>
    `<${element.localName}${element.id ? `#${element.id}` : ''}> “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`
  // A visually hidden control (the portfolio's radios) shows its focus on the label drawn for it.
  const box = focused.getBoundingClientRect()
  const shown = box.width <= 1 || box.height <= 1 ? (focused.closest('label') ?? focused) : focused
  const { left, top, right, bottom, width, height } = shown.getBoundingClientRect()
  const stop = name(focused)
  if (left < 0 || top < 0 || right > window.innerWidth || bottom > window.innerHeight || !width || !height) {
    return { stop, problem: `off screen (${[left, top, right, bottom].map(Math.round).join(', ')})` }
  }
  // The centre and four points just inside the corners: what the visitor sees there must be the stop itself.
  const inset = (size: number) => Math.min(4, size / 4)
  const points = [
    [left + width / 2, top + height / 2],
    [left + inset(width), top + inset(height)],
    [right - inset(width), top + inset(height)],
    [left + inset(width), bottom - inset(height)],
    [right - inset(width), bottom - inset(height)],
  ] as const
  for (const [x, y] of points) {
    const hit = document.elementFromPoint(x, y)
    // The stop, a part of it, or what it sits on where its own paint is rounded off: nothing covers it.
    if (hit && (shown.contains(hit) || hit.contains(shown))) continue
    const cover = hit?.closest('header, section, footer, nav, dialog, [role]') ?? hit
    return { stop, problem: `covered at (${Math.round(x)}, ${Math.round(y)}) by ${cover ? name(cover) : 'nothing'}` }
  }
  return { stop, problem: null }
}

/** Tabs through the whole page once, from the top, and returns every stop with what hides it, if anything. */
async function tabThrough(page: Page) {
  const stops: { stop: string; problem: string | null }[] = []
  for (let presses = 0; presses < 300; presses++) {
    await page.keyboard.press('Tab')
    // Judged in the frame the visitor sees: the one painted after the key, once the page has settled.
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
    const found = await page.evaluate(focusProblem)
    // Past the last stop focus leaves the page; Tab then starts again from the first.
    if (!found || (stops.length && found.stop === stops[0]!.stop)) break
    stops.push(found)
  }
  return stops
}

const suggestionLabel = (language: string) => (readLocale(language, 'common').languageSuggestion as Record<string, string>).label!

for (const width of widths) {
  for (const { code } of languages) {
    const other = languages.find((language) => language.code !== code)!.code
    test.describe(`${code} pages at ${width} px, browser in ${other}`, () => {
      test.use({ viewport: { width, height: 800 }, locale: other })

      for (const { path } of urls.filter(({ language }) => language === code)) {
        test(`every focus stop of ${path} is on screen and not covered`, async ({ page }) => {
          await serveExternalImages(page)
          await page.goto(path)
          await waitForPageScript(page)
          await expect(page.locator('html')).toHaveAttribute('data-language-suggestion', other)
          const suggestion = page.getByRole('region', { name: suggestionLabel(other) })
          await expect(suggestion).toBeVisible()

          const stops = await tabThrough(page)
          expect(stops.filter(({ problem }) => problem).map(({ stop, problem }) => `${stop}: ${problem}`)).toEqual([])
          expect(stops.length).toBeGreaterThan(10)
          // The suggestion is among the stops: the keyboard reaches it like the rest of the page.
          const { accept, dismiss } = readLocale(other, 'common').languageSuggestion as Record<string, string>
          expect(stops.map(({ stop }) => stop)).toEqual(
            expect.arrayContaining([expect.stringContaining(accept!), expect.stringContaining(dismiss!)]),
          )
        })
      }
    })
  }
}

test.describe('the language suggestion, from the keyboard', () => {
  test.use({ viewport: { width: 375, height: 800 }, locale: 'fr-CI' })

  test('is the last stop before the footer, and Enter on “Non, merci” dismisses it', async ({ page }) => {
    await page.goto('/quote')
    await waitForPageScript(page)
    const suggestion = page.getByRole('region', { name: 'Suggestion de langue' })
    await expect(suggestion).toBeVisible()

    // It ends the main content: from the footer's first link, one step back reaches it.
    await page.getByRole('contentinfo').getByRole('link').first().focus()
    await page.keyboard.press('Shift+Tab')
    await expect(suggestion.getByRole('button', { name: 'Non, merci' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(suggestion).toHaveCount(0)
  })

  test('does not pull the page back to a focused link the visitor has scrolled away from', async ({ page }) => {
    await page.goto('/portfolio')
    await waitForPageScript(page)
    await expect(page.getByRole('region', { name: 'Suggestion de langue' })).toBeVisible()
    // Focus at the bottom of the main content, then the wheel goes up past blocks drawn only near the screen,
    // which take their real height as they come near: the page stays where the visitor scrolled it.
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main a')]
        .filter((link) => !link.closest('[aria-label="Suggestion de langue"]'))
        .at(-1)!
        .focus(),
    )
    const focusedAt = await page.evaluate(() => scrollY)
    await page.mouse.move(180, 300)
    await page.mouse.wheel(0, -4000)
    await page.waitForFunction((from) => scrollY < from - 3000, focusedAt)
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
    expect(await page.evaluate(() => scrollY)).toBeLessThan(focusedAt - 3000)
  })
})
