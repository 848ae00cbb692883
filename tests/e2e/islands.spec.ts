import { expect, test, type Page } from '@playwright/test'
import { projects } from '../../src/content/projects.ts'
import { localizePath, waitForFirstVisitLoads, waitForPageScript } from '../support/site.ts'

/** The scripts a page loads before the visitor does anything, learned from a first visit. */
async function scriptsBeforeIntent(page: Page, path: string): Promise<Set<string>> {
  await page.goto(path)
  await waitForFirstVisitLoads(page)
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter(({ name, initiatorType }) => name.endsWith('.js') && initiatorType !== 'fetch')
      .map(({ name }) => name),
  )
  return new Set(scripts)
}

test('the portfolio filter works with no script at all', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(localizePath('portfolio', 'fr'))
  await page.getByRole('group', { name: 'Filtrer les projets par catégorie' }).getByText('Santé', { exact: true }).click()
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
  await expect(page.getByRole('status')).toHaveText('2 projets affichés', { useInnerText: true })
  await context.close()
})

test('an island runs no code until the visitor shows intent, then wakes on it', async ({ page }) => {
  const early = await scriptsBeforeIntent(page, '/portfolio')
  const grid = page.locator('[data-island="portfolio-projects"]')
  await expect(grid).not.toHaveAttribute('data-island-state')
  const islandCode = page.waitForRequest((request) => request.url().endsWith('.js') && !early.has(request.url()))
  await page.getByRole('main').getByRole('article').first().hover()
  await islandCode
  await expect(grid).toHaveAttribute('data-island-state', 'hydrated')
})

test('a category picked before any script runs stays picked through the page script and the island, and reaches the URL', async ({
  page,
  context,
}) => {
  const early = await scriptsBeforeIntent(page, '/portfolio')
  const fresh = await context.newPage()
  const hold = () => {
    let release!: () => void
    return { held: new Promise<void>((resolve) => (release = resolve)), release: () => release() }
  }
  const pageScript = hold()
  const islandCode = hold()
  await fresh.route('**/*.js', async (route) => {
    await (early.has(route.request().url()) ? pageScript : islandCode).held
    await route.continue()
  })
  // The page script is async: the document is parsed and shown while it is held.
  await fresh.goto('/portfolio', { waitUntil: 'domcontentloaded' })
  const filter = fresh.getByRole('group', { name: 'Filter projects by category' })
  await filter.getByText('Web Development', { exact: true }).click()
  const webDevelopment = projects.filter(({ category }) => category === 'web-development').length
  await expect(fresh.getByRole('main').getByRole('article')).toHaveCount(webDevelopment)

  pageScript.release()
  await waitForPageScript(fresh)
  await expect(filter.getByRole('radio', { name: 'Web Development' })).toBeChecked()
  await expect(fresh.getByRole('main').getByRole('article')).toHaveCount(webDevelopment)
  await expect(fresh).toHaveURL('/portfolio?category=web-development')

  // The island wakes on the next intent, here a pointer over the grid, and keeps the choice.
  await fresh.getByRole('main').getByRole('article').first().hover()
  islandCode.release()
  // React and the island's chunk load and run first: on a busy machine that takes a while.
  await expect(fresh.locator('[data-island="portfolio-projects"]')).toHaveAttribute('data-island-state', 'hydrated', { timeout: 30_000 })
  await expect(filter.getByRole('radio', { name: 'Web Development' })).toBeChecked()
  await expect(fresh.getByRole('main').getByRole('article')).toHaveCount(webDevelopment)
  await expect(fresh.getByRole('status')).toHaveText(webDevelopment === 1 ? 'Showing 1 project' : `Showing ${webDevelopment} projects`)
  await expect(fresh).toHaveURL('/portfolio?category=web-development')
  await fresh.reload()
  await expect(fresh.getByRole('main').getByRole('article')).toHaveCount(webDevelopment)
})
