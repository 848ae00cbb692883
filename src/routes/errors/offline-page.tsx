import { useTranslation } from 'react-i18next'
import { ErrorHero } from './error-hero.tsx'

/** Served by the service worker, in the address's language, for a page this device has not opened yet. */
export function OfflinePage() {
  const { t } = useTranslation('errors')
  return <ErrorHero title={t('offline.title')} message={t('offline.message')} />
}
