import { Box, Button, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react'
import type { LayoutProblem } from '../shared/find-layout-problems.ts'
import type { WorkspaceString } from '../../server/workspace-strings.ts'
import { SuggestionList } from './suggestion-list.tsx'
import { FixTypography } from '../shared/fix-typography.tsx'
import { TextChecks } from '../shared/text-checks.tsx'
import { wordDiff } from './text-diff.ts'

interface StringEditorProps {
  string: WorkspaceString
  text: string
  /** The language translated into, whose typography the fix applies. */
  language: string
  languageName: string
  dir: 'ltr' | 'rtl'
  /** What the locale check says of `text`, as it is typed. */
  reasons: string[]
  /** The same English translated otherwise elsewhere: said, not refused. */
  warnings: string[]
  /** What the layout check found at 375 px for this string, on each page it shows on. */
  layout: { page: string; problem: LayoutProblem }[]
  unsaved: boolean
  message: string | undefined
  onChange: (text: string) => void
  onSave: () => void
  onSaveAndNext: () => void
}

/** One string: its English (and, when stale, what changed in it), the PO export's notes, the translation and its checks. */
export function StringEditor(props: StringEditorProps) {
  const { string, text, language, languageName, dir, reasons, warnings, layout, unsaved, message, onChange, onSave, onSaveAndNext } = props
  return (
    <Stack gap="3" as="section" aria-label="Editor">
      <Heading as="h2" size="md">
        {string.id}
      </Heading>
      <Box role="group" aria-label="English">
        <Text fontSize="sm" color="gray.600">
          English
        </Text>
        <Text>{string.english}</Text>
      </Box>
      {string.state === 'stale' && string.previousEnglish !== undefined && (
        <Box role="group" aria-label="English when it was translated" bg="orange.50" p="2" rounded="sm">
          <Text fontSize="sm" color="gray.600">
            Needs review: the English changed since it was translated. The change:
          </Text>
          <Text>
            {wordDiff(string.previousEnglish, string.english).map((part, index) =>
              part.kind === 'same' ? (
                <span key={index}>{part.text}</span>
              ) : part.kind === 'removed' ? (
                <Box as="del" key={index} bg="red.100">
                  {part.text}
                </Box>
              ) : (
                <Box as="ins" key={index} bg="green.100">
                  {part.text}
                </Box>
              ),
            )}
          </Text>
        </Box>
      )}
      <Box as="ul" aria-label="Notes" fontSize="sm" color="gray.700" ps="4">
        {string.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </Box>
      <SuggestionList suggestions={string.suggestions} onUse={onChange} />
      <Textarea
        aria-label={`Translation (${languageName})`}
        dir={dir}
        value={text}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault()
            onSaveAndNext()
          }
        }}
      />
      <TextChecks reasons={reasons} warnings={warnings} layout={layout} />
      <FixTypography language={language} text={text} onFix={onChange} />
      <Flex gap="2" align="center">
        <Button colorPalette="orange" onClick={onSave}>
          Save
        </Button>
        <Text fontSize="sm">{unsaved ? 'Not saved yet (kept in this browser)' : ''}</Text>
      </Flex>
      <Text fontSize="xs" color="gray.600">
        Ctrl+Enter saves and opens the next string of the list; Alt+↓ and Alt+↑ move through the list.
      </Text>
      {message && (
        <Text role="alert" fontSize="sm">
          {message}
        </Text>
      )}
    </Stack>
  )
}
