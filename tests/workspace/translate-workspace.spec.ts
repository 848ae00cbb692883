import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { fileVersion } from '../../workspace/server/save-string.ts'
import { translateWorkspacePort } from '../support/builds.ts'
import { ProjectCopy } from '../support/project-copy.ts'
import { paintedFrames } from '../support/site.ts'
import { addTemporaryLanguage } from '../support/temporary-language.ts'
import { startWorkspace, type RunningWorkspace } from '../support/workspace-server.ts'

/** What a translator does in `npm run translate`, on a copy of the project: the repository's own locales/ stay untouched. */
test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.use({ baseURL: `http://127.0.0.1:${translateWorkspacePort}` })

let copy: ProjectCopy
let workspace: RunningWorkspace | undefined
/** One workspace page for the whole file, as a translator keeps it open: each test starts where the last one left it. */
let page: Page
const nbsp = '\u00a0'
const narrow = '\u202f'

test.beforeAll(async ({ browser }) => {
  // The dev server's first render of a page compiles it: minutes on a busy 2-core machine.
  test.setTimeout(300_000)
  copy = new ProjectCopy()
  // The English of the hero's call button changed after it was translated: its French needs review.
  copy.replace('locales/en/home.json', '"callNow": "Call Now: {{phone}}"', '"callNow": "Call Us Today: {{phone}}"')
  // A French link on the quote page that no phone can fit: one word longer than the screen.
  copy.replace('locales/fr/quote.json', '"backHome": "Retour à l’accueil"', '"backHome": "Retouràl’accueilsansattendreunseulinstantdeplus"')
  // The portfolio's button says something new in English: its French needs review, and the project already
  // translates similar English.
  copy.replace('locales/en/portfolio.json', '"button": "Get Free Quote"', '"button": "Get Your Free Quote"')
  // A right-to-left language added as data, as the README's "Add a language" does.
  addTemporaryLanguage(copy)
  workspace = await startWorkspace(copy, translateWorkspacePort)
  page = await browser.newPage({ baseURL: `http://127.0.0.1:${translateWorkspacePort}` })
  await page.goto('/__translate/')
  await previewReady(page)
})

test.afterAll(() => {
  workspace?.stop()
  copy?.remove()
})

const phone = (page: Page) => page.frameLocator('iframe[title="Preview at 375 px"]')
const translation = (page: Page) => page.getByRole('textbox', { name: 'Translation (Français)' })

/** The preview is ready when the page's texts carry their keys: the hero's heading is one. */
const previewReady = (page: Page) =>
  expect(phone(page).locator('h1 [data-translate-key="home:hero.title"]')).toBeVisible({ timeout: 120_000 })

async function findString(page: Page, search: string, id: string) {
  await page.getByRole('textbox', { name: 'Search in English and in the translation' }).fill(search)
  const item = page.getByRole('list', { name: 'Strings' }).getByRole('button', { name: new RegExp(id.replace(/\./g, '\\.')) })
  await item.click()
  await expect(page.getByRole('heading', { level: 2, name: id })).toBeVisible()
  return item
}

/** The lines of `after` that differ from `before`. */
const changedLines = (before: string, after: string) => {
  const old = before.split('\n')
  return after.split('\n').filter((line, index) => line !== old[index])
}

test('find a string by search, see the English change, watch the preview follow the typing, save one line, the review flag clears', async () => {
  const listItem = await findString(page, 'Call Us Today', 'home:hero.callNow')
  await expect(listItem).toContainText('Needs review')

  const change = page.getByRole('group', { name: 'English when it was translated' })
  await expect(change.locator('del')).toHaveText('Now:')
  await expect(change.locator('ins')).toHaveText('Us Today:')
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Keep {{phone}}: the studio’s phone number')

  const before = copy.read('locales/fr/home.json')
  await translation(page).fill(`Appelez-nous dès aujourd’hui${nbsp}: {{phone}}`)
  // The preview shows it, the phone number filled in, before anything is saved.
  await expect(phone(page).getByText(`Appelez-nous dès aujourd’hui${nbsp}: +233`)).toBeVisible()
  await expect(phone(page).locator('[data-translate-selected]').first()).toContainText('Appelez-nous dès aujourd’hui')
  expect(copy.read('locales/fr/home.json')).toBe(before)

  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Saved in locales/fr/home.json' })).toBeVisible()
  expect(changedLines(before, copy.read('locales/fr/home.json'))).toEqual([
    `    "callNow": "Appelez-nous dès aujourd’hui${nbsp}: {{phone}}",`,
  ])
  expect(JSON.parse(copy.read('locales/translated-from.json')).fr['home:hero.callNow']).toBe('Call Us Today: {{phone}}')
  await expect(listItem).not.toContainText('Needs review')
  await expect(page.getByRole('group', { name: 'English when it was translated' })).toHaveCount(0)
  // The preview keeps the saved text.
  await expect(phone(page).locator('[data-translate-selected]').first()).toContainText('Appelez-nous dès aujourd’hui')
})

