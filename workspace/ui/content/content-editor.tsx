import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useContentLabels } from '../shared/content-labels.ts'
import { useContentStore } from './content-store.ts'
import { EntryEditor } from './entry-editor.tsx'
import { FactField } from './fact-field.tsx'
import type { ContentProblem, WordProblem } from '../../api.ts'
import { useInterfaceText } from '../shared/interface-language.tsx'
import { useReasonWords } from '../shared/use-reason-words.ts'
import { usePlaceNames } from './use-place-names.ts'

/** The entry chosen, or the file's own facts; the content check's findings on them as typed; Save and Discard. */
export function ContentEditor() {
  const t = useInterfaceText()
  const { labelOf, titleOf } = useContentLabels()
  const { view, data, setData, selection, problems, wordProblems, unsaved, save, discard } = useContentStore()
  const entry = selection ? view.entriesOf(selection.list)[selection.index] : undefined
  return (
    <Stack gap="4">
      {selection && entry ? (
        <EntryEditor list={selection.list} index={selection.index} entry={entry} />
      ) : view.details.length && data ? (
        <Stack as="section" aria-label={t('content.facts')} gap="3">
          <Heading as="h2" size="md">
            {titleOf(view.file)}
          </Heading>
          {view.details.map((name) => (
            <FactField
              key={name}
              field={{ name, label: labelOf(name), path: [name], schema: view.schema.properties![name]! }}
              value={data[name]}
              onChange={(value) => setData({ ...data, [name]: value })}
            />
          ))}
        </Stack>
      ) : (
        <Text>{t('content.chooseEntry')}</Text>
      )}
      <Box role="status" aria-label={t('content.checksOfFile')} fontSize="sm">
        {problems.length === 0 && wordProblems.length === 0 ? (
          <Text color="green.700">{t('content.checkClean', { file: view.file })}</Text>
        ) : (
          <Findings problems={problems} words={wordProblems} />
        )}
      </Box>
      <Flex gap="2" align="center" wrap="wrap">
        <Button colorPalette="orange" onClick={save.save} disabled={save.saving}>
          {save.saving ? t('content.saving') : t('content.save')}
        </Button>
        <Button variant="outline" onClick={discard} disabled={!unsaved || save.saving}>
          {t('content.discard')}
        </Button>
        <Text fontSize="sm">{unsaved ? t('content.unsaved', { file: view.file }) : ''}</Text>
      </Flex>
      {save.message && (
        <Box role="alert" fontSize="sm">
          <Text>{save.message.text}</Text>
          {save.message.problems.length + save.message.words.length > 0 && (
            <Findings problems={save.message.problems} words={save.message.words} />
          )}
        </Box>
      )}
    </Stack>
  )
}

/** The check's findings, each where the owner finds it (the entry and the field's label) and why; the file's path and the key for a developer, on hover. */
function Findings({ problems, words }: { problems: ContentProblem[]; words: WordProblem[] }) {
  const t = useInterfaceText()
  const wordOf = useReasonWords()
  const { placeOf, wordPlaceOf, technicalOf } = usePlaceNames()
  const { wordsContext } = useContentStore()
  const nameOf = (code: string) => wordsContext.languages.find((language) => language.code === code)?.nativeName ?? code
  return (
    <Box as="ul" ps="4" color="red.700">
      {problems.map((problem) => (
        <li key={`${problem.key}${problem.reason}`} title={problem.file ? technicalOf(problem) : undefined}>
          {problem.file ? t('content.problem', { place: placeOf(problem), reason: wordOf(problem) }) : wordOf(problem)}
        </li>
      ))}
      {words.map((problem) => (
        <li key={`${problem.id}${problem.language}${problem.reason}`} title={problem.id}>
          {t('content.wordProblem', { place: wordPlaceOf(problem.id), language: nameOf(problem.language), reason: wordOf(problem) })}
        </li>
      ))}
    </Box>
  )
}
