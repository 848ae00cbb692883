import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { CheckList } from '../../components/ui/check-list'
import { PhoneIcon } from '../../components/ui/icons'
import { StudioStatsGrid } from '../../components/ui/stats-grid'
import { TestimonialCard } from '../../components/ui/testimonial-card'
import { contactLinks, siteConfig } from '../../site.config'

const reasons = ['whyUs.items.quality', 'whyUs.items.pricing', 'whyUs.items.support', 'whyUs.items.local'] as const

export function QuoteSidebar() {
  const { t } = useTranslation('quote')
  return (
    <>
      <Box as="section" aria-labelledby="why-us-title" padding="6" bg="teal.50" borderRadius="xl" borderWidth="1px" borderColor="teal.200">
        <Heading as="h2" id="why-us-title" size="lg" color="gray.900" marginBottom="4">
          {t('whyUs.title')}
        </Heading>
        <CheckList items={reasons.map((key) => t(key))} />
      </Box>
      <Box as="section" aria-labelledby="quote-stats-title">
        <Heading as="h2" id="quote-stats-title" size="lg" color="gray.900" marginBottom="4">
          {t('stats.title')}
        </Heading>
        <StudioStatsGrid
          columns={2}
          labels={{ clients: t('stats.clients'), projects: t('stats.projects'), years: t('stats.years'), support: t('stats.support') }}
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
