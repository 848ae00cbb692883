import { Badge, Flex, Text, chakra } from '@chakra-ui/react'
import { useInterfaceText } from '../shared/interface-language.tsx'
import { memo } from 'react'
import type { ListedString } from './listed-string.ts'

interface StringRowProps {
  string: ListedString
  selected: boolean
  onSelect: (id: string) => void
  dir: 'ltr' | 'rtl'
}

/** One string of the list; redrawn only when what it shows changes, so typing does not redraw hundreds of rows. */
export const StringRow = memo(
  function StringRow({ string, selected, onSelect, dir }: StringRowProps) {
    const t = useInterfaceText()
    return (
      <li>
        <chakra.button
          type="button"
          aria-current={selected ? 'true' : undefined}
          onClick={() => onSelect(string.id)}
          textAlign="start"
          width="full"
          p="2"
          borderBottomWidth="1px"
          bg={selected ? 'orange.100' : undefined}
          _hover={{ bg: 'gray.100' }}
        >
          <Text fontSize="xs" color="gray.600">
            {string.id}
          </Text>
          <Text fontSize="sm">{string.english}</Text>
          <Text fontSize="sm" fontWeight="medium" dir={dir}>
            {string.shown ?? '—'}
          </Text>
          <Flex gap="1" wrap="wrap">
            {string.state === 'stale' && <Badge colorPalette="orange">{t('row.review')}</Badge>}
            {string.state === 'new' && <Badge colorPalette="red">{t('row.missing')}</Badge>}
            {string.overLimit && <Badge colorPalette="red">{t('row.overLimit')}</Badge>}
            {string.layout && <Badge colorPalette="purple">{t('row.layout')}</Badge>}
            {string.unsaved && <Badge colorPalette="blue">{t('row.unsaved')}</Badge>}
          </Flex>
        </chakra.button>
      </li>
    )
  },
  (before, after) =>
    before.selected === after.selected &&
    before.dir === after.dir &&
    before.onSelect === after.onSelect &&
    (['id', 'english', 'shown', 'state', 'overLimit', 'layout', 'unsaved'] as const).every(
      (field) => before.string[field] === after.string[field],
    ),
)
