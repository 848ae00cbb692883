import { useTranslation } from 'react-i18next'
import { CtaBand } from '../../components/ui/cta-band.tsx'

export function PortfolioCtaSection() {
  const { t } = useTranslation('portfolio')
  return (
    <CtaBand id="portfolio-cta-title" title={t('cta.title')} text={t('cta.text')} actions={[{ page: 'quote', label: t('cta.button') }]} />
  )
}
