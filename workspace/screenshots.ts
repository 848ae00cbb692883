/** Redraws the translators' and the studio's guides' pictures from the real workspace, run on a copy of the project. */
import { chromium, type FrameLocator, type Page } from '@playwright/test'
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromiumLaunchOptions } from '../scripts/chromium.ts'
import { workspacePath } from './api.ts'

const root = resolve(import.meta.dirname, '..')
const out = resolve(root, 'docs/screenshots')
const { values } = parseArgs({ options: { port: { type: 'string', default: '5174' } } })
const address = `http://127.0.0.1:${values.port}${workspacePath}`
const nbsp = '\u00a0'

const copy = mkdtempSync(join(tmpdir(), 'studio-screenshots-'))
for (const entry of ['package.json', 'tsconfig.json', 'vite.config.ts', '.prettierrc.json', 'src', 'locales', 'scripts', 'workspace'])
  cpSync(join(root, entry), join(copy, entry), { recursive: true })
symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
const portfolio = join(copy, 'locales/en/portfolio.json')
writeFileSync(portfolio, readFileSync(portfolio, 'utf8').replace('"button": "Get Free Quote"', '"button": "Get Your Free Quote"'))

const started = performance.now()
const workspace = spawn('node', ['workspace/translate.ts', '--port', values.port!], {
  cwd: copy,
  env: { ...process.env, VITE_CACHE_DIR: join(copy, '.vite-cache') },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
})
let stopped = false
const stop = () => {
  if (stopped) return
  stopped = true
  if (workspace.pid && workspace.exitCode === null) process.kill(-workspace.pid)
  rmSync(copy, { recursive: true, force: true })
}
process.on('exit', stop)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1))
try {
  await new Promise<void>((done, fail) => {
    let output = ''
    workspace.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(address)) done()
    })
    workspace.on('exit', (code) => fail(new Error(`npm run translate stopped (${code}): ${output}`)))
  })
  const listening = performance.now()
  const browser = await chromium.launch(chromiumLaunchOptions())
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  await page.goto(address, { timeout: 600_000 })
  const firstString = page.getByRole('list', { name: 'Strings' }).getByRole('button').first()
  await firstString.click({ timeout: 600_000 })
  const translation = page.getByRole('textbox', { name: /^Translation/ })
  await translation.waitFor({ state: 'visible' })
  const editable = performance.now()

  await page.getByRole('textbox', { name: 'Search in English and in the translation' }).fill('Call Now')
  await page
    .getByRole('list', { name: 'Strings' })
    .getByRole('button', { name: /home:hero\.callNow/ })
    .click()
  const phone = page.frameLocator('iframe[title="Preview at 375 px"]')
  await phone.locator('[data-translate-selected]').first().waitFor({ timeout: 600_000 })
  const repaints = await keystrokeToRepaint(page, 10)
  await translation.fill(`Appelez-nous dès aujourd’hui${nbsp}: {{phone}}`)
  await phone.getByText('Appelez-nous dès aujourd’hui').first().waitFor()
  // Once every page's layout has been checked, as a translator who has just opened it would see it a moment later.
  await page.getByText('Checking every page at 375 px…').waitFor({ state: 'detached', timeout: 600_000 })
  mkdirSync(out, { recursive: true })
  await page.screenshot({ path: resolve(out, 'translate-workspace.png') })
  await page.getByRole('region', { name: 'Editor' }).screenshot({ path: resolve(out, 'translate-editor.png') })
  await translation.fill('Appelez-nous')
  await page.getByRole('status', { name: 'Checks' }).getByText('must keep').waitFor()
  await page.getByRole('region', { name: 'Editor' }).screenshot({ path: resolve(out, 'translate-check.png') })
  await page.getByRole('textbox', { name: 'Search in English and in the translation' }).fill('Get Your Free Quote')
  await page
    .getByRole('list', { name: 'Strings' })
    .getByRole('button', { name: /portfolio:cta\.button/ })
    .click()
  await page.getByRole('region', { name: 'Suggestions from the project’s translations' }).waitFor()
  await page.getByRole('status', { name: 'Checks' }).getByText('No problem found.').waitFor()
  await page.getByRole('region', { name: 'Editor' }).screenshot({ path: resolve(out, 'translate-suggestions.png') })
  await contentViews(page, phone)
  await browser.close()

  const median = [...repaints].sort((a, b) => a - b)[Math.floor(repaints.length / 2)]!
  console.log(`Wrote docs/screenshots/translate-workspace.png, translate-editor.png, translate-check.png and translate-suggestions.png`)
  console.log(`Wrote docs/screenshots/studio-price.png, studio-new-project.png, studio-photo.png and studio-answers.png`)
  console.log(
    `npm run translate to its address printed: ${seconds(listening - started)}; to the first string editable: ${seconds(editable - started)}`,
  )
  console.log(
    `Keystroke to preview repaint (${repaints.length} keystrokes): median ${median.toFixed(0)} ms, longest ${Math.max(...repaints).toFixed(0)} ms`,
  )
} finally {
  stop()
}

