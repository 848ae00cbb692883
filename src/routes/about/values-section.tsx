import { useTranslation } from 'react-i18next'
import { CheckIcon, ClockIcon, MapPinIcon, ShieldIcon } from '../../components/ui/icons'
import { values, type ValueId } from '../../content/values'
import { IconCardsSection, type CardItem } from './icon-cards-section'

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
