import { pageIds, pages } from '../../src/content/pages.ts'
import type { LanguageCode } from '../../src/i18n/languages.ts'
import { localizePath } from '../../src/i18n/localized-path.ts'
import { lengthLimit, renderedTitle, titleSuffix, withSiteValues } from './length-limits.ts'
import { markerPattern } from '../../src/i18n/typography.ts'

/** A note as a code and its facts, worded from `notes.*` of workspace.json in the reader's language. */
export type Note =
  | { code: 'where'; pages: 'every' | readonly string[]; section?: string; meta?: string }
  | { code: 'limit'; max: number; limit: string; suffix?: string; left?: number }
  | { code: 'keep'; marker: string; meaning?: string; values?: Record<string, string | number> }

export interface StringNotes {
  addresses: string[]
  notes: Note[]
}

/** Some names mean different things ({{from}} is a day, a time or an amount): the first matching entry wins. */
const placeholders: { name: string; id?: string; keys?: RegExp }[] = [
  { name: 'brand' },
  { name: 'phone' },
  { name: 'email' },
  { name: 'year' },
  { name: 'count' },
  { name: 'max' },
  { name: 'amount' },
  { name: 'from', id: 'budgetFrom', keys: /^form\.options\.budget\./ },
  { name: 'to', id: 'budgetTo', keys: /^form\.options\.budget\./ },
  { name: 'from', id: 'dayFrom', keys: /^hours\.weekdays$/ },
  { name: 'to', id: 'dayTo', keys: /^hours\.weekdays$/ },
  { name: 'from', id: 'timeFrom', keys: /^hours\.times$/ },
  { name: 'to', id: 'timeTo', keys: /^hours\.times$/ },
  { name: 'label' },
  { name: 'value', id: 'fieldValue', keys: /^forms\.messageLine$/ },
  { name: 'value' },
  { name: 'hours' },
  { name: 'days' },
]
export const placeholderIds = [...placeholders.map(({ name, id }) => id ?? name), 'tag']

export const metaKeys = ['meta.title', 'meta.description', 'meta.keywords', 'meta.breadcrumb']

export function stringNotes(namespace: string, key: string, english: string, language: LanguageCode): StringNotes {
  const shownOn = pageIds.filter(
    (id) =>
      namespace === 'common' || pages[id].namespace === namespace || (pages[id].sharedNamespaces as readonly string[]).includes(namespace),
  )
  const section = key.split('.').slice(0, -1).join(' › ')
  const notes: Note[] = [
    {
      code: 'where',
      pages: namespace === 'common' ? 'every' : namespace === 'errors' ? ['notFound'] : shownOn,
      ...(metaKeys.includes(key) ? { meta: key } : section ? { section } : {}),
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
    const held = name && placeholders.find((candidate) => candidate.name === name && (!candidate.keys || candidate.keys.test(key)))
    const meaning = name ? held && (held.id ?? held.name) : 'tag'
    notes.push({
      code: 'keep',
      marker,
      ...(meaning && { meaning }),
      ...(meaning === 'year' && { values: { year: new Date().getFullYear() } }),
    })
  }
  return { addresses: shownOn.map((id) => localizePath(id, language)), notes }
}

type Say = (key: string, values?: Record<string, string | number>) => string

/** A note in words: the PO export's in English, the workspace's in its interface's language. */
export function wordNote(note: Note, t: Say, pageName: (id: string) => string): string {
  if (note.code === 'where') {
    const place =
      note.pages === 'every'
        ? t('notes.everyPage')
        : note.pages.map((id) => t('notes.page', { name: pageName(id) })).reduce((first, next) => t('notes.and', { first, next }))
    const part = note.meta ? t(`notes.metaPlaces.${note.meta.split('.').pop()!}`) : note.section
    return part ? t('notes.whereIn', { place, part }) : t('notes.where', { place })
  }
  if (note.code === 'limit') {
    const what = t(`notes.limits.${note.limit}`)
    return note.left === undefined
      ? t('notes.limit', { max: note.max, what })
      : t('notes.limitWithSuffix', { max: note.max, what, suffix: note.suffix!, left: note.left })
  }
  return t('notes.keep', {
    marker: note.marker,
    meaning: note.meaning ? t(`notes.placeholders.${note.meaning}`, note.values) : t('notes.filledBySite'),
  })
}