test('clicking a text in the preview selects its string', async () => {
  await phone(page).locator('[data-translate-key="home:hero.title"]').click()
  await expect(page.getByRole('heading', { level: 2, name: 'home:hero.title' })).toBeVisible()
  await expect(translation(page)).toHaveValue(JSON.parse(copy.read('locales/fr/home.json')).hero.title)
})

test('the not-found page’s texts open in a preview of that page', async () => {
  await findString(page, 'Oops', 'errors:notFound.title')
  await expect(phone(page).locator('h1 [data-translate-key="errors:notFound.title"]')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Page shown in the preview' })).toHaveValue('/fr/page-not-found')
})

test('a text that breaks a page the preview has not opened is flagged in the list, with the page it breaks', async () => {
  await page.getByRole('textbox', { name: 'Search in English and in the translation' }).fill('')
  // Every page is checked at 375 px once the workspace opens; the filter says how many strings it finds.
  await expect(page.getByText('Checking every page at 375 px…')).toHaveCount(0, { timeout: 180_000 })
  const layoutFilter = page.getByRole('checkbox', { name: /^Layout problem at 375 px \(\d+\)$/ })
  await layoutFilter.check()
  const item = page.getByRole('list', { name: 'Strings' }).getByRole('button', { name: /quote:backHome/ })
  await expect(item).toContainText('Layout at 375 px')
  await expect(phone(page).locator('[data-translate-key="quote:backHome"]')).toHaveCount(0)
  await item.click()
  await expect(page.getByRole('status', { name: 'Checks' })).toContainText('At 375 px, Quote Request: ')
  await layoutFilter.uncheck()
})

test('Ctrl+Enter saves and opens the next string of the list; Alt+↓ and Alt+↑ move through it', async () => {
  await findString(page, 'home:hero.', 'home:hero.getFreeQuote')
  await translation(page).fill('Demander un devis gratuit, sans engagement')
  await translation(page).press('Control+Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'home:hero.claims.clients' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Saved in locales/fr/home.json' })).toBeVisible()
  expect(JSON.parse(copy.read('locales/fr/home.json')).hero.getFreeQuote).toBe('Demander un devis gratuit, sans engagement')
  await translation(page).press('Alt+ArrowDown')
  await expect(page.getByRole('heading', { level: 2, name: 'home:hero.claims.projects' })).toBeVisible()
  await translation(page).press('Alt+ArrowUp')
  await expect(page.getByRole('heading', { level: 2, name: 'home:hero.claims.clients' })).toBeVisible()
})

test('a click in the preview has its layout checked once; then the workspace rests, checking nothing', async () => {
  // The check reads the phone frame's styles through its window: its calls are counted there.
  const frame = (await (await page.locator('iframe[title="Preview at 375 px"]').elementHandle())!.contentFrame())!
  await frame.evaluate(() => {
    const counted = window as unknown as { styleReads: number }
    counted.styleReads = 0
    const read = window.getComputedStyle.bind(window)
    window.getComputedStyle = (...args) => {
      counted.styleReads++
      return read(...args)
    }
  })
  const styleReads = () => frame.evaluate(() => (window as unknown as { styleReads: number }).styleReads)

  await phone(page).locator('[data-translate-key="home:hero.getFreeQuote"]').click()
  await expect(page.getByRole('heading', { level: 2, name: 'home:hero.getFreeQuote' })).toBeVisible()
  await expect.poll(styleReads, 'the layout checked after the click').toBeGreaterThan(0)
  await paintedFrames(frame, 10)
  const settled = await styleReads()
  await paintedFrames(frame, 10)
  expect(await styleReads(), 'style reads while nothing changes').toBe(settled)
})

