import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { AboutCtaSection } from './about-cta-section.tsx'
import { AboutStatsSection } from './about-stats-section.tsx'
import { OfferingsSection } from './offerings-section.tsx'
import { StorySection } from './story-section.tsx'
import { TeamSection } from './team-section.tsx'
import { ValuesSection } from './values-section.tsx'

export function AboutPage() {
  const { t } = useTranslation('about')
  return (
    <>
      <PageHero tone="tint" layout="split" title={t('hero.title')} intro={t('hero.intro')} />
      <AboutStatsSection />
      <StorySection />
      <ValuesSection />
      <OfferingsSection />
      <TeamSection />
      <AboutCtaSection />
    </>
  )
}
