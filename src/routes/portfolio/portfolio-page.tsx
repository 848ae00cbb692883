import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero'

export function PortfolioPage() {
  const { t } = useTranslation('portfolio')
  return <PageHero title={t('hero.title')} intro={t('hero.intro')} />
}
