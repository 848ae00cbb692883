import { pageIds, pages } from '../../src/content/pages.ts'
import type { LanguageCode } from '../../src/i18n/languages.ts'
import { localizePath } from '../../src/i18n/localized-path.ts'
import { lengthLimit, renderedTitle, titleSuffix, withSiteValues } from './length-limits.ts'
import { markerPattern } from '../../src/i18n/typography.ts'

/** A note as a code and its facts, which the workspace words in its interface's language (`notes.*`). */
export type Note =
  | { code: 'where'; pages: 'every' | readonly string[]; section?: string; meta?: string }
  | { code: 'limit'; max: number; limit: string; suffix?: string; left?: number }
  | { code: 'keep'; marker: string; meaning?: string; values?: Record<string, string | number> }

export interface StringNotes {
  addresses: string[]
  /** The notes in English, as the PO export gives them. */
  lines: string[]
  notes: Note[]
}

/** Some names mean different things ({{from}} is a day, a time or an amount): the first matching entry wins. */
const placeholders: { name: string; id: string; keys?: RegExp; holds: string }[] = [
  { name: 'brand', id: 'brand', holds: 'the studio’s name' },
  { name: 'phone', id: 'phone', holds: 'the studio’s phone number, +233 20 123 4567' },
  { name: 'email', id: 'email', holds: 'the studio’s e-mail address' },
  { name: 'year', id: 'year', holds: 'the current year, {{year}}' },
  { name: 'count', id: 'count', holds: 'a number, written by the site; it also chooses the plural form' },
  { name: 'max', id: 'max', holds: 'a number of characters' },
  {
    name: 'amount',
    id: 'amount',
    holds: 'an amount with its currency, already written the page’s way: “500 $US” in French, “$500” in English',
  },
  { name: 'from', id: 'budgetFrom', keys: /^form\.options\.budget\./, holds: 'the lower amount with its currency, e.g. “1 500 $US”' },
  { name: 'to', id: 'budgetTo', keys: /^form\.options\.budget\./, holds: 'the higher amount with its currency, e.g. “5 000 $US”' },
  { name: 'from', id: 'dayFrom', keys: /^hours\.weekdays$/, holds: 'the first day, written by the site in the page’s language (“lundi”)' },
  { name: 'to', id: 'dayTo', keys: /^hours\.weekdays$/, holds: 'the last day (“vendredi”)' },
  {
    name: 'from',
    id: 'timeFrom',
    keys: /^hours\.times$/,
    holds: 'the opening time, written by the site the page’s way (“9:00 AM”, « 9 h »)',
  },
  { name: 'to', id: 'timeTo', keys: /^hours\.times$/, holds: 'the closing time (“6:00 PM”, « 18 h »)' },
  { name: 'label', id: 'label', holds: 'the label of a form field (“Full Name”)' },
  { name: 'value', id: 'fieldValue', keys: /^forms\.messageLine$/, holds: 'what the visitor typed or chose in that field' },
  { name: 'value', id: 'value', holds: 'a number, written by the site (“50”)' },
  { name: 'hours', id: 'hours', holds: 'the number of hours in a day of support, 24' },
  { name: 'days', id: 'days', holds: 'the number of days in a week of support, 7' },
]
/** The ids the workspace words (`notes.placeholders.<id>`), the tag's among them. */
export const placeholderIds = [...placeholders.map(({ id }) => id), 'tag']
const tagMeaning = 'a tag around words that become a link or bold: keep it around the words that play that part'

/** Words for the `meta` keys, which show in search results and browser tabs rather than on the page. */
export const metaPlaces: Record<string, string> = {
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
  const section = key.split('.').slice(0, -1).join(' › ')
  const notes: Note[] = [
    {
      code: 'where',
      pages: namespace === 'common' ? 'every' : namespace === 'errors' ? ['notFound'] : shownOn,
      ...(metaPlaces[key] ? { meta: key } : section ? { section } : {}),
    },
  ]
  const limit = lengthLimit(namespace, key)
  if (limit)
    notes.push({
      code: 'limit',
      max: limit.max,
      limit: limit.code,
      ...(limit.isTitle && renderedTitle(english) !== withSiteValues(english)
        ? { suffix: titleSuffix.trim(), left: limit.max - titleSuffix.length }
        : {}),
    })
  for (const marker of new Set(english.match(markerPattern) ?? [])) {
    const name = /^\{\{(\w+)\}\}$/.exec(marker)?.[1]
    const meaning = name ? placeholders.find((held) => held.name === name && (!held.keys || held.keys.test(key)))?.id : 'tag'
    notes.push({
      code: 'keep',
      marker,
      ...(meaning && { meaning }),
      ...(meaning === 'year' && { values: { year: new Date().getFullYear() } }),
    })
  }
  const pageOf = (id: string) =>
    id === 'notFound' ? `the “${pageName('errors')}” page` : `the ${pageName(pages[id as keyof typeof pages].namespace)} page`
  const lines = notes.map((note) => {
    if (note.code === 'where') {
      const place = note.pages === 'every' ? 'every page' : note.pages.map(pageOf).join(' and ')
      const part = note.meta ? metaPlaces[note.meta] : note.section
      return `Where: ${place}${part ? ` › ${part}` : ''}`
    }
    if (note.code === 'limit') {
      const room = note.left === undefined ? '' : ` (the site adds “${note.suffix}” after it, so ${note.left} are left for your text)`
      return `Limit: ${note.max} characters${room}: ${limit!.where}`
    }
    const held = note.meaning === 'tag' ? tagMeaning : placeholders.find(({ id }) => id === note.meaning)?.holds
    return `Keep ${note.marker}: ${held?.replace('{{year}}', String(note.values?.year)) ?? 'filled in by the site'}`
  })
  return { addresses: shownOn.map((id) => localizePath(id, language)), lines, notes }
}
