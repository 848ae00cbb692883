import { Badge, Box, Button, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useContentStore } from './content-store.ts'
import { useContentLabels } from '../shared/content-labels.ts'
import { useInterfaceText, useLanguageName } from '../shared/interface-language.tsx'
import { ItemButtons } from './list-field.tsx'
import { useKindName } from './use-kind-name.ts'

/** An entry as the list shows it: its id, its first English word, and what is not done yet. */
interface ListedEntry {
  id: string
  label: string
  unsaved: boolean
  /** The language whose words it lacks: it waits for their translation. */
  waitingFor: string | undefined
}

export interface EntryListGroup {
  list: string
  title: string
  one: string
  entries: ListedEntry[]
}

export type Selection = { list: string; index: number } | undefined

/** A file's lists of entries, each entry with buttons to open, move, duplicate and remove it, and one to add one. */
export function EntryList() {
  const t = useInterfaceText()
  const { titleOf } = useContentLabels()
  const languageName = useLanguageName()
  const kindName = useKindName()
  const { view, words, file, selection: selected, setSelection, open: onSelect } = useContentStore()
  const { groups } = view
  // The file has facts of its own besides its lists (the studio's answers): they are a choice of the list too.
  const details = view.details.length && view.listNames.length ? t('list.facts', { title: titleOf(file) }) : undefined
  const onAdd = (list: string) => setSelection({ list, index: view.add(list) })
  const onDuplicate = (list: string, index: number) => setSelection({ list, index: view.duplicate(list, index) })
  /** A change of the list's order or length, a move or a removal; a new entry removed takes its words' drafts with it. */
  const onChange = (list: string, change: <Item>(entries: Item[]) => Item[], next: Selection) => {
    const after = change(view.entriesOf(list))
    const removed = view.entriesOf(list).filter((entry) => !after.includes(entry) && !view.savedEntry(list, entry.id))
    words.drop(removed.flatMap((entry) => view.idsOf(list, entry)))
    view.setList(list, after)
    setSelection(next)
  }
  const chosen = (list: string | undefined, index?: number) =>
    list === undefined ? selected === undefined : selected?.list === list && selected.index === index
  return (
    <Stack gap="3" overflowY="auto" minH="0" flex="1" maxH={{ base: '50vh', md: 'none' }}>
      {details && (
        <EntryButton current={chosen(undefined)} onClick={() => onSelect(undefined)} flex="none">
          {details}
        </EntryButton>
      )}
      {groups.map(({ list, title, one: kind, entries }) => {
        const one = kindName(kind)
        const labelAt = (index: number) => `${one} ${entries[index]?.id ?? ''}`
        return (
          <Box key={list} as="section" aria-label={title}>
            <Heading as="h2" size="sm" mb="1">
              {title}
            </Heading>
            <Box as="ol" aria-label={title} listStyleType="none">
              {entries.map((entry, index) => (
                <Flex
                  as="li"
                  key={`${entry.id}-${entries.slice(0, index).filter(({ id }) => id === entry.id).length}`}
                  gap="1"
                  align="center"
                  borderBottomWidth="1px"
                >
                  <EntryButton current={chosen(list, index)} onClick={() => onSelect({ list, index })}>
                    <Text as="span" fontSize="xs" color="gray.600" display="block">
                      {entry.id}
                    </Text>
                    {entry.label || '—'}
                    <Flex as="span" gap="1">
                      {entry.unsaved && <Badge colorPalette="blue">{t('list.notSaved')}</Badge>}
                      {entry.waitingFor && (
                        <Badge colorPalette="orange">{t('checks.waiting', { language: languageName(entry.waitingFor) })}</Badge>
                      )}
                    </Flex>
                  </EntryButton>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t('list.duplicate', { entry: labelAt(index) })}
                    onClick={() => onDuplicate(list, index)}
                  >
                    {t('list.copy')}
                  </Button>
                  <ItemButtons
                    labelAt={labelAt}
                    index={index}
                    count={entries.length}
                    onChange={(change) => onChange(list, change, selectionAfter(selected, list, index, change, entries.length))}
                  />
                </Flex>
              ))}
            </Box>
            <Button size="sm" variant="outline" mt="1" onClick={() => onAdd(list)}>
              {t('list.add', { one })}
            </Button>
          </Box>
        )
      })}
    </Stack>
  )
}

/** The entry still open after a move or a removal: the same entry, wherever it went. */
function selectionAfter(
  selected: Selection,
  list: string,
  index: number,
  change: <Item>(entries: Item[]) => Item[],
  count: number,
): Selection {
  if (selected?.list !== list) return selected
  const places = change(Array.from({ length: count }, (_, at) => at))
  const at = places.indexOf(selected.index)
  return at === -1 ? (index === selected.index ? undefined : selected) : { list, index: at }
}

function EntryButton({
  current,
  onClick,
  children,
  flex = '1',
}: {
  current: boolean
  onClick: () => void
  children: ReactNode
  flex?: string
}) {
  return (
    <chakra.button
      type="button"
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
      textAlign="start"
      flex={flex}
      p="2"
      bg={current ? 'orange.100' : undefined}
      _hover={{ bg: 'gray.100' }}
    >
      {children}
    </chakra.button>
  )
}
