import { Box, Flex, Input, Stack, Text, chakra } from '@chakra-ui/react'
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
  ['review', 'Needs review (English changed)', (string: ListedString) => string.state === 'stale'],
  ['missing', 'Missing', (string: ListedString) => string.state === 'new'],
  ['overLimit', 'Over its length limit', (string: ListedString) => string.overLimit],
  ['layout', 'Layout problem at 375 px', (string: ListedString) => string.layout],
  ['unsaved', 'Not saved yet', (string: ListedString) => string.unsaved],
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

interface StringListProps {
  strings: ListedString[]
  /** The strings that match the filters, in the list's order. */
  shown: ListedString[]
  /** Said beside the layout filter while its verdict is not complete yet. */
  layoutStatus: string | undefined
  filters: ListFilters
  onFilters: (filters: ListFilters) => void
  pageNames: Record<string, string>
  selected: string | undefined
  onSelect: (id: string) => void
  dir: 'ltr' | 'rtl'
}

/**
 * Every string of the language, filtered and searched in both languages, with how many strings each filter
 * finds; redrawn only when one of its props changes.
 */
export const StringList = memo(function StringList(props: StringListProps) {
  const { strings, shown, layoutStatus, filters, onFilters, pageNames, selected, onSelect, dir } = props
  const sections = [...new Set(strings.map(({ section }) => section))].sort()
  return (
    <Stack gap="2" minH="0" flex="1">
      <Input
        aria-label="Search in English and in the translation"
        placeholder="Search in English and in the translation"
        value={filters.search}
        onChange={(event) => onFilters({ ...filters, search: event.target.value })}
      />
      <Flex gap="2" wrap="wrap" fontSize="sm" role="group" aria-label="Show only">
        {checks.map(([name, label, has]) => (
          <chakra.label key={name} display="flex" gap="1" alignItems="center">
            <input type="checkbox" checked={filters[name]} onChange={(event) => onFilters({ ...filters, [name]: event.target.checked })} />
            {label} ({strings.filter(has).length})
          </chakra.label>
        ))}
        {layoutStatus && <Text color="gray.600">{layoutStatus}</Text>}
      </Flex>
      <Flex gap="2">
        <PlainSelect aria-label="Page" value={filters.page} onChange={(event) => onFilters({ ...filters, page: event.target.value })}>
          <option value="">All pages</option>
          {Object.entries(pageNames).map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </PlainSelect>
        <PlainSelect
          aria-label="Section"
          value={filters.section}
          onChange={(event) => onFilters({ ...filters, section: event.target.value })}
        >
          <option value="">All sections</option>
          {sections.map((section) => (
            <option key={section}>{section}</option>
          ))}
        </PlainSelect>
      </Flex>
      <Text fontSize="sm" role="status">
        {shown.length} of {strings.length} strings
      </Text>
      <Box as="ul" aria-label="Strings" overflowY="auto" flex="1" listStyleType="none">
        {shown.map((string) => (
          <StringRow key={string.id} string={string} selected={string.id === selected} onSelect={onSelect} dir={dir} />
        ))}
      </Box>
    </Stack>
  )
})
