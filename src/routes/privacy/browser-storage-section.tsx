import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formEndpoint } from '../../components/forms/form-endpoint.ts'
import { NoticeSection } from './notice-section.tsx'

/**
 * What the page script keeps in the browser: form drafts in sessionStorage (src/components/forms/form-draft.ts),
 * cleared with the tab or after a confirmed send, the language choice in localStorage (src/i18n/language-preference.ts)
 * under Save-Data, the choice of full-quality photos in localStorage (src/components/ui/save-photo-data.ts), messages
 * written offline in IndexedDB (src/components/forms/outbox.ts) and the pages opened, in the service worker's cache.
 */
export function BrowserStorageSection() {
  const { t } = useTranslation('privacy')
  return (
    <NoticeSection id="browser" title={t('browser.title')}>
      <Text>
        {t('browser.draft')}
        {formEndpoint && ` ${t('browser.draftSent')}`}
      </Text>
      <Text>{t('browser.language')}</Text>
      <Text>{t('browser.photos')}</Text>
      {formEndpoint && <Text>{t('browser.outbox', { host: new URL(formEndpoint).host })}</Text>}
      <Text>{t('browser.offlinePages')}</Text>
    </NoticeSection>
  )
}
