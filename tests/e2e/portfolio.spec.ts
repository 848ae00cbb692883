import { expect, test } from '@playwright/test'
import { portfolioCategories } from '../../src/content/portfolio-categories'
import { projects } from '../../src/content/projects'
import { localeStrings } from '../support/locales'
import { collectProblems, serveExternalImages, waitForHydration } from '../support/site'

test.describe('portfolio, prerendered', () => {
  for (const { path, language } of [
    { path: '/portfolio', language: 'en' },
    { path: '/fr/portfolio', language: 'fr' },
  ]) {
    test(`${path} shows all 12 projects with every field`, async ({ request }) => {
      const html = (await (await request.get(path)).text()).replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
      const strings = localeStrings(language)
      expect(projects).toHaveLength(12)
      for (const project of projects) {
        for (const key of [project.titleKey, project.problemKey, project.solutionKey, project.resultsKey, project.clientKey]) {
          expect(html).toContain(strings[`projects:${key}`])
        }
        for (const technology of project.technologies) expect(html).toContain(`>${technology}<`)
      }
      expect(html.match(/<article/g)).toHaveLength(12)
    })
  }
})

test.describe('portfolio filter', () => {
  test('each category shows its own projects, All shows 12, and the pressed button says which', async ({ page }) => {
    await page.goto('/portfolio')
    await waitForHydration(page)
    const filter = page.getByRole('group', { name: 'Filter projects by category' })
    const cards = page.getByRole('main').getByRole('article')
    await expect(filter.getByRole('button')).toHaveCount(9)
    await expect(cards).toHaveCount(12)
    await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')

    const labels = localeStrings('en')
    for (const { slug, labelKey } of portfolioCategories) {
      const button = filter.getByRole('button', { name: labels[`projects:${labelKey}`] })
      await button.click()
      const expected = projects.filter((project) => project.category === slug).length
      expect(expected).toBeGreaterThan(0)
      await expect(cards).toHaveCount(expected)
      await expect(button).toHaveAttribute('aria-pressed', 'true')
      await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false')
      await expect(page).toHaveURL(`/portfolio?category=${slug}`)
    }
    await filter.getByRole('button', { name: 'All' }).click()
    await expect(cards).toHaveCount(12)
    await expect(page).toHaveURL('/portfolio')
  })

  test('a filtered view survives a reload and a language switch, with no hydration warning', async ({ page }) => {
    await serveExternalImages(page)
    const problems = collectProblems(page)
    await page.goto('/portfolio')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Healthcare' }).click()
    await expect(page).toHaveURL('/portfolio?category=healthcare')
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
    await expect(page.getByRole('button', { name: 'Healthcare' })).toHaveAttribute('aria-pressed', 'true')

    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL('/fr/portfolio?category=healthcare')
    await waitForHydration(page)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
    await expect(page.getByRole('button', { name: 'Santé' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('status')).toHaveText('2 projets affichés')
    expect(problems).toEqual([])
  })

  test('an unknown category shows every project', async ({ page }) => {
    await page.goto('/portfolio?category=space-travel')
    await waitForHydration(page)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12)
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
  })
})
