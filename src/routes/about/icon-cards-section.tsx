import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import type { ComponentType } from 'react'
import type { IconProps } from '@chakra-ui/react'
import { Section } from '../../components/ui/section.tsx'

interface CardItem {
  id: string
  Icon: ComponentType<IconProps>
  title: string
  text: string
}

interface IconCardsSectionProps {
  id: string
  title: string
  intro?: string
  items: CardItem[]
}

export function IconCardsSection({ id, title, intro, items }: IconCardsSectionProps) {
  return (
    <Section id={id} title={title} intro={intro}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="6">
        {items.map(({ id: itemId, Icon, title: itemTitle, text }) => (
          <Box as="li" key={itemId} padding="6" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" boxShadow="xs">
            <Box display="inline-flex" padding="3" borderRadius="lg" bg="teal.50" color="teal.700">
              <Icon boxSize="6" />
            </Box>
            <Heading as="h3" size="md" color="gray.900" marginTop="4">
              {itemTitle}
            </Heading>
            <Text marginTop="2" color="gray.700">
              {text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  )
}
