import { Box, SimpleGrid, Text } from '@chakra-ui/react'

/** Headline figures as a description list: the value large, its meaning below. */
export function StatsGrid({ stats, columns = 4 }: { stats: { value: string; label: string }[]; columns?: number }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: columns }} gap="6">
      {stats.map(({ value, label }) => (
        <Box key={label} display="flex" flexDirection="column-reverse" textAlign="center" padding="4" bg="white" borderRadius="lg" borderWidth="1px" borderColor="gray.200">
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

/** The studio's figures as shown: "50+", "100+", "5+" and "24/7", with numbers in the page's language. */
export function formatStudioStats(language: string, stats: { clients: number; projects: number; years: number; support: { hours: number; days: number } }) {
  const number = new Intl.NumberFormat(language)
  return {
    clients: `${number.format(stats.clients)}+`,
    projects: `${number.format(stats.projects)}+`,
    years: `${number.format(stats.years)}+`,
    support: `${number.format(stats.support.hours)}/${number.format(stats.support.days)}`,
  }
}
