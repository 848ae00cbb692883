import type { FieldMeta } from '../../../src/content/schemas.ts'
import { collectionOf, type CollectionList } from '../../../src/content/collections.ts'
import type { ContentFile } from '../../server/workspace-content.ts'
import { useContentLabels } from '../shared/content-labels.ts'
import type { EntryListGroup } from './entry-list.tsx'
import { freeName, type NameOwners } from './entry-names.ts'
import { defaultOf, isEntryList, type JsonSchema } from './schema-node.ts'
import type { ContentWords } from './use-content-words.ts'

export type Entry = { id: string } & Record<string, unknown>
type Data = Record<string, unknown>

const noWords = { namespace: '', words: () => [], one: 'entry' }

/**
 * A data file as the content view shows it: its lists of entries, its own facts, and the edits of its lists
 * (add, duplicate); `data` is its draft, or the file as saved.
 */
export function useContentFile(
  disk: ContentFile | undefined,
  data: Data | undefined,
  setData: (data: Data) => void,
  words: ContentWords,
  language: string,
  /** The first value a field that names another collection's entries may take: a new project's category. */
  firstChoice: (reference: NonNullable<FieldMeta['references']>) => string | undefined,
) {
  const { listTitleOf } = useContentLabels()
  const file = disk?.file ?? ''
  const schema = (disk?.schema ?? {}) as JsonSchema
  const fields = Object.entries(schema.properties ?? {})
  const listNames = fields.filter(([, field]) => isEntryList(field)).map(([name]) => name)
  const details = fields.filter(([, field]) => !isEntryList(field)).map(([name]) => name)
  const entriesOf = (list: string) => (Array.isArray(data?.[list]) ? (data[list] as Entry[]) : [])
  const wordsOfList = (list: string): CollectionList =>
    collectionOf(file)?.lists.find((worded) => worded.list === list) ?? { ...noWords, list, title: listTitleOf(file, list) }
  const idsOf = (list: string, entry: Entry) =>
    wordsOfList(list)
      .words(entry)
      .map(({ key }) => `${wordsOfList(list).namespace}:${key}`)
  const savedEntry = (list: string, id: string) =>
    ((disk?.data as Data | undefined)?.[list] as Entry[] | undefined)?.find((entry) => entry.id === id)

  /** What a new entry of the list may not be named: the other entries' names, as typed and as saved, and words with text. */
  const ownersOf = (list: string, except?: number): NameOwners => ({
    names: [
      ...entriesOf(list)
        .filter((_, at) => at !== except)
        .map(({ id }) => id),
      ...(((disk?.data as Data | undefined)?.[list] as Entry[] | undefined) ?? []).map(({ id }) => id),
    ],
    owned: words.owned,
  })

  const groups: EntryListGroup[] = listNames.map((list) => ({
    list,
    title: listTitleOf(file, list),
    one: wordsOfList(list).one,
    entries: entriesOf(list).map((entry) => {
      const ids = idsOf(list, entry)
      return {
        id: entry.id,
        label: ids[0] ? withFacts(words.textOf(ids[0], 'en'), entry) : '',
        unsaved:
          JSON.stringify(entry) !== JSON.stringify(savedEntry(list, entry.id)) ||
          ids.some((id) => words.drafts.en?.[id] !== undefined || words.drafts[language]?.[id] !== undefined),
        waitingFor: ids.some((id) => words.textOf(id, language).trim() === '') ? language : undefined,
      }
    }),
  }))

  const setList = (list: string, entries: Entry[]) => setData({ ...data, [list]: entries })

  /** A new entry at the end of the list, its facts as the schema starts them, with an id of its own: `newProject`. */
  const add = (list: string): number => {
    const { one, starts = (entry: Entry) => entry } = wordsOfList(list)
    const entries = entriesOf(list)
    const base = `new${one.replace(/(^|\s)(\w)/g, (_, _space: string, letter: string) => letter.toUpperCase())}`
    const itemSchema = (schema.properties![list]!.items ?? {}) as JsonSchema
    const entry = defaultOf(itemSchema) as Entry
    entry.id = freeName(base, (id) => idsOf(list, { ...entry, id }), ownersOf(list))
    for (const [name, field] of Object.entries(itemSchema.properties ?? {})) {
      const first = field.references && firstChoice(field.references)
      if (first) entry[name] = first
      // Until a photo is chosen, the site draws one from the entry.
      if (field.control === 'photo' && !itemSchema.required?.includes(name)) delete entry[name]
    }
    setList(list, [...entries, starts(entry)])
    return entries.length
  }

  /** A copy after the entry, its English words as a draft to change; its translation is missing until written. */
  const duplicate = (list: string, index: number): number => {
    const entries = entriesOf(list)
    const entry = entries[index]!
    const copy: Entry = {
      ...structuredClone(entry),
      id: freeName(`${entry.id}Copy`, (id) => idsOf(list, { ...entry, id }), ownersOf(list)),
    }
    // The home page's featured places are taken by the entry copied: the copy starts off them.
    if (copy.featured === true) copy.featured = false
    const from = idsOf(list, entry)
    idsOf(list, copy).forEach((id, at) => words.edit(id, 'en', words.textOf(from[at]!, 'en')))
    setList(list, [...entries.slice(0, index + 1), copy, ...entries.slice(index + 1)])
    return index + 1
  }

  return { file, schema, listNames, details, groups, entriesOf, wordsOfList, idsOf, savedEntry, ownersOf, setList, add, duplicate }
}

/** A word's placeholders filled from its entry's facts (a budget's `Under {{amount}}` is listed as “Under 500”). */
const withFacts = (text: string, entry: Entry) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const fact = entry[name]
    return typeof fact === 'number' || typeof fact === 'string' ? String(fact) : whole
  })
