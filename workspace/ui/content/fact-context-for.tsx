import { defaultLanguage } from '../../../src/i18n/languages.ts'
import type { FieldMeta } from '../../../src/content/schemas.ts'
import { collectionOf } from '../../../src/content/collections.ts'
import type { ContentFile } from '../../server/workspace-content.ts'
import type { Choice, FactContext } from './fact-context.ts'
import { FeatureList } from './feature-list.tsx'
import { PhotoField } from './photo-field.tsx'
import type { Entry, useContentFile } from './use-content-file.ts'
import type { ContentWords } from './use-content-words.ts'
import type { ContentProblem } from '../../api.ts'

type Reference = NonNullable<FieldMeta['references']>

/** What a field that names another collection's entries may be: each entry's value, with its English name (a category's). */
export function referenceChoices(files: readonly ContentFile[] | undefined, words: ContentWords) {
  return ({ collection, list, field }: Reference): Choice[] => {
    const file = `${collection}.json`
    const data = files?.find((candidate) => candidate.file === file)?.data as Record<string, Entry[] | undefined> | undefined
    const worded = collectionOf(file)?.lists.find((candidate) => candidate.list === list)
    return (data?.[list] ?? []).map((entry) => {
      const first = worded?.words(entry)[0]
      const name = first ? words.textOf(`${worded.namespace}:${first.key}`, defaultLanguage) : ''
      return { value: String(entry[field]), label: `${name || entry.id} (${String(entry[field])})` }
    })
  }
}

interface FactContextInputs {
  problems: ContentProblem[]
  choicesOf: FactContext['choicesOf']
  view: ReturnType<typeof useContentFile>
  /** A finding's reason in the interface's language. */
  wordOf: (problem: ContentProblem) => string
}

const samePath = (path: readonly PropertyKey[] | undefined, at: readonly PropertyKey[]) =>
  path?.length === at.length && path.every((part, index) => part === at[index])

/** What the facts' controls of a file share: the check's findings by path, the choices of references, the controls of their own. */
export function factContextFor({ problems, choicesOf, view, wordOf }: FactContextInputs): FactContext {
  return {
    problemsAt: (at) => problems.filter(({ path }) => samePath(path, at)).map(wordOf),
    choicesOf,
    customControl: (schema, at, value, onChange) => {
      if (schema.control === 'photo') return <PhotoField path={at} value={value} onChange={onChange} />
      const [list, index] = at
      if (schema.control !== 'itemWords' || typeof list !== 'string' || typeof index !== 'number') return undefined
      const entry = view.entriesOf(list)[index]!
      const { namespace, words } = view.wordsOfList(list)
      const field = at.at(-1)!
      // An item's words, as the entry would have them with the item in its list.
      const itemId = (item: string) =>
        `${namespace}:${words({ ...entry, [field]: [item] }).find((word) => word.item === item)?.key ?? item}`
      return (
        <FeatureList
          itemId={itemId}
          path={at}
          features={Array.isArray(value) ? (value as string[]) : []}
          saved={(view.savedEntry(list, entry.id)?.[String(field)] as string[] | undefined) ?? []}
          onChange={onChange}
        />
      )
    },
  }
}
