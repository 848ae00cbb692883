import { Box, Grid, Heading, Text } from '@chakra-ui/react'

interface NumberedListProps {
  items: { id: string; title: string; text: string }[]
  language: string
}

/** One row per item, ruled and numbered: no card grid, so no orphan row whatever the count. */
export function NumberedList({ items, language }: NumberedListProps) {
  return (
    <Box as="ol" listStyleType="none" borderTopWidth="1px" borderColor="gray.300">
      {items.map(({ id, title, text }, index) => (
        <Grid
          as="li"
          key={id}
          templateColumns={{ base: '2.5rem minmax(0, 1fr)', md: '3.5rem minmax(0, 1fr) minmax(0, 1fr)' }}
          columnGap={{ base: '3', md: '6' }}
          rowGap={{ base: '1', md: '2' }}
          paddingY={{ base: '4', md: '7' }}
          borderBottomWidth="1px"
          borderColor="gray.300"
          alignItems="baseline"
        >
          <Text
            aria-hidden="true"
            fontSize={{ base: 'md', md: 'lg' }}
            fontWeight="semibold"
            color="teal.700"
            fontVariantNumeric="tabular-nums"
          >
            {new Intl.NumberFormat(language, { minimumIntegerDigits: 2 }).format(index + 1)}
          </Text>
          <Heading as="h3" fontSize={{ base: 'xl', xl: '2xl' }} lineHeight="1.2" color="gray.900">
            {title}
          </Heading>
          <Text gridColumn={{ base: '2', md: '3' }} color="gray.700" lineHeight={{ base: '1.5', md: '1.6' }}>
            {text}
          </Text>
        </Grid>
      ))}
    </Box>
  )
}
