import { Box, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { Project } from '../../content/projects.ts'

export function ProjectDetails({ project }: { project: Project }) {
  const { t } = useTranslation('projects')
  const rows = [
    { label: t('card.problem'), value: t(project.problemKey) },
    { label: t('card.solution'), value: t(project.solutionKey) },
    { label: t('card.results'), value: t(project.resultsKey), emphasis: true },
    { label: t('card.client'), value: t(project.clientKey) },
  ]
  return (
    <Box as="dl" display="grid" gap="3" fontSize="sm">
      {rows.map(({ label, value, emphasis }) => (
        <div key={label}>
          <Text as="dt" fontWeight="semibold" color="gray.900">
            {label}
          </Text>
          <Text as="dd" color={emphasis ? 'teal.800' : 'gray.700'} fontWeight={emphasis ? 'medium' : undefined}>
            {value}
          </Text>
        </div>
      ))}
    </Box>
  )
}
