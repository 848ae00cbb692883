import * as words from '../../src/content/words.ts'

/** One word of an entry: its role (`title`), its full key, and for a word of an item of the entry (a plan's feature), that item. */
interface EntryWord {
  name: string
  key: string
  item?: string
}

type Entry = { id: string } & Record<string, unknown>

/** A list of a data file whose entries have words of their own, and where they live. */
export interface WordedList {
  /** The list's name in the file: `projects` in projects.json. */
  list: string
  namespace: string
  words: (entry: Entry) => EntryWord[]
}

const named = (keys: Record<string, string>): EntryWord[] =>
  Object.entries(keys).map(([name, key]) => ({ name: name.replace(/Key$/, ''), key }))

const worded = (list: string, entryWords: { namespace: string; keys: (id: string) => Record<string, string> }): WordedList => ({
  list,
  namespace: entryWords.namespace,
  words: ({ id }) => named(entryWords.keys(id)),
})

/**
 * Per file of src/content/data/, the lists whose entries have words, and the keys of each entry's words, from
 * src/content/words.ts. The content check, the locale check and the workspace all name words through it.
 */
export const wordedLists: Record<string, WordedList[]> = {
  'projects.json': [worded('projects', words.projectWords)],
  'categories.json': [worded('categories', words.categoryWords)],
  'plans.json': [
    {
      list: 'plans',
      namespace: words.planWords.namespace,
      words: (plan) => [
        ...named(words.planWords.keys(plan.id)),
        ...(Array.isArray(plan.features) ? (plan.features as unknown[]) : [])
          .filter((feature) => typeof feature === 'string')
          .map((feature) => ({ name: feature, key: words.planWords.featureKey(plan.id, feature), item: feature })),
      ],
    },
  ],
  'services.json': [worded('services', words.serviceWords)],
  'testimonials.json': [worded('home', words.testimonialWords.home), worded('quote', words.testimonialWords.quote)],
  'faqs.json': [worded('faqs', words.faqWords)],
  'team.json': [worded('members', words.memberWords)],
  'about.json': [
    worded('story', words.aboutWords.story),
    worded('values', words.aboutWords.values),
    worded('offerings', words.aboutWords.offerings),
  ],
  'beside-forms.json': [worded('contact', words.besideFormWords.contact), worded('quote', words.besideFormWords.quote)],
  'studio.json': [worded('paymentMethods', words.paymentMethodWords)],
}

/** The keys of every word of every entry of a file's data, as `namespace:key`. */
export function wordIdsOf(file: string, data: unknown): string[] {
  const record = (data ?? {}) as Record<string, unknown>
  return (wordedLists[file] ?? []).flatMap(({ list, namespace, words }) =>
    Array.isArray(record[list])
      ? (record[list] as unknown[])
          .filter((entry): entry is Entry => typeof (entry as Entry | null)?.id === 'string')
          .flatMap((entry) => words(entry).map(({ key }) => `${namespace}:${key}`))
      : [],
  )
}
