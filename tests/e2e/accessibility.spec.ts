import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { notFoundUrls, siteUrls, waitForHydration } from '../support/site'

const widths = [1280, 375]
const urls = [...siteUrls.map(({ path }) => path), ...notFoundUrls.map(({ path }) => path)]

for (const width of widths) {
  test.describe(`axe (WCAG 2.1 A and AA) at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const path of urls) {
      test(path, async ({ page }) => {
        await page.goto(path)
        await waitForHydration(page)
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
        expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
      })
    }
  })
}

test.describe('landmarks and headings', () => {
  for (const path of urls) {
    test(path, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('main')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
      const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) =>
        headings.filter((heading) => heading.checkVisibility()).map((heading) => Number(heading.tagName[1])),
      )
      expect(levels.filter((level) => level === 1)).toHaveLength(1)
      expect(levels[0]).toBe(1)
      const skips = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 1) + 1)
      expect(skips, `heading levels in order: ${levels.join(' ')}`).toEqual([])
    })
  }
})

test.describe('keyboard', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/about')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })

  test('every focus stop in the header and footer shows a visible focus indicator', async ({ page }) => {
    await page.goto('/fr/')
    await waitForHydration(page)
    const stops = await page.locator('header a:visible, header button:visible, footer a:visible, footer button:visible').count()
    const allStops = await page.locator('a:visible, button:visible, input:visible, select:visible, textarea:visible, summary:visible').count()
    const indicators: string[] = []
    for (let stop = 0; stop < allStops + 1; stop++) {
      await page.keyboard.press('Tab')
      const indicator = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        if (!element || element === document.body || !element.closest('header, footer')) return 'outside'
        const style = getComputedStyle(element)
        const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        return outlined || style.boxShadow !== 'none' ? 'visible' : `none on ${element.outerHTML.slice(0, 80)}`
      })
      indicators.push(indicator)
    }
    expect(indicators.filter((indicator) => indicator === 'visible')).toHaveLength(stops)
    expect(indicators.filter((indicator) => indicator.startsWith('none'))).toEqual([])
  })

  test('the language switcher is reachable and operable with the keyboard', async ({ page }) => {
    await page.goto('/contact')
    await waitForHydration(page)
    const french = page.getByRole('banner').getByRole('link', { name: 'Français' })
    await french.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/fr/contact')
  })
})
