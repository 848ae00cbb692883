import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero'

export function QuotePage() {
  const { t } = useTranslation('quote')
  return <PageHero title={t('hero.title')} intro={t('hero.intro')} />
}
