import { useTranslation } from 'react-i18next'
import { ErrorHero } from './error-hero.tsx'

export function ServerErrorPage() {
  const { t } = useTranslation('errors')
  return <ErrorHero title={t('serverError.title')} message={t('serverError.message')} />
}
