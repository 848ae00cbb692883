import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { Section } from '../../components/ui/section'

interface CardsSectionProps {
  id: string
  title: string
  items: { id: string; title: string; text: string }[]
  tinted?: boolean
}

/** Four titled cards: the values, and the offerings. */
export function CardsSection({ id, title, items, tinted = false }: CardsSectionProps) {
  return (
    <Section id={id} title={title} bg={tinted ? 'gray.50' : undefined}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="6">
        {items.map((item) => (
          <Box as="li" key={item.id} padding="6" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl">
            <Heading as="h3" size="md" color="gray.900">
              {item.title}
            </Heading>
            <Text marginTop="2" color="gray.700">
              {item.text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  )
}
