import { expect, test } from '@playwright/test'
import { projects } from '../../src/content/projects.ts'
import { collectProblems, localizePath, waitForPageScript, wakeIsland } from '../support/site.ts'

test.describe('portfolio filter', () => {
  test('a filtered view survives a reload and a language switch, with no hydration warning', async ({ page }) => {
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
