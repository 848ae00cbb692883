import { Box, Flex, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { studioFigures } from '../../content/studio-figures.ts'
import { claims } from '../../content/studio.ts'
import { formatNumber } from '../../i18n/format.ts'

/** A figure is never narrower than its longest word, so one that cannot fit takes a row instead of cutting a word. */
function StatsGrid({ stats, columns = 4 }: { stats: { value: string; label: string }[]; columns?: number }) {
  return (
    <Flex as="dl" flexWrap="wrap" gap="6">
      {stats.map(({ value, label }) => (
        <Box
          key={label}
          flex={{ base: '1 1 40%', md: `1 1 ${Math.floor(100 / (columns + 1))}%` }}
          display="flex"
          flexDirection="column-reverse"
          justifyContent="flex-end"
          textAlign="center"
          padding="4"
          bg="white"
          borderRadius="lg"
          borderWidth="1px"
          borderColor="gray.200"
        >
          <Text as="dt" color="gray.700" fontSize="sm">
            {label}
          </Text>
          <Text as="dd" fontSize="3xl" fontWeight="bold" color="teal.800">
            {value}
          </Text>
        </Box>
      ))}
    </Flex>
  )
}

type StudioStat = keyof typeof studioFigures

export function StudioStatsGrid({ labels, columns }: { labels: Record<StudioStat, string>; columns?: number }) {
  const { t, i18n } = useTranslation()
  const atLeast = (value: number) => t('figures.atLeast', { value: formatNumber(i18n.language, value) })
  const values: Record<StudioStat, string> = {
    clients: atLeast(studioFigures.clients),
    projects: atLeast(studioFigures.projects),
    years: atLeast(studioFigures.years),
    support:
      claims.supportHours === 'everyDay'
        ? t('figures.everyDay', { days: formatNumber(i18n.language, studioFigures.support.days) })
        : t('figures.roundTheClock', {
            hours: formatNumber(i18n.language, studioFigures.support.hours),
            days: formatNumber(i18n.language, studioFigures.support.days),
          }),
  }
  const order: StudioStat[] = ['clients', 'projects', 'years', 'support']
  return <StatsGrid columns={columns} stats={order.map((stat) => ({ value: values[stat], label: labels[stat] }))} />
}
