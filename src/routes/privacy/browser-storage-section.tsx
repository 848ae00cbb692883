import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formEndpoint } from '../../components/forms/form-endpoint.ts'
import { keepDays } from '../../components/forms/outbox-news.ts'
import { NoticeSection } from './notice-section.tsx'

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
      {formEndpoint && <Text>{t('browser.outbox', { host: new URL(formEndpoint).host, count: keepDays })}</Text>}
      {import.meta.env.VITE_SERVICE_WORKER !== 'off' && <Text>{t('browser.offlinePages')}</Text>}
    </NoticeSection>
  )
}