/** The studio guide's pictures (docs/studio-guide.md): a price changed, a new project with its photo, the studio's answers. */
async function contentViews(page: Page, phone: FrameLocator) {
  const view = (name: string) => page.getByRole('navigation', { name: 'Content' }).getByRole('button', { name, exact: true })
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Content' }).click()
  await view('Plans').click()
  await page
    .getByRole('list', { name: 'Plans' })
    .getByRole('button', { name: /^superGrowth/ })
    .click()
  await phone.getByText('$250', { exact: true }).waitFor({ timeout: 600_000 })
  await page.getByRole('spinbutton', { name: 'Price a month, in US dollars' }).fill('275')
  await phone.getByText('$275', { exact: true }).waitFor({ timeout: 600_000 })
  await page.screenshot({ path: resolve(out, 'studio-price.png') })

  await view('Projects').click()
  await page.getByRole('button', { name: 'Add a project' }).click()
  await page.getByRole('textbox', { name: /^Its name in the files/ }).fill('solarGrid')
  await page.getByRole('textbox', { name: 'Technologies, technology 1' }).fill('React')
  await page.getByLabel(/^Choose a photo/).setInputFiles(join(root, 'src/content/photos/clinic-book.png'))
  await page.getByText(/^Kept as src\/content\/photos\//).waitFor({ timeout: 600_000 })
  for (const [label, text] of [
    ['Title', 'SolarGrid Installer Dashboard'],
    ['Description', 'A dashboard that shows a solar installer every panel it looks after.'],
    ['Problem', 'Installers tracked panels and visits on paper.'],
    ['Solution', 'One dashboard for every site, on the phone and the desktop.'],
    ['Results', 'Half the site visits in the first three months.'],
    ['Client', 'Accra Solar'],
    ['Photo description (for people who cannot see it)', 'A drawing of a calendar of visits'],
  ] as const)
    await page.getByRole('textbox', { name: `${label} (English)` }).fill(text)
  await page.getByRole('status', { name: 'Checks of the file' }).getByText('The content check finds no problem').waitFor()
  await phone.getByText('SolarGrid Installer Dashboard').first().waitFor({ timeout: 600_000 })
  await page.getByRole('textbox', { name: 'Title (English)' }).focus()
  await page.screenshot({ path: resolve(out, 'studio-new-project.png') })
  await page.getByRole('group', { name: 'Photo', exact: true }).screenshot({ path: resolve(out, 'studio-photo.png') })

  await view('The studio’s answers').click()
  await page.getByRole('combobox', { name: /^Q1\. The 30-day/ }).selectOption('firstPayment')
  await page
    .locator('fieldset')
    .filter({ has: page.getByText('Claims on the pages', { exact: true }) })
    .screenshot({ path: resolve(out, 'studio-answers.png') })
}

function seconds(milliseconds: number) {
  return `${(milliseconds / 1000).toFixed(1)} s`
}

/** From each keydown to the frame in which the preview's changed text is painted. */
async function keystrokeToRepaint(page: Page, count: number): Promise<number[]> {
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Preview at 375 px"]')!.contentDocument!
    const state = window as unknown as { repaints: number[] }
    state.repaints = []
    let start = 0
    document.addEventListener('keydown', (event) => (start = event.timeStamp), true)
    new MutationObserver(() => {
      if (!start) return
      const from = start
      start = 0
      requestAnimationFrame(() => state.repaints.push(performance.now() - from))
    }).observe(frame.body, { subtree: true, childList: true, characterData: true })
  })
  await page.getByRole('textbox', { name: /^Translation/ }).focus()
  await page.keyboard.press('End')
  for (let index = 1; index <= count; index++) {
    await page.keyboard.type('x')
    await page.waitForFunction((done) => (window as unknown as { repaints: number[] }).repaints.length >= done, index)
  }
  for (let index = 0; index < count; index++) await page.keyboard.press('Backspace')
  return page.evaluate(() => (window as unknown as { repaints: number[] }).repaints)
}
