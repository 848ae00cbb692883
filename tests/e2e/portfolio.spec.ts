import { expect, test } from '@playwright/test'
import { portfolioCategories } from '../../src/content/portfolio-categories.ts'
import { projects } from '../../src/content/projects.ts'
import { localeStrings } from '../support/locales.ts'
import { collectProblems, localizePath, serveExternalImages, waitForPageScript, wakeIsland } from '../support/site.ts'

test.describe('portfolio filter', () => {
  test('each category shows its own projects, All shows every one, and the checked choice says which', async ({ page }) => {
    await page.goto('/portfolio')
    await wakeIsland(page, 'portfolio-projects')
    const filter = page.getByRole('group', { name: 'Filter projects by category' })
    const cards = page.getByRole('main').getByRole('article')
    await expect(filter.getByRole('radio')).toHaveCount(portfolioCategories.length + 1)
    await expect(cards).toHaveCount(projects.length)
    await expect(filter.getByRole('radio', { name: 'All' })).toBeChecked()

    const labels = localeStrings('en')
    for (const { slug, labelKey } of portfolioCategories) {
      const label = labels[`projects:${labelKey}`]!
      await filter.getByText(label, { exact: true }).click()
      const expected = projects.filter((project) => project.category === slug).length
      expect(expected).toBeGreaterThan(0)
      await expect(cards).toHaveCount(expected)
      await expect(filter.getByRole('radio', { name: label })).toBeChecked()
      await expect(filter.getByRole('radio', { name: 'All' })).not.toBeChecked()
      await expect(page.getByRole('status')).toHaveText(`Showing ${expected} project${expected === 1 ? '' : 's'}`)
      await expect(page).toHaveURL(`/portfolio?category=${slug}`)
    }
    await filter.getByText('All', { exact: true }).click()
    await expect(cards).toHaveCount(projects.length)
    await expect(page).toHaveURL('/portfolio')
  })

  test('the arrow keys move through the categories, as radio buttons do', async ({ page }) => {
    await page.goto('/portfolio')
    const filter = page.getByRole('group', { name: 'Filter projects by category' })
    await filter.getByRole('radio', { name: 'All' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(filter.getByRole('radio', { name: 'Web Development' })).toBeChecked()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
  })

  test('a filtered view survives a reload and a language switch, with no hydration warning', async ({ page }) => {
    await serveExternalImages(page)
    const problems = collectProblems(page)
    await page.goto('/portfolio')
    await wakeIsland(page, 'portfolio-projects')
    await page.getByRole('group', { name: 'Filter projects by category' }).getByText('Healthcare', { exact: true }).click()
    await expect(page).toHaveURL('/portfolio?category=healthcare')
    await page.reload()
    await waitForPageScript(page)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
    await expect(page.getByRole('radio', { name: 'Healthcare' })).toBeChecked()
    // Until the island wakes, the count of the checked category is the one shown.
    await expect(page.getByRole('status')).toHaveText('Showing 2 projects', { useInnerText: true })

    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(`${localizePath('portfolio', 'fr')}?category=healthcare`)
    await waitForPageScript(page)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
    await expect(page.getByRole('radio', { name: 'Santé' })).toBeChecked()
    await expect(page.getByRole('status')).toHaveText('2 projets affichés', { useInnerText: true })
    expect(problems).toEqual([])
  })

  test('an unknown category shows every project', async ({ page }) => {
    await page.goto('/portfolio?category=space-travel')
    await waitForPageScript(page)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(projects.length)
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked()
  })
})
