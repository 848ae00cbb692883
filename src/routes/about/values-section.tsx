import { useTranslation } from 'react-i18next'
import { values } from '../../content/about-sections.ts'
import { CheckIcon, ClockIcon, MapPinIcon, ShieldIcon } from '../../components/ui/icons.tsx'
import { IconCardsSection, type CardItem } from './icon-cards-section.tsx'

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
