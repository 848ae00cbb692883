import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { CheckIcon, PhoneIcon } from '../../components/ui/icons'
import { formatStudioStats, StatsGrid } from '../../components/ui/stats-grid'
import { TestimonialCard } from '../../components/ui/testimonial-card'
import { studioStats } from '../../content/claims'
import { contactLinks, siteConfig } from '../../site.config'

const reasons = ['whyUs.items.quality', 'whyUs.items.pricing', 'whyUs.items.support', 'whyUs.items.local'] as const

export function QuoteSidebar() {
  const { t, i18n } = useTranslation('quote')
  const values = formatStudioStats(i18n.language, studioStats)
  return (
    <>
      <Box as="section" aria-labelledby="why-us-title" padding="6" bg="teal.50" borderRadius="xl" borderWidth="1px" borderColor="teal.200">
        <Heading as="h2" id="why-us-title" size="lg" color="gray.900" marginBottom="4">
          {t('whyUs.title')}
        </Heading>
        <Stack as="ul" gap="2" listStyleType="none">
          {reasons.map((key) => (
            <HStack as="li" key={key} alignItems="flex-start" gap="2" color="gray.800">
              <CheckIcon boxSize="5" color="teal.700" flexShrink={0} />
              {t(key)}
            </HStack>
          ))}
        </Stack>
      </Box>
      <Box as="section" aria-labelledby="quote-stats-title">
        <Heading as="h2" id="quote-stats-title" size="lg" color="gray.900" marginBottom="4">
          {t('stats.title')}
        </Heading>
        <StatsGrid
          columns={2}
          stats={[
            { value: values.clients, label: t('stats.clients') },
            { value: values.projects, label: t('stats.projects') },
            { value: values.years, label: t('stats.years') },
            { value: values.support, label: t('stats.support') },
          ]}
        />
      </Box>
      <Box as="section" aria-labelledby="talk-title" padding="6" bg="gray.900" color="white" borderRadius="xl">
        <Heading as="h2" id="talk-title" size="lg">
          {t('talk.title')}
        </Heading>
        <Text marginTop="2" color="gray.200">
          {t('talk.text')}
        </Text>
        <Stack marginTop="4" gap="3">
          <Button asChild colorPalette="teal">
            <a href={contactLinks.phone}>
              <PhoneIcon />
              {t('talk.call', { phone: siteConfig.phone.display })}
            </a>
          </Button>
          <Button asChild colorPalette="green">
            <a href={contactLinks.whatsapp} target="_blank" rel="noopener noreferrer">
              {t('talk.whatsapp')}
            </a>
          </Button>
        </Stack>
      </Box>
      <Box as="section" aria-labelledby="quote-testimonial-title">
        <Heading as="h2" id="quote-testimonial-title" size="lg" color="gray.900" marginBottom="4">
          {t('testimonial.title')}
        </Heading>
        <TestimonialCard name={t('testimonial.name')} company={t('testimonial.company')} location={t('testimonial.location')} content={t('testimonial.content')} rating={5} />
      </Box>
    </>
  )
}
