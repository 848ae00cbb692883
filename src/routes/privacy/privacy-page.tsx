import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { privacyFacts } from '../../content/studio.ts'
import { siteConfig } from '../../site.config.ts'
import { BrowserStorageSection } from './browser-storage-section.tsx'
import { CookiesSection } from './cookies-section.tsx'
import { DataContactSection } from './data-contact-section.tsx'
import { FormDataSection } from './form-data-section.tsx'
import { PageVisitsSection } from './page-visits-section.tsx'

export function PrivacyPage() {
  const { t } = useTranslation('privacy')
  const { legalName, postalAddress } = privacyFacts
  return (
    <>
      <PageHero title={t('hero.title')} intro={t('hero.intro')}>
        {legalName && postalAddress && (
          <Text marginTop="4" fontSize={{ base: 'lg', md: 'xl' }} color="gray.700">
            {t('hero.controller', { brand: siteConfig.brand, legalName, address: postalAddress })}
          </Text>
        )}
      </PageHero>
      <FormDataSection />
      <BrowserStorageSection />
      <CookiesSection />
      <PageVisitsSection />
      <DataContactSection />
    </>
  )
}
