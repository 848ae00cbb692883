import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero'
import { PortfolioCta } from './portfolio-cta'
import { ProjectsSection } from './projects-section'

export function PortfolioPage() {
  const { t } = useTranslation('portfolio')
  return (
    <>
      <PageHero title={t('hero.title')} intro={t('hero.intro')} />
      <ProjectsSection />
      <PortfolioCta />
    </>
  )
}
