import { Box, chakra } from '@chakra-ui/react'
import { collectionOf } from '../../../src/content/collections.ts'

interface CollectionNavProps {
  files: string[]
  selected: string
  onSelect: (file: string) => void
  /** Files with changes not saved. */
  unsaved: ReadonlySet<string>
}

/** The content's files, one view each: projects, plans, services… */
export function CollectionNav({ files, selected, onSelect, unsaved }: CollectionNavProps) {
  return (
    <Box as="nav" aria-label="Content">
      <Box as="ul" display="flex" flexWrap="wrap" gap="1" listStyleType="none">
        {files.map((file) => (
          <li key={file}>
            <chakra.button
              type="button"
              aria-current={file === selected ? 'page' : undefined}
              onClick={() => onSelect(file)}
              px="2"
              py="1"
              fontSize="sm"
              rounded="sm"
              borderWidth="1px"
              bg={file === selected ? 'orange.100' : undefined}
              _hover={{ bg: 'gray.100' }}
            >
              {collectionOf(file)?.title ?? file}
              {unsaved.has(file) ? ' •' : ''}
            </chakra.button>
          </li>
        ))}
      </Box>
    </Box>
  )
}
