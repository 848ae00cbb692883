import { pageIds, pages } from '../../src/content/pages.ts'
import type { LanguageCode } from '../../src/i18n/languages.ts'
import { localizePath } from '../../src/i18n/localized-path.ts'
import { lengthLimit, renderedTitle, titleSuffix, withSiteValues } from './length-limits.ts'
import { markerPattern } from '../../src/i18n/typography.ts'

export interface StringNotes {
  addresses: string[]
  lines: string[]
}

/** Some names mean different things ({{from}} is a day, a time or an amount): the first matching entry wins. */
const placeholders: { name: string; keys?: RegExp; holds: string }[] = [
  { name: 'brand', holds: 'the studio’s name, Sankofa Digital' },
  { name: 'phone', holds: 'the studio’s phone number, +233 20 123 4567' },
  { name: 'email', holds: 'the studio’s e-mail address' },
  { name: 'year', holds: `the current year, ${new Date().getFullYear()}` },
  { name: 'count', holds: 'a number, written by the site; it also chooses the plural form' },
  { name: 'max', holds: 'a number of characters' },
  { name: 'amount', holds: 'an amount with its currency, already written the page’s way: “500 $US” in French, “$500” in English' },
  { name: 'from', keys: /^form\.options\.budget\./, holds: 'the lower amount with its currency, e.g. “1 500 $US”' },
  { name: 'to', keys: /^form\.options\.budget\./, holds: 'the higher amount with its currency, e.g. “5 000 $US”' },
  { name: 'from', keys: /^hours\.weekdays$/, holds: 'the first day, written by the site in the page’s language (“lundi”)' },
  { name: 'to', keys: /^hours\.weekdays$/, holds: 'the last day (“vendredi”)' },
  { name: 'from', keys: /^hours\.times$/, holds: 'the opening time, written by the site the page’s way (“9:00 AM”, « 9 h »)' },
  { name: 'to', keys: /^hours\.times$/, holds: 'the closing time (“6:00 PM”, « 18 h »)' },
  { name: 'label', holds: 'the label of a form field (“Full Name”)' },
  { name: 'value', keys: /^forms\.messageLine$/, holds: 'what the visitor typed or chose in that field' },
  { name: 'value', holds: 'a number, written by the site (“50”)' },
  { name: 'hours', holds: 'the number of hours in a day of support, 24' },
  { name: 'days', holds: 'the number of days in a week of support, 7' },
]

function placeholderMeaning(name: string, key: string): string | undefined {
  return placeholders.find((placeholder) => placeholder.name === name && (!placeholder.keys || placeholder.keys.test(key)))?.holds
}

/** Words for the `meta` keys, which show in search results and browser tabs rather than on the page. */
const metaPlaces: Record<string, string> = {
  'meta.title': 'the page’s title, on the browser tab and in search results',
  'meta.description': 'the page’s description in search results',
  'meta.keywords': 'search keywords, separated by commas; not shown on the page',
  'meta.breadcrumb': 'the page’s short name in the trail search results show above the title',
}

export function stringNotes(
  namespace: string,
  key: string,
  english: string,
  language: LanguageCode,
  pageName: (namespace: string) => string,
): StringNotes {
  const shownOn = pageIds.filter(
    (id) =>
      namespace === 'common' || pages[id].namespace === namespace || (pages[id].sharedNamespaces as readonly string[]).includes(namespace),
  )
  const pagesText =
    namespace === 'common'
      ? 'every page'
      : namespace === 'errors'
        ? `the “${pageName('errors')}” page`
        : shownOn.map((id) => `the ${pageName(pages[id].namespace)} page`).join(' and ')
  const section = metaPlaces[key] ?? key.split('.').slice(0, -1).join(' › ')
  const lines = [`Where: ${pagesText}${section ? ` › ${section}` : ''}`]
  const limit = lengthLimit(namespace, key)
  if (limit) {
    const room =
      limit.isTitle && renderedTitle(english) !== withSiteValues(english)
        ? ` (the site adds “${titleSuffix.trim()}” after it, so ${limit.max - titleSuffix.length} are left for your text)`
        : ''
    lines.push(`Limit: ${limit.max} characters${room}: ${limit.where}`)
  }
  for (const marker of new Set(english.match(markerPattern) ?? [])) {
    const name = /^\{\{(\w+)\}\}$/.exec(marker)?.[1]
    const meaning = name
      ? placeholderMeaning(name, key)
      : 'a tag around words that become a link or bold: keep it around the words that play that part'
    lines.push(`Keep ${marker}: ${meaning ?? 'filled in by the site'}`)
  }
  return { addresses: shownOn.map((id) => localizePath(id, language)), lines }
}
