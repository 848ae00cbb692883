import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero'
import { AboutCtaSection } from './about-cta-section'
import { AboutStatsSection } from './about-stats-section'
import { OfferingsSection } from './offerings-section'
import { StorySection } from './story-section'
import { TeamSection } from './team-section'
import { ValuesSection } from './values-section'

export function AboutPage() {
  const { t } = useTranslation('about')
  return (
    <>
      <PageHero title={t('hero.title')} intro={t('hero.intro')} />
      <AboutStatsSection />
      <StorySection />
      <ValuesSection />
      <OfferingsSection />
      <TeamSection />
      <AboutCtaSection />
    </>
  )
}
