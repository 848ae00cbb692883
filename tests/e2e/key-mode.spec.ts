import { expect, test, type Page } from '@playwright/test'
import { plans } from '../../src/content/plans.ts'
import { projects } from '../../src/content/projects.ts'
import { keyMarker } from '../../src/i18n/key-mode.ts'
import { keysBuildPort } from '../support/builds.ts'
import { localeStrings } from '../support/locales.ts'
import { formatPrice } from '../../src/i18n/format.ts'
import { blockExternalImages, languages, siteConfig, siteUrls, waitForPageScript } from '../support/site.ts'

/**
 * Key mode follows every text with the key it comes from, so a reviewer who spots a word on screen knows
 * which string to change. `npm run build:keys` is tested here; `npm run dev:keys` switches on the same
 * code through the same define (tests/unit/locale-vite-plugin.test.ts).
 */
const keyed = new RegExp(`${keyMarker.open}(\\w+):([\\w.]+)${keyMarker.close}`, 'g')

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Text that rightly has no key: names, and data the site writes from its own records with Intl (prices, day names). Longest first. */
const names = [
  siteConfig.brand,
  siteConfig.email,
  ...languages.map(({ nativeName }) => nativeName),
  ...projects.flatMap(({ technologies }) => technologies),
  ...languages.flatMap(({ code }) => plans.map(({ priceUsd }) => formatPrice(code, priceUsd))),
  ...languages.flatMap(({ code }) =>
    [...Array(7).keys()].map((day) =>
      capitalised(new Intl.DateTimeFormat(code, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day + 1))),
    ),
  ),
].sort((a, b) => b.length - a.length)

/** Every text a visitor or screen reader gets, with the keys it names and whatever carries no key. */
async function readKeys(page: Page) {
  return page.evaluate(
    ({ allowed, source, open }) => {
      const texts: string[] = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '']
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement
        if (element && element.closest('script, style, noscript') === null && element.getClientRects().length)
          texts.push(node.textContent ?? '')
      }
      for (const element of document.querySelectorAll('[alt], [aria-label], [placeholder]')) {
        for (const name of ['alt', 'aria-label', 'placeholder']) texts.push(element.getAttribute(name) ?? '')
      }
      const keys = texts.flatMap((text) => [...text.matchAll(new RegExp(source, 'g'))].map((match) => `${match[1]}:${match[2]}`))
      // A text holding part of a marker was cut from a keyed one by code (a portrait's initials): it has its key.
      const unkeyed = texts.filter(
        (text) =>
          !new RegExp(source).test(text) &&
          !text.includes(open) &&
          /\p{L}/u.test(allowed.reduce((rest, name) => rest.split(name).join(' '), text)),
      )
      return { keys: [...new Set(keys)], unkeyed: [...new Set(unkeyed)] }
    },
    { allowed: names, source: keyed.source, open: keyMarker.open },
  )
}

test.describe('the key-mode build', () => {
  test.use({ baseURL: `http://127.0.0.1:${keysBuildPort}` })

  for (const { language, path } of siteUrls) {
    test(`${path}: every text names the key it comes from, and every key named exists`, async ({ page }) => {
      await blockExternalImages(page)
      await page.goto(path)
      await waitForPageScript(page)
      const strings = localeStrings(language)
      const { keys, unkeyed } = await readKeys(page)
      expect(unkeyed, 'text without its key').toEqual([])
      expect(
        keys.filter((key) => !(key in strings)),
        'keys that are not in the locale files',
      ).toEqual([])
      expect(keys.length).toBeGreaterThan(20)
    })
  }

  test('the home page heading reads as its text, then its key', async ({ page }) => {
    await page.goto('/fr/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${localeStrings('fr')['home:hero.title']} ${keyMarker.open}home:hero.title${keyMarker.close}`,
    )
  })
})
