import { Button } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { usePagePath } from '../../i18n/use-page-path.ts'

export function ServerErrorPage() {
  const { t } = useTranslation('errors')
  const pagePath = usePagePath()
  return (
    <PageHero title={t('serverError.title')} intro={t('serverError.message')}>
      <Button asChild size="lg" colorPalette="teal" marginTop="8">
        <Link to={pagePath({ page: 'home' })}>{t('notFound.returnHome')}</Link>
      </Button>
    </PageHero>
  )
}
