import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { PortfolioCtaSection } from './portfolio-cta-section.tsx'
import { ProjectsSection } from './projects-section.tsx'

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
