import { Box, Flex, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { ExternalImage } from '../../components/ui/external-image'
import { Section } from '../../components/ui/section'
import { teamMember } from '../../content/about'

export function TeamSection() {
  const { t } = useTranslation('about')
  return (
    <Section id="team" title={t('team.title')}>
      <Flex direction={{ base: 'column', md: 'row' }} gap="8" alignItems="center" maxWidth="4xl" marginX="auto">
        <Box width="48" flexShrink={0}>
          <ExternalImage src={teamMember.image} alt={t('team.member.imageAlt')} {...teamMember.imageSize} borderRadius="full" />
        </Box>
        <Box>
          <Heading as="h3" size="xl" color="gray.900">
            {t('team.member.name')}
          </Heading>
          <Text color="teal.800" fontWeight="medium">
            {t('team.member.role')}
          </Text>
          <Text marginTop="3" color="gray.700">
            {t('team.member.bio')}
          </Text>
        </Box>
      </Flex>
    </Section>
  )
}
