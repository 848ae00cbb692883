import { Box } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { usePagePath } from '../../i18n/use-page-path.ts'
import { LinkButton } from '../../components/ui/link-button.tsx'

/** The page's script logs the unknown path to the console, for the site owner's debugging. */
export function NotFoundPage() {
  const { t } = useTranslation('errors')
  const pagePath = usePagePath()
  return (
    <Box data-not-found="">
      <PageHero title={t('notFound.title')} intro={t('notFound.message')}>
        <LinkButton asChild size="lg" colorPalette="teal" marginTop="8">
          <Link to={pagePath({ page: 'home' })}>{t('notFound.returnHome')}</Link>
        </LinkButton>
      </PageHero>
    </Box>
  )
}
