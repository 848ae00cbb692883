import { useTranslation } from 'react-i18next'
import { Section } from '../../components/ui/section.tsx'
import { StudioStatsGrid } from '../../components/ui/stats-grid.tsx'

export function AboutStatsSection() {
  const { t } = useTranslation('about')
  return (
    <Section id="stats" title={t('stats.title')}>
      <StudioStatsGrid
        labels={{ clients: t('stats.clients'), projects: t('stats.projects'), years: t('stats.years'), support: t('stats.support') }}
      />
    </Section>
  )
}
