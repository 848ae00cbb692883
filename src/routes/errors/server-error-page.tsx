import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { usePagePath } from '../../i18n/use-page-path.ts'
import { LinkButton } from '../../components/ui/link-button.tsx'

export function ServerErrorPage() {
  const { t } = useTranslation('errors')
  const pagePath = usePagePath()
  return (
    <PageHero title={t('serverError.title')} intro={t('serverError.message')}>
      <LinkButton asChild size="lg" colorPalette="teal" marginTop="8">
        <Link to={pagePath({ page: 'home' })}>{t('notFound.returnHome')}</Link>
      </LinkButton>
    </PageHero>
  )
}
