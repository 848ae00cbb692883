import { Container, Grid, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { BackHomeLink } from './back-home-link.tsx'
import { PreferToTalkSection } from './prefer-to-talk-section.tsx'
import { FormSection } from '../../components/forms/form-section.tsx'
import { QuoteStatsSection } from './quote-stats-section.tsx'
import { QuoteTestimonialSection } from './quote-testimonial-section.tsx'
import { WhyChooseUsSection } from './why-choose-us-section.tsx'

export function QuotePage() {
  const { t } = useTranslation('quote')
  return (
    <>
      <PageHero layout="split" kicker={<BackHomeLink />} title={t('hero.title')} intro={t('hero.intro')} />
      <Container maxWidth="7xl" paddingY={{ base: '12', md: '16' }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="8" alignItems="start">
          <FormSection form="quote" />
          <Stack gap="6">
            <WhyChooseUsSection />
            <QuoteStatsSection />
            <PreferToTalkSection />
            <QuoteTestimonialSection />
          </Stack>
        </Grid>
      </Container>
    </>
  )
}
