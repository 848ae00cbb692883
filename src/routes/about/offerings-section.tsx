import { useTranslation } from 'react-i18next'
import { NumberedList } from '../../components/ui/numbered-list.tsx'
import { Section } from '../../components/ui/section.tsx'
import { offerings } from '../../content/about-sections.ts'
import { useHasWords } from '../../i18n/translated.ts'

export function OfferingsSection() {
  const { t, i18n } = useTranslation('about')
  const translated = useHasWords('about')
  return (
    <Section id="offerings" title={t('offerings.title')} intro={t('offerings.intro')} heading="aside" bg="gray.50">
      <NumberedList
        language={i18n.language}
        items={offerings.filter(translated).map(({ id, titleKey, textKey }) => ({ id, title: t(titleKey), text: t(textKey) }))}
      />
    </Section>
  )
}
