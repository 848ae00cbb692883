import { useTranslation } from 'react-i18next'
import { CtaBand } from '../../components/ui/cta-band'
import { pages } from '../../content/pages'

export function AboutCtaSection() {
  const { t } = useTranslation('about')
  return (
    <CtaBand
      id="about-cta-title"
      title={t('cta.title')}
      text={t('cta.text')}
      actions={[
        { to: pages.contact.path, label: t('cta.contact') },
        { to: pages.quote.path, label: t('cta.quote') },
      ]}
    />
  )
}
