import { useTranslation } from 'react-i18next'
import { offerings } from '../../content/about-sections.ts'
import { contentIcons } from '../../components/ui/content-icons.ts'
import { IconCardsSection } from './icon-cards-section.tsx'

export function OfferingsSection() {
  const { t } = useTranslation('about')
  return (
    <IconCardsSection
      id="offerings"
      title={t('offerings.title')}
      intro={t('offerings.intro')}
      items={offerings.map(({ id, icon, titleKey, textKey }) => ({ id, Icon: contentIcons[icon], title: t(titleKey), text: t(textKey) }))}
      tinted
    />
  )
}
