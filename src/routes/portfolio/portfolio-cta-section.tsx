import { useTranslation } from 'react-i18next'
import { CtaBand } from '../../components/ui/cta-band'
import { pages } from '../../content/pages'

export function PortfolioCtaSection() {
  const { t } = useTranslation('portfolio')
  return <CtaBand id="portfolio-cta-title" title={t('cta.title')} text={t('cta.text')} actions={[{ to: pages.quote.path, label: t('cta.button') }]} />
}
