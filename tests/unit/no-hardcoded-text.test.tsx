import i18next, { type PostProcessorModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { SiteApp } from '../../src/app/site-app.tsx'
import { pageIds } from '../../src/content/pages.ts'
import { studio } from '../../src/content/studio.ts'
import { formatCountry } from '../../src/i18n/format.ts'
import { languages } from '../../src/i18n/languages.ts'
import { pagePath } from '../../src/i18n/localized-path.ts'
import { namespaces } from '../../src/i18n/namespaces.ts'
import { serverResources } from '../../src/i18n/server-resources.ts'
import { siteConfig } from '../../src/site.config.ts'
import { NodeFilter, parseHtml } from '../../scripts/html.ts'
import { renderToHtml } from '../support/render-html.tsx'

/** Every translation comes back as «namespace:key», so any other word on the page did not come from locale JSON. */
const keyReturner: PostProcessorModule = {
  type: 'postProcessor',
  name: 'keyReturner',
  process: (_value, keys, options) => `«${String(options.ns ?? 'common')}:${[keys].flat().join('|')}»`,
}

function keyI18n() {
  const instance = i18next.createInstance().use(keyReturner).use(initReactI18next)
  void instance.init({
    lng: 'en',
    fallbackLng: false,
    defaultNS: 'common',
    ns: [...namespaces],
    resources: { en: serverResources('en') },
    initAsync: false,
    postProcess: ['keyReturner'],
    interpolation: { escapeValue: false },
  })
  return instance
}

/** Facts that are data, not copy: the brand, contact details, language and day names, and every string of the content modules. */
function allowedStrings(): string[] {
  const contentModules = import.meta.glob<Record<string, unknown>>('/src/content/*.ts', { eager: true })
  const collected: string[] = []
  const visit = (value: unknown) => {
    if (typeof value === 'string') collected.push(value)
    else if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') Object.values(value).forEach(visit)
  }
  Object.values(contentModules).forEach(visit)
  return [
    siteConfig.brand,
    siteConfig.phone.display,
    siteConfig.email,
    ...languages.map(({ nativeName }) => nativeName),
    // The studio's country, and day names, come from Intl in the page's language.
    formatCountry('en', studio.address.country),
    ...[0, 1, 2, 3, 4, 5, 6].map((day) =>
      new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day, 12)),
    ),
    ...collected.filter((text) => /[A-Za-z]/.test(text) && !text.includes('/')),
  ].sort((a, b) => b.length - a.length)
}

const renderPage = (path: string) => renderToHtml(<SiteApp />, { i18n: keyI18n(), location: path })

/** The words a visitor or a screen reader meets: text nodes plus alt, aria-label, title and placeholder. */
function visibleTexts(html: string): string[] {
  const page = parseHtml(html)
  for (const block of page.querySelectorAll('style, script')) block.remove()
  const textNodes = page.createTreeWalker(page.documentElement, NodeFilter.SHOW_TEXT)
  const texts: string[] = []
  while (textNodes.nextNode()) texts.push(textNodes.currentNode.textContent ?? '')
  for (const element of page.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
    for (const name of ['alt', 'aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '')
  }
  return texts.map((text) => text.trim()).filter((text) => text.length > 0)
}

const routes = [...pageIds.map((page) => pagePath({ page }, 'en')), '/this-page-does-not-exist']

describe('every visible word comes from locale JSON', () => {
  const allowed = allowedStrings()

  for (const path of routes) {
    it(`${path}`, async () => {
      const texts = visibleTexts(await renderPage(path))
      expect(texts.some((text) => text.includes('«'))).toBe(true)
      const hardCoded = texts.filter((text) => {
        let rest = text.replace(/«[^»]*»/g, '')
        for (const fact of allowed) rest = rest.split(fact).join('')
        return /\p{L}{2,}/u.test(rest)
      })
      expect(hardCoded).toEqual([])
    })
  }
})
