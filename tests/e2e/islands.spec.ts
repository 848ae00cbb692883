import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { projects } from '../../src/content/projects.ts'
import { localizePath, waitForPageScript } from '../support/site.ts'

/** The scripts a page loads before the visitor does anything, learned from a first visit. */
async function scriptsBeforeIntent(page: Page, path: string): Promise<Set<string>> {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-language-suggestion', /.+/)
  await page.waitForLoadState('networkidle')
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(({ name }) => name)
      .filter((name) => name.endsWith('.js')),
  )
  return new Set(scripts)
}

/**
 * Opens `path` in a new tab of the context whose islands' code (every script but those loaded before
 * intent) is held back, as a slow network would, until `release` is called.
 */
async function openWithIslandsHeld(page: Page, context: BrowserContext, path: string) {
  const early = await scriptsBeforeIntent(page, path)
  const fresh = await context.newPage()
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await fresh.route('**/*.js', async (route) => {
    if (!early.has(route.request().url())) await released
    await route.continue()
  })
  await fresh.goto(path)
  await waitForPageScript(fresh)
  return { fresh, release }
}

test.describe('before any script arrives', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/**/*.js', (route) => route.abort())
  })

  test('the first click on a portfolio category filters the grid', async ({ page }) => {
    await page.goto(localizePath('portfolio', 'fr'))
    await page.getByRole('group', { name: 'Filtrer les projets par catégorie' }).getByText('Santé', { exact: true }).click()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
    await expect(page.getByRole('status')).toHaveText('2 projets affichés', { useInnerText: true })
  })
})

test('the portfolio filter works with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/portfolio')
  await page.getByRole('group', { name: 'Filter projects by category' }).getByText('Education', { exact: true }).click()
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
  await context.close()
})

test('an island loads no code until the visitor shows intent, then wakes on it', async ({ page }) => {
  const early = await scriptsBeforeIntent(page, '/contact')
  const form = page.locator('[data-island="site-form"]')
  await expect(form).not.toHaveAttribute('data-island-state')
  const islandCode = page.waitForRequest((request) => request.url().endsWith('.js') && !early.has(request.url()))
  await page.getByLabel('Full Name').focus()
  await islandCode
  await expect(form).toHaveAttribute('data-island-state', 'hydrated')
})

test('text typed before the form’s island wakes stays in the form and reaches its draft', async ({ page, context }) => {
  const { fresh, release } = await openWithIslandsHeld(page, context, '/contact')
  const name = fresh.getByLabel('Full Name')
  await name.pressSequentially('Ama Mensah')
  const draft = () => fresh.evaluate(() => JSON.parse(sessionStorage.getItem('formDraft:contact') ?? '{}').fullName)
  await expect.poll(draft).toBe('Ama Mensah')
  await expect(fresh.locator('[data-island="site-form"]')).toHaveAttribute('data-island-state', 'loading')

  release()
  await expect(fresh.locator('[data-island="site-form"]')).toHaveAttribute('data-island-state', 'hydrated')
  await expect(name).toHaveValue('Ama Mensah')
  await name.press('End')
  await name.pressSequentially(' Jr')
  await expect.poll(draft).toBe('Ama Mensah Jr')
  await fresh.reload()
  await expect(fresh.getByLabel('Full Name')).toHaveValue('Ama Mensah Jr')
})

test('text typed while React takes the form over reaches the island, whole and in order', async ({ page, context }) => {
  const { fresh, release } = await openWithIslandsHeld(page, context, '/contact')
  const name = fresh.getByLabel('Full Name')
  await name.pressSequentially('Ama')
  // The moment hydration starts, before React has rendered anything: more text goes into the focused
  // field as typing puts it there (an input event the island's events are held back from).
  await fresh.evaluate(() => {
    const island = document.querySelector<HTMLElement>('[data-island="site-form"]')!
    new MutationObserver((_, observer) => {
      if (island.dataset.islandState !== 'hydrating') return
      observer.disconnect()
      document.execCommand('insertText', false, ' Mensah')
      island.dataset.typedWhileHydrating = 'true'
    }).observe(island, { attributeFilter: ['data-island-state'] })
  })
  release()
  const island = fresh.locator('[data-island="site-form"]')
  await expect(island).toHaveAttribute('data-island-state', 'hydrated')
  await expect(island).toHaveAttribute('data-typed-while-hydrating', 'true')
  await expect(name).toHaveValue('Ama Mensah')
  await expect.poll(() => fresh.evaluate(() => JSON.parse(sessionStorage.getItem('formDraft:contact') ?? '{}').fullName)).toBe('Ama Mensah')
  // The island's own state holds the whole name: a submit finds only the other fields missing.
  await fresh.getByRole('button', { name: 'Send Message' }).click()
  await expect(fresh.getByRole('alert')).toContainText('Please correct 3 fields')
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
})

test('a submit made before the form’s island wakes is answered by it, in the page’s language', async ({ page, context }) => {
  const { fresh, release } = await openWithIslandsHeld(page, context, '/fr/contact')
  await fresh.getByRole('button', { name: 'Envoyer le message' }).click()
  release()
  await expect(fresh.getByRole('alert')).toContainText('Veuillez corriger')
  await expect(fresh).toHaveURL('/fr/contact')
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
