import { Button } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { DocumentTitle } from '../../components/layout/document-title'
import { PageHero } from '../../components/ui/page-hero'
import { pages } from '../../content/pages'

export function NotFoundPage() {
  const { t } = useTranslation('errors')
  const { pathname } = useLocation()

  useEffect(() => {
    // For the site owner's debugging: which unknown path a visitor reached.
    console.info(`Page not found: ${window.location.pathname}`)
  }, [pathname])

  return (
    <>
      <DocumentTitle namespace="errors" />
      <PageHero title={t('notFound.title')} intro={t('notFound.message')}>
        <Button asChild size="lg" colorPalette="teal" marginTop="8">
          <Link to={pages.home.path}>{t('notFound.returnHome')}</Link>
        </Button>
      </PageHero>
    </>
  )
}
