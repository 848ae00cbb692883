import { Box, chakra } from '@chakra-ui/react'
import { useContentLabels } from '../shared/content-labels.ts'
import { useContentStore } from './content-store.ts'
import { useInterfaceText } from '../shared/interface-language.tsx'

/** The content's files, one view each: projects, plans, services… */
export function CollectionNav() {
  const t = useInterfaceText()
  const { titleOf } = useContentLabels()
  const { content, file: selected, choose: onSelect, unsavedFiles: unsaved } = useContentStore()
  const files = content?.files.map(({ file }) => file) ?? []
  return (
    <Box as="nav" aria-label={t('views.content')}>
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
              {titleOf(file)}
              {unsaved.has(file) ? ' •' : ''}
            </chakra.button>
          </li>
        ))}
      </Box>
    </Box>
  )
}
