import { expect, test, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { pseudoLanguage } from '../../../src/i18n/pseudo-language.ts'
import { vikeBin } from '../../../scripts/vike-bin.ts'
import { devServerPort } from '../../support/builds.ts'
import { ProjectCopy } from '../../support/project-copy.ts'

/** What a translator sees with `npm run dev` open: edits appear on save, mistakes are named on the page. */
test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({ baseURL: `http://127.0.0.1:${devServerPort}` })

let copy: ProjectCopy
let devServer: ChildProcess

test.beforeAll(async ({ request }) => {
  copy = new ProjectCopy()
  // `vike dev`, as npm run dev starts it, in the copy.
  devServer = spawn(process.execPath, [vikeBin, 'dev', '--port', String(devServerPort), '--host', '127.0.0.1', '--strictPort'], {
    cwd: copy.root,
    env: { ...process.env, VITE_CACHE_DIR: join(copy.root, '.vite-cache') },
    stdio: 'ignore',
    detached: true,
  })
  await expect.poll(async () => (await request.get('/').catch(() => undefined))?.status(), { timeout: 60_000 }).toBe(200)
})

test.afterAll(() => {
  if (devServer?.pid) process.kill(-devServer.pid)
  copy?.remove()
})

const homeTitle = 'Professional App Development & Digital Solutions'

/** Resolves when Vite's client in the page has (re)connected to the dev server, so it hears the next edit. */
const viteConnected = (page: Page) => page.waitForEvent('console', (message) => message.text().includes('[vite] connected'))

test('an edited locale file reloads the open page with it; a broken one is named in the overlay until fixed', async ({ page }) => {
  let connected = viteConnected(page)
  await page.goto('/')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(homeTitle)
  await connected

  // Pages are HTML rendered by the server: a sound edit reloads the page, which then shows it.
  connected = viteConnected(page)
  copy.replace('locales/en/home.json', `"title": "${homeTitle}"`, '"title": "Apps that grow your business"')
  await expect(heading).toHaveText('Apps that grow your business')
  await connected

  copy.replace('locales/en/home.json', '"title": "Apps that grow your business"', '"title": ""')
  await expect(page.locator('vite-error-overlay')).toContainText('locales/en/home.json:9 › hero.title: is empty')

  // A person fixes the file. Two saves close together can reach the file watcher as one, so the fix is saved
  // again until the overlay goes: the page's own signal, never a guessed pause.
  const fixed = copy.read('locales/en/home.json').replace('"title": ""', '"title": "Apps that grow your business, fixed"')
  await expect(async () => {
    copy.write('locales/en/home.json', fixed)
    await expect(page.locator('vite-error-overlay')).toHaveCount(0, { timeout: 5_000 })
  }).toPass()
  await expect(heading).toHaveText('Apps that grow your business, fixed')
})

test('the pseudo language is available in dev, in the switcher and at its own URL', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('link', { name: pseudoLanguage.nativeName }).click()
  await expect(page).toHaveURL(`/${pseudoLanguage.code}/contact`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[.*\]$/)
})
