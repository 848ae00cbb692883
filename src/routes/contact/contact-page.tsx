import { Container, Grid, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { FormSection } from '../../components/forms/form-section.tsx'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { ContactInfoSection } from './contact-info-section.tsx'
import { ContactMethodsSection } from './contact-methods-section.tsx'
import { OfficeHoursCard } from './office-hours-card.tsx'
import { ReassuranceCard } from './reassurance-card.tsx'
import { UrgentHelpSection } from './urgent-help-section.tsx'

export function ContactPage() {
  const { t } = useTranslation('contact')
  return (
    <>
      <PageHero tone="tint" title={t('hero.title')} intro={t('hero.intro')} aside={<ContactMethodsSection />} />
      <Container maxWidth="7xl" paddingY={{ base: '12', md: '20' }}>
        {/* From 1024 px the urgent box sits under the form, so form and sidebar end level. */}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
          templateRows={{ lg: 'auto 1fr' }}
          gap="8"
          alignItems="start"
        >
          <FormSection form="contact" />
          <Stack gap="6" gridColumn={{ lg: '2' }} gridRow={{ lg: '1 / span 2' }}>
            <ContactInfoSection />
            <OfficeHoursCard />
            <ReassuranceCard />
          </Stack>
          <UrgentHelpSection />
        </Grid>
      </Container>
    </>
  )
}
