import { Container, Grid, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { FormSection } from '../../components/forms/form-section.tsx'
import { ContactInfoSection } from './contact-info-section.tsx'
import { ContactMethodsSection } from './contact-methods-section.tsx'
import { OfficeHoursCard } from './office-hours-card.tsx'
import { ReassuranceCard } from './reassurance-card.tsx'
import { UrgentHelpSection } from './urgent-help-section.tsx'

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
