import { Container, Grid, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero'
import { FormSection } from '../../components/forms/form-section'
import { ContactInfoSection } from './contact-info-section'
import { ContactMethodsSection } from './contact-methods-section'
import { OfficeHoursCard } from './office-hours-card'
import { ReassuranceCard } from './reassurance-card'
import { UrgentHelpSection } from './urgent-help-section'

export function ContactPage() {
  const { t } = useTranslation('contact')
  return (
    <>
      <PageHero title={t('hero.title')} intro={t('hero.intro')} />
      <ContactMethodsSection />
      <Container maxWidth="7xl" paddingBottom="20">
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="8" alignItems="start">
          <FormSection form="contact" />
          <Stack gap="6">
            <ContactInfoSection />
            <OfficeHoursCard />
            <ReassuranceCard />
            <UrgentHelpSection />
          </Stack>
        </Grid>
      </Container>
    </>
  )
}
