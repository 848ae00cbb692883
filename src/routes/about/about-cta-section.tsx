import { useTranslation } from 'react-i18next'
import { CtaBand } from '../../components/ui/cta-band.tsx'

export function AboutCtaSection() {
  const { t } = useTranslation('about')
  return (
    <CtaBand
      id="about-cta-title"
      title={t('cta.title')}
      text={t('cta.text')}
      actions={[
        { page: 'contact', label: t('cta.contact') },
        { page: 'quote', label: t('cta.quote') },
      ]}
    />
  )
}
