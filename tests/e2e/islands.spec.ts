import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { projects } from '../../src/content/projects.ts'
import { endpointBuildPort } from '../support/builds.ts'
import { formEndpointForTests } from '../support/form-endpoint.ts'
import { collectProblems, localizePath, waitForPageScript, wakeIsland } from '../support/site.ts'

/** The scripts a page loads before the visitor does anything, learned from a first visit. */
async function scriptsBeforeIntent(page: Page, path: string): Promise<Set<string>> {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-language-suggestion', /.+/)
  await page.waitForLoadState('networkidle')
  // Scripts the page ran; a form's island code fetched ahead by fetch(), not run (fetch-island-code.ts), is not among them.
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter(({ name, initiatorType }) => name.endsWith('.js') && initiatorType !== 'fetch')
      .map(({ name }) => name),
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

test('an island runs no code until the visitor shows intent, then wakes on it', async ({ page }) => {
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

for (const { path, language, send, name, email, summary, fewer, required, invalidEmail } of [
  {
    path: '/contact',
    language: 'en',
    send: 'Send Message',
    name: 'Full Name',
    email: 'Email Address',
    summary: 'Please correct 3 fields:',
    fewer: 'Please correct 2 fields:',
    required: 'Please fill in this field.',
    invalidEmail: /valid email address/,
  },
  {
    path: localizePath('quote', 'fr'),
    language: 'fr',
    send: 'Demander mon devis gratuit',
    name: 'Nom complet',
    email: 'Adresse e-mail',
    summary: 'Veuillez corriger 4 champs\u00a0:',
    fewer: 'Veuillez corriger 3 champs\u00a0:',
    required: 'Veuillez remplir ce champ.',
    invalidEmail: /adresse e-mail valide/,
  },
]) {
  test(`a press before the form’s island wakes is answered at once (${language}), and the island takes the answer over, focus and text kept`, async ({
    page,
    context,
  }) => {
    const { fresh, release } = await openWithIslandsHeld(page, context, path)
    const problems = collectProblems(fresh)
    const island = fresh.locator('[data-island="site-form"]')
    await fresh.getByLabel(name).pressSequentially('Ama')
    await fresh.getByRole('button', { name: send }).click()

    // The island's code is still held back: the page script answers, in the page's language.
    await expect(island).toHaveAttribute('data-island-state', 'loading')
    const alert = fresh.getByRole('alert')
    await expect(alert).toHaveText(new RegExp(`^${summary}`), { useInnerText: true })
    await expect(alert.getByRole('link', { name: email })).toHaveAttribute('href', `#${await fresh.getByLabel(email).getAttribute('id')}`)
    const emailField = fresh.getByLabel(email)
    await expect(emailField).toBeFocused()
    await expect(emailField).toHaveAttribute('aria-invalid', 'true')
    await expect(emailField).toHaveAccessibleDescription(required)
    await expect(fresh).toHaveURL(path)
    // Left before the island wakes, the field is checked again; the summary stays as the press left it.
    await emailField.pressSequentially('ama@')
    await emailField.blur()
    await expect(emailField).toHaveAccessibleDescription(invalidEmail)
    await expect(alert).toHaveText(new RegExp(`^${summary}`), { useInnerText: true })
    await emailField.focus()

    release()
    await expect(island).toHaveAttribute('data-island-state', 'hydrated')
    // React renders the same answer: one summary, the same focus, every character typed.
    await expect(alert).toHaveCount(1)
    await expect(alert).toHaveText(new RegExp(`^${summary}`), { useInnerText: true })
    await expect(emailField).toBeFocused()
    await expect(emailField).toHaveAccessibleDescription(invalidEmail)
    await expect(fresh.getByLabel(name)).toHaveValue('Ama')
    await expect(emailField).toHaveValue('ama@')
    // And it is React's now: the field is checked as it is left, and the next press counts again.
    await emailField.pressSequentially('example.com')
    await emailField.blur()
    await expect(emailField).toHaveAttribute('aria-invalid', 'false')
    await fresh.getByRole('button', { name: send }).click()
    await expect(alert).toHaveText(new RegExp(`^${fewer}`), { useInnerText: true })
    expect(problems).toEqual([])
  })
}

test('once the form’s island has woken, a press turns the button busy before the answer is rendered', async ({ page }) => {
  await page.goto('/contact')
  await wakeIsland(page, 'site-form')
  await page.evaluate(() => {
    const form = document.querySelector('form[data-form]')!
    const seen: string[] = []
    Object.assign(window, { seen })
    new MutationObserver(() => {
      if (form.querySelector('[type=submit][aria-busy=true]') && !seen.includes('busy')) seen.push('busy')
      if (form.querySelector('[role=alert]') && !seen.includes('answer')) seen.push('answer')
    }).observe(form, { subtree: true, childList: true, attributes: true })
  })
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('alert')).toContainText('Please correct 4 fields')
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['busy', 'answer'])
  await expect(page.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('aria-busy', 'true')
})

test('a valid press before the form’s island wakes hands off to e-mail at once, with the message the island would write', async ({
  page,
  context,
}) => {
  const { fresh, release } = await openWithIslandsHeld(page, context, localizePath('contact', 'fr'))
  const problems = collectProblems(fresh)
  await fresh.getByLabel('Nom complet').fill('Awa Diop')
  await fresh.getByLabel('Adresse e-mail').fill('awa@example.sn')
  await fresh.getByLabel('Objet').fill('Un site vitrine')
  await fresh.getByRole('textbox', { name: 'Message', exact: true }).fill('Bonjour & merci.')
  await fresh.getByRole('button', { name: 'Envoyer le message' }).click()

  const island = fresh.locator('[data-island="site-form"]')
  await expect(island).toHaveAttribute('data-island-state', 'loading')
  const status = fresh.getByRole('status').filter({ hasText: 'Votre messagerie e-mail devrait s’ouvrir' })
  await expect(status).toBeVisible()
  const mailto = new URL((await status.getByRole('link', { name: 'Ouvrir ma messagerie e-mail' }).getAttribute('href')) ?? '')
  expect(mailto.pathname).toBe('hello@sankofadigital.com.gh')
  expect(mailto.searchParams.get('body')).toBe(
    'Nom complet\u00a0: Awa Diop\nAdresse e-mail\u00a0: awa@example.sn\nObjet\u00a0: Un site vitrine\nMessage\u00a0: Bonjour & merci.',
  )

  release()
  await expect(island).toHaveAttribute('data-island-state', 'hydrated')
  await expect(status).toHaveCount(1)
  await expect(status.getByRole('link', { name: 'Ouvrir ma messagerie e-mail' })).toHaveAttribute('href', mailto.href)
  await expect(status.getByRole('link', { name: 'Envoyer sur WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
  await expect(fresh.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Bonjour & merci.')
  expect(problems).toEqual([])
})

test.describe('with a form endpoint', () => {
  const endpoint = formEndpointForTests()
  test.use({ baseURL: `http://127.0.0.1:${endpointBuildPort}` })

  test('a valid press before the form’s island wakes turns the button busy at once, and the island sends the message once', async ({
    page,
    context,
  }) => {
    const { fresh, release } = await openWithIslandsHeld(page, context, '/contact')
    await fresh.getByLabel('Full Name').fill('Ama Mensah')
    await fresh.getByLabel('Email Address').fill('ama@example.com')
    await fresh.getByLabel('Subject').fill('A website')
    await fresh.getByRole('textbox', { name: 'Message', exact: true }).fill('For our shop.')
    await fresh.getByRole('button', { name: 'Send Message' }).click()

    await expect(fresh.locator('[data-island="site-form"]')).toHaveAttribute('data-island-state', 'loading')
    const busy = fresh.getByRole('button', { name: 'Sending…' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(fresh.locator('[aria-live="polite"]').filter({ hasText: 'Sending…' })).toBeAttached()
    await expect(busy).toBeFocused()
    // Impatient: a second press while it waits for the island.
    await busy.click()

    release()
    await expect(fresh.getByRole('status').filter({ hasText: 'Thank you, your message has reached us!' })).toBeVisible()
    expect(endpoint.received.map(({ body }) => (body as { fields: { fullName: string } }).fields.fullName)).toEqual(['Ama Mensah'])
  })
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
