import { useTranslation } from 'react-i18next'
import { PageHero } from '../../components/ui/page-hero'
import { AboutCta } from './about-cta'
import { AboutStats } from './about-stats'
import { CardsSection } from './cards-section'
import { StorySection } from './story-section'
import { TeamSection } from './team-section'
import { offerings, values } from '../../content/about'

export function AboutPage() {
  const { t } = useTranslation('about')
  return (
    <>
      <PageHero title={t('hero.title')} intro={t('hero.intro')} />
      <AboutStats />
      <StorySection />
      <CardsSection id="values" title={t('values.title')} items={values.map(({ id, titleKey, textKey }) => ({ id, title: t(titleKey), text: t(textKey) }))} />
      <CardsSection id="offerings" title={t('offerings.title')} items={offerings.map(({ id, titleKey, textKey }) => ({ id, title: t(titleKey), text: t(textKey) }))} tinted />
      <TeamSection />
      <AboutCta />
    </>
  )
}
