import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero'

export function ContactPage() {
  const { t } = useTranslation('contact')
  return <PageHero title={t('hero.title')} intro={t('hero.intro')} />
}
