import { useTranslation } from 'react-i18next'
import { CheckIcon, ClockIcon, MapPinIcon, ShieldIcon } from '../../components/ui/icons.tsx'
import { IconCardsSection, type CardItem } from './icon-cards-section.tsx'

/** The studio's four values on the About page, as full keys of the `about` namespace. */
export const values = [
  { id: 'quality', titleKey: 'values.items.quality.title', textKey: 'values.items.quality.text' },
  { id: 'honesty', titleKey: 'values.items.honesty.title', textKey: 'values.items.honesty.text' },
  { id: 'partnership', titleKey: 'values.items.partnership.title', textKey: 'values.items.partnership.text' },
  { id: 'local', titleKey: 'values.items.local.title', textKey: 'values.items.local.text' },
] as const

type ValueId = (typeof values)[number]['id']

const icons: Record<ValueId, CardItem['Icon']> = {
  quality: ShieldIcon,
  honesty: CheckIcon,
  partnership: ClockIcon,
  local: MapPinIcon,
}

export function ValuesSection() {
  const { t } = useTranslation('about')
  return (
    <IconCardsSection
      id="values"
      title={t('values.title')}
      intro={t('values.intro')}
      items={values.map(({ id, titleKey, textKey }) => ({ id, Icon: icons[id], title: t(titleKey), text: t(textKey) }))}
    />
  )
}
