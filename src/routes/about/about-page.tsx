import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero'

export function AboutPage() {
  const { t } = useTranslation('about')
  return <PageHero title={t('hero.title')} intro={t('hero.intro')} />
}
