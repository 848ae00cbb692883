import { useTranslation } from 'react-i18next'
import { Section } from '../../components/ui/section'
import { formatStudioStats, StatsGrid } from '../../components/ui/stats-grid'
import { studioStats } from '../../content/claims'

export function AboutStats() {
  const { t, i18n } = useTranslation('about')
  const values = formatStudioStats(i18n.language, studioStats)
  return (
    <Section id="stats" title={t('stats.title')} bg="gray.50">
      <StatsGrid
        stats={[
          { value: values.clients, label: t('stats.clients') },
          { value: values.projects, label: t('stats.projects') },
          { value: values.years, label: t('stats.years') },
          { value: values.support, label: t('stats.support') },
        ]}
      />
    </Section>
  )
}
