import { HeroSection } from './hero-section'
import { SectionStub } from '../../components/ui/section-stub'
import { useTranslation } from 'react-i18next'

export function HomePage() {
  const { t } = useTranslation('home')
  return (
    <>
      <HeroSection />
      <SectionStub id="services" title={t('services.title')} intro={t('services.intro')} />
      <SectionStub id="pricing" title={t('pricing.title')} intro={t('pricing.intro')} />
    </>
  )
}
