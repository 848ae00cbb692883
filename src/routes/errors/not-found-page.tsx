import { Box } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { ErrorHero } from './error-hero.tsx'

/** The page's script logs the unknown path to the console, for the site owner's debugging. */
export function NotFoundPage() {
  const { t } = useTranslation('errors')
  return (
    <Box data-not-found="">
      <ErrorHero title={t('notFound.title')} message={t('notFound.message')} />
    </Box>
  )
}
