import { useTranslation } from 'react-i18next'
import { values } from '../../content/about-sections.ts'
import { contentIcons } from '../../components/ui/content-icons.ts'
import { IconCardsSection } from './icon-cards-section.tsx'
import { useHasWords } from '../../i18n/translated.ts'

export function ValuesSection() {
  const { t } = useTranslation('about')
  const translated = useHasWords('about')
  return (
    <IconCardsSection
      id="values"
      title={t('values.title')}
      intro={t('values.intro')}
      items={values
        .filter(translated)
        .map(({ id, icon, titleKey, textKey }) => ({ id, Icon: contentIcons[icon], title: t(titleKey), text: t(textKey) }))}
    />
  )
}
