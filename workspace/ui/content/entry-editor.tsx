import { Heading, Stack, Text } from '@chakra-ui/react'
import { useContentLabels } from '../shared/content-labels.ts'
import { useContentStore } from './content-store.ts'
import { nameRefusal } from './entry-names.ts'
import { useInterfaceText } from '../shared/interface-language.tsx'
import { FactField } from './fact-field.tsx'
import { NameField } from './name-field.tsx'
import type { JsonSchema } from './schema-node.ts'
import { useKindName } from './use-kind-name.ts'
import { WordField } from './word-field.tsx'
import { useWordsContext } from './words-context.ts'

type Entry = { id: string } & Record<string, unknown>

interface EntryEditorProps {
  list: string
  index: number
  entry: Entry
}

/** One entry: its id, its facts in fitting controls, then its words in English and in the language translated. */
export function EntryEditor({ list, index, entry }: EntryEditorProps) {
  const t = useInterfaceText()
  const { wordLabelOf } = useContentLabels()
  const { words } = useWordsContext()
  const { view } = useContentStore()
  const one = view.groups.find((group) => group.list === list)?.one ?? 'entry'
  const kind = useKindName()(one)
  const schema = (view.schema.properties![list]!.items ?? {}) as JsonSchema
  const isNew = !view.savedEntry(list, entry.id)
  const owners = view.ownersOf(list, index)
  const { words: wordsOf, namespace } = view.wordsOfList(list)
  const onChange = (changed: Entry) =>
    view.setList(
      list,
      view.entriesOf(list).map((old, at) => (at === index ? changed : old)),
    )
  const entryWords = wordsOf(entry)
  return (
    <Stack as="section" aria-label={t('entry.label')} gap="3">
      <Heading as="h2" size="md">
        {kind.charAt(0).toUpperCase() + kind.slice(1)} {entry.id}
      </Heading>
      {isNew ? (
        <NameField
          label={t('entry.name')}
          name={entry.id}
          refusalOf={(name) =>
            nameRefusal(
              name,
              wordsOf({ ...entry, id: name }).map(({ key }) => `${namespace}:${key}`),
              owners,
              kind,
            )
          }
          onRename={(name) => {
            const renamed = { ...entry, id: name }
            const after = wordsOf(renamed)
            const moves = entryWords.map(({ key }, at) => [`${namespace}:${key}`, `${namespace}:${after[at]!.key}`] as const)
            if (words.rename(moves)) onChange(renamed)
          }}
        />
      ) : (
        <Text fontSize="sm" color="gray.600">
          {t('entry.saved', { id: entry.id })}
        </Text>
      )}
      {Object.entries(schema.properties ?? {})
        .filter(([name]) => name !== 'id')
        .map(([name, field]) => (
          <FactField
            key={name}
            field={{ name, path: [list, index, name], schema: field }}
            value={entry[name]}
            onChange={(value) => onChange({ ...entry, [name]: value })}
          />
        ))}
      {entryWords.some(({ item }) => item === undefined) && (
        <Heading as="h3" size="sm">
          {t('entry.words')}
        </Heading>
      )}
      {entryWords
        .filter(({ item }) => item === undefined)
        .map(({ name, key }) => (
          <WordField key={key} id={`${namespace}:${key}`} label={wordLabelOf(name)} />
        ))}
    </Stack>
  )
}
