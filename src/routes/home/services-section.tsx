import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { contentIcons } from '../../components/ui/content-icons.ts'
import { Section } from '../../components/ui/section.tsx'
import { services } from '../../content/services.ts'

/** A grid twice as fine as the columns, so an incomplete last row can start half a card in and sit centred. */
function centredStart(index: number, count: number, columns: number): number | 'auto' {
  const lastRowSize = count % columns
  const opensLastRow = lastRowSize > 0 && index === count - lastRowSize
  return opensLastRow ? columns - lastRowSize + 1 : 'auto'
}

export function ServicesSection() {
  const { t } = useTranslation('home')
  return (
    <Section id="services" eyebrow={t('services.eyebrow')} title={t('services.title')} intro={t('services.intro')} bg="gray.50">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 4, lg: 6 }} gap="6">
        {services.map(({ id, icon, titleKey, descriptionKey }, index) => {
          const Icon = contentIcons[icon]
          return (
            <Box
              as="li"
              key={id}
              gridColumnStart={{ md: centredStart(index, services.length, 2), lg: centredStart(index, services.length, 3) }}
              gridColumnEnd={{ md: 'span 2' }}
              padding="6"
              bg="white"
              borderRadius="xl"
              borderWidth="1px"
              borderColor="gray.200"
              boxShadow="xs"
            >
              <Box display="inline-flex" padding="3" borderRadius="lg" bg="teal.50" color="teal.700">
                <Icon boxSize="6" />
              </Box>
              <Heading as="h3" size="lg" marginTop="4" color="gray.900">
                {t(titleKey)}
              </Heading>
              <Text marginTop="2" color="gray.700">
                {t(descriptionKey)}
              </Text>
            </Box>
          )
        })}
      </SimpleGrid>
    </Section>
  )
}
