import { useTranslation } from 'react-i18next'
import { GlobeIcon, MegaphoneIcon, SmartphoneIcon, SparklesIcon } from '../../components/ui/icons'
import { offerings, type OfferingId } from '../../content/offerings'
import { IconCardsSection, type CardItem } from './icon-cards-section'

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
