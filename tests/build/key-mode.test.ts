import { describe, expect, it } from 'vitest'
import { plans } from '../../src/content/plans.ts'
import { projects } from '../../src/content/projects.ts'
import { studio } from '../../src/content/studio.ts'
import { formatCountry, formatPrice } from '../../src/i18n/format.ts'
import { keyMarker } from '../../src/i18n/key-mode.ts'
import { keysBuildDir } from '../support/builds.ts'
import { builtPage } from '../support/built-site.ts'
import { localeStrings } from '../support/locales.ts'
import { pageTexts, withoutNames } from '../support/page-texts.ts'
import { parseHtml, textOf } from '../support/prerendered-html.ts'
import { languages, siteConfig, siteUrls } from '../support/site.ts'

/**
 * Key mode follows every text with the key it comes from, so a reviewer who spots a word on screen knows
 * which string to change. `npm run build:keys` is read here; `npm run dev:keys` switches on the same
 * code through the same define (tests/unit/locale-vite-plugin.test.ts).
 */
const keyed = new RegExp(`${keyMarker.open}(\\w+):([\\w.]+)${keyMarker.close}`, 'g')

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Text that rightly has no key: names, and data the site writes from its own records with Intl (prices, day names, its country). Longest first. */
const names = [
  siteConfig.brand,
  siteConfig.email,
  ...languages.map(({ nativeName }) => nativeName),
  ...projects.flatMap(({ technologies }) => technologies),
  ...languages.flatMap(({ code }) => plans.map(({ priceUsd }) => formatPrice(code, priceUsd))),
  ...languages.map(({ code }) => formatCountry(code, studio.address.country)),
  ...languages.flatMap(({ code }) =>
    [...Array(7).keys()].map((day) =>
      capitalised(new Intl.DateTimeFormat(code, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day + 1))),
    ),
  ),
].sort((a, b) => b.length - a.length)

describe('the key-mode build', () => {
  it.each(siteUrls)('$path: every text names the key it comes from, and every key named exists', ({ path, language }) => {
    const texts = pageTexts(parseHtml(builtPage(path, keysBuildDir)), ['alt', 'aria-label', 'placeholder'])
    const keys = new Set(texts.flatMap((text) => [...text.matchAll(keyed)].map((match) => `${match[1]}:${match[2]}`)))
    // A text holding part of a marker was cut from a keyed one by code (a portrait's initials): it has its key.
    const unkeyed = texts.filter(
      (text) => !new RegExp(keyed.source).test(text) && !text.includes(keyMarker.open) && /\p{L}/u.test(withoutNames(text, names)),
    )
    const strings = localeStrings(language)
    expect([...new Set(unkeyed)], 'text without its key').toEqual([])
    expect(
      [...keys].filter((key) => !(key in strings)),
      'keys that are not in the locale files',
    ).toEqual([])
    expect(keys.size).toBeGreaterThan(20)
  })

  it('the home page heading reads as its text, then its key', () => {
    expect(textOf(parseHtml(builtPage('/fr/', keysBuildDir)).querySelector('h1'))).toBe(
      `${localeStrings('fr')['home:hero.title']} ${keyMarker.open}home:hero.title${keyMarker.close}`,
    )
  })
})
