import { expect, test, type Page } from '@playwright/test'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { ownerWorkspacePort } from '../support/builds.ts'
import { ProjectCopy } from '../support/project-copy.ts'
import { startWorkspace, type RunningWorkspace } from '../support/workspace-server.ts'

/**
 * The studio's owner on a phone, with a browser in French: the workspace speaks French, fits the screen, and tells
 * the truth about the content before anything is saved. On a copy of the project: its files stay untouched.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 })

let copy: ProjectCopy
let workspace: RunningWorkspace | undefined
let page: Page

test.beforeAll(async ({ browser }) => {
  // The dev server's first render of a page compiles it: minutes on a busy 2-core machine.
  test.setTimeout(300_000)
  copy = new ProjectCopy()
  workspace = await startWorkspace(copy, ownerWorkspacePort)
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
  page = await context.newPage()
  await page.goto(workspace.address)
})

test.afterAll(() => {
  workspace?.stop()
  copy?.remove()
})

const fitsTheScreen = async () => {
  const [wide, screen] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
  expect(wide).toBeLessThanOrEqual(screen)
}
const fileChecks = () => page.getByRole('status', { name: 'Vérifications du fichier' })
const clean = 'La vérification du contenu ne relève aucun problème dans projects.json.'
const open = async (id: string) => {
  await page
    .getByRole('list', { name: 'Projets' })
    .getByRole('button', { name: new RegExp(`^${id}`) })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: `Projet ${id}` })).toBeVisible()
}

test('in French at 390 px: the interface follows the browser, fits the screen, checks every page’s layout truly, and the preview is one tap away', async () => {
  await expect(page.getByRole('heading', { level: 1, name: 'Espace de traduction' })).toBeVisible({ timeout: 120_000 })
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await fitsTheScreen()
  // Every page is checked at 375 px while the preview is out of sight, as on a wide screen: the site as it is
  // breaks none.
  await expect(page.getByText('Vérification de chaque page à 375 px…')).toHaveCount(0, { timeout: 180_000 })
  await expect(page.getByRole('checkbox', { name: 'Mise en page à revoir à 375 px (0)' })).toBeAttached()
  // The chosen string's notes say where it shows and what to keep in French, the page named as the French page menu names it.
  await page.getByRole('textbox', { name: 'Rechercher dans l’anglais et dans la traduction' }).fill('Call Now')
  await page
    .getByRole('list', { name: 'Textes' })
    .getByRole('button', { name: /home:hero\.callNow/ })
    .click()
  const notes = page.getByRole('list', { name: 'Remarques' })
  await expect(notes).toContainText('Où\u00a0: la page Accueil › hero')
  await expect(notes).toContainText('Gardez {{phone}}\u00a0: le numéro de téléphone du studio')
  await page.getByRole('group', { name: 'Afficher' }).getByRole('button', { name: 'Aperçu' }).click()
  const phone = page.frameLocator('iframe[title="Aperçu à 375 px"]')
  await expect(phone.locator('h1 [data-translate-key="home:hero.title"]')).toBeVisible({ timeout: 120_000 })
  await fitsTheScreen()
  await page.getByRole('group', { name: 'Afficher' }).getByRole('button', { name: 'Éditeur' }).click()

  await page.getByRole('group', { name: 'Vue' }).getByRole('button', { name: 'Contenu' }).click()
  await expect(page.getByRole('button', { name: 'Envoyer à l’équipe' })).toBeVisible()
  await fitsTheScreen()

  // The owner's choice of English outlasts a reload; French again, as the rest of this file reads it.
  await page.getByRole('combobox', { name: 'Interface en' }).selectOption('en')
  await expect(page.getByRole('button', { name: 'Send to the team' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Send to the team' })).toBeVisible({ timeout: 60_000 })
  await page.getByRole('combobox', { name: 'Interface in' }).selectOption('fr')
  await expect(page.getByRole('button', { name: 'Envoyer à l’équipe' })).toBeVisible()
})

test('a reload opens the entry that was chosen', async () => {
  await open('homeFinder')
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Projet homeFinder' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('list', { name: 'Projets' }).getByRole('button', { name: /^homeFinder/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
  // The field controls speak the interface's language too: a list's item is named in French.
  await expect(page.getByRole('button', { name: 'Ajouter (technologie)' })).toBeVisible()
  // And so do the fields and the collections: their names come from workspace.json, not from the records' English.
  const collections = page.getByRole('navigation', { name: 'Contenu' })
  await expect(collections.getByRole('button', { name: 'Catégories de projets' })).toBeVisible()
  await expect(collections.getByRole('button', { name: 'Project categories' })).toHaveCount(0)
  await expect(page.getByText('Les études de cas des réalisations, dans l’ordre affiché')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Mis en avant sur la page d’accueil' })).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: 'Durée en semaines' })).toBeVisible()
  await expect(page.getByLabel('Featured on the home page')).toHaveCount(0)
})

test('a fourth featured project is named before Save, refused by it, and Discard takes the refusal away', async () => {
  await expect(fileChecks()).toHaveText(clean)
  const before = copy.read('src/content/data/projects.json')
  await page.getByRole('checkbox', { name: 'Mis en avant sur la page d’accueil' }).check()
  // The check's reason in the interface's language: the finding carries a code and its values.
  await expect(fileChecks()).toContainText('4 projets sont mis en avant, et la page d’accueil n’a de place que pour 3')
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  const refusal = page.getByRole('alert').filter({ hasText: /^Non enregistré/ })
  // The refused Save says it in French too, with the entry and the field as the screen names them.
  await expect(refusal).toContainText('4 projets sont mis en avant')
  await expect(refusal).toContainText(/Projet \w+ › Mis en avant sur la page d’accueil\u00a0: 4 projets/)
  await expect(refusal).not.toContainText('projects are featured')
  await expect(refusal).not.toContainText('projects.json ›')
  expect(copy.read('src/content/data/projects.json')).toBe(before)

  await page.getByRole('button', { name: 'Annuler les modifications' }).click()
  await expect(refusal).toHaveCount(0)
  await expect(fileChecks()).toHaveText(clean)
})

test('a French word that Save would refuse turns the file’s verdict red before Save, says why in French, and Fix spacing takes the refusal away', async () => {
  const title = page.getByRole('textbox', { name: 'Titre (Français)' })
  const saved = await title.inputValue()
  // A plain space before the colon: French wants a no-break one.
  await title.fill('Portail immobilier : HomeFinder')
  const spacing = 'a une espace ordinaire devant un deux-points'
  const checks = page.getByRole('status', { name: 'Vérifications de Titre (Français)' })
  await expect(checks).toContainText(`Cette traduction ${spacing}`)
  // The word is named as the screen names it: its entry and its field, not its key.
  await expect(fileChecks()).toContainText(`Projet homeFinder › Titre (Français)\u00a0: ${spacing}`)
  await expect(fileChecks()).not.toContainText('projects:items.homeFinder.title')
  await expect(page.getByText('projects:items.homeFinder.title')).toHaveCount(0)
  await expect(fileChecks().getByText(clean)).toHaveCount(0)

  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  const refusal = page.getByRole('alert').filter({ hasText: /^Non enregistré/ })
  await expect(refusal).toContainText(`Projet homeFinder › Titre (Français)\u00a0: ${spacing}`)
  await expect(refusal).not.toContainText('plain space')
  await page.getByRole('group', { name: 'Titre' }).getByRole('button', { name: 'Corriger les espaces' }).click()
  await expect(title).toHaveValue('Portail immobilier\u00a0: HomeFinder')
  await expect(checks).toHaveText('Aucun problème détecté.')
  // The refused Save no longer holds: its message goes with the draft it judged.
  await expect(refusal).toHaveCount(0)

  await page.getByRole('button', { name: 'Annuler les modifications' }).click()
  await expect(title).toHaveValue(saved)
  await expect(fileChecks()).toHaveText(clean)
})

test('a photo chosen and then discarded leaves nothing behind to send', async () => {
  const before = copy.read('src/content/data/projects.json')
  const photo = await sharp({ create: { width: 1200, height: 750, channels: 3, background: '#2c7be0' } })
    .png()
    .toBuffer()
  await page.getByLabel(/^Choisir une photo/).setInputFiles({ name: 'Orphan.png', mimeType: 'image/png', buffer: photo })
  await expect(page.getByText('Enregistrée sous src/content/photos/orphan.png')).toBeVisible({ timeout: 60_000 })
  const kept = join(copy.root, 'src/content/photos/orphan.png')
  expect(existsSync(kept)).toBe(true)
  await page.getByRole('button', { name: 'Annuler les modifications' }).click()
  await expect.poll(() => existsSync(kept), { timeout: 30_000 }).toBe(false)
  expect(copy.read('src/content/data/projects.json')).toBe(before)
})

test('a network’s name that is the same in French is refused, and one click keeps it as a name: the glossary has it, and Save takes it', async () => {
  await page.getByRole('navigation', { name: 'Contenu' }).getByRole('button', { name: 'Coordonnées' }).click()
  await page.getByRole('button', { name: 'Ajouter (réseau social)' }).click()
  await page.getByRole('textbox', { name: /^Réseau \(choisit l’icône/ }).fill('tiktok')
  await page.getByRole('textbox', { name: 'Lien (https://…)' }).fill('https://www.tiktok.com/@sankofadigital')
  await page.getByRole('textbox', { name: 'Nom (English)' }).fill('TikTok')
  await page.getByRole('textbox', { name: 'Nom (Français)' }).fill('TikTok')
  const checks = page.getByRole('status', { name: 'Vérifications de Nom (Français)' })
  await expect(checks).toContainText('Cette traduction est identique à l’anglais («\u00a0TikTok\u00a0»)')
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  const refusal = page.getByRole('alert').filter({ hasText: /^Non enregistré/ })
  await expect(refusal).toContainText('Réseau social newSocialNetwork › Nom (Français)\u00a0: est identique à l’anglais')
  const contact = copy.read('src/content/data/contact.json')
  expect(JSON.parse(copy.read('locales/glossary.json')).keepAsIs).not.toContain('TikTok')

  await checks.getByRole('button', { name: 'C’est un nom\u00a0: le garder tel quel' }).click()
  await expect(checks).toHaveText('Aucun problème détecté.')
  await expect(refusal).toHaveCount(0)
  expect(JSON.parse(copy.read('locales/glossary.json')).keepAsIs).toContain('TikTok')
  expect(copy.read('src/content/data/contact.json')).toBe(contact)
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: /^Enregistré dans src\/content\/data\/contact\.json/ })).toBeVisible()
  expect(JSON.parse(copy.read('locales/fr/common.json')).footer.social.newSocialNetwork).toBe('TikTok')
  await fitsTheScreen()
})