test('the desktop preview is scaled to fit beside the phone’s, inside the window', async () => {
  const desktop = await page.locator('iframe[title="Preview at desktop width, 1280 px"]').boundingBox()
  const phoneFrame = await page.locator('iframe[title="Preview at 375 px"]').boundingBox()
  expect(phoneFrame!.width).toBe(375)
  expect(desktop!.x).toBeGreaterThan(phoneFrame!.x + phoneFrame!.width)
  expect(desktop!.x + desktop!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
})

test('a translation that drops a placeholder is named as typed, refused on save, and the file keeps its text', async () => {
  await findString(page, 'home:hero.callNow', 'home:hero.callNow')
  const before = copy.read('locales/fr/home.json')
  await translation(page).fill('Appelez-nous')
  await expect(page.getByRole('status', { name: 'Checks' })).toContainText(
    'must keep English’s placeholders and tags, exactly as written ({{phone}})',
  )
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved: this translation must keep English' })).toBeVisible()
  expect(copy.read('locales/fr/home.json')).toBe(before)
})

test('French typed with plain spaces and a straight apostrophe is refused as typed; one click on Fix spacing puts them right, and it saves', async () => {
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Strings' }).click()
  await findString(page, 'home:faq.intro', 'home:faq.intro')
  await translation(page).fill("Des réponses rapides : les questions qu'on nous pose le plus souvent !")
  const checks = page.getByRole('status', { name: 'Checks' })
  await expect(checks).toContainText('has a plain space before : ; ? ! or »')
  await expect(checks).toContainText('has a straight apostrophe')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const refusal = page.getByRole('alert').filter({ hasText: /^Not saved: this translation .*has a plain space before/ })
  await expect(refusal).toBeVisible()
  await page.getByRole('button', { name: 'Fix spacing' }).click()
  const fixed = `Des réponses rapides${nbsp}: les questions qu’on nous pose le plus souvent${narrow}!`
  await expect(translation(page)).toHaveValue(fixed)
  await expect(checks).toHaveText('No problem found.')
  // The refusal judged the text before the fix: it no longer holds, so it goes.
  await expect(refusal).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Fix spacing' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Saved in locales/fr/home.json' })).toBeVisible()
  expect(JSON.parse(copy.read('locales/fr/home.json')).faq.intro).toBe(fixed)
})

