import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { BrowserStorageSection } from './browser-storage-section.tsx'
import { CookiesSection } from './cookies-section.tsx'
import { DataContactSection } from './data-contact-section.tsx'
import { FormDataSection } from './form-data-section.tsx'
import { PageVisitsSection } from './page-visits-section.tsx'

/** The privacy notice: what the site's code collects, keeps and sends, section by section. */
export function PrivacyPage() {
  const { t } = useTranslation('privacy')
  return (
    <>
      <PageHero title={t('hero.title')} intro={t('hero.intro')} />
      <FormDataSection />
      <BrowserStorageSection />
      <CookiesSection />
      <PageVisitsSection />
      <DataContactSection />
    </>
  )
}
