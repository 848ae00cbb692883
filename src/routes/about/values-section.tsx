import { useTranslation } from 'react-i18next'
import { values } from '../../content/about-sections.ts'
import { contentIcons } from '../../components/ui/content-icons.ts'
import { IconCardsSection } from './icon-cards-section.tsx'

export function ValuesSection() {
  const { t } = useTranslation('about')
  return (
    <IconCardsSection
      id="values"
      title={t('values.title')}
      intro={t('values.intro')}
      items={values.map(({ id, icon, titleKey, textKey }) => ({ id, Icon: contentIcons[icon], title: t(titleKey), text: t(textKey) }))}
    />
  )
}
