import { describe, expect, it } from 'vitest'
import { plans } from '../../src/content/plans.ts'
import { projects } from '../../src/content/projects.ts'
import { studio } from '../../src/content/studio.ts'
import { formatCountry, formatPrice } from '../../src/i18n/format.ts'
import { keyMarker } from '../../src/i18n/key-mode.ts'
import { keysBuildDir } from '../support/builds.ts'
import { builtNotFoundPage, builtPage } from '../support/built-site.ts'
import { localeStrings } from '../support/locales.ts'
import { pageTexts, withoutNames } from '../support/page-texts.ts'
import { parseHtml, textOf } from '../support/prerendered-html.ts'
import { languages, notFoundUrls, siteConfig, siteUrls } from '../support/site.ts'

/**
 * Every word a visitor or a screen reader meets comes from the locale files: key mode (`npm run build:keys`) follows
 * every text with its key. `npm run dev:keys` turns on the same code (tests/unit/locale-vite-plugin.test.ts).
 */
const keyed = new RegExp(`${keyMarker.open}(\\w+):([\\w.]+)${keyMarker.close}`, 'g')

/** A keyed string as key mode writes it, its placeholders filled with anything: its text, a space, its key. */
const keyedString = (key: string, text: string) =>
  new RegExp(
    `${text
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*?')} ${keyMarker.open}${key}${keyMarker.close}`,
    'gu',
  )

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Text that rightly has no key: names, and data the site writes from its own records with Intl (prices, day names, its country). Longest first. */
const names = [
  siteConfig.brand,
  // The wordmark sets the name's words apart, the header's switcher each language's code.
  ...siteConfig.brand.split(' '),
  siteConfig.email,
  ...languages.flatMap(({ code, nativeName }) => [nativeName, code.toUpperCase()]),
  ...projects.flatMap(({ technologies }) => technologies),
  ...languages.flatMap(({ code }) => plans.map(({ priceUsd }) => formatPrice(code, priceUsd))),
  ...languages.map(({ code }) => formatCountry(code, studio.address.country)),
  ...languages.flatMap(({ code }) =>
    [...Array(7).keys()].map((day) =>
      capitalised(new Intl.DateTimeFormat(code, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day + 1))),
    ),
  ),
].sort((a, b) => b.length - a.length)

const pagesToRead = [
  ...siteUrls.map(({ path, language }) => ({ path, language, html: () => builtPage(path, keysBuildDir) })),
  ...notFoundUrls.map(({ path, language }) => ({ path, language, html: () => builtNotFoundPage(path, keysBuildDir) })),
]

describe('the key-mode build', () => {
  it.each(pagesToRead)('$path: every text names the key it comes from, and every key named exists', ({ html, language }) => {
    const texts = pageTexts(parseHtml(html()), ['alt', 'aria-label', 'title', 'placeholder'])
    const strings = localeStrings(language)
    const keys = new Set(texts.flatMap((text) => [...text.matchAll(keyed)].map((match) => `${match[1]}:${match[2]}`)))
    // What is left of each text once every keyed string (its locale text, placeholders filled, then its key) and
    // every name is taken out: a word there did not come from the locale files. A text holding part of a marker was
    // cut from a keyed one by code (a portrait's initials): it has its key.
    const unkeyed = texts.filter((text) => {
      if (text.includes(keyMarker.open) && !new RegExp(keyed.source).test(text)) return false
      const rest = [...keys].reduce((left, key) => left.replace(keyedString(key, strings[key] ?? ''), ' '), text)
      return /\p{L}/u.test(withoutNames(rest, names))
    })
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
