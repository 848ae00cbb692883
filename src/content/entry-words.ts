/** One word of an entry: its role (`title`), its full key, and for a word of an item of the entry (a plan's feature), that item. */
interface EntryWord {
  name: string
  key: string
  item?: string
}

export type Entry = { id: string } & Record<string, unknown>

/** Where the words of one list's entries live, from a key builder of src/content/words.ts (or one of the record's own). */
export interface EntryWords {
  namespace: string
  words: (entry: Entry) => EntryWord[]
}

const named = (keys: Record<string, string>): EntryWord[] =>
  Object.entries(keys).map(([name, key]) => ({ name: name.replace(/Key$/, ''), key }))

/** An entry's words from a builder of keys by id: `{ titleKey: 'items.shopLocal.title' }` gives the word `title`. */
export const worded = (entryWords: { namespace: string; keys: (id: string) => Record<string, string> }): EntryWords => ({
  namespace: entryWords.namespace,
  words: ({ id }) => named(entryWords.keys(id)),
})

/** The same, and one word per item of a list field of the entry (a plan's features), keyed by entry and item. */
export const wordedWithItems = (
  entryWords: { namespace: string; keys: (id: string) => Record<string, string> },
  field: string,
  itemKey: (id: string, item: string) => string,
): EntryWords => ({
  namespace: entryWords.namespace,
  words: (entry) => [
    ...named(entryWords.keys(entry.id)),
    ...(Array.isArray(entry[field]) ? (entry[field] as unknown[]) : [])
      .filter((item) => typeof item === 'string')
      .map((item) => ({ name: item, key: itemKey(entry.id, item), item })),
  ],
})
