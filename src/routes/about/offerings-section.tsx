import { useTranslation } from 'react-i18next'
import { GlobeIcon, MegaphoneIcon, SmartphoneIcon, SparklesIcon } from '../../components/ui/icons.tsx'
import { IconCardsSection, type CardItem } from './icon-cards-section.tsx'

/** What the studio offers, as the About page lists it: full keys of the `about` namespace. */
export const offerings = [
  { id: 'apps', titleKey: 'offerings.items.apps.title', textKey: 'offerings.items.apps.text' },
  { id: 'websites', titleKey: 'offerings.items.websites.title', textKey: 'offerings.items.websites.text' },
  { id: 'marketing', titleKey: 'offerings.items.marketing.title', textKey: 'offerings.items.marketing.text' },
  { id: 'automation', titleKey: 'offerings.items.automation.title', textKey: 'offerings.items.automation.text' },
] as const

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
