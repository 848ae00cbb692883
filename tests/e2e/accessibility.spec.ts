import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { localizePath, notFoundUrls, siteUrls, waitForPageScript } from '../support/site.ts'

const widths = [1280, 375]
const urls = [...siteUrls.map(({ path }) => path), ...notFoundUrls.map(({ path }) => path)]

for (const width of widths) {
  test.describe(`axe (WCAG 2.1 A and AA) at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const path of urls) {
      test(path, async ({ page }) => {
        await page.goto(path)
        await waitForPageScript(page)
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
      const levels = await page
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.filter((heading) => heading.checkVisibility()).map((heading) => Number(heading.tagName[1])))
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
    await waitForPageScript(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })

  for (const path of ['/fr/', '/quote']) {
    test(`every focus stop of ${path} shows a visible focus indicator`, async ({ page }) => {
      await page.goto(path)
      await waitForPageScript(page)
      const stops = await page
        .locator('a:visible, button:visible, input:visible, select:visible, textarea:visible, summary:visible')
        .count()
      const missing: string[] = []
      let visited = 0
      for (let stop = 0; stop < stops; stop++) {
        await page.keyboard.press('Tab')
        const indicator = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null
          if (!element || element === document.body) return 'none'
          const style = getComputedStyle(element)
          const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
          return outlined || style.boxShadow !== 'none' ? 'visible' : element.outerHTML.slice(0, 100)
        })
        if (indicator === 'visible') visited++
        else if (indicator !== 'none') missing.push(indicator)
      }
      expect(missing).toEqual([])
      expect(visited).toBeGreaterThan(20)
    })
  }

  test('the portfolio filter works from the keyboard', async ({ page }) => {
    await page.goto('/portfolio')
    await waitForPageScript(page)
    const filter = page.getByRole('group', { name: 'Filter projects by category' })
    // One Tab stop for the whole group, as for any radio group; the arrow keys choose.
    await filter.getByRole('radio', { name: 'All' }).focus()
    await page.keyboard.press('Tab')
    expect(await filter.evaluate((group) => group.contains(document.activeElement))).toBe(false)
    await page.keyboard.press('Shift+Tab')
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight')
    await expect(filter.getByRole('radio', { name: 'Healthcare' })).toBeFocused()
    await expect(filter.getByRole('radio', { name: 'Healthcare' })).toBeChecked()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
    // Focus shows on the chosen pill.
    const outline = await filter.getByText('Healthcare', { exact: true }).evaluate((label) => getComputedStyle(label).outlineStyle)
    expect(outline).toBe('solid')
  })

  test('a form can be filled and sent from the keyboard alone', async ({ page }) => {
    await page.goto('/contact')
    await waitForPageScript(page)
    await page.getByRole('textbox', { name: 'Full Name' }).focus()
    await page.keyboard.type('Esi Arthur')
    await page.keyboard.press('Tab')
    await page.keyboard.type('esi@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('textbox', { name: 'Subject' })).toBeFocused()
    await page.keyboard.type('A new website')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Hello!')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Your email app should now open' })).toBeVisible()
  })

  test('the quote form, selects included, works from the keyboard', async ({ page }) => {
    await page.goto(localizePath('quote', 'fr'))
    await waitForPageScript(page)
    await page.getByRole('combobox', { name: 'Type de projet' }).focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('combobox', { name: 'Type de projet' })).toHaveValue('mobile-app-development')
    await page.getByRole('button', { name: 'Demander mon devis gratuit' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert')).toContainText('Veuillez corriger 4 champs')
    await expect(page.getByRole('textbox', { name: 'Nom complet' })).toBeFocused()
  })

  test('the language switcher is reachable and operable with the keyboard', async ({ page }) => {
    await page.goto('/contact')
    await waitForPageScript(page)
    const french = page.getByRole('banner').getByRole('link', { name: 'Français' })
    await french.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/fr/contact')
  })
})
