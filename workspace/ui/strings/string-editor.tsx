import { Box, Button, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react'
import { useInterfaceText } from '../shared/interface-language.tsx'
import { useStringsStore } from './strings-store.ts'
import { SuggestionList } from './suggestion-list.tsx'
import { FixTypography } from '../shared/fix-typography.tsx'
import { TextChecks } from '../shared/text-checks.tsx'
import { wordDiff } from './text-diff.ts'
import { useNoteWords } from './use-note-words.ts'

/** One string: its English (and, when stale, what changed in it), the PO export's notes, the translation and its checks. */
export function StringEditor() {
  const t = useInterfaceText()
  const store = useStringsStore()
  const { string, text, language, languageName, dir, reasons, warnings, layout, unsaved, message, onChange, onSave, onSaveAndNext } =
    store.editor!
  const noteWords = useNoteWords(store.listedStrings.pageNames)
  return (
    <Stack gap="3" as="section" aria-label={t('editor.label')}>
      <Heading as="h2" size="md">
        {string.id}
      </Heading>
      <Box role="group" aria-label={t('editor.english')}>
        <Text fontSize="sm" color="gray.600">
          {t('editor.english')}
        </Text>
        <Text>{string.english}</Text>
      </Box>
      {string.state === 'stale' && string.previousEnglish !== undefined && (
        <Box role="group" aria-label={t('editor.englishBefore')} bg="orange.50" p="2" rounded="sm">
          <Text fontSize="sm" color="gray.600">
            {t('editor.changed')}
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
      <Box as="ul" aria-label={t('editor.notes')} fontSize="sm" color="gray.700" ps="4">
        {string.notes.map((note) => {
          const worded = noteWords(note)
          return <li key={worded}>{worded}</li>
        })}
      </Box>
      <SuggestionList suggestions={string.suggestions} onUse={onChange} />
      <Textarea
        aria-label={t('editor.translation', { language: languageName })}
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
          {t('editor.save')}
        </Button>
        <Text fontSize="sm">{unsaved ? t('editor.unsaved') : ''}</Text>
      </Flex>
      <Text fontSize="xs" color="gray.600">
        {t('editor.keys')}
      </Text>
      {message && (
        <Text role="alert" fontSize="sm">
          {message}
        </Text>
      )}
    </Stack>
  )
}
