import { useTranslation } from 'react-i18next'
import { offerings } from '../../content/about-sections.ts'
import { GlobeIcon, MegaphoneIcon, SmartphoneIcon, SparklesIcon } from '../../components/ui/icons.tsx'
import { IconCardsSection, type CardItem } from './icon-cards-section.tsx'

type OfferingId = (typeof offerings)[number]['id']

const icons: Record<OfferingId, CardItem['Icon']> = {
  apps: SmartphoneIcon,
  websites: GlobeIcon,
  marketing: MegaphoneIcon,
  automation: SparklesIcon,
}

export function OfferingsSection() {
  const { t } = useTranslation('about')
  return (
    <IconCardsSection
      id="offerings"
      title={t('offerings.title')}
      intro={t('offerings.intro')}
      items={offerings.map(({ id, titleKey, textKey }) => ({ id, Icon: icons[id], title: t(titleKey), text: t(textKey) }))}
      tinted
    />
  )
}
