import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Portrait } from '../../components/ui/portrait.tsx'
import { Section } from '../../components/ui/section.tsx'
import { teamMembers } from '../../content/team-members.ts'
import { useHasWords } from '../../i18n/translated.ts'

export function TeamSection() {
  const { t } = useTranslation('about')
  const translated = useHasWords('about')
  return (
    <Section id="team" title={t('team.title')} intro={t('team.intro')} withPhotos>
      <Stack as="ul" listStyleType="none" gap="8">
        {teamMembers.filter(translated).map(({ id, nameKey, roleKey, bioKey, imageAltKey, image }) => (
          <Flex
            as="li"
            key={id}
            direction={{ base: 'column', md: 'row' }}
            gap={{ base: '6', md: '10' }}
            alignItems={{ base: 'flex-start', md: 'center' }}
            padding={{ base: '6', md: '10' }}
            bg="orange.50"
            borderRadius="3xl"
          >
            <Portrait
              photo={image}
              alt={t(imageAltKey)}
              name={t(nameKey)}
              size={{ base: '40', md: '48' }}
              sizes="(min-width: 48em) 12rem, 10rem"
            />
            <Box>
              <Heading as="h3" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.15" letterSpacing="tight" color="gray.900">
                {t(nameKey)}
              </Heading>
              <Text color="teal.800" fontWeight="semibold" marginTop="1">
                {t(roleKey)}
              </Text>
              <Text marginTop="4" color="gray.800" fontSize="lg" lineHeight="1.6" maxWidth="2xl">
                {t(bioKey)}
              </Text>
            </Box>
          </Flex>
        ))}
      </Stack>
    </Section>
  )
}
