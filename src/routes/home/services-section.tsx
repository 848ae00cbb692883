import { useTranslation } from 'react-i18next'
import { NumberedList } from '../../components/ui/numbered-list.tsx'
import { Section } from '../../components/ui/section.tsx'
import { services } from '../../content/services.ts'
import { useHasWords } from '../../i18n/translated.ts'

export function ServicesSection() {
  const { t, i18n } = useTranslation('home')
  const translated = useHasWords('home')
  return (
    <Section id="services" eyebrow={t('services.eyebrow')} title={t('services.title')} intro={t('services.intro')} heading="aside">
      <NumberedList
        language={i18n.language}
        items={services.filter(translated).map(({ id, titleKey, descriptionKey }) => ({ id, title: t(titleKey), text: t(descriptionKey) }))}
      />
    </Section>
  )
}
