import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { collectionOf } from '../../../src/content/collections.ts'
import { labelOf } from './content-labels.ts'
import { EntryEditor } from './entry-editor.tsx'
import type { Selection } from './entry-list.tsx'
import { FactField } from './fact-field.tsx'
import type { JsonSchema } from './schema-node.ts'
import type { SaveMessage } from './use-content-save.ts'
import type { useContentFile } from './use-content-file.ts'
import type { ContentProblem } from '../../api.ts'

interface ContentEditorProps {
  view: ReturnType<typeof useContentFile>
  data: Record<string, unknown>
  setData: (data: Record<string, unknown>) => void
  selection: Selection
  problems: ContentProblem[]
  unsaved: boolean
  saving: boolean
  message: SaveMessage | undefined
  onSave: () => void
  onDiscard: () => void
}

/** The entry chosen, or the file's own facts; the content check's findings on them as typed; Save and Discard. */
export function ContentEditor({
  view,
  data,
  setData,
  selection,
  problems,
  unsaved,
  saving,
  message,
  onSave,
  onDiscard,
}: ContentEditorProps) {
  const entries = selection ? view.entriesOf(selection.list) : []
  const entry = selection ? entries[selection.index] : undefined
  const worded = selection ? view.wordsOfList(selection.list) : undefined
  return (
    <Stack gap="4">
      {selection && entry && worded ? (
        <EntryEditor
          one={view.groups.find(({ list }) => list === selection.list)?.one ?? 'entry'}
          list={selection.list}
          index={selection.index}
          entry={entry}
          schema={(view.schema.properties![selection.list]!.items ?? {}) as JsonSchema}
          isNew={!view.savedEntry(selection.list, entry.id)}
          owners={view.ownersOf(selection.list, selection.index)}
          wordsOf={worded.words}
          namespace={worded.namespace}
          onChange={(changed) =>
            view.setList(
              selection.list,
              entries.map((old, at) => (at === selection.index ? changed : old)),
            )
          }
        />
      ) : view.details.length ? (
        <Stack as="section" aria-label="Facts" gap="3">
          <Heading as="h2" size="md">
            {collectionOf(view.file)?.title ?? view.file}
          </Heading>
          {view.details.map((name) => (
            <FactField
              key={name}
              name={name}
              label={labelOf(name)}
              path={[name]}
              schema={view.schema.properties![name]!}
              value={data[name]}
              onChange={(value) => setData({ ...data, [name]: value })}
            />
          ))}
        </Stack>
      ) : (
        <Text>Choose an entry in the list, or add one.</Text>
      )}
      <Box role="status" aria-label="Checks of the file" fontSize="sm">
        {problems.length === 0 ? (
          <Text color="green.700">The content check finds no problem in {view.file}.</Text>
        ) : (
          <Box as="ul" ps="4" color="red.700">
            {problems.map(({ file, key, reason }) => (
              <li key={`${key}${reason}`}>
                {file}
                {key ? ` › ${key}` : ''}: {reason}
              </li>
            ))}
          </Box>
        )}
      </Box>
      <Flex gap="2" align="center" wrap="wrap">
        <Button colorPalette="orange" onClick={onSave} disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="outline" onClick={onDiscard} disabled={!unsaved || saving}>
          Discard changes
        </Button>
        <Text fontSize="sm">{unsaved ? `Changes to ${view.file} not saved yet (kept in this browser)` : ''}</Text>
      </Flex>
      {message && (
        <Box role="alert" fontSize="sm">
          <Text>{message.text}</Text>
          {message.reasons.length > 0 && (
            <Box as="ul" ps="4" color="red.700">
              {message.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Stack>
  )
}
