import { Heading, Stack, Text } from '@chakra-ui/react'
import type { EntryWord } from '../../../src/content/entry-words.ts'
import { labelOf, wordLabels } from './content-labels.ts'
import { nameRefusal, type NameOwners } from './entry-names.ts'
import { FactField } from './fact-field.tsx'
import { NameField } from './name-field.tsx'
import type { JsonSchema } from './schema-node.ts'
import { WordField } from './word-field.tsx'
import { useWordsContext } from './words-context.ts'

type Entry = { id: string } & Record<string, unknown>

interface EntryEditorProps {
  /** What one entry of its list is called: “project”. */
  one: string
  list: string
  index: number
  entry: Entry
  /** The entry's schema: one control per field. */
  schema: JsonSchema
  /** Its id is not in the file yet: it may still be renamed (its words go with it). */
  isNew: boolean
  /** The names and words of the file that are someone else's: a new entry may not take them. */
  owners: NameOwners
  /** The words of an entry, from src/content/words.ts; a word of an item (a plan's feature) is edited with the item. */
  wordsOf: (entry: Entry) => EntryWord[]
  namespace: string
  onChange: (entry: Entry) => void
}

/** One entry: its id, its facts in fitting controls, then its words in English and in the language translated. */
export function EntryEditor({ one, list, index, entry, schema, isNew, owners, wordsOf, namespace, onChange }: EntryEditorProps) {
  const { words } = useWordsContext()
  const entryWords = wordsOf(entry)
  return (
    <Stack as="section" aria-label="Entry" gap="3">
      <Heading as="h2" size="md">
        {one.charAt(0).toUpperCase() + one.slice(1)} {entry.id}
      </Heading>
      {isNew ? (
        <NameField
          label="Its name in the files (letters and digits, starting lowercase, such as solarGrid)"
          name={entry.id}
          refusalOf={(name) =>
            nameRefusal(
              name,
              wordsOf({ ...entry, id: name }).map(({ key }) => `${namespace}:${key}`),
              owners,
              one,
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
          Saved as {entry.id} in the files; its words are named after it.
        </Text>
      )}
      {Object.entries(schema.properties ?? {})
        .filter(([name]) => name !== 'id')
        .map(([name, field]) => (
          <FactField
            key={name}
            name={name}
            path={[list, index, name]}
            schema={field}
            value={entry[name]}
            onChange={(value) => onChange({ ...entry, [name]: value })}
          />
        ))}
      {entryWords.some(({ item }) => item === undefined) && (
        <Heading as="h3" size="sm">
          Its words
        </Heading>
      )}
      {entryWords
        .filter(({ item }) => item === undefined)
        .map(({ name, key }) => (
          <EntryWordField key={key} id={`${namespace}:${key}`} label={wordLabels[name] ?? labelOf(name)} />
        ))}
    </Stack>
  )
}

/** A word of an entry or of one of its items, wired to the drafts, the checks and the preview. */
export function EntryWordField({ id, label }: { id: string; label: string }) {
  const { words, languages, layoutOf, onFocus } = useWordsContext()
  return (
    <WordField
      id={id}
      label={label}
      languages={languages}
      textOf={(language) => words.textOf(id, language)}
      onChange={(language, text) => words.edit(id, language, text)}
      layoutOf={(language) => layoutOf(id, language)}
      onFocus={() => onFocus(id)}
    />
  )
}
