import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero'
import { AboutCta } from './about-cta'
import { AboutStats } from './about-stats'
import { OfferingsSection } from './offerings-section'
import { StorySection } from './story-section'
import { TeamSection } from './team-section'
import { ValuesSection } from './values-section'

export function AboutPage() {
  const { t } = useTranslation('about')
  return (
    <>
      <PageHero title={t('hero.title')} intro={t('hero.intro')} />
      <AboutStats />
      <StorySection />
      <ValuesSection />
      <OfferingsSection />
      <TeamSection />
      <AboutCta />
    </>
  )
}
