import { useTranslation } from 'react-i18next'
import { SideSection } from '../../components/ui/side-section.tsx'
import { StudioStatsGrid } from '../../components/ui/stats-grid.tsx'

export function QuoteStatsSection() {
  const { t } = useTranslation('quote')
  return (
    <SideSection id="quote-stats-title" title={t('stats.title')}>
      <StudioStatsGrid
        columns={2}
        labels={{ clients: t('stats.clients'), projects: t('stats.projects'), years: t('stats.years'), support: t('stats.support') }}
      />
    </SideSection>
  )
}
