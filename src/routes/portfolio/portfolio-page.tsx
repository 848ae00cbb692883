import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero'
import { PortfolioCtaSection } from './portfolio-cta-section'
import { ProjectsSection } from './projects-section'

export function PortfolioPage() {
  const { t } = useTranslation('portfolio')
  return (
    <>
      <PageHero title={t('hero.title')} intro={t('hero.intro')} />
      <ProjectsSection />
      <PortfolioCtaSection />
    </>
  )
}
