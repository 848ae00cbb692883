import { expect, test } from '@playwright/test'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { startStaticServer, stopServer } from '../../scripts/static-server.ts'
import { newLanguagePort } from '../support/builds.ts'
import { ProjectCopy } from '../support/project-copy.ts'
import { absoluteUrl } from '../../src/seo/site-urls.ts'
import { pageIds, pages, waitForPageScript } from '../support/site.ts'
import { layoutProblems } from '../support/layout.ts'
import { addTemporaryLanguage } from '../support/temporary-language.ts'

/**
 * A new language is data: a copy of the project gets locales/ar/ and one entry in the language list,
 * then builds. Arabic also proves right-to-left pages through Chakra's logical properties.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 })
test.use({ baseURL: `http://127.0.0.1:${newLanguagePort}` })

let copy: ProjectCopy
let server: Server
// The temporary language brings no slugs of its own: its pages live at the English ones, /ar/about.
const arabicPaths = pageIds.map((pageId) => `/ar/${pages[pageId].slug.en}`)

test.beforeAll(async () => {
  copy = new ProjectCopy()
  addTemporaryLanguage(copy)
  const check = copy.run('node scripts/i18n.ts check')
  expect(check.status, `the locale check of the new language:\n${check.output}`).toBe(0)
  const build = copy.run('node scripts/build.ts')
  expect(build.status, build.output).toBe(0)
  server = await startStaticServer({ root: join(copy.root, 'dist/client'), port: newLanguagePort })
})

test.afterAll(async () => {
  if (server) await stopServer(server)
  copy?.remove()
})

test('every page is built in the new language, right to left, with its own not-found page', async ({ request }) => {
  for (const path of arabicPaths) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(await response.text(), path).toContain('<html lang="ar" dir="rtl">')
  }
  const missing = await request.get('/ar/no-such-page')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('<html lang="ar" dir="rtl">')
})

test('the other languages link to it with hreflang, and the sitemap lists it', async ({ request }) => {
  const english = await (await request.get('/about')).text()
  expect(english).toContain(`<link rel="alternate" hreflang="ar" href="${absoluteUrl('/ar/about')}" />`)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of arabicPaths) expect(sitemap).toContain(`<loc>${absoluteUrl(path)}</loc>`)
})

test('its pages share an image of their own, drawn at build', async ({ request }) => {
  const home = await (await request.get('/ar/')).text()
  const image = /<meta property="og:image" content="([^"]+)"/.exec(home)?.[1]
  expect(image).toMatch(new RegExp(`^${absoluteUrl('/og/ar/')}[^/]+\\.png$`))
  const response = await request.get(new URL(image!).pathname)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
})

test('the switcher offers it by its own name and keeps the page', async ({ page }) => {
  await page.goto('/about')
  await page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL('/ar/about')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

test('right to left, the layout mirrors: brand on the right, text from the right, nothing overflows on a phone', async ({ page }) => {
  await page.goto('/ar/')
  await waitForPageScript(page)
  const viewport = page.viewportSize()!
  const brand = (await page.getByRole('banner').getByRole('link').first().boundingBox())!
  expect(brand.x, 'the brand sits in the right half of the header').toBeGreaterThan(viewport.width / 2)
  expect(await page.locator('main h1').evaluate((heading) => getComputedStyle(heading).direction)).toBe('rtl')
  const forwardArrow = page.getByRole('main').locator('a[href="/ar/portfolio"] svg').first()
  expect(await forwardArrow.evaluate((arrow) => getComputedStyle(arrow).transform), 'arrows point the way the text reads').toBe(
    'matrix(-1, 0, 0, 1, 0, 0)',
  )
  const phoneNumber = await page.getByRole('contentinfo').evaluate((footer) => {
    const texts = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT)
    while (texts.nextNode()) {
      const text = texts.currentNode as Text
      const plus = text.data.indexOf('+233')
      if (plus < 0) continue
      const left = (at: number) => {
        const range = document.createRange()
        range.setStart(text, at)
        range.setEnd(text, at + 1)
        return range.getBoundingClientRect().left
      }
      return { plus: left(plus), lastDigit: left(text.data.length - 2) }
    }
  })
  expect(phoneNumber, 'the footer shows the phone number').toBeTruthy()
  expect(phoneNumber!.plus, 'the phone number still reads +233 … 4567 from left to right').toBeLessThan(phoneNumber!.lastDigit)

  // 320 CSS px: the narrowest phone WCAG's reflow asks for.
  await page.setViewportSize({ width: 320, height: 800 })
  for (const path of arabicPaths) {
    await page.goto(path)
    await waitForPageScript(page)
    const sideways = (await layoutProblems(page)).filter(({ kind }) => kind === 'sideways-scroll')
    expect(sideways, `${path} scrolls sideways`).toEqual([])
  }
})
