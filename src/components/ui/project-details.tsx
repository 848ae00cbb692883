import { Box, chakra, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Project } from '../../content/projects.ts'
import { ChevronDownIcon } from './icons.tsx'

function Detail({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <div>
      <Text as="dt" fontWeight="semibold" color="gray.900">
        {label}
      </Text>
      <Text as="dd" color={emphasis ? 'teal.800' : 'gray.700'} fontWeight={emphasis ? 'medium' : undefined}>
        {value}
      </Text>
    </div>
  )
}

/** The result in view; the challenge, the solution and the stack, the case's long story, a tap away. */
export function ProjectDetails({ project, technologies }: { project: Project; technologies: ReactNode }) {
  const { t } = useTranslation('projects')
  return (
    <Box display="grid" gap="3" fontSize="sm">
      <Box as="dl" display="grid" gap="3">
        <Detail label={t('card.results')} value={t(project.resultsKey)} emphasis />
      </Box>
      <chakra.details css={{ '&[open] .case-chevron': { transform: 'rotate(180deg)' } }}>
        <Box
          as="summary"
          display="flex"
          alignItems="center"
          gap="1"
          minHeight="6"
          width="fit-content"
          cursor="pointer"
          fontWeight="semibold"
          color="teal.800"
          listStyleType="none"
          borderRadius="sm"
          _focusVisible={{ outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
          css={{ '&::-webkit-details-marker': { display: 'none' } }}
        >
          {t('card.story')}
          <ChevronDownIcon className="case-chevron" boxSize="4" flexShrink={0} transition="transform 0.2s" />
        </Box>
        <Box as="dl" display="grid" gap="3" marginTop="2">
          <Detail label={t('card.problem')} value={t(project.problemKey)} />
          <Detail label={t('card.solution')} value={t(project.solutionKey)} />
        </Box>
        {technologies}
      </chakra.details>
    </Box>
  )
}
