import { Box, Flex, Input, Stack, Text, chakra } from '@chakra-ui/react'
import { useInterfaceText } from '../shared/interface-language.tsx'
import { memo } from 'react'
import type { ListedString } from './listed-string.ts'
import { PlainSelect } from '../shared/plain-select.tsx'
import { StringRow } from './string-row.tsx'

export interface ListFilters {
  search: string
  review: boolean
  missing: boolean
  overLimit: boolean
  layout: boolean
  unsaved: boolean
  page: string
  section: string
}

export const noFilters: ListFilters = {
  search: '',
  review: false,
  missing: false,
  overLimit: false,
  layout: false,
  unsaved: false,
  page: '',
  section: '',
}

const checks = [
  ['review', 'filters.review', (string: ListedString) => string.state === 'stale'],
  ['missing', 'filters.missing', (string: ListedString) => string.state === 'new'],
  ['overLimit', 'filters.overLimit', (string: ListedString) => string.overLimit],
  ['layout', 'filters.layout', (string: ListedString) => string.layout],
  ['unsaved', 'filters.unsaved', (string: ListedString) => string.unsaved],
] as const

export function matches(string: ListedString, filters: ListFilters): boolean {
  const search = filters.search.trim().toLocaleLowerCase()
  return (
    checks.every(([name, , has]) => !filters[name] || has(string)) &&
    (!filters.page || string.pages.includes(filters.page)) &&
    (!filters.section || string.section === filters.section) &&
    (!search || [string.id, string.english, string.shown ?? ''].some((text) => text.toLocaleLowerCase().includes(search)))
  )
}

/** The list's strings and what it says of them, one value that changes only when one of them does. */
export interface ListedStrings {
  strings: ListedString[]
  /** The strings that match the filters, in the list's order. */
  shown: ListedString[]
  /** Said beside the layout filter while its verdict is not complete yet. */
  layoutStatus: string | undefined
  pageNames: Record<string, string>
  dir: 'ltr' | 'rtl'
}

interface StringListProps {
  listed: ListedStrings
  filters: ListFilters
  onFilters: (filters: ListFilters) => void
  selected: string | undefined
  onSelect: (id: string) => void
}

/**
 * Every string of the language, filtered and searched in both languages, with how many strings each filter
 * finds; redrawn only when one of its props changes.
 */
export const StringList = memo(function StringList({ listed, filters, onFilters, selected, onSelect }: StringListProps) {
  const t = useInterfaceText()
  const { strings, shown, layoutStatus, pageNames, dir } = listed
  const sections = [...new Set(strings.map(({ section }) => section))].sort()
  return (
    <Stack gap="2" minH="0" flex="1">
      <Input
        aria-label={t('strings.search')}
        placeholder={t('strings.search')}
        value={filters.search}
        onChange={(event) => onFilters({ ...filters, search: event.target.value })}
      />
      <Flex gap="2" wrap="wrap" fontSize="sm" role="group" aria-label={t('strings.showOnly')}>
        {checks.map(([name, label, has]) => (
          <chakra.label key={name} display="flex" gap="1" alignItems="center">
            <input type="checkbox" checked={filters[name]} onChange={(event) => onFilters({ ...filters, [name]: event.target.checked })} />
            {t(label)} ({strings.filter(has).length})
          </chakra.label>
        ))}
        {layoutStatus && <Text color="gray.600">{layoutStatus}</Text>}
      </Flex>
      <Flex gap="2" wrap="wrap">
        <PlainSelect
          maxW="full"
          aria-label={t('strings.page')}
          value={filters.page}
          onChange={(event) => onFilters({ ...filters, page: event.target.value })}
        >
          <option value="">{t('strings.allPages')}</option>
          {Object.entries(pageNames).map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </PlainSelect>
        <PlainSelect
          maxW="full"
          aria-label={t('strings.section')}
          value={filters.section}
          onChange={(event) => onFilters({ ...filters, section: event.target.value })}
        >
          <option value="">{t('strings.allSections')}</option>
          {sections.map((section) => (
            <option key={section}>{section}</option>
          ))}
        </PlainSelect>
      </Flex>
      <Text fontSize="sm" role="status">
        {t('strings.count', { shown: shown.length, count: strings.length })}
      </Text>
      <Box as="ul" aria-label={t('views.strings')} overflowY="auto" flex="1" maxH={{ base: '50vh', md: 'none' }} listStyleType="none">
        {shown.map((string) => (
          <StringRow key={string.id} string={string} selected={string.id === selected} onSelect={onSelect} dir={dir} />
        ))}
      </Box>
    </Stack>
  )
})
