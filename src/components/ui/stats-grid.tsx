import { Box, Flex, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { studioFigures } from '../../content/studio-figures.ts'
import { claims } from '../../content/studio.ts'
import { formatNumber } from '../../i18n/format.ts'

/** A figure is never narrower than its longest word, so one that cannot fit takes a row instead of cutting a word. */
function StatsGrid({ stats, columns = 4 }: { stats: { value: string; label: string }[]; columns?: number }) {
  return (
    <Flex as="dl" flexWrap="wrap" columnGap="6" rowGap="8">
      {stats.map(({ value, label }) => (
        <Box
          key={label}
          flex={{ base: '1 1 40%', md: `1 1 ${Math.floor(100 / (columns + 1))}%` }}
          display="flex"
          flexDirection="column-reverse"
          justifyContent="flex-end"
          paddingTop="4"
          borderTopWidth="3px"
          borderColor="teal.700"
        >
          <Text as="dt" color="gray.700" fontSize="sm" marginTop="1">
            {label}
          </Text>
          <Text
            as="dd"
            fontSize={columns > 2 ? { base: '4xl', md: '5xl' } : '3xl'}
            lineHeight="1"
            letterSpacing="tight"
            fontWeight="bold"
            color="gray.900"
          >
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