test('a change made on disk meanwhile is shown beside the translator’s, never overwritten, and the translator chooses', async () => {
  await phone(page).locator('[data-translate-key="home:hero.intro"]').click()
  await expect(page.getByRole('heading', { level: 2, name: 'home:hero.intro' })).toBeVisible()
  await translation(page).fill('Applications, sites web, automatisation par l’IA et référencement pour votre entreprise.')
  // Someone else (a pull, another editor) changes the same string in the file.
  const intro = JSON.parse(copy.read('locales/fr/home.json')).hero.intro as string
  copy.replace('locales/fr/home.json', `"intro": ${JSON.stringify(intro)}`, '"intro": "Le texte venu d’un collègue."')
  const onDisk = copy.read('locales/fr/home.json')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const conflict = page.getByRole('alert').filter({ hasText: 'changed in its file since you opened it' })
  await expect(conflict.getByRole('group', { name: 'Version in the file' })).toContainText('Le texte venu d’un collègue.')
  await expect(conflict.getByRole('group', { name: 'Your version' })).toContainText(
    'Applications, sites web, automatisation par l’IA et référencement pour',
  )
  expect(copy.read('locales/fr/home.json')).toBe(onDisk)
  await conflict.getByRole('button', { name: 'Save mine over it' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Saved in locales/fr/home.json' })).toBeVisible()
  expect(JSON.parse(copy.read('locales/fr/home.json')).hero.intro).toBe(
    'Applications, sites web, automatisation par l’IA et référencement pour votre entreprise.',
  )
})

test('unsaved edits survive a reload of the workspace, and the last edit can be undone', async () => {
  await phone(page).locator('[data-translate-key="home:hero.title"]').click()
  await expect(page.getByRole('heading', { level: 2, name: 'home:hero.title' })).toBeVisible()
  const saved = await translation(page).inputValue()
  await translation(page).fill('Un titre pas encore enregistré')
  await page.reload()
  await expect(translation(page)).toHaveValue('Un titre pas encore enregistré', { timeout: 90_000 })
  await expect(phone(page).locator('h1')).toHaveText('Un titre pas encore enregistré', { timeout: 90_000 })
  await page.getByRole('button', { name: 'Undo last edit' }).click()
  await expect(translation(page)).toHaveValue(saved)
  await expect(phone(page).locator('h1')).toHaveText(saved)
})

test('a stale string offers the project’s translations of similar English; one click uses one, still checked as typed', async () => {
  await findString(page, 'Get Your Free Quote', 'portfolio:cta.button')
  const suggestions = page.getByRole('region', { name: 'Suggestions from the project’s translations' })
  // Best first, each translation once: the quote page's « Demander un devis gratuit », then the hero's, saved above.
  await expect(suggestions.getByRole('listitem')).toHaveCount(2)
  await expect(suggestions.getByRole('listitem').first()).toContainText(
    'Demander un devis gratuit78 % like this English in quote:meta.title: “Get a Free Quote”',
  )
  await expect(suggestions.getByRole('listitem').last()).toContainText('73 % like this English in home:hero.getFreeQuote')
  // A term of the glossary left out is named as it is typed…
  await translation(page).fill('Obtenez votre estimation gratuite')
  await expect(page.getByRole('status', { name: 'Checks' })).toContainText(
    'This translation is missing the glossary’s term « devis » for “quote”, which the English says',
  )
  // …and the suggestion puts the project's own words back, checked again.
  await suggestions.getByRole('button', { name: 'Use “Demander un devis gratuit”' }).click()
  await expect(translation(page)).toHaveValue('Demander un devis gratuit')
  await expect(page.getByRole('status', { name: 'Checks' })).toHaveText('No problem found.')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Saved in locales/fr/portfolio.json' })).toBeVisible()
})

test('the same English translated otherwise is a warning, naming the other translation', async () => {
  await findString(page, 'home:services.title', 'home:services.title')
  await translation(page).fill('Services proposés')
  await expect(page.getByRole('status', { name: 'Checks' })).toContainText(
    'A warning: this translation translates “Our Services” as « Services proposés », but another text of the site translates the same English as « Nos services »',
  )
  await page.getByRole('button', { name: 'Undo last edit' }).click()
  await expect(translation(page)).toHaveValue('Nos services')
})

test('Send to the team puts the saved texts, and only those, in one commit on a new branch of the project’s remote', async () => {
  // The translator's copy is a git clone with a remote; everything before this test is its last commit.
  const remote = `${copy.root}-remote.git`
  copy.write('.gitignore', 'node_modules\n.vite-cache\ntranslations/\n')
  for (const command of [
    `git init --quiet --bare ${remote}`,
    'git init --quiet --initial-branch=main',
    'git add -A',
    'git -c user.name=Ama -c user.email=ama@example.com commit --quiet -m "The project"',
    `git remote add origin ${remote}`,
    'git config user.name Ama && git config user.email ama@example.com',
  ])
    expect(copy.run(command).status, command).toBe(0)
  const send = page.getByRole('button', { name: 'Send to the team' })
  await send.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Not sent: no saved changes to send' })).toBeVisible({ timeout: 90_000 })

  await findString(page, 'home:services.title', 'home:services.title')
  await translation(page).fill('Nos services sur mesure')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Saved in locales/fr/home.json' })).toBeVisible()
  copy.write('notes.txt', 'work in progress')
  const status = copy.run('git status --porcelain').output
  await send.click()
  const sent = page.getByRole('alert').filter({ hasText: /^Sent: 1 text in one commit on the branch translations\/fr-/ })
  // Sending checks the commit and pushes it: seconds on a busy machine.
  await expect(sent).toBeVisible({ timeout: 90_000 })
  const branch = /translations\/fr-[\d-]+/.exec((await sent.textContent())!)![0]
  // The string was already on record as checked against this English: its file alone changed.
  expect(copy.run(`git --git-dir ${remote} diff --name-only ${branch}~1 ${branch}`).output.trim()).toBe('locales/fr/home.json')
  expect(copy.run(`git --git-dir ${remote} log -1 --format=%B ${branch}`).output).toContain('- home:services.title')
  // The translator's copy has the commit sent as its last: the text sent is committed, the other work in progress stays.
  await expect(sent).toContainText('type npm run update in the terminal')
  expect(copy.run('git status --porcelain').output).toBe(
    status
      .split('\n')
      .filter((line) => !line.endsWith('locales/fr/home.json'))
      .join('\n'),
  )
  expect(copy.run('git branch --show-current').output.trim()).toBe('main')
  expect(copy.run('git rev-parse HEAD').output.trim()).toBe(copy.run(`git rev-parse ${branch}`).output.trim())
  copy.run(`rm -rf ${remote}`)
})

test('a right-to-left language added as data is translated with a right-to-left editor and preview', async () => {
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar')
  await findString(page, 'home:hero.title', 'home:hero.title')
  await expect(page.getByRole('textbox', { name: 'Translation (العربية)' })).toHaveAttribute('dir', 'rtl')
  await expect(phone(page).locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 90_000 })
  await expect(phone(page).locator('h1 [data-translate-key="home:hero.title"]')).toBeVisible()
})

test('a request from another site, for another host name, or of the wrong shape is refused and writes nothing', async ({ request }) => {
  const before = copy.read('locales/fr/home.json')
  // A save the workspace itself would accept: the file's version and its text as read, a sound translation.
  const base = JSON.parse(before).hero.callNow as string
  const save = {
    language: 'fr',
    namespace: 'home',
    key: 'hero.callNow',
    text: `Piraté${nbsp}: {{phone}}`,
    version: fileVersion(before),
    base,
  }
  const foreign = await request.post('/__translate/api/save', { data: save, headers: { Origin: 'http://evil.example' } })
  expect(foreign.status()).toBe(403)
  const rebound = await request.post('/__translate/api/save', { data: save, headers: { Host: `evil.example:${translateWorkspacePort}` } })
  expect(rebound.status()).toBe(403)
  expect((await request.get('/__translate/', { headers: { Host: `evil.example:${translateWorkspacePort}` } })).status()).toBe(403)
  // From its own address, a save of the wrong shape is refused with the reason.
  const malformed = await request.post('/__translate/api/save', { data: { ...save, text: 5 } })
  expect(malformed.status()).toBe(400)
  expect(((await malformed.json()) as { reasons: string[] }).reasons).toEqual([expect.stringMatching(/^text: /)])
  expect(copy.read('locales/fr/home.json')).toBe(before)
  // Its own page, from its own address, is served, and the same save from there is written: only where the
  // refused requests came from was wrong.
  expect((await request.get('/__translate/')).status()).toBe(200)
  expect((await request.post('/__translate/api/save', { data: save })).status()).toBe(200)
  expect(JSON.parse(copy.read('locales/fr/home.json')).hero.callNow).toBe(save.text)
})

test.describe('the studio’s content', () => {
  const content = (page: Page) => page.getByRole('navigation', { name: 'Content' })
  const saved = (page: Page) => page.getByRole('alert').filter({ hasText: /^Saved in / })

  test('a plan’s price changed and a technology added: the preview follows before the save, Save writes the data files', async () => {
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr')
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Content' }).click()
    await content(page).getByRole('button', { name: 'Plans' }).click()
    await page
      .getByRole('list', { name: 'Plans' })
      .getByRole('button', { name: /^superGrowth/ })
      .click()
    await expect(phone(page).getByText('$250', { exact: true })).toBeVisible({ timeout: 120_000 })

    await page.getByRole('spinbutton', { name: 'Price a month, in US dollars' }).fill('275')
    await expect(phone(page).getByText('$275', { exact: true })).toBeVisible({ timeout: 60_000 })
    expect(JSON.parse(copy.read('src/content/data/plans.json')).plans[1].priceUsd).toBe(250)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(saved(page)).toContainText('src/content/data/plans.json')
    expect(JSON.parse(copy.read('src/content/data/plans.json')).plans[1].priceUsd).toBe(275)

    await content(page).getByRole('button', { name: 'Projects', exact: true }).click()
    await page
      .getByRole('list', { name: 'Projects' })
      .getByRole('button', { name: /^mediTrack/ })
      .click()
    await page.getByRole('button', { name: 'Add a technology' }).click()
    await page.getByRole('textbox', { name: 'Technologies, technology 5' }).fill('Docker')
    // On MediTrack's card: another project already names Docker.
    const mediTrack = phone(page).locator('article').filter({ hasText: 'MediTrack Patient App' })
    await expect(mediTrack.getByText('Docker', { exact: true })).toBeAttached({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(saved(page)).toContainText('src/content/data/projects.json')
    expect(JSON.parse(copy.read('src/content/data/projects.json')).projects[0].technologies).toEqual([
      'React Native',
      'Node.js',
      'PostgreSQL',
      'Firebase',
      'Docker',
    ])
  })

  test('a new project with its English words and a photo: saved, its French shown missing until translated', async () => {
    await page.getByRole('button', { name: 'Add a project' }).click()
    await page.getByRole('textbox', { name: /^Its name in the files/ }).fill('solarGrid')
    await page.getByRole('textbox', { name: 'Title (English)' }).fill('SolarGrid Dashboard')
    await expect(page.getByRole('status', { name: 'Checks of Title (Français)' })).toContainText('Waiting for French')
    await expect(page.getByRole('list', { name: 'Projects' }).getByRole('button', { name: /^solarGrid/ })).toContainText(
      'Waiting for French',
    )
    // The check of the file names what the new entry still lacks, as the screen names it (the entry, the field and
    // the item, not the file's path), and the save refuses it.
    const lacks = 'Project solarGrid › Technologies › technology 1: must not be empty'
    await expect(page.getByRole('status', { name: 'Checks of the file' })).toContainText(lacks)
    await expect(page.getByText('must not be empty', { exact: true })).toBeVisible()
    const before = copy.read('src/content/data/projects.json')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: /^Not saved: the check found/ })).toContainText(lacks)
    expect(copy.read('src/content/data/projects.json')).toBe(before)

    for (const [label, text] of [
      ['Description', 'A dashboard for a solar installer.'],
      ['Problem', 'Panels were tracked on paper.'],
      ['Solution', 'One dashboard for every site.'],
      ['Results', 'Half the site visits.'],
      ['Client', 'Accra Solar'],
      ['Photo description (for people who cannot see it)', 'Solar panels on a roof in Accra'],
    ] as const)
      await page.getByRole('textbox', { name: `${label} (English)` }).fill(text)
    await page.getByRole('textbox', { name: 'Technologies, technology 1' }).fill('Go')
    const photo = await sharp({ create: { width: 1200, height: 750, channels: 3, background: '#e08a2c' } })
      .png()
      .toBuffer()
    await page.getByLabel(/^Choose a photo/).setInputFiles({ name: 'Solar Grid.png', mimeType: 'image/png', buffer: photo })
    await expect(page.getByText('Kept as src/content/photos/solar-grid.png')).toBeVisible({ timeout: 60_000 })
    // The preview shows the new card with the words as typed, before anything is saved.
    await expect(phone(page).getByRole('heading', { name: 'SolarGrid Dashboard' })).toBeAttached({ timeout: 60_000 })

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(saved(page)).toContainText('src/content/data/projects.json, locales/en/projects.json')
    expect(JSON.parse(copy.read('src/content/data/projects.json')).projects.at(-1)).toMatchObject({
      id: 'solarGrid',
      image: { file: 'solar-grid.png', width: 800, height: 500 },
      technologies: ['Go'],
    })
    expect(JSON.parse(copy.read('locales/en/projects.json')).items.solarGrid.title).toBe('SolarGrid Dashboard')
    expect(JSON.parse(copy.read('locales/fr/projects.json')).items.solarGrid).toBeUndefined()
    await expect(page.getByRole('status', { name: 'Checks of Client (Français)' })).toContainText('Waiting for French')
    await expect(page.getByRole('list', { name: 'Projects' }).getByRole('button', { name: /^solarGrid/ })).toContainText(
      'Waiting for French',
    )
  })

  test('French typed with plain spaces in an entry’s words is refused as typed; one click on Fix spacing puts them right, and it saves', async () => {
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Content' }).click()
    await content(page).getByRole('button', { name: 'FAQs' }).click()
    await page
      .getByRole('list', { name: 'Questions' })
      .getByRole('button', { name: /^timeline/ })
      .click()
    const answer = page.getByRole('textbox', { name: 'Answer (Français)' })
    await answer.fill('Comptez 2 à 4 semaines pour un site web : cela dépend des fonctionnalités.')
    const checks = page.getByRole('status', { name: 'Checks of Answer (Français)' })
    await expect(checks).toContainText('has a plain space between a number and its unit')
    await expect(checks).toContainText('has a plain space before : ; ? ! or »')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const refusal = page.getByRole('alert').filter({ hasText: /^Not saved: the check found/ })
    await expect(refusal).toContainText('Question timeline › Answer (Français): has a plain space between a number and its unit')
    await page.getByRole('group', { name: 'Answer' }).getByRole('button', { name: 'Fix spacing' }).click()
    const fixed = `Comptez 2 à 4${nbsp}semaines pour un site web${nbsp}: cela dépend des fonctionnalités.`
    await expect(answer).toHaveValue(fixed)
    await expect(checks).toHaveText('No problem found.')
    // The refused Save judged the words before the fix: its message goes with them.
    await expect(refusal).toHaveCount(0)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(saved(page)).toContainText('locales/fr/home.json')
    expect(JSON.parse(copy.read('locales/fr/home.json')).faq.items.timeline.answer).toBe(fixed)
  })

  test('a copy given another project’s name, typed key by key, keeps its field; Save waits for a free name, and the other project’s words stay', async () => {
    const projectsBefore = { en: copy.read('locales/en/projects.json'), fr: copy.read('locales/fr/projects.json') }
    const dataBefore = copy.read('src/content/data/projects.json')
    const wordsOf = (language: 'en' | 'fr', id: string) => JSON.parse(copy.read(`locales/${language}/projects.json`)).items[id]
    const payQuick = { en: wordsOf('en', 'payQuick'), fr: wordsOf('fr', 'payQuick') }
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Content' }).click()
    await content(page).getByRole('button', { name: 'Projects', exact: true }).click()
    await page.getByRole('button', { name: 'Duplicate project eduLearn' }).click()
    const name = page.getByRole('textbox', { name: /^Its name in the files/ })
    await expect(name).toHaveValue('eduLearnCopy')
    await name.clear()
    await name.pressSequentially('payQuick')
    await expect(name).toHaveValue('payQuick')
    await expect(page.getByText('Its name stays payQuic: “payQuick” is already the name of another project: choose another.')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Projects' }).getByRole('button', { name: /^payQuick/ })).toContainText('PayQuick')

    // Saved now, the copy would be written as payQuic, a name the owner no longer sees: Save waits.
    const save = page.getByRole('button', { name: 'Save', exact: true })
    await save.click()
    const waits = page.getByRole('alert').filter({ hasText: /^Not saved: a name field refuses the name typed in it/ })
    await expect(waits).toBeVisible()
    expect(copy.read('src/content/data/projects.json')).toBe(dataBefore)
    expect(copy.read('locales/en/projects.json')).toBe(projectsBefore.en)

    await name.press('End')
    await name.pressSequentially('2')
    await expect(name).toHaveValue('payQuick2')
    await expect(waits).toBeHidden()
    await save.click()
    await expect(saved(page)).toContainText('src/content/data/projects.json, locales/en/projects.json')
    expect({ en: wordsOf('en', 'payQuick'), fr: wordsOf('fr', 'payQuick') }).toEqual(payQuick)
    expect(wordsOf('en', 'payQuick2')).toEqual(wordsOf('en', 'eduLearn'))
    expect(wordsOf('en', 'payQuic')).toBeUndefined()
    // Beside the copy's own words, the files are as they were, byte for byte.
    const after = JSON.parse(copy.read('locales/en/projects.json'))
    delete after.items.payQuick2
    expect(`${JSON.stringify(after, null, 2)}\n`).toBe(projectsBefore.en)
    expect(copy.read('locales/fr/projects.json')).toBe(projectsBefore.fr)
  })

  test('the project saved without French: no check fails, and the build shows it on the English portfolio only', async () => {
    // A build of the whole site in the copy: minutes on a busy 2-core machine.
    test.setTimeout(600_000)
    for (const check of ['node scripts/content-check.ts', 'node scripts/i18n.ts check']) {
      const { status, output } = copy.run(check)
      expect(status, output).toBe(0)
      expect(output).toMatch(/ 0 errors/)
    }
    const build = copy.run('node scripts/build.ts site', { OUT_DIR: 'dist-waiting' })
    expect(build.status, build.output).toBe(0)
    const english = copy.read('dist-waiting/client/portfolio/index.html')
    const french = copy.read('dist-waiting/client/fr/realisations/index.html')
    expect(english).toContain('SolarGrid Dashboard')
    expect(french).not.toContain('SolarGrid')
    expect(french).not.toContain('solar-grid')
    // The other projects are on both.
    expect(english).toContain('MediTrack Patient App')
    expect(french).toContain(JSON.parse(copy.read('locales/fr/projects.json')).items.mediTrack.title)
  })
})
