import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { LinkButton } from '../../components/ui/link-button.tsx'
import { usePagePath } from '../../i18n/use-page-path.ts'

/** Served by the service worker, in the address's language, for a page this device has not opened yet. */
export function OfflinePage() {
  const { t } = useTranslation('errors')
  const pagePath = usePagePath()
  return (
    <PageHero title={t('offline.title')} intro={t('offline.message')}>
      <LinkButton asChild size="lg" colorPalette="teal" marginTop="8">
        <Link to={pagePath({ page: 'home' })}>{t('notFound.returnHome')}</Link>
      </LinkButton>
    </PageHero>
  )
}
