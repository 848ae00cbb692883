import { Container, Grid, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero'
import { BackHomeLink } from './back-home-link'
import { PreferToTalkSection } from './prefer-to-talk-section'
import { FormSection } from '../../components/forms/form-section'
import { QuoteStatsSection } from './quote-stats-section'
import { QuoteTestimonialSection } from './quote-testimonial-section'
import { WhyChooseUsSection } from './why-choose-us-section'

export function QuotePage() {
  const { t } = useTranslation('quote')
  return (
    <>
      <BackHomeLink />
      <PageHero title={t('hero.title')} intro={t('hero.intro')} />
      <Container maxWidth="7xl" paddingY="16">
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
