import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { studioStats } from '../../content/claims'

/**
 * Headline figures as a description list: the value large, its meaning below. The label comes first in
 * the markup, as a description list wants; the reversed column shows it below, aligned to the top.
 */
export function StatsGrid({ stats, columns = 4 }: { stats: { value: string; label: string }[]; columns?: number }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: columns }} gap="6">
      {stats.map(({ value, label }) => (
        <Box key={label} display="flex" flexDirection="column-reverse" justifyContent="flex-end" textAlign="center" padding="4" bg="white" borderRadius="lg" borderWidth="1px" borderColor="gray.200">
          <Text as="dt" color="gray.700" fontSize="sm">
            {label}
          </Text>
          <Text as="dd" fontSize="3xl" fontWeight="bold" color="teal.800">
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  )
}

type StudioStat = keyof typeof studioStats

/** The studio's figures ("50+", "100+", "5+", "24/7", numbers in the page's language) with the page's labels. */
export function StudioStatsGrid({ labels, columns }: { labels: Record<StudioStat, string>; columns?: number }) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  const atLeast = (value: number) => t('figures.atLeast', { value: number.format(value) })
  const values: Record<StudioStat, string> = {
    clients: atLeast(studioStats.clients),
    projects: atLeast(studioStats.projects),
    years: atLeast(studioStats.years),
    support: t('figures.roundTheClock', { hours: number.format(studioStats.support.hours), days: number.format(studioStats.support.days) }),
  }
  const order: StudioStat[] = ['clients', 'projects', 'years', 'support']
  return <StatsGrid columns={columns} stats={order.map((stat) => ({ value: values[stat], label: labels[stat] }))} />
}
